import type { Deps } from '../../deps';
import { effectiveDueDate, isBillPaid } from '../../../shared/bills/bill-state';
import { addDays } from '../../../shared/dates';
import { isIncome } from '../../../shared/income';
import { payerKey } from '../../../shared/pay-days/salary';
import { weekStart } from '../../../shared/spending-periods';
import { listBills } from '../bills/service';
import { balances, leftToSpend, spendingByDay } from '../dashboard/service';
import { netSpending } from '../../money-rules/spending';
import { currentCycleIncome, incomeBetween, today } from '../money/service';
import { payDaySettingsOf, payerCreditsBetween, payerDebitsBetween } from '../payday/service';

// The figures the summaries quote, each taken from the service that shows it on screen, so a
// notification never says something the app does not. paydayFigures is the one call to switch
// when the pay-cycle rule or the 'left to spend' figure changes (decision 030).

/** Pay found dated within this many days from the cycle's start starts it (a day late, a weekend, a bank holiday). */
const PAY_WINDOW_DAYS = 7;
/** The summary goes on the day the pay is found, up to this many days after the pay's date (a bank's sync after midnight, or days late). */
const PAY_FOUND_LATE_DAYS = 3;
/** A credit from someone the person paid within this many days is money back (a refund, a friend settling up), not pay. */
const PAID_THEM_DAYS = 90;

type Pay = { date: string; amount: number };

export type PaydayFigures = {
  /** The pay cycle holding today when its pay has been found (see payOfCycle), else null. */
  cycle: { startDate: string; endDate: string } | null;
  /** The pay that started the cycle; null while none is found. */
  pay: Pay | null;
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
  const pay = await payOfCycle(deps, userId, cycle.startDate);
  const found = pay !== null && day <= addDays(pay.date, PAY_FOUND_LATE_DAYS);
  const bills = left.bills.map((bill) => ({ name: bill.name, amount: bill.amount, due: bill.date }));
  return { cycle: found ? cycle : null, pay: found ? pay : null, moneyIn, bills, billsTotal: left.billsTotal, leftToSpend: left.left };
}

/**
 * The person's pay among the cycle's first PAY_WINDOW_DAYS days up to today: the largest
 * credit from their recognised salary's payer while they have one (and have not said it is
 * not their pay), else the largest income credit (Money In's rule: no refunds, cashback or
 * moves between their own accounts; income added by hand counts) that is not from someone
 * they paid in the last 90 days. Null while none has landed.
 */
async function payOfCycle(deps: Deps, userId: string, cycleStart: string): Promise<Pay | null> {
  const day = today(deps);
  const windowEnd = addDays(cycleStart, PAY_WINDOW_DAYS - 1);
  const range = { from: cycleStart, to: windowEnd < day ? windowEnd : day };
  if (range.to < range.from) return null;
  const settings = await payDaySettingsOf(deps.db, userId);
  if (settings?.salary_payer && settings.salary_answer !== 'rejected') {
    const key = payerKey(settings.salary_payer);
    const credits = (await payerCreditsBetween(deps.db, userId, settings.salary_payer, range)).filter(
      (c) => payerKey(c.counterparty ?? c.description ?? '') === key && isIncome(c.amount, c.description, c.refund),
    );
    return largest(credits);
  }
  const { deposits, manual } = await incomeBetween(deps, userId, range);
  const paidThem = { from: addDays(day, -PAID_THEM_DAYS), to: day };
  const fromStrangers: Pay[] = [];
  for (const deposit of deposits) {
    const key = payerKey(deposit.counterparty?.trim() || deposit.description?.trim() || '');
    if (key !== '') {
      const paid = await payerDebitsBetween(deps.db, userId, key, paidThem);
      if (paid.some((d) => payerKey(d.counterparty ?? d.description ?? '') === key)) continue;
    }
    fromStrangers.push(deposit);
  }
  return largest([...fromStrangers, ...manual]);
}

/** The largest amount, the earliest of equals; null for none. */
function largest(items: readonly Pay[]): Pay | null {
  let best: Pay | null = null;
  for (const item of items) {
    if (!best || item.amount > best.amount || (item.amount === best.amount && item.date < best.date)) best = { date: item.date, amount: item.amount };
  }
  return best;
}

/** Spending of the last whole week, Monday to Sunday (the dashboard's spending query). */
export async function lastWeekSpending(deps: Deps, userId: string): Promise<{ from: string; to: string; total: number }> {
  const from = addDays(weekStart(today(deps)), -7);
  const to = addDays(from, 6);
  const days = await spendingByDay(deps.db, userId, { from, to });
  return { from, to, total: netSpending(days).total };
}

/**
 * The current accounts' balance (the dashboard's Balance card), in pence; null without an
 * account. Savings are left out: a low-balance alert watching savings too would never fire
 * while the current account ran dry (issue 22, item 5).
 */
export async function currentBalance(deps: Deps, userId: string): Promise<number | null> {
  const held = await balances(deps, userId);
  return held.hasAccounts ? held.current : null;
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
