// Precision, recall and cadence accuracy of the bank-bill detection (issue 25, item 2):
//   npx tsx scripts/bill-precision.ts
// over the labelled UK fixture (tests/fixtures/bills/uk-series.ts: every cadence, price rises,
// a renamed merchant, cancelled subscriptions, foreign-currency variance and the everyday-
// spending traps), and over 200 generated histories (tests/unit/bank-bills/support).
// Targets: precision and recall of 95% or better. Exits non-zero when the fixture misses them.
import fc from 'fast-check';
import { detectBills } from '../src/shared/bank-bills/detect-bills';
import { buildUkSeries, OWN_ACCOUNT_NAMES } from '../tests/fixtures/bills/uk-series';
import { scoreSeries } from '../tests/fixtures/bills/score-series';
import { historyArb } from '../tests/unit/bank-bills/support/history-spec';
import { emptyScore, scoreDetection } from '../tests/unit/bank-bills/support/score';

const TARGET = 0.95;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

const history = buildUkSeries();
const score = scoreSeries(history, detectBills(history.transactions, history.today, { ownAccountNames: OWN_ACCOUNT_NAMES }));
console.log(`UK fixture: ${history.series.length} series, ${history.transactions.length} transactions, ${score.expected} live bills, to ${history.today}`);
console.log(
  `  precision ${pct(score.precision)} (${score.correct}/${score.detected})  recall ${pct(score.recall)} (${score.found}/${score.expected})  cadence ${pct(score.cadenceAccuracy)} (${score.cadenceRight}/${score.found})`,
);
if (score.falseFinds.length) console.log(`  false finds: ${score.falseFinds.map((f) => `${f.series} (${f.vendor}, ${f.frequency})`).join('; ')}`);
if (score.missed.length) console.log(`  missed: ${score.missed.join(', ')}`);
if (score.wrongCadence.length) console.log(`  wrong cadence: ${score.wrongCadence.map((w) => `${w.series} ${w.found} for ${w.expected}`).join('; ')}`);

// The generated histories the property test uses (made-up names, weekly to yearly).
const seed = 20_250_601;
const generated = emptyScore();
for (const h of fc.sample(historyArb({ months: [13, 24], accounts: [1, 3], billsPerAccount: [1, 8], noisePerAccount: [3, 12] }), { seed, numRuns: 200 })) {
  scoreDetection(h, detectBills(h.transactions, h.today), generated);
}
console.log(
  `Generated histories (200, seed ${seed}): precision ${pct(generated.correct / generated.detected)} recall ${pct(generated.found / generated.detectable)} cadence ${pct(generated.frequencyRight / generated.frequencyChecked)}`,
);

if (score.precision < TARGET || score.recall < TARGET) {
  console.error(`Below target: precision and recall must be at least ${pct(TARGET)} on the fixture`);
  process.exitCode = 1;
}
