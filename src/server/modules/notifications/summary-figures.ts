import type { Deps } from '../../deps';
import { effectiveDueDate, isBillPaid } from '../../../shared/bills/bill-state';
import { addDays } from '../../../shared/dates';
import { weekStart } from '../../../shared/spending-periods';
import { listBills } from '../bills/service';
import { leftToSpend, overview } from '../dashboard/service';
import { accountsOf, spendingByDay } from '../dashboard/queries';
import { currentCycleIncome, today } from '../money/service';

// The figures the summaries quote, each taken from the service that shows it on screen, so a
// notification never says something the app does not. paydayFigures is the one call to switch
// when the pay-cycle rule or the 'left to spend' figure changes (decision 030).

export type PaydayFigures = {
  /** The pay cycle that starts today, or null when today is not a pay day. */
  cycle: { startDate: string; endDate: string } | null;
  /** Pence: Money In of the cycle so far (the dashboard's Money In card). */
  moneyIn: number;
  /** Unpaid bills due from today to the day before the next payday (the dashboard's left-to-spend card). */
  bills: { name: string; amount: number; due: string | null }[];
  billsTotal: number;
  /** Pence: the dashboard's 'Left to spend until payday' (current accounts less those bills). */
  leftToSpend: number;
};

export async function paydayFigures(deps: Deps, userId: string): Promise<PaydayFigures> {
  const day = today(deps);
  const [income, left] = await Promise.all([currentCycleIncome(deps, userId), leftToSpend(deps, userId)]);
  const { cycle, total: moneyIn } = income;
  const bills = left.bills.map((bill) => ({ name: bill.name, amount: bill.amount, due: bill.date }));
  return { cycle: cycle.startDate === day ? cycle : null, moneyIn, bills, billsTotal: left.billsTotal, leftToSpend: left.left };
}

/** Spending of the last whole week, Monday to Sunday (the dashboard's spending query). */
export async function lastWeekSpending(deps: Deps, userId: string): Promise<{ from: string; to: string; total: number }> {
  const from = addDays(weekStart(today(deps)), -7);
  const to = addDays(from, 6);
  const days = await spendingByDay(deps.db, userId, { from, to });
  return { from, to, total: days.reduce((sum, d) => sum + d.total, 0) };
}

/** Every account's balance summed (the dashboard's Balance card), in pence; null without a linked account. */
export async function totalBalance(deps: Deps, userId: string): Promise<number | null> {
  const [accounts, figures] = await Promise.all([accountsOf(deps.db, userId), overview(deps, userId)]);
  return accounts.length === 0 ? null : figures.balance;
}

export type UpcomingBill = {
  id: string;
  /**
   * What the bill's reminder is keyed on. A person's own bill keeps its id for life. A bank
   * bill's id does not: one first stored from the bank's standing-order list is stored again
   * under the detected bill's key once detection matches it (declared-bills.ts), a new row with
   * a new id. Its payee (normalised, the bank's own text winning in that merge) and account do
   * not change, so 'bank:<account>:<payee>' names the same bill before and after.
   */
  subject: string;
  name: string;
  amount: number;
  due: string;
};

/** The person's bills with the date each is next due, unpaid ones only. */
export async function upcomingBills(deps: Deps, userId: string): Promise<UpcomingBill[]> {
  const day = today(deps);
  return (await listBills(deps, userId))
    .filter((bill) => !isBillPaid(bill))
    .map((bill) => ({
      id: bill.id,
      subject: bill.original_bank_bill ? `bank:${bill.original_bank_bill.account_id}:${bill.original_bank_bill.vendor}` : bill.id,
      name: bill.name,
      amount: bill.amount,
      due: effectiveDueDate(bill, day),
    }))
    .filter((bill): bill is UpcomingBill => bill.due !== null && bill.due >= day);
}
