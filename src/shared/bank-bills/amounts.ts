// Amounts here are positive pence (the size of a payment).

/** A payment matches a reference within 10% or 200p, whichever is larger. */
export function withinTolerance(amount: number, reference: number): boolean {
  return Math.abs(amount - reference) <= Math.max(reference * 0.1, 200);
}

/** Middle value; for an even count the upper middle, so the result is a real payment. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const WINDOW = 5;

/**
 * Which amounts fit the payments around them: each is compared with the median of a
 * window of five neighbours (in date order), not with the median of the whole history,
 * so a price rise part-way through still fits while a one-off double month does not.
 */
export function amountsInTolerance(amounts: readonly number[]): boolean[] {
  const size = Math.min(WINDOW, amounts.length);
  const window = new Array<number>(size); // reused: this runs for every payment to every payee
  return amounts.map((amount, i) => {
    const start = Math.max(0, Math.min(i - Math.floor(size / 2), amounts.length - size));
    for (let j = 0; j < size; j++) window[j] = amounts[start + j]!;
    window.sort((a, b) => a - b);
    return withinTolerance(amount, window[Math.floor(size / 2)]!);
  });
}

/** The typical payment: the median of the latest three, so one odd month does not count. */
export function typicalAmount(amounts: readonly number[]): number {
  if (amounts.length < 3) return amounts[amounts.length - 1] ?? 0;
  return median(amounts.slice(-3));
}
