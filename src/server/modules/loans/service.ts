import { withTransaction } from '../../db/db';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { londonDate } from '../../../shared/dates';
import { incomeTotal } from '../../../shared/income';
import {
  LOAN_BILL_CATEGORY,
  loanBillName,
  loanIncomePercentage,
  loanPaymentDay,
  loanProgress,
  nextPaymentDate,
  type LoanProgress,
} from '../../../shared/loans';
import { linkedBillMessages, loanMessages, type AddLoanInput, type LinkedBillOutcome } from '../../../shared/schemas/loans';
import { cyclesPerYear, type AnchoredPayCycle } from '../../../shared/pay-days/anchored-pay-cycle';
import * as bills from '../bills/service';
import { payCyclesOf } from '../payday/service';
import * as q from './queries';

export type LoanView = {
  id: string;
  name: string;
  /** Pence: the remaining balance as the user entered it. */
  amount: number;
  monthlyPayment: number;
  incomePercentage: number | null;
  /** yyyy-MM-dd */
  finalPaymentDate: string;
  /** Day of the month the payment leaves (1-31). */
  paymentDay: number;
  progress: LoanProgress;
};

/** What happened to the loan's '{name} Payment' bill, and the toast that says so. */
export type LinkedBillResult = { outcome: LinkedBillOutcome; billId: string; message: string };

function toView(row: q.LoanRow, today: string): LoanView {
  const loan = { amount: row.amount, monthlyPayment: row.monthly_payment, finalPaymentDate: row.final_payment_date };
  return {
    id: row.id,
    name: row.name,
    amount: row.amount,
    monthlyPayment: row.monthly_payment,
    incomePercentage: row.income_percentage,
    finalPaymentDate: row.final_payment_date,
    paymentDay: loanPaymentDay(row.payment_day, row.final_payment_date),
    progress: loanProgress(loan, today),
  };
}

export async function listLoans(deps: Deps, userId: string): Promise<LoanView[]> {
  const today = londonDate(deps.clock());
  return (await q.listLoans(deps.db, userId)).map((row) => toView(row, today));
}

/**
 * The user's monthly income: what came in during their last complete pay cycle (their own
 * pay day, else the bills screens' default 28). A user whose bank history does not reach
 * back that far (just connected) gets the current cycle so far instead. A cycle that is not
 * a month is scaled to one (issue 26): a week's pay x 52 / 12, four weeks' x 13 / 12.
 */
async function monthlyIncome(deps: Deps, userId: string, today: string): Promise<number> {
  const cycles = await payCyclesOf(deps.db, userId, 'bills', today, 'recent');
  const [current, last] = cycles.recent(2) as [AnchoredPayCycle, AnchoredPayCycle];
  const perMonth = (cycleTotal: number) => Math.round((cycleTotal * cyclesPerYear(cycles.rule)) / 12);
  const lastTotal = incomeTotal(await q.depositsBetween(deps.db, userId, last.start, last.end));
  if (lastTotal > 0) return perMonth(lastTotal);
  return perMonth(incomeTotal(await q.depositsBetween(deps.db, userId, current.start, today)));
}

async function loanFields(deps: Deps, userId: string, input: AddLoanInput, today: string): Promise<q.LoanFields> {
  const income = await monthlyIncome(deps, userId, today);
  return {
    name: input.name,
    amountPence: input.amount,
    monthlyPaymentPence: input.monthlyPayment,
    incomePercentage: loanIncomePercentage(input.monthlyPayment, income),
    finalPaymentDate: input.finalPaymentDate,
    paymentDay: input.paymentDay,
  };
}

/**
 * A new loan and its monthly '{name} Payment' bill, together or not at all. The bill falls due
 * on the loan's next payment day, not today: a loan added mid-month is not "due today" and
 * does not come off left to spend until its payment is near (issue 22, item 8).
 */
export async function addLoan(deps: Deps, userId: string, input: AddLoanInput): Promise<{ loan: LoanView; linkedBill: LinkedBillResult }> {
  const now = deps.clock();
  const today = londonDate(now);
  const fields = await loanFields(deps, userId, input, today);
  const { loan, billId } = await withTransaction(deps.db, async (trx) => {
    const loan = await q.insertLoan(trx, userId, fields, now);
    const bill = await bills.insertBill(trx, userId, paymentBill(loan, today), now);
    return { loan, billId: bill.id };
  });
  await publish(deps, userId);
  return { loan: toView(loan, today), linkedBill: { outcome: 'added', billId, message: linkedBillMessages.added(loan.name) } };
}

/**
 * Saves the loan and keeps its bill in step: name and amount follow the loan and the bill is
 * unpaid again (spec 02 §8: saving a loan leaves its bill with is_paid false), while its due
 * date stays the user's unless the payment day changed (then it moves to the next such day).
 * A bill the user deleted is added back, due on the next payment day.
 */
export async function updateLoan(deps: Deps, userId: string, input: AddLoanInput & { id: string }): Promise<{ loan: LoanView; linkedBill: LinkedBillResult }> {
  const now = deps.clock();
  const today = londonDate(now);
  const fields = await loanFields(deps, userId, input, today);
  const { loan, billId, outcome } = await withTransaction(deps.db, async (trx) => {
    // The update locks the loan row, so two saves of one loan cannot both add its bill.
    const before = await q.paymentDayOf(trx, userId, input.id);
    const loan = await q.updateLoan(trx, userId, input.id, fields, now);
    if (!loan) throw new AppError('NOT_FOUND', loanMessages.notFound);
    const existing = await bills.findLoanBill(trx, userId, loan.id);
    if (existing) {
      const paymentDay = loanPaymentDay(loan.payment_day, loan.final_payment_date);
      const moved = before !== undefined && loanPaymentDay(before.payment_day, before.final_payment_date) !== paymentDay;
      await bills.updateLoanBill(
        trx,
        userId,
        existing.id,
        {
          name: loanBillName(loan.name),
          amountPence: loan.monthly_payment,
          category: LOAN_BILL_CATEGORY,
          ...(moved ? { dueDate: nextPaymentDate(paymentDay, today) } : {}),
        },
        now,
      );
      return { loan, billId: existing.id, outcome: 'updated' as const };
    }
    const bill = await bills.insertBill(trx, userId, paymentBill(loan, today), now);
    return { loan, billId: bill.id, outcome: 'readded' as const };
  });
  await publish(deps, userId);
  return { loan: toView(loan, today), linkedBill: { outcome, billId, message: linkedBillMessages[outcome](loan.name) } };
}

/** The loan and its payment bill (bills.loan_id cascades in the same statement). */
export async function removeLoan(deps: Deps, userId: string, id: string): Promise<void> {
  if (!(await q.deleteLoan(deps.db, userId, id))) throw new AppError('NOT_FOUND', loanMessages.notFound);
  await publish(deps, userId);
}

function paymentBill(loan: q.LoanRow, today: string): bills.BillFields & { loanId: string } {
  return {
    name: loanBillName(loan.name),
    amountPence: loan.monthly_payment,
    type: 'monthly',
    category: LOAN_BILL_CATEGORY,
    customCategory: null,
    dueDate: nextPaymentDate(loanPaymentDay(loan.payment_day, loan.final_payment_date), today),
    loanId: loan.id,
  };
}

function publish(deps: Deps, userId: string) {
  return deps.events.publish({ userId, topics: ['loans', 'bills'] });
}
