import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/db';
import type { LargeBillsTable } from '../../db/schema';
import { onCreditCard } from '../../money-rules/credit-cards';
import { isRefundCredit } from '../../money-rules/spending';

export type LoanRow = Selectable<LargeBillsTable>;

export type LoanFields = {
  name: string;
  amountPence: number;
  monthlyPaymentPence: number;
  incomePercentage: number | null;
  finalPaymentDate: string;
  /** Undefined: keep the one stored. */
  paymentDay: number | undefined;
};

/** The columns a user writes when adding or editing a loan. */
function loanColumns(loan: LoanFields) {
  return {
    name: loan.name,
    amount: loan.amountPence,
    monthly_payment: loan.monthlyPaymentPence,
    income_percentage: loan.incomePercentage,
    final_payment_date: loan.finalPaymentDate,
    ...(loan.paymentDay === undefined ? {} : { payment_day: loan.paymentDay }),
  };
}

/** The user's loans, oldest first (new ones join at the end). */
export function listLoans(db: Db, userId: string): Promise<LoanRow[]> {
  return db.selectFrom('large_bills').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('name').orderBy('id').execute();
}

export function insertLoan(db: Db, userId: string, loan: LoanFields, now: Date): Promise<LoanRow> {
  return db
    .insertInto('large_bills')
    .values({
      user_id: userId,
      ...loanColumns(loan),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Updates the user's loan (its row stays locked until the transaction ends); undefined when not theirs. */
export function updateLoan(db: Db, userId: string, id: string, loan: LoanFields, now: Date): Promise<LoanRow | undefined> {
  return db
    .updateTable('large_bills')
    .set({ ...loanColumns(loan), updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the user's loan; its payment bill goes with it (bills.loan_id cascades). */
export async function deleteLoan(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('large_bills').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Booked money in dated from..to (inclusive), for the income rules to sift; credit card repayments left out. */
export function depositsBetween(db: Db, userId: string, from: string, to: string) {
  return db
    .selectFrom('transactions')
    .select(['amount', 'description', isRefundCredit('transactions').as('refund')])
    .where('user_id', '=', userId)
    .where(sql<boolean>`not ${onCreditCard('transactions')}`)
    .where('status', '=', 'booked')
    .where('amount', '>', 0)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
}

/** The loan's stored payment day and final date, before a save changes them. */
export function paymentDayOf(db: Db, userId: string, id: string) {
  return db.selectFrom('large_bills').select(['payment_day', 'final_payment_date']).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}
