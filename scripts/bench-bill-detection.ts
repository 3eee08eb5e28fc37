// Time of detectBills on a deterministic 24-month, 5-account history (~15k transactions,
// ~40 real bills): npx tsx scripts/bench-bill-detection.ts
// Exits non-zero when the median run is over the budget.
import fc from 'fast-check';
import { detectBills } from '../src/shared/bank-bills/detect-bills';
import { historyArb } from '../tests/unit/bank-bills/support/history-spec';
import { scoreDetection } from '../tests/unit/bank-bills/support/score';

const BUDGET_MS = 200;
const RUNS = 20;
const SEED = 424_242;

const options = { months: [24, 24], accounts: [5, 5], billsPerAccount: [8, 8], noisePerAccount: [50, 50] } satisfies Parameters<typeof historyArb>[0];
const [history] = fc.sample(historyArb(options), { seed: SEED, numRuns: 1 });
if (!history) throw new Error('No history generated');
const { transactions, today } = history;

const warmUp = detectBills(transactions, today);
const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const start = performance.now();
  detectBills(transactions, today);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(RUNS / 2)]!;
const p95 = times[Math.ceil(RUNS * 0.95) - 1]!;

const score = scoreDetection(history, warmUp);
console.log(
  `history: ${transactions.length} transactions, 5 accounts, 24 months to ${today}, ${history.bills.length} real bills (${score.detectable} live and detectable)`,
);
console.log(`detected: ${score.detected} bills, ${score.correct} correct, ${score.found} of ${score.detectable} found`);
console.log(`detectBills over ${RUNS} runs after a warm-up: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget ${BUDGET_MS} ms)`);
if (median > BUDGET_MS) {
  console.error(`Over budget: median ${median.toFixed(1)} ms > ${BUDGET_MS} ms`);
  process.exitCode = 1;
}
