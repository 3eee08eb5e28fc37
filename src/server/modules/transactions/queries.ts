import { sql } from 'kysely';
import type { TransactionsCursor } from '../../../shared/schemas/transactions';
import type { Db } from '../../db/db';

type Range = { from: string; to: string };

export type TransactionFilter = {
  range: Range | null;
  search: string | null;
  /** Issue 14: one category's rows, one account's rows. */
  categoryId?: string | null;
  accountId?: string | null;
};

/** `%text%` for LIKE with the text's own %, _ and \ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The user's rows in the filter's range matching its search, older than `after` (newest first, by id within a day). */
export function filteredTransactions(db: Db, userId: string, filter: TransactionFilter, after: TransactionsCursor | null = null) {
  let query = db.selectFrom('transactions').where('user_id', '=', userId);
  if (filter.range) query = query.where('date', '>=', filter.range.from).where('date', '<=', filter.range.to);
  // search_text is description and counterparty, lower-cased by the database, kept in the
  // trigram index (migrations/2026-11-22T1200-transaction-search-text.ts).
  if (filter.search) query = query.where(sql<boolean>`search_text like lower(${containsPattern(filter.search)}) escape '\\'`);
  if (filter.categoryId) query = query.where('category_id', '=', filter.categoryId);
  if (filter.accountId) query = query.where('account_id', '=', filter.accountId);
  // date <= first, so the date index bounds the walk; the id orders rows within that day.
  if (after) query = query.where('date', '<=', after.date).where((eb) => eb.or([eb('date', '<', after.date), eb('id', '<', after.id)]));
  return query;
}

const PAGE_COLUMNS = ['id', 'date', 'description', 'amount', 'currency', 'category', 'merchant_name', 'category_id', 'account_id', 'status'] as const;

/**
 * Up to `limit` of the user's transactions in the filter after the cursor, newest first,
 * read by walking down the date index and testing each row until enough are found. Without
 * a search every row counts, so this is the plain listing. With one, cheap when matches are
 * common (a word in one row of 13 fills a page after some 270 rows), and the planner's own
 * choice for such a query; slow when they are rare, where it could test every row the user
 * has.
 */
export function walkedPage(db: Db, userId: string, filter: TransactionFilter, after: TransactionsCursor | null, limit: number) {
  return filteredTransactions(db, userId, filter, after).select(PAGE_COLUMNS).orderBy('date', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/**
 * The same rows read by gathering every match first through the search index (a
 * materialized CTE, or the planner would walk the date index anyway), ordering only their
 * keys and reading the page's rows last. Its cost follows the number of matches.
 */
export function gatheredPage(db: Db, userId: string, filter: TransactionFilter, after: TransactionsCursor | null, limit: number) {
  return db
    .with(
      (cte) => cte('matches').materialized(),
      () => filteredTransactions(db, userId, filter, after).select(['id', 'date']),
    )
    .with('page', (cte) => cte.selectFrom('matches').select(['id', 'date']).orderBy('date', 'desc').orderBy('id', 'desc').limit(limit))
    .selectFrom('page')
    .innerJoin('transactions as t', 't.id', 'page.id')
    .select(PAGE_COLUMNS.map((c) => `t.${c}` as const))
    .orderBy('page.date', 'desc')
    .orderBy('page.id', 'desc')
    .execute();
}

/**
 * How many of the user's transactions match the filter, counting no further than `limit`.
 * The matches come through the search index (a materialized CTE, which Postgres reads only
 * as far as the count asks), so a word in thousands of rows costs what `limit` of them do.
 */
export async function countMatches(db: Db, userId: string, filter: TransactionFilter, limit: number): Promise<number> {
  const row = await db
    .with(
      (cte) => cte('matches').materialized(),
      () => filteredTransactions(db, userId, filter).select('id'),
    )
    .selectFrom((eb) => eb.selectFrom('matches').select('id').limit(limit).as('counted'))
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** How many transactions the range holds (all of the user's for null), from the per-day counts kept by triggers. */
export async function countInRange(db: Db, userId: string, range: Range | null): Promise<number> {
  let query = db.selectFrom('transaction_day_counts').where('user_id', '=', userId);
  if (range) query = query.where('date', '>=', range.from).where('date', '<=', range.to);
  const row = await query.select(sql<number>`coalesce(sum(n), 0)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

export async function hasAnyAccount(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('bank_accounts').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  return row !== undefined;
}
