import { sql } from 'kysely';
import { withTransaction, type Db } from '../../db/db';
import type { Deps } from '../../deps';
import { findBillPayment } from '../../../shared/bank-bills/bill-payment';
import { payCycleFor } from '../../../shared/pay-cycle';
import { payDayOf } from '../payday/queries';

export type BillCheckResult = { billId: string; name: string; status: 'paid' | 'due'; paidOn: string | null };

/**
 * The bill payment check: marks each bank bill PAID when its payment posted in the current
 * pay cycle, and due again when a new cycle has begun without one. One check per user at
 * a time (a transaction-scoped advisory lock); a second one returns 'in_progress'.
 */
export async function checkBillPayments(
  deps: Deps,
  userId: string,
  today: string,
  fallbackPayDay: number,
): Promise<{ status: 'done'; results: BillCheckResult[] } | { status: 'in_progress' }> {
  return withTransaction(deps.db, async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtext(${`bill-check:${userId}`})) as locked`.execute(trx);
    if (!rows[0]?.locked) return { status: 'in_progress' as const };

    const cycle = payCycleFor(today, (await payDayOf(trx, userId)) ?? fallbackPayDay);
    const bills = await trx
      .selectFrom('bank_bills')
      .select(['id', 'account_id', 'vendor', 'amount', 'name', 'status'])
      .where('user_id', '=', userId)
      .where('status', '!=', 'dismissed')
      .execute();
    const payments = await trx
      .selectFrom('transactions')
      .select(['account_id', 'date', 'amount', 'counterparty', 'description'])
      .where('user_id', '=', userId)
      .where('status', '=', 'booked')
      .where('amount', '<', 0)
      .where('date', '>=', cycle.startDate)
      .where('date', '<=', cycle.endDate)
      .execute();
    const candidates = payments.map((p) => ({ accountId: p.account_id, date: p.date, amountPence: p.amount, counterparty: p.counterparty, description: p.description }));

    const results: BillCheckResult[] = [];
    for (const bill of bills) {
      const payment = findBillPayment({ id: bill.id, accountId: bill.account_id, vendor: bill.vendor, amountPence: bill.amount }, candidates, cycle);
      const status = payment ? 'PAID' : 'active';
      if (status !== bill.status) {
        await trx
          .updateTable('bank_bills')
          .set({ status, paid_at: payment ? sql<Date>`now()` : null, updated_at: sql<Date>`now()` })
          .where('id', '=', bill.id)
          .where('user_id', '=', userId)
          .execute();
      }
      results.push({ billId: bill.id, name: bill.name, status: payment ? 'paid' : 'due', paidOn: payment?.date ?? null });
    }
    return { status: 'done' as const, results };
  });
}

/** Dismissing a bank bill is allowed only for its owner (the spec's permission check). */
export async function canDismissBill(db: Db, userId: string, billId: string): Promise<boolean> {
  const row = await db.selectFrom('bank_bills').select('id').where('id', '=', billId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** A soft delete: the bill stays dismissed across re-syncs. */
export async function dismissBill(db: Db, userId: string, billId: string): Promise<boolean> {
  const result = await db
    .updateTable('bank_bills')
    .set({ status: 'dismissed', updated_at: sql<Date>`now()` })
    .where('id', '=', billId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
