import { dayInMonth, monthEnd, monthStart, type Day, type Month } from './sandbox-calendar';
import type { SandboxContext } from './sandbox-context';
import { byDay, interest, transfer, type Entry } from './sandbox-entries';
import { SAVINGS_EPOCH_YEAR } from './sandbox-profile';
import { rngFor } from './sandbox-random';

// The savings account, month by month. Interest depends on the balance, so the balance
// is simulated from a fixed epoch (a few hundred cheap steps, no days generated): that
// keeps every month's opening balance the same whatever `asOf` asks, so balances stay
// consistent from one sync to the next.

/** A big purchase paid from savings: the current account receives the money and pays it on. */
type Purchase = { payee: string; reference: string };
type Withdrawal = { day: Day; pence: number; purchase: Purchase | null };
export type SavingsMonth = { month: Month; openingPence: number; interestPence: number; withdrawals: Withdrawal[] };

const PURCHASES: Purchase[] = [
  { payee: 'SUNNYSIDE MOTORS LTD', reference: 'CAR PURCHASE' },
  { payee: 'HORIZON HOLIDAYS', reference: 'HOLIDAY BOOKING' },
  { payee: 'HOMEFIX KITCHENS LTD', reference: 'KITCHEN FITTING' },
];

/** The day the monthly transfer from the current account arrives (the day after pay day). */
export const SAVINGS_TRANSFER_DAY = 26;

function withdrawalsIn(context: SandboxContext, month: Month, balance: number): Withdrawal[] {
  const rng = rngFor(context.seed, context.savings.accountId, 'withdrawals', month);
  const start = monthStart(month);
  const withdrawals: Withdrawal[] = [];
  const small = rng.int(2, 16) * 5_000;
  if (rng.chance(0.12) && balance - small > 100_000) withdrawals.push({ day: start + rng.int(2, 23), pence: small, purchase: null });
  // Now and then (about once in ten years, and surely at the cap) a car, a holiday or a
  // kitchen takes most of the savings at once; then they build up again.
  const bigChance = balance >= context.profile.savingsCapPence ? 1 : balance >= 800_000 ? 1 / 120 : 0;
  if (rng.chance(bigChance)) {
    withdrawals.push({ day: start + rng.int(4, 19), pence: Math.round((balance * 0.7) / 10_000) * 10_000, purchase: rng.pick(PURCHASES) });
  }
  return withdrawals;
}

/**
 * The savings months from `from` to `to` inclusive. Months before SAVINGS_EPOCH_YEAR
 * start afresh from the starting balance: consistent within a call, not across calls.
 */
export function savingsMonths(context: SandboxContext, from: Month, to: Month): SavingsMonth[] {
  const { profile } = context;
  const months: SavingsMonth[] = [];
  let balance = profile.savingsStartPence;
  for (let month = Math.min(from, SAVINGS_EPOCH_YEAR * 12); month <= to; month++) {
    const interestPence = Math.round((balance * profile.savingsRate) / 12);
    const withdrawals = withdrawalsIn(context, month, balance);
    if (month >= from) months.push({ month, openingPence: balance, interestPence, withdrawals });
    balance += profile.savingsTransferPence + interestPence - withdrawals.reduce((total, w) => total + w.pence, 0);
  }
  return months;
}

export function savingsEntries(context: SandboxContext, plan: SavingsMonth): Entry[] {
  const { current, profile } = context;
  const owner = profile.ownerName.toUpperCase();
  const entries: Entry[] = plan.withdrawals.map((w) => transfer(w.day, true, owner, current.iban, 'TRANSFER TO CURRENT', w.pence));
  const transferDay = dayInMonth(plan.month, SAVINGS_TRANSFER_DAY);
  entries.push(transfer(transferDay, false, owner, current.iban, 'TRANSFER FROM CURRENT', profile.savingsTransferPence));
  // Interest is paid on the last day of the month, on the balance the month opened with.
  if (plan.interestPence > 0) entries.push(interest(monthEnd(plan.month), plan.interestPence));
  return byDay(entries);
}
