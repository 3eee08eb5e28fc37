// The cadences a bill can have, found by the bank-bill detection or chosen for a bill typed
// by hand (issue 25). One list, so detection, My Bills, the yearly cost and the pay-cycle
// counts agree on what "every 4 weeks" or "10 of 12 months" means.

export const BILL_FREQUENCIES = ['weekly', 'fortnightly', 'four-weekly', 'monthly', 'ten-monthly', 'quarterly', 'six-monthly', 'yearly'] as const;

/**
 * `ten-monthly` is monthly for ten months of the year with two months free: council tax is
 * paid in ten instalments, April to January, unless the person asks for twelve.
 */
export type BillFrequency = (typeof BILL_FREQUENCIES)[number];

/** Payments in a year: what one payment costs a year is amount × this. */
const PAYMENTS_PER_YEAR: Readonly<Record<BillFrequency, number>> = {
  weekly: 52,
  fortnightly: 26,
  'four-weekly': 13,
  monthly: 12,
  'ten-monthly': 10,
  quarterly: 4,
  'six-monthly': 2,
  yearly: 1,
};

/** Plain words for a cadence, as in "£12.99 every 4 weeks". */
export const FREQUENCY_WORDS: Readonly<Record<BillFrequency, string>> = {
  weekly: 'every week',
  fortnightly: 'every 2 weeks',
  'four-weekly': 'every 4 weeks',
  monthly: 'every month',
  'ten-monthly': '10 months a year',
  quarterly: 'every 3 months',
  'six-monthly': 'every 6 months',
  yearly: 'every year',
};

export function isBillFrequency(value: unknown): value is BillFrequency {
  return typeof value === 'string' && (BILL_FREQUENCIES as readonly string[]).includes(value);
}

/** What a bill of `amountPence` a payment costs in a year, in pence. */
export function yearlyCostPence(amountPence: number, frequency: BillFrequency): number {
  return amountPence * PAYMENTS_PER_YEAR[frequency];
}

/** The same cost spread evenly over twelve months, in whole pence (rounded up, so it covers the bill). */
export function monthlyShareOfCostPence(amountPence: number, frequency: BillFrequency): number {
  return Math.ceil(yearlyCostPence(amountPence, frequency) / 12);
}
