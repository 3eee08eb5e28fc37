import type { Deps } from '../../deps';
import { resolveBalancePence } from '../../../shared/bank/account-rules';
import { spendingPeriods } from '../../../shared/spending-periods';
import { currentCycleIncome, today } from '../money/service';
import { payCyclesOf } from '../payday/pay-cycles';
import { isWeeklyRule } from '../../../shared/pay-days/pay-day-rule';
import { addDays } from '../../../shared/dates';
import { daysBetween } from '../../../shared/pay-cycle';
import { isDismissed } from '../../../shared/bills/bill-view';
import { dueDatesBetween } from '../../../shared/bills/due-this-cycle';
import { listBankBills } from '../bills/bank-bills-queries';
import * as billQueries from '../bills/queries';
import { bankCycleBill, loanFinalDates, manualCycleBill } from '../bills/service';
import * as q from './queries';

/**
 * The money a person holds, split as they think of it (issue 22, item 5; decision 045): the
 * current accounts' balance is "your current available cash", and the savings sit beside it.
 * Adding savings into the cash figure hid a nearly empty current account behind a full ISA.
 */
export async function balances(deps: Deps, userId: string): Promise<{ current: number; savings: number; hasAccounts: boolean }> {
  const accounts = await q.accountsOf(deps.db, userId);
  let current = 0;
  let savings = 0;
  for (const a of accounts) {
    const pence = resolveBalancePence(a.balance, a.raw_data);
    if (a.account_classification === 'SavingsAccount') savings += pence;
    else current += pence;
  }
  return { current, savings, hasAccounts: accounts.length > 0 };
}

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
    periods: periods.map((p) => ({ ...p, total: days.reduce((sum, d) => (d.date >= p.from && d.date <= p.to ? sum + d.total : sum), 0) })),
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
  const [accounts, cycles] = await Promise.all([q.accountsOf(deps.db, userId), payCyclesOf(deps.db, userId, 'income', day)]);
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
  /** Unpaid bills due from today to the day before payday, soonest first (no date last). */
  bills: { id: string; name: string; amount: number; date: string | null }[];
  billsTotal: number;
  /** currentBalance - billsTotal; may be negative. */
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
  const [held, manual, bank, finals, cycles] = await Promise.all([
    balances(deps, userId),
    billQueries.listBills(deps.db, userId),
    listBankBills(deps.db, userId),
    loanFinalDates(deps, userId),
    payCyclesOf(deps.db, userId, 'bills', day),
  ]);
  const nextPayDay = cycles.current.nextPayDay;
  const window = { start: day, end: addDays(nextPayDay, -1), shorterThanAMonth: isWeeklyRule(cycles.rule) };
  const due: LeftToSpend['bills'] = [];
  for (const row of manual) {
    if (row.is_paid || row.paid_at) continue;
    for (const date of dueDatesBetween(manualCycleBill(row, finals), window, day)) due.push({ id: row.id, name: row.name, amount: row.amount, date });
  }
  for (const row of bank) {
    if (isDismissed(row) || row.status.toUpperCase() === 'PAID' || row.account_classification === 'SavingsAccount') continue;
    for (const date of dueDatesBetween(bankCycleBill(row), window, day)) due.push({ id: row.id, name: row.name, amount: row.amount, date });
  }
  due.sort((a, b) => (a.date ?? '9999').localeCompare(b.date ?? '9999') || b.amount - a.amount || a.name.localeCompare(b.name, 'en-GB'));
  const currentBalance = held.current;
  const billsTotal = due.reduce((sum, b) => sum + b.amount, 0);
  const left = currentBalance - billsTotal;
  const daysToPayday = daysBetween(day, nextPayDay);
  return {
    currentBalance,
    savingsBalance: held.savings,
    bills: due,
    billsTotal,
    left,
    nextPayDay,
    daysToPayday,
    perDay: left > 0 ? Math.floor(left / daysToPayday) : null,
  };
}
