import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectBills } from '../../../src/shared/bank-bills/detect-bills';
import { historyArb } from './support/history-spec';
import { emptyScore, scoreDetection } from './support/score';

// 13-24 months per history, 1-3 accounts, up to 8 known bills and 12 noise payees each.
const histories = historyArb({ months: [13, 24], accounts: [1, 3], billsPerAccount: [1, 8], noisePerAccount: [3, 12] });

describe('detectBills on generated histories', () => {
  it('finds the known bills among noise: precision and recall at least 0.95 over 200 histories', () => {
    // A fixed seed keeps this aggregate figure reproducible; the properties below roam.
    const seed = 20_250_601;
    const score = emptyScore();
    for (const history of fc.sample(histories, { seed, numRuns: 200 })) {
      scoreDetection(history, detectBills(history.transactions, history.today), score);
    }
    const precision = score.correct / score.detected;
    const recall = score.found / score.detectable;
    const frequency = score.frequencyRight / score.frequencyChecked;
    console.log(
      `bill detection precision ${precision.toFixed(3)} recall ${recall.toFixed(3)} over 200 histories ` +
        `(${score.detected} detected, ${score.detectable} detectable real bills; frequency right ${score.frequencyRight}/${score.frequencyChecked}; seed ${seed})`,
    );
    expect(score.detectable).toBeGreaterThan(400); // enough bills for the figures to mean something
    expect(precision, `false positives: ${JSON.stringify(score.falsePositives.slice(0, 5))}`).toBeGreaterThanOrEqual(0.95);
    expect(recall, `missed: ${JSON.stringify(score.missed.slice(0, 5).map((m) => m.spec))}`).toBeGreaterThanOrEqual(0.95);
    expect(frequency).toBeGreaterThanOrEqual(0.95);
  }, 60_000); // generating 200 histories (~130k transactions) takes seconds on a busy machine

  it('never makes a bill of own-account transfers or income, and finds every live direct debit and standing order', () => {
    fc.assert(
      fc.property(histories, (history) => {
        const bills = detectBills(history.transactions, history.today);
        const billIds = new Set(bills.flatMap((bill) => bill.transactionIds));
        expect([...history.neverBills].filter((id) => billIds.has(id))).toEqual([]);
        for (const real of history.bills) {
          if (real.spec.kind === 'card' || !real.live) continue;
          const found = bills.find((bill) => bill.transactionIds.includes(real.transactionIds.at(-1)!));
          expect(found?.type).toBe(real.spec.kind);
          expect(found?.occurrences).toBe(real.transactionIds.length);
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('answers the same whatever the input order, with well-formed bills', () => {
    fc.assert(
      fc.property(histories, fc.integer(), (history, shuffleSeed) => {
        const bills = detectBills(history.transactions, history.today);
        const shuffled = fc.sample(fc.shuffledSubarray(history.transactions, { minLength: history.transactions.length }), {
          seed: shuffleSeed,
          numRuns: 1,
        })[0]!;
        expect(detectBills(shuffled, history.today)).toEqual(bills);
        const dates = new Map(history.transactions.map((t) => [t.id, t.date]));
        expect(new Set(bills.map((b) => b.key)).size).toBe(bills.length);
        bills.forEach((bill, i) => {
          if (i > 0) expect(bill.amountPence).toBeLessThanOrEqual(bills[i - 1]!.amountPence);
          expect(bill.amountPence).toBeGreaterThan(0);
          expect(bill.nextDate > history.today).toBe(true);
          expect(bill.occurrences).toBe(bill.transactionIds.length);
          expect(bill.referenceDate).toBe(dates.get(bill.transactionIds.at(-1)!));
          expect(bill.key).toBe(`${bill.accountId}:${bill.type}:${bill.vendor}`);
        });
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});
