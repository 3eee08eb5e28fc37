import type { Deps } from '../../deps';
import { resolveBalancePence } from '../../../shared/bank/account-rules';
import { accountsOf, balances } from '../../money-rules/balances';
import { spendingPeriods } from '../../../shared/spending-periods';
import { currentCycleIncome, today } from '../money/service';
import { payCyclesOf } from '../payday/service';
import { isWeeklyRule } from '../../../shared/pay-days/pay-day-rule';
import { addDays } from '../../../shared/dates';
import { daysBetween } from '../../../shared/pay-cycle';
import { isDismissed } from '../../../shared/bills/bill-view';
import { cadenceDays, cadenceOf, dueDatesBetween } from '../../../shared/bills/due-this-cycle';
import { bankCycleBill, billRowToView, billRows, listBankBills, loanFinalDates, manualCycleBill } from '../bills/service';
import { stillBudgeted } from '../budgets/service';
import { netSpending } from '../../money-rules/spending';
import * as q from './queries';

// What other modules may use of this one (ARCHITECTURE.md, "Server modules"): the functions
// below, and these.
export { spendingByDay } from './queries';
export { balances } from '../../money-rules/balances';

/** Balance (the current accounts'), the savings beside it, and this pay cycle's Money In. */
export async function overview(deps: Deps, userId: string) {
  const [held, income] = await Promise.all([balances(deps, userId), currentCycleIncome(deps, userId)]);
  return {
    balance: held.current,
    savings: held.savings,
    moneyIn: income.total,
    payCycle: income.cycle,
  };
}

/** The Spending Overview cards that apply today, each with what was spent in it. */
export async function spending(deps: Deps, userId: string) {
  const day = today(deps);
  const periods = spendingPeriods(day, (await payCyclesOf(deps.db, userId, 'spending', day)).current);
  const from = periods.reduce((min, p) => (p.from < min ? p.from : min), periods[0]!.from);
  const to = periods.reduce((max, p) => (p.to > max ? p.to : max), periods[0]!.to);
  const days = await q.spendingByDay(deps.db, userId, { from, to });
  return {
    // Spending less refunds, each category floored at £0 for the card's days (money/spending.ts).
    periods: periods.map((p) => ({ ...p, total: netSpending(days.filter((d) => d.date >= p.from && d.date <= p.to)).total })),
  };
}

/**
 * The Savings tab (issue 11, item 6; decision 024): Money In Savings is what was paid into the
 * savings accounts in the current pay cycle (transfers in and interest); the newest deposit
 * into one of them; and last month's balance, the savings at the end of the previous cycle:
 * today's balance minus everything that moved in or out of them since the cycle began.
 */
export async function savings(deps: Deps, userId: string) {
  const day = today(deps);
  const [accounts, cycles] = await Promise.all([accountsOf(deps.db, userId), payCyclesOf(deps.db, userId, 'income', day)]);
  const cycle = cycles.current;
  const savingsAccounts = accounts
    .filter((a) => a.account_classification === 'SavingsAccount')
    .map((a) => ({
      id: a.id,
      account_name: a.account_name,
      institution_name: a.institution_name,
      balance: resolveBalancePence(a.balance, a.raw_data),
      currency: a.currency,
      last_synced_at: a.last_synced_at,
    }));
  const ids = savingsAccounts.map((a) => a.id);
  const [lastDeposit, movement] = await Promise.all([q.lastDepositInto(deps.db, userId, ids), q.savingsMovementSince(deps.db, userId, ids, cycle.start)]);
  const savingsBalance = savingsAccounts.reduce((sum, a) => sum + a.balance, 0);
  return {
    moneyInSavings: movement.paidIn,
    savingsBalance,
    lastDeposit: lastDeposit ? { amount: lastDeposit.amount, date: lastDeposit.date } : null,
    lastMonthBalance: savingsBalance - movement.net,
    cycle: { startDate: cycle.start, endDate: cycle.end },
    accounts: savingsAccounts,
  };
}

export type LeftToSpend = {
  /** The current accounts' balance (savings accounts left out). */
  currentBalance: number;
  /** The savings accounts' balance: what could cover a shortfall (issue 22, item 4). */
  savingsBalance: number;
  /**
   * Unpaid bills due from today to the day before payday, soonest first (no date last), with
   * the account a bank found them in (null for a bill typed by hand): the payday forecast
   * takes this same list (issue 27).
   */
  bills: { id: string; name: string; amount: number; date: string | null; accountId: string | null }[];
  billsTotal: number;
  /**
   * What is still budgeted for the rest of the cycle, taken off when the person turned that on
   * (issue 26 item 5; decision 050); null when it is off.
   */
  budgeted: number | null;
  /** currentBalance - billsTotal (- budgeted when on); may be negative. */
  left: number;
  nextPayDay: string;
  daysToPayday: number;
  /** left shared over the days to payday, rounded down to the penny; null when nothing is left. */
  perDay: number | null;
};

/**
 * Left to spend until payday (issue 11, item 5): the current accounts' balance minus the
 * bills still unpaid and due before the next pay day, with those bills, the days to payday
 * and an amount per day. The same cycle and bill rules as the My Bills card.
 */
export async function leftToSpend(deps: Deps, userId: string): Promise<LeftToSpend> {
  const day = today(deps);
  const [held, manual, bank, finals, cycles, budgeted] = await Promise.all([
    balances(deps, userId),
    billRows(deps, userId),
    listBankBills(deps, userId),
    loanFinalDates(deps, userId),
    payCyclesOf(deps.db, userId, 'bills', day),
    stillBudgeted(deps, userId),
  ]);
  const nextPayDay = cycles.current.nextPayDay;
  const window = { start: day, end: addDays(nextPayDay, -1), shorterThanAMonth: isWeeklyRule(cycles.rule) };
  const due: LeftToSpend['bills'] = [];
  for (const row of manual) {
    const dates = dueDatesBetween(manualCycleBill(row, finals), window, day);
    // Paid: none left, except that a weekly (fortnightly, four-weekly) bill's mark covers its
    // next payment only, the first of the window (decision 048); a stale mark covers none.
    const view = billRowToView(row, day);
    const paid = view.is_paid || view.paid_at !== null;
    const perPayment = row.type !== 'one-time' && cadenceDays(cadenceOf(row.frequency)) !== null;
    const unpaid = !paid ? dates : perPayment ? dates.slice(1) : [];
    for (const date of unpaid) due.push({ id: row.id, name: row.name, amount: row.amount, date, accountId: null });
  }
  for (const row of bank) {
    if (isDismissed(row) || row.status.toUpperCase() === 'PAID' || row.account_classification === 'SavingsAccount') continue;
    for (const date of dueDatesBetween(bankCycleBill(row), window, day))
      due.push({ id: row.id, name: row.name, amount: row.amount, date, accountId: row.account_id });
  }
  due.sort((a, b) => (a.date ?? '9999').localeCompare(b.date ?? '9999') || b.amount - a.amount || a.name.localeCompare(b.name, 'en-GB'));
  const currentBalance = held.current;
  const billsTotal = due.reduce((sum, b) => sum + b.amount, 0);
  const left = currentBalance - billsTotal - (budgeted ?? 0);
  const daysToPayday = daysBetween(day, nextPayDay);
  return {
    currentBalance,
    savingsBalance: held.savings,
    bills: due,
    billsTotal,
    budgeted,
    left,
    nextPayDay,
    daysToPayday,
    perDay: left > 0 ? Math.floor(left / daysToPayday) : null,
  };
}
