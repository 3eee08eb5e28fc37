import { sql, type Kysely } from 'kysely';

// Spending per day and category at 100,000 transactions (issue 14; docs/decisions/028-categories-wired.md).
//
// The totals (categories/queries.ts spendingByDayAndCategory) and the dashboard's spending
// (dashboard/queries.ts spendingByDay) read every debit of a range that is not described as
// a transfer between accounts. Through transactions_user_date_idx that was a heap visit and
// an ILIKE per row, most of the time for six pay cycles (about 16,000 rows). This partial
// index holds only those debits, with the columns the totals and the own-transfer test read,
// so the range is one index-only scan and the ILIKE runs once per row written instead of per
// row read. Its predicate is written as the queries write theirs (the planner uses a partial
// index only when the query's conditions imply its predicate): change both together.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index transactions_user_spending_idx on transactions (user_id, date) include (category_id, amount, account_id)
    where type = 'debit' and coalesce(description, '') not ilike '%transfer between accounts%'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists transactions_user_spending_idx`.execute(db);
}
