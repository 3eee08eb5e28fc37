import { sql } from 'kysely';
import type { Db } from '../../db/db';
import type { DayWindow } from '../../db/day-windows';
import { APP_SET_STATUSES } from '../../../shared/bank-bills/bill-status';
import type { DeclaredPayment, StoredBill } from '../../../shared/bank-bills/declared-bills';
import { onCreditCard } from '../../money-rules/credit-cards';
import { hasOwnTransferCounterpart, OWN_TRANSFER_WINDOW_DAYS } from '../../money-rules/own-transfers';

// The bank_bills table: the bills found in a user's bank transactions. Every read and write
// of it is here. A status a person chose (dismissed, cancelled, not a bill: anything but the
// app's own 'active' and 'PAID', shared/bank-bills/bill-status.ts) is never written over,
// and such a bill is left out of every list the app counts (decision 047).

/**
 * The user's bills found in transactions, highest amount first: those a person set aside
 * (dismissed, decision 047; marked cancelled or not a bill in person_status, decision 048) are
 * left out, so no total counts them; `setAside` lists only the marked ones instead.
 */
export function listBankBills(db: Db, userId: string, setAside = false) {
  return db
    .selectFrom('bank_bills')
    .innerJoin('bank_accounts', 'bank_accounts.id', 'bank_bills.account_id')
    .select([
      'bank_bills.id',
      'bank_bills.account_id',
      'bank_bills.name',
      'bank_bills.vendor',
      'bank_bills.type',
      'bank_bills.frequency',
      'bank_bills.amount',
      'bank_bills.next_date',
      'bank_bills.reference_date',
      'bank_bills.status',
      'bank_bills.paid_at',
      'bank_bills.payment_method',
      'bank_bills.previous_amount',
      'bank_bills.amount_changed_on',
      'bank_bills.person_status',
      'bank_bills.created_at',
      'bank_bills.updated_at',
      'bank_accounts.account_classification',
    ])
    .where('bank_bills.user_id', '=', userId)
    .where('bank_bills.status', 'in', APP_SET_STATUSES)
    .$if(setAside, (qb) => qb.where('bank_bills.person_status', 'is not', null))
    .$if(!setAside, (qb) => qb.where('bank_bills.person_status', 'is', null))
    .orderBy('bank_bills.amount', 'desc')
    .execute();
}

/** True when `id` is one of the user's bank bills. */
export async function isBankBillOf(db: Db, userId: string, id: string): Promise<boolean> {
  const row = await db.selectFrom('bank_bills').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** The standing orders and direct debits each of the user's accounts lists (kept by the sync in raw_data.recurring). */
export async function declaredPayments(db: Db, userId: string) {
  const rows = await db
    .selectFrom('bank_accounts')
    .select(['id', sql<Omit<DeclaredPayment, 'accountId'>[] | null>`raw_data -> 'recurring'`.as('recurring')])
    .where('user_id', '=', userId)
    .where(sql<boolean>`raw_data ? 'recurring'`)
    .execute();
  return rows;
}

/**
 * Booked money out of the user's accounts dated within one window (db/day-windows.ts): what
 * bills are found in. Each says whether it is a move to another of the user's own accounts,
 * by the one definition Money In and spending use (money-rules/own-transfers.ts); only a debit some
 * deposit mirrors is probed, as spending does.
 */
export function moneyOutBetween(db: Db, userId: string, days: DayWindow) {
  const window = OWN_TRANSFER_WINDOW_DAYS;
  return db
    .selectFrom('transactions as t')
    .select(['t.id', 't.account_id', 't.date', 't.amount', 't.counterparty', 't.description', 't.bank_transaction_code', 't.proprietary_code', 't.category_id'])
    .select(
      sql<boolean>`(-t.amount in (
        select d.amount from transactions d
        where d.user_id = ${userId} and d.amount > 0 and d.date >= ${days.from}::date - ${window}::int
          ${days.before !== null ? sql`and d.date < ${days.before}::date + ${window}::int` : sql``}
      ) and ${hasOwnTransferCounterpart('t', userId)})`.as('own_transfer'),
    )
    .where('t.user_id', '=', userId)
    .where('t.status', '=', 'booked')
    .where('t.amount', '<', 0)
    .where('t.date', '>=', days.from)
    .$if(days.before !== null, (qb) => qb.where('t.date', '<', days.before!))
    .execute();
}

/** The names of the user's accounts other than credit cards: a payment to one of them is theirs, not a bill. */
export async function ownAccountNames(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('bank_accounts as a')
    .select('a.account_name')
    .where('a.user_id', '=', userId)
    .where(sql<boolean>`not ${onCreditCard('a', 'id')}`)
    .execute();
  return rows.flatMap((r) => (r.account_name ? [r.account_name] : []));
}

/**
 * Stores the bills found. Status is never written: a bill the person dismissed, cancelled or
 * called not a bill stays so. An unchanged bill is not rewritten. A price rise is stored with
 * the price before and the day of the first higher payment, and cleared once the detection no
 * longer sees one.
 */
export async function upsertDetectedBills(db: Db, userId: string, bills: StoredBill[]) {
  await db
    .insertInto('bank_bills')
    .values(
      bills.map((b) => ({
        user_id: userId,
        account_id: b.accountId,
        bill_key: b.key,
        name: b.name,
        vendor: b.vendor,
        type: b.type,
        payment_method: b.paymentMethod,
        frequency: b.frequency,
        amount: b.amountPence,
        previous_amount: b.previousAmountPence,
        amount_changed_on: b.amountChangedOn,
        next_date: b.nextDate,
        reference_date: b.referenceDate,
        paid_at: null,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'bill_key'])
        .doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          vendor: eb.ref('excluded.vendor'),
          frequency: eb.ref('excluded.frequency'),
          payment_method: eb.ref('excluded.payment_method'),
          amount: eb.ref('excluded.amount'),
          previous_amount: eb.ref('excluded.previous_amount'),
          amount_changed_on: eb.ref('excluded.amount_changed_on'),
          next_date: eb.ref('excluded.next_date'),
          reference_date: eb.ref('excluded.reference_date'),
          updated_at: sql<Date>`now()`,
        }))
        .where(
          sql<boolean>`(bank_bills.name, bank_bills.frequency, bank_bills.amount, bank_bills.next_date, bank_bills.reference_date, bank_bills.payment_method, bank_bills.previous_amount, bank_bills.amount_changed_on)
            is distinct from (excluded.name, excluded.frequency, excluded.amount, excluded.next_date, excluded.reference_date, excluded.payment_method, excluded.previous_amount, excluded.amount_changed_on)`,
        ),
    )
    .execute();
}

/**
 * A bank-listed bill first stored under its own key, now found in the transactions too,
 * moves to the detected bill's key: one bill, never two. Where both rows exist, the
 * person's choice on the old row (dismissed, cancelled...) carries over before it goes (the
 * paid check that follows every sync works the paid state out again).
 */
export async function retireFormerKeys(db: Db, userId: string, moves: { from: string; to: string }[]) {
  for (const { from, to } of moves) {
    await sql`
      update bank_bills o set bill_key = ${to}, updated_at = now()
      where o.user_id = ${userId} and o.bill_key = ${from}
        and not exists (select 1 from bank_bills n where n.user_id = ${userId} and n.bill_key = ${to})`.execute(db);
    await sql`
      update bank_bills n set
        status = case when o.status not in (${sql.join(APP_SET_STATUSES)}) then o.status else n.status end,
        updated_at = now()
      from bank_bills o
      where n.user_id = ${userId} and n.bill_key = ${to} and o.user_id = ${userId} and o.bill_key = ${from}`.execute(db);
    await db.deleteFrom('bank_bills').where('user_id', '=', userId).where('bill_key', '=', from).execute();
  }
}

/**
 * Stored bills that today's rules no longer take for bills (a supermarket, a transfer to
 * savings, decision 044) leave the list. One a person set aside (dismissed, or marked
 * cancelled or not a bill) stays, so their choice sticks: deleted, it would be found again.
 */
export async function deleteBankBills(db: Db, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db
    .deleteFrom('bank_bills')
    .where('user_id', '=', userId)
    .where('status', 'in', APP_SET_STATUSES)
    .where('person_status', 'is', null)
    .where('id', 'in', ids)
    .execute();
}

/** The user's bill check lock, held until the transaction ends; false when another check holds it. */
export async function tryBillCheckLock(db: Db, userId: string): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtext(${`bill-check:${userId}`})) as locked`.execute(db);
  return rows[0]?.locked === true;
}

/** The bank bills a payment check looks at: every one whose status is the app's to set (never one a person set aside). */
export function billsToCheck(db: Db, userId: string) {
  return db
    .selectFrom('bank_bills')
    .select(['id', 'account_id', 'vendor', 'amount', 'name', 'status', 'frequency', 'next_date', 'reference_date'])
    .where('user_id', '=', userId)
    .where('status', 'in', APP_SET_STATUSES)
    .execute();
}

/**
 * Money out dated from..to (inclusive), booked and pending: where a bill's payment is looked
 * for. A debit taken today is usually still pending, yet the balance already holds it.
 */
export function paymentsBetween(db: Db, userId: string, range: { from: string; to: string }) {
  return db
    .selectFrom('transactions')
    .select(['account_id', 'date', 'amount', 'counterparty', 'description'])
    .where('user_id', '=', userId)
    .where('amount', '<', 0)
    .where('date', '>=', range.from)
    .where('date', '<=', range.to)
    .execute();
}

/** PAID (paid_at now) or active again (paid_at cleared); a status a person chose meanwhile is left alone. */
export async function setBankBillPaid(db: Db, userId: string, billId: string, paid: boolean) {
  await db
    .updateTable('bank_bills')
    .set({ status: paid ? 'PAID' : 'active', paid_at: paid ? sql<Date>`now()` : null, updated_at: sql<Date>`now()` })
    .where('id', '=', billId)
    .where('user_id', '=', userId)
    .where('status', 'in', APP_SET_STATUSES)
    .execute();
}

/** A soft delete: the bill stays dismissed across re-syncs. False when it is not the user's. */
export async function dismissBankBill(db: Db, userId: string, billId: string): Promise<boolean> {
  const result = await db
    .updateTable('bank_bills')
    .set({ status: 'dismissed', updated_at: sql<Date>`now()` })
    .where('id', '=', billId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The person's own word on a bank bill (decision 048); null undoes it. Re-detection never writes this column. False when not the user's. */
export async function setBankBillPersonStatus(db: Db, userId: string, billId: string, status: 'cancelled' | 'not-a-bill' | null): Promise<boolean> {
  const result = await db
    .updateTable('bank_bills')
    .set({ person_status: status, updated_at: sql<Date>`now()` })
    .where('id', '=', billId)
    .where('user_id', '=', userId)
    .where('status', '!=', 'dismissed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
