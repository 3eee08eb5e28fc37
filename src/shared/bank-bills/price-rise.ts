import type { BillFrequency } from '../bills/frequencies';

// A price rise (issue 25, item 4): a bill paid at one steady price, then at a higher steady
// price. What My Bills says ("went up from £10.99 to £12.99 on 17 Oct") comes from here.

export type PriceRise = {
  /** Positive pence: the new price, from the first higher payment on. */
  amountPence: number;
  /** Positive pence: the price before. */
  previousAmountPence: number;
  /** yyyy-MM-dd: the first payment at the new price. */
  changedOn: string;
};

/** A rise is shown for a year after its first higher payment; after that it is simply the price. */
const RECENT_RISE_DAYS = 365;
// Below this a change is rounding, not a new price.
const MIN_RISE_SHARE = 0.01;

// Payments at most weekly-to-monthly apart need two at the old price before a rise is believed:
// one lower payment is as likely a discount or a part month. A quarterly, six-monthly or yearly
// bill has too few payments for that, so one at the old price will do.
const FEW_PAYMENT_CADENCES: ReadonlySet<BillFrequency> = new Set(['quarterly', 'six-monthly', 'yearly']);

/**
 * The latest price rise among a bill's payments (amounts positive, oldest first, with their
 * dates), or null. A price is the same amount to the penny: a foreign-currency subscription
 * that moves with the pound, or an energy bill that varies, never shows a "rise", however
 * it moves. The rise is the step into the latest run of equal payments, from the run before
 * it; it counts while its first payment is within RECENT_RISE_DAYS of `todayDayNumber`.
 */
export function findPriceRise(
  payments: readonly { amount: number; date: string; dayNumber: number }[],
  frequency: BillFrequency,
  todayDayNumber: number,
): PriceRise | null {
  const last = payments.length - 1;
  if (last < 1) return null;
  const price = payments[last]!.amount;
  let start = last;
  while (start > 0 && payments[start - 1]!.amount === price) start--;
  if (start === 0) return null;
  const before = payments[start - 1]!.amount;
  let oldRun = 1;
  while (start - 1 - oldRun >= 0 && payments[start - 1 - oldRun]!.amount === before) oldRun++;
  if (oldRun < (FEW_PAYMENT_CADENCES.has(frequency) ? 1 : 2)) return null;
  if (price - before < Math.max(1, before * MIN_RISE_SHARE)) return null;
  const first = payments[start]!;
  if (todayDayNumber - first.dayNumber > RECENT_RISE_DAYS) return null;
  return { amountPence: price, previousAmountPence: before, changedOn: first.date };
}
