import { sql } from 'kysely';
import { APP_SET_STATUSES } from '../../../shared/bank-bills/bill-status';
import type { Db } from '../../db/db';
import type { SamePair } from '../../../shared/bills/same-bill';

// The bill_bank_matches table: bills typed by hand that look like one the bank found
// (decision 044). Every read and write of it is here, apart from the filter in queries.ts
// that keeps a matched bill out of the counts.

/** Every pair of the user's, open or answered. */
export function matchesOf(db: Db, userId: string) {
  return db.selectFrom('bill_bank_matches').select(['id', 'bill_id', 'account_id', 'vendor', 'answer']).where('user_id', '=', userId).execute();
}

/** Every bill the user typed, matched or not (the rule looks at all of them). */
export function typedBills(db: Db, userId: string) {
  return db.selectFrom('bills').select(['id', 'name', 'category', 'custom_category', 'amount', 'type', 'due_date']).where('user_id', '=', userId).execute();
}

/** New open questions; a pair already there (open or answered) is left as it is. */
export async function insertMatches(db: Db, userId: string, pairs: readonly SamePair[]) {
  if (pairs.length === 0) return;
  await db
    .insertInto('bill_bank_matches')
    .values(pairs.map((p) => ({ user_id: userId, bill_id: p.billId, account_id: p.accountId, vendor: p.vendor })))
    .onConflict((oc) => oc.columns(['user_id', 'bill_id', 'account_id', 'vendor']).doNothing())
    .execute();
}

/** Open questions that no longer hold (a bill changed): gone. Answered ones are kept for good. */
export async function deleteOpenMatches(db: Db, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db.deleteFrom('bill_bank_matches').where('user_id', '=', userId).where('answer', 'is', null).where('id', 'in', ids).execute();
}

/**
 * The open questions, each with its typed bill and the bank's bill (by account and payee; a
 * payee with two bank rows, such as a standing order also found as payments, gives two).
 */
export function openQuestions(db: Db, userId: string) {
  return db
    .selectFrom('bill_bank_matches as m')
    .innerJoin('bills as b', (j) => j.onRef('b.id', '=', 'm.bill_id').on('b.user_id', '=', userId))
    .innerJoin('bank_bills as bb', (j) =>
      j
        .onRef('bb.account_id', '=', 'm.account_id')
        .onRef('bb.vendor', '=', 'm.vendor')
        .on('bb.user_id', '=', userId)
        .on('bb.status', 'in', APP_SET_STATUSES)
        .on('bb.person_status', 'is', null),
    )
    .select([
      'm.id',
      'b.id as bill_id',
      'b.name as bill_name',
      'b.amount as bill_amount',
      'bb.id as bank_bill_id',
      'bb.name as bank_name',
      'bb.amount as bank_amount',
    ])
    .where('m.user_id', '=', userId)
    .where('m.answer', 'is', null)
    .orderBy('m.created_at')
    .orderBy('m.id')
    .orderBy('bb.amount', 'desc')
    .execute();
}

/** Keeps the person's answer; false when the question is not theirs. */
export async function answerMatch(db: Db, userId: string, id: string, answer: 'same' | 'different'): Promise<boolean> {
  const result = await db
    .updateTable('bill_bank_matches')
    .set({ answer, answered_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The bills the person said are the bank's (answer 'same'), each with the bank bill rows of
 * its account and payee: "You added this as Rent £950" on the bank's bill.
 */
export function confirmedMatches(db: Db, userId: string) {
  return db
    .selectFrom('bill_bank_matches as m')
    .innerJoin('bills as b', (j) => j.onRef('b.id', '=', 'm.bill_id').on('b.user_id', '=', userId))
    .innerJoin('bank_bills as bb', (j) => j.onRef('bb.account_id', '=', 'm.account_id').onRef('bb.vendor', '=', 'm.vendor').on('bb.user_id', '=', userId))
    .select(['m.id', 'b.id as bill_id', 'b.name as bill_name', 'b.category as bill_category', 'b.amount as bill_amount', 'bb.id as bank_bill_id'])
    .where('m.user_id', '=', userId)
    .where('m.answer', '=', 'same')
    .execute();
}

/** "Not the same after all": the pairs of this bank bill's account and payee answered 'same' become 'different'. False when none. */
export async function undoSameAnswer(db: Db, userId: string, bankBillId: string): Promise<boolean> {
  const result = await sql`
    update bill_bank_matches m set answer = 'different', answered_at = now()
    from bank_bills bb
    where m.user_id = ${userId} and m.answer = 'same'
      and bb.id = ${bankBillId} and bb.user_id = ${userId} and bb.account_id = m.account_id and bb.vendor = m.vendor`.execute(db);
  return Number(result.numAffectedRows ?? 0n) > 0;
}
