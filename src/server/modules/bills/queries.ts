import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/db';
import type { BillsTable } from '../../db/schema';

export type BillRow = Selectable<BillsTable>;

export type BillFields = {
  name: string;
  amountPence: number;
  type: string;
  category: string;
  customCategory: string | null;
  dueDate: string | null;
  /** A cadence (decision 048); not read for a one-time bill. Left out: monthly (a new bill) or unchanged. */
  frequency?: string;
  trialEndsOn?: string | null;
};

/** The columns a user writes when adding or editing a bill. */
function billColumns(bill: BillFields) {
  return {
    name: bill.name,
    amount: bill.amountPence,
    type: bill.type,
    category: bill.category,
    custom_category: bill.customCategory,
    due_date: bill.dueDate,
    ...(bill.frequency ? { frequency: bill.frequency } : {}),
    ...(bill.trialEndsOn !== undefined ? { trial_ends_on: bill.trialEndsOn } : {}),
  };
}

/**
 * The user's own bills (not the bank's) that count, newest first: a bill the bank found too
 * is left out while the person has not said it is a different one (decision 044), so every
 * total, list and reminder counts it once, as the bank's. It counts again if the bank's bill
 * is dismissed. A bill the person marked cancelled or not a bill no longer counts (decision 048).
 */
export function listBills(db: Db, userId: string): Promise<BillRow[]> {
  return db
    .selectFrom('bills')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .where(
      sql<boolean>`not exists (
        select 1 from bill_bank_matches m
        join bank_bills bb on bb.user_id = m.user_id and bb.account_id = m.account_id and bb.vendor = m.vendor and bb.status in ('active', 'PAID') /* APP_SET_STATUSES */ and bb.person_status is null
        where m.user_id = ${userId} and m.bill_id = bills.id and (m.answer is null or m.answer = 'same')
      )`,
    )
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export function findBill(db: Db, userId: string, id: string): Promise<BillRow | undefined> {
  return db.selectFrom('bills').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export function insertBill(db: Db, userId: string, bill: BillFields & { loanId?: string | null }, now: Date): Promise<BillRow> {
  return db
    .insertInto('bills')
    .values({
      user_id: userId,
      ...billColumns(bill),
      paid_at: null,
      loan_id: bill.loanId ?? null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateBill(db: Db, userId: string, id: string, bill: BillFields, now: Date): Promise<BillRow | undefined> {
  return db
    .updateTable('bills')
    .set({ ...billColumns(bill), updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Paid: is_paid and the time it was marked; unpaid clears both. */
export function setBillPaid(db: Db, userId: string, id: string, paidAt: Date | null, now: Date): Promise<BillRow | undefined> {
  return db
    .updateTable('bills')
    .set({ is_paid: paidAt !== null, paid_at: paidAt, updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteBill(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('bills').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The bill a loan pays into, if the user has not deleted it. */
export function findLoanBill(db: Db, userId: string, loanId: string): Promise<BillRow | undefined> {
  return db.selectFrom('bills').selectAll().where('loan_id', '=', loanId).where('user_id', '=', userId).executeTakeFirst();
}

/** Keeps a loan's bill in step with the loan: its name and amount (category and type too), unpaid again. */
export function updateLoanBill(
  db: Db,
  userId: string,
  billId: string,
  bill: { name: string; amountPence: number; category: string; dueDate?: string },
  now: Date,
) {
  return db
    .updateTable('bills')
    .set({
      name: bill.name,
      amount: bill.amountPence,
      category: bill.category,
      type: 'monthly',
      is_paid: false,
      paid_at: null,
      updated_at: now,
      ...(bill.dueDate ? { due_date: bill.dueDate } : {}),
    })
    .where('id', '=', billId)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Each loan's final payment date (a loan's payment bill stops with it): a read of the loans' table. */
export function loanFinalPaymentDates(db: Db, userId: string) {
  return db.selectFrom('large_bills').select(['id', 'final_payment_date']).where('user_id', '=', userId).execute();
}

/** The person's own word on a bill: 'active', 'cancelled' or 'not-a-bill' (decision 048). */
export function setBillStatus(db: Db, userId: string, id: string, status: string, now: Date): Promise<BillRow | undefined> {
  return db.updateTable('bills').set({ status, updated_at: now }).where('id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirst();
}

/** The user's bills marked cancelled or not a bill, newest change first: listed apart so the mark can be undone. */
export function listSetAsideBills(db: Db, userId: string): Promise<BillRow[]> {
  return db.selectFrom('bills').selectAll().where('user_id', '=', userId).where('status', '!=', 'active').orderBy('updated_at', 'desc').orderBy('id').execute();
}
