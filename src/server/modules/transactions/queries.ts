import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;
type Range = { from: string; to: string };

export type TransactionFilter = { range: Range | null; search: string | null };

/** `%text%` for ILIKE with the text's own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The text a search looks in: description and counterparty, joined by chr(31) so that no
 * match spans the two. The very expression of the trigram index (migrations/2026-11-22T1000-money.ts).
 */
const searchText = sql<string>`(coalesce(description, '') || chr(31) || coalesce(counterparty, ''))`;

function filtered(db: Db, userId: string, filter: TransactionFilter) {
  let query = db.selectFrom('transactions').where('user_id', '=', userId);
  if (filter.range) query = query.where('date', '>=', filter.range.from).where('date', '<=', filter.range.to);
  if (filter.search) query = query.where(sql<boolean>`${searchText} ilike ${containsPattern(filter.search)} escape '\\'`);
  return query;
}

const PAGE_COLUMNS = ['id', 'date', 'description', 'amount', 'currency', 'category'] as const;

/**
 * One page of the user's transactions matching the filter, newest first (the id keeps the
 * order stable within a day), each row carrying the number of matches: the matches are read
 * once for both. They are gathered first (a materialized CTE, so the search index finds
 * them) and only then ordered: given the chance, the planner walks the date index instead
 * and tests every row the user has. A page past the end has no row to carry the number
 * (see countTransactions).
 */
export async function matchingPage(db: Db, userId: string, filter: TransactionFilter, page: { limit: number; offset: number }) {
  const rows = await db
    .with(
      (cte) => cte('matches').materialized(),
      () => filtered(db, userId, filter).select(PAGE_COLUMNS),
    )
    .selectFrom('matches')
    .select([...PAGE_COLUMNS, sql<number>`(count(*) over ())::int`.as('total')])
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? null };
}

export async function countTransactions(db: Db, userId: string, filter: TransactionFilter): Promise<number> {
  const row = await filtered(db, userId, filter).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

/**
 * From the per-day counts (kept by triggers): how many transactions the range holds, and
 * where row `offset` of the newest-first order lies: its day, and how many rows come before
 * that day. Null day when the offset is past the end.
 */
export async function dayCountWindow(db: Db, userId: string, range: Range | null, offset: number) {
  const inRange = range ? sql`and date between ${range.from} and ${range.to}` : sql``;
  const { rows } = await sql<{ total: number; day: string | null; before: number | null }>`
    with d as (
      select date, n, sum(n) over (order by date desc) as cum
      from transaction_day_counts
      where user_id = ${userId} ${inRange}
    )
    select (select coalesce(sum(n), 0) from d)::int as total, b.date as day, (b.cum - b.n)::int as before
    from (select 1) as one
    left join lateral (select date, n, cum from d where cum > ${offset} order by date desc limit 1) as b on true
  `.execute(db);
  return rows[0]!;
}

/** `limit` rows from the start of `day` on (newest first), skipping `skip` of that day's. */
export function pageFromDay(db: Db, userId: string, range: Range | null, day: string, skip: number, limit: number) {
  let query = db.selectFrom('transactions').where('user_id', '=', userId).where('date', '<=', day);
  if (range) query = query.where('date', '>=', range.from);
  return query.select(PAGE_COLUMNS).orderBy('date', 'desc').orderBy('id', 'desc').limit(limit).offset(skip).execute();
}

export async function hasAnyAccount(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('bank_accounts').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  return row !== undefined;
}
