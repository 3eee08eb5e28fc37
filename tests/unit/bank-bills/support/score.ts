import type { DetectedBill } from '../../../../src/shared/bank-bills/detect-bills';
import type { History, RealBill } from './build-history';

export type Score = {
  detected: number;
  /** Detected bills whose payments are mostly one live real bill. */
  correct: number;
  detectable: number;
  found: number;
  /** Correct detections with 3+ payments, and how many of those have the real frequency. */
  frequencyChecked: number;
  frequencyRight: number;
  falsePositives: DetectedBill[];
  missed: RealBill[];
};

export function emptyScore(): Score {
  return { detected: 0, correct: 0, detectable: 0, found: 0, frequencyChecked: 0, frequencyRight: 0, falsePositives: [], missed: [] };
}

/** Matches each detected bill to the real bill most of its payments belong to. */
export function scoreDetection(history: History, detected: readonly DetectedBill[], into: Score = emptyScore()): Score {
  const billsById = new Map(history.bills.map((bill) => [bill.id, bill]));
  const foundIds = new Set<string>();
  for (const bill of detected) {
    into.detected++;
    const real = billsById.get(majority(bill.transactionIds.map((id) => history.billOf.get(id) ?? 'noise')) ?? 'noise');
    if (!real?.live) {
      into.falsePositives.push(bill);
      continue;
    }
    into.correct++;
    foundIds.add(real.id);
    if (bill.occurrences >= 3) {
      into.frequencyChecked++;
      if (bill.frequency === real.spec.frequency) into.frequencyRight++;
    }
  }
  for (const real of history.bills) {
    if (!real.detectable) continue;
    into.detectable++;
    if (foundIds.has(real.id)) into.found++;
    else into.missed.push(real);
  }
  return into;
}

function majority(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  for (const [value, count] of counts) if (count * 2 > values.length) return value;
  return undefined;
}
