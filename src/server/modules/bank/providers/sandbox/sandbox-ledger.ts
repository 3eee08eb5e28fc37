import type { SandboxAccount } from './sandbox-accounts';
import { londonDay, monthOf, monthStart, type Day, type Month } from './sandbox-calendar';
import type { SandboxContext } from './sandbox-context';
import { currentEntries, currentOpeningPence } from './sandbox-current';
import type { Entry } from './sandbox-entries';
import { jointMonth, jointOpeningPence } from './sandbox-joint';
import { savingsEntries, savingsMonths } from './sandbox-savings';

// An account's statement lines over whole months, and the window of history a sync
// sees. Whole months are always generated (the card repayment and joint top-up depend
// on the whole month) and then cut at `asOf`.

/** Months of history before the month of `asOf`: at least 15 months, at most 16. */
const HISTORY_MONTHS = 15;
/** Lines dated on `asOf`'s day or the day before are still pending. */
export const PENDING_DAYS = 2;

export type HistoryWindow = { asOfDay: Day; firstDay: Day; firstMonth: Month; lastMonth: Month };

/** History runs from the 1st of the month 15 months before `asOf`'s month to `asOf`'s day (Europe/London). */
export function historyWindow(asOf: Date): HistoryWindow {
  if (Number.isNaN(asOf.getTime())) throw new RangeError('asOf is not a valid date');
  const asOfDay = londonDay(asOf);
  const lastMonth = monthOf(asOfDay);
  const firstMonth = lastMonth - HISTORY_MONTHS;
  return { asOfDay, firstDay: monthStart(firstMonth), firstMonth, lastMonth };
}

/** Every line of the account in months `from` to `to`, in day order (whole months, not cut at asOf). */
export function accountEntries(context: SandboxContext, account: SandboxAccount, from: Month, to: Month): Entry[] {
  const entries: Entry[] = [];
  const plans = savingsMonths(context, from, to);
  for (const plan of plans) {
    const month = plan.month;
    if (account.role === 'savings') entries.push(...savingsEntries(context, plan));
    else if (account.role === 'joint') entries.push(...jointMonth(context, month).entries);
    else entries.push(...currentEntries(context, month, plan, jointMonth(context, month)));
  }
  return entries;
}

/** The account's balance when `month` opens. */
export function openingPence(context: SandboxContext, account: SandboxAccount, month: Month): number {
  if (account.role === 'current') return currentOpeningPence(context, month);
  if (account.role === 'joint') return jointOpeningPence(context, month);
  const [plan] = savingsMonths(context, month, month);
  return plan?.openingPence ?? 0;
}
