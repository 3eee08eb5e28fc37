import type { Deps } from '../../deps';
import { resolveBalancePence } from '../../../shared/bank/account-rules';
import { payCycleFor, previousPayCycle } from '../../../shared/pay-cycle';
import { lastMonthSavingsBalance } from '../../../shared/savings';
import { spendingPeriods } from '../../../shared/spending-periods';
import { currentCycleIncome, today } from '../money/service';
import { payDayFor } from '../payday/service';
import * as q from './queries';

/** Balance (every account's, summed) and this pay cycle's Money In. */
export async function overview(deps: Deps, userId: string) {
  const [accounts, income] = await Promise.all([q.accountsOf(deps.db, userId), currentCycleIncome(deps, userId)]);
  return {
    balance: accounts.reduce((sum, a) => sum + resolveBalancePence(a.balance, a.raw_data), 0),
    moneyIn: income.total,
    payCycle: income.cycle,
  };
}

/** The Spending Overview cards that apply today, each with what was spent in it. */
export async function spending(deps: Deps, userId: string) {
  const periods = spendingPeriods(today(deps), await payDayFor(deps, userId, 'spending'));
  const from = periods.reduce((min, p) => (p.from < min ? p.from : min), periods[0]!.from);
  const to = periods.reduce((max, p) => (p.to > max ? p.to : max), periods[0]!.to);
  const days = await q.spendingByDay(deps.db, userId, { from, to });
  return {
    periods: periods.map((p) => ({ ...p, total: days.reduce((sum, d) => (d.date >= p.from && d.date <= p.to ? sum + d.total : sum), 0) })),
  };
}

/**
 * The Savings tab: Money In Savings is what the savings accounts hold now; the newest
 * deposit into one of them; and last month's balance from what was spent in the previous
 * pay cycle (none on record when that cycle has no spending at all).
 */
export async function savings(deps: Deps, userId: string) {
  const payDay = await payDayFor(deps, userId, 'spending');
  const lastCycle = previousPayCycle(payCycleFor(today(deps), payDay), payDay);
  const [accounts, lastMonthDays] = await Promise.all([
    q.accountsOf(deps.db, userId),
    q.spendingByDay(deps.db, userId, { from: lastCycle.startDate, to: lastCycle.endDate }),
  ]);
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
  const lastDeposit = await q.lastDepositInto(
    deps.db,
    userId,
    savingsAccounts.map((a) => a.id),
  );
  const moneyInSavings = savingsAccounts.reduce((sum, a) => sum + a.balance, 0);
  const lastMonthSpending = lastMonthDays.length === 0 ? null : lastMonthDays.reduce((sum, d) => sum + d.total, 0);
  return {
    moneyInSavings,
    lastDeposit: lastDeposit ? { amount: lastDeposit.amount, date: lastDeposit.date } : null,
    lastMonthBalance: lastMonthSavingsBalance(moneyInSavings, lastMonthSpending),
    accounts: savingsAccounts,
  };
}
