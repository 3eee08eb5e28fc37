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
 * Everyday spending per account, day and category over the range (positive pence), in one
 * bounded statement aggregated per day, for all the person's accounts at once: a forecast takes
 * its accounts' rows, and the warning pass reads the person once for all of them. Spending as
 * money/spending.ts defines it, less moves between the person's own accounts (as the
 * dashboard's spendingByDay), and less the payments of their bills, which the forecast counts
 * on their own dates: a debit of exactly a bill's amount (a bank bill of the same account, or a
 * bill typed by hand). With the refunds into a spending category as negative pence (issue 22
 * item 7), which the caller nets with netSpending as every spending figure does. Days with
 * nothing are absent.
 *
 * Speed (decision 051): no account in the conditions, so the debits are one index-only scan of
 * transactions_user_spending_idx (it holds the account, category and amount; a condition on
 * the account had the planner intersect it with every row of the account, 70,000 at 100,000
 * transactions). A credit is money in (`amount > 0`; the ledger writes 'credit' for amounts
 * of 0 or more, and £0 refunds nothing), so the refunds are read through
 * transactions_user_deposits_idx rather than every row of the range. One statement: one round
 * trip and one plan.
 */
export async function everydaySpendingByDay(db: Db, userId: string, range: Range): Promise<(CategorySpending & { date: string; accountId: string })[]> {
  if (range.from > range.to) return [];
  const rows = await db
    .selectFrom('transactions as t')
    .select(['t.account_id', 't.date', 't.category_id', sql<number>`sum(abs(t.amount))::bigint`.as('total')])
    .where('t.user_id', '=', userId)
    .where('t.date', '>=', range.from)
    .where('t.date', '<=', range.to)
    .where(isSpendingDebit('t'))
    .where(isNotOwnTransferDebit('t', userId, range))
    // Both lists are a person's bills: a few dozen rows, hashed once.
    .where(sql<boolean>`(t.account_id, -t.amount) not in (select b.account_id, b.amount from bank_bills b where b.user_id = ${userId})`)
    .where(sql<boolean>`-t.amount not in (select m.amount from bills m where m.user_id = ${userId})`)
    .groupBy(['t.account_id', 't.date', 't.category_id'])
    .unionAll(
      db
        .selectFrom('transactions as t')
        .select(['t.account_id', 't.date', 't.category_id', sql<number>`sum(-t.amount)::bigint`.as('total')])
        .where('t.user_id', '=', userId)
        .where('t.amount', '>', 0)
        .where('t.date', '>=', range.from)
        .where('t.date', '<=', range.to)
        .where(isSpendingRefund('t'))
        .groupBy(['t.account_id', 't.date', 't.category_id']),
    )
    .execute();
  return rows.map((r) => ({ accountId: r.account_id, date: r.date, categoryId: r.category_id, total: Number(r.total) }));
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
