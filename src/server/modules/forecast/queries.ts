import { sql } from 'kysely';
import type { Db } from '../../db/db';
import { onCreditCard } from '../../money-rules/credit-cards';
import { isNotOwnTransferDebit } from '../../money-rules/own-transfers';
import { isSpendingDebit, isSpendingRefund, type CategorySpending } from '../../money-rules/spending';

type Range = { from: string; to: string };

/**
 * The person's current accounts (decision 045: the Balance counts these; savings accounts
 * and credit cards added by hand are left out), oldest first.
 */
export function currentAccountsOf(db: Db, userId: string) {
  return db
    .selectFrom('bank_accounts')
    .select(['id', 'account_name', 'institution_name', 'balance', 'raw_data'])
    .where('user_id', '=', userId)
    .where('account_classification', '=', 'CurrentAccount')
    .where(sql<boolean>`not ${onCreditCard('bank_accounts', 'id')}`)
    .orderBy('created_at', 'asc')
    .execute();
}

/** The first transaction date among these accounts (null without any). */
export async function firstDateOf(db: Db, userId: string, accountIds: string[]): Promise<string | null> {
  if (accountIds.length === 0) return null;
  const row = await db
    .selectFrom('transactions')
    .select(sql<string | null>`min(date)`.as('first'))
    .where('user_id', '=', userId)
    .where('account_id', 'in', accountIds)
    .executeTakeFirst();
  return row?.first ?? null;
}

/**
 * Everyday spending per day in these accounts over the range (positive pence), in one bounded
 * query aggregated per day: spending as money/spending.ts defines it, less moves between the
 * person's own accounts (as the dashboard's spendingByDay), and less the payments of their
 * bills, which the forecast counts on their own dates: a debit of exactly a bill's amount
 * (a bank bill of the same account, or a bill typed by hand). Per day and category, with the
 * refunds into a spending category as negative pence (issue 22 item 7), which the caller nets
 * with netSpending as every spending figure does. Days with nothing are absent.
 */
export async function everydaySpendingByDay(db: Db, userId: string, accountIds: string[], range: Range): Promise<(CategorySpending & { date: string })[]> {
  if (accountIds.length === 0 || range.from > range.to) return [];
  const spent = db
    .selectFrom('transactions as t')
    .select(['t.date', 't.category_id', sql<number>`sum(abs(t.amount))::bigint`.as('total')])
    .where('t.user_id', '=', userId)
    .where('t.account_id', 'in', accountIds)
    .where('t.date', '>=', range.from)
    .where('t.date', '<=', range.to)
    .where(isSpendingDebit('t'))
    .where(isNotOwnTransferDebit('t', userId, range))
    // Both lists are a person's bills: a few dozen rows, hashed once.
    .where(sql<boolean>`(t.account_id, -t.amount) not in (select b.account_id, b.amount from bank_bills b where b.user_id = ${userId})`)
    .where(sql<boolean>`-t.amount not in (select m.amount from bills m where m.user_id = ${userId})`)
    .groupBy(['t.date', 't.category_id'])
    .execute();
  const refunded = db
    .selectFrom('transactions as t')
    .select(['t.date', 't.category_id', sql<number>`sum(-t.amount)::bigint`.as('total')])
    .where('t.user_id', '=', userId)
    .where('t.account_id', 'in', accountIds)
    .where('t.date', '>=', range.from)
    .where('t.date', '<=', range.to)
    .where(isSpendingRefund('t'))
    .groupBy(['t.date', 't.category_id'])
    .execute();
  const rows = [...(await spent), ...(await refunded)];
  return rows.map((r) => ({ date: r.date, categoryId: r.category_id, total: Number(r.total) }));
}

export function settingsOf(db: Db, userId: string) {
  return db.selectFrom('forecast_settings').select(['buffer_pence', 'overdraft_limit_pence']).where('user_id', '=', userId).executeTakeFirst();
}

export async function saveSettings(db: Db, userId: string, fields: { buffer_pence: number; overdraft_limit_pence: number | null }, now: Date) {
  await db
    .insertInto('forecast_settings')
    .values({ user_id: userId, ...fields, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...fields, updated_at: now }))
    .execute();
}
