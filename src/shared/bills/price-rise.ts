import { SHORT_MONTH_NAMES } from '../pay-cycle';
import { isCalendarDay, splitDay } from '../dates';
import { yearlyCostPence, type BillFrequency } from './frequencies';
import { plainPounds } from './same-bill';

// A bill whose price went up (issue 25, item 4; decision 048): shown on the bill and sent once.

export type PriceRise = { from: number; to: number; on: string; moreAYear: number };

/** The rise, when the bill has one: the amount is above the one before, on a real day. */
export function priceRiseOf(
  bill: { amount: number; previous_amount?: number | null; amount_changed_on?: string | null },
  frequency: BillFrequency,
): PriceRise | null {
  const from = bill.previous_amount ?? null;
  const on = bill.amount_changed_on ?? null;
  if (from === null || on === null || !isCalendarDay(on) || !(bill.amount > from)) return null;
  return { from, to: bill.amount, on, moreAYear: yearlyCostPence(bill.amount - from, frequency) };
}

/** '17 Oct' */
export function shortDay(day: string): string {
  const [, m, d] = splitDay(day);
  return `${d} ${SHORT_MONTH_NAMES[m - 1]}`;
}

/** "went up from £10.99 to £12.99 on 17 Oct: £24 more a year" */
export function priceRiseText(rise: PriceRise): string {
  return `went up from ${plainPounds(rise.from)} to ${plainPounds(rise.to)} on ${shortDay(rise.on)}: ${plainPounds(rise.moreAYear)} more a year`;
}
