import { sql } from 'kysely';
import type { Db } from '../../db/db';
import { isNotOwnTransferDebit } from '../../money-rules/own-transfers';
import { isSpendingDebit, isSpendingRefund, type CategorySpending } from '../../money-rules/spending';

type Range = { from: string; to: string };

/**
 * Money spent per day and category within the range (positive pence): spending as
 * money-rules/spending.ts defines it, less moves to the user's own accounts matched by their
 * other side, as the category totals (categories/queries.ts spendingByDayAndCategory): the
 * cards and the chart agree. Refunds into a spending category come as negative rows; callers
 * net each period with netSpending. Days with no spending are absent.
 */
export async function spendingByDay(db: Db, userId: string, range: Range): Promise<(CategorySpending & { date: string })[]> {
  const spent = await db
    .selectFrom('transactions as t')
    .select(['t.date', 't.category_id', sql<number>`sum(abs(t.amount))::bigint`.as('total')])
    .where('t.user_id', '=', userId)
    .where('t.date', '>=', range.from)
    .where('t.date', '<=', range.to)
    // The one definition of spending (money-rules/spending.ts); transactions_user_spending_idx holds
    // category_id, so this stays an index-only test (decision 028).
    .where(isSpendingDebit('t'))
    .where(isNotOwnTransferDebit('t', userId, range))
    .groupBy(['t.date', 't.category_id'])
    .execute();
  // Refunds into a spending category, as negative pence (money/spending.ts).
  const refunded = await db
    .selectFrom('transactions as t')
    .select(['t.date', 't.category_id', sql<number>`sum(-t.amount)::bigint`.as('total')])
    .where('t.user_id', '=', userId)
    .where('t.date', '>=', range.from)
    .where('t.date', '<=', range.to)
    .where(isSpendingRefund('t'))
    .groupBy(['t.date', 't.category_id'])
    .execute();
  return [...spent, ...refunded].map((r) => ({ date: r.date, categoryId: r.category_id, total: Number(r.total) }));
}

/** The newest deposit into any of these (the user's savings) accounts. */
export function lastDepositInto(db: Db, userId: string, accountIds: string[]) {
  if (accountIds.length === 0) return Promise.resolve(undefined);
  return db
    .selectFrom('transactions')
    .select(['amount', 'date'])
    .where('user_id', '=', userId)
    .where('amount', '>', 0)
    .where('account_id', 'in', accountIds)
    .orderBy('date', 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * What moved in and out of these (savings) accounts from `from` on: money paid in (positive
 * amounts, transfers and interest alike) and the net movement, both in pence.
 */
export async function savingsMovementSince(db: Db, userId: string, accountIds: string[], from: string): Promise<{ paidIn: number; net: number }> {
  if (accountIds.length === 0) return { paidIn: 0, net: 0 };
  const row = await db
    .selectFrom('transactions')
    .select([sql<string>`coalesce(sum(case when amount > 0 then amount else 0 end), 0)`.as('paid_in'), sql<string>`coalesce(sum(amount), 0)`.as('net')])
    .where('user_id', '=', userId)
    .where('account_id', 'in', accountIds)
    .where('date', '>=', from)
    .executeTakeFirstOrThrow();
  return { paidIn: Number(row.paid_in), net: Number(row.net) };
}
