// Time to validate and map 10,000 TrueLayer transactions for one account (zod check of the
// answer, sign/date mapping, range filter, dedupe) plus pairing 200 pending rows with them:
// npx tsx scripts/bench-truelayer-map.ts
// The budget is 2 s for a whole import; this part must stay a small share of it.
// Exits non-zero when the median CPU time is over BUDGET_MS.
import { matchPendingToBooked } from '../src/shared/bank/pending-match';
import { toTransactions } from '../src/server/modules/bank/providers/truelayer/truelayer-mapping';
import { resultsOf, transactionSchema } from '../src/server/modules/bank/providers/truelayer/truelayer-schemas';
import { decimalToPence } from '../src/shared/money';

const BUDGET_MS = 200;
const RUNS = 15;
const COUNT = 10_000;

// Deterministic: a simple LCG, so every run maps the same answer.
let seed = 42;
const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const start = Date.UTC(2023, 0, 1);
const rows = Array.from({ length: COUNT }, (_, i) => {
  const amount = Math.round((next() * 200 - 150) * 100) / 100;
  const timestamp = new Date(start + Math.floor((i / COUNT) * 730) * 86_400_000).toISOString().replace('.000Z', '+00:00');
  return {
    transaction_id: `tx-${i}`,
    timestamp,
    description: `MERCHANT ${Math.floor(next() * 500)} LONDON`,
    amount,
    currency: 'GBP',
    transaction_type: amount < 0 ? 'DEBIT' : 'CREDIT',
    transaction_category: amount < 0 ? 'PURCHASE' : 'CREDIT',
    transaction_classification: ['Shopping'],
    merchant_name: `Merchant ${i % 500}`,
    running_balance: { amount: 1000, currency: 'GBP' },
    meta: { provider_transaction_category: 'DEB' },
  };
});
// What arrives over the wire: parse it too, as the client does.
const body = JSON.stringify({ results: rows, status: 'Succeeded' });
const pending = rows.slice(-200).map((r, i) => ({ id: `p-${i}`, accountId: 'a', amountPence: Math.round(r.amount * 100), date: r.timestamp.slice(0, 10) }));

function once(): number {
  const parsed = resultsOf(transactionSchema).parse(JSON.parse(body));
  const mapped = toTransactions(parsed.results, 'account', { from: '2023-01-01', to: '2025-12-31' });
  const booked = mapped.map((t) => ({ id: t.transactionId!, accountId: 'a', amountPence: decimalToPence(t.amount), date: t.bookingDate! }));
  return mapped.length + matchPendingToBooked(pending, booked).matches.length;
}

once();
const times: number[] = [];
const cpu: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  once();
  const used = process.cpuUsage(c0);
  times.push(performance.now() - t0);
  cpu.push((used.user + used.system) / 1000);
}
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
// CPU time is reported beside wall time: on a shared, loaded machine wall time mostly measures the queue.
console.log(
  `truelayer map: ${COUNT} transactions (JSON.parse + zod + mapping) + 200 pending matched: median wall ${median(times).toFixed(1)} ms, median CPU ${median(cpu).toFixed(1)} ms (budget ${BUDGET_MS} ms)`,
);
if (median(cpu) > BUDGET_MS) process.exit(1);
