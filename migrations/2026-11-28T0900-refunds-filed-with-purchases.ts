import { sql, type Kysely } from 'kysely';

// Refunds are filed where their merchant's purchases are (issue 22 item 7, decision 055). The
// refunds sorted before into the Refunds category by the bank's codes or the dictionary (never a
// person's choice or rule) are marked unsorted, so the category backfill (jobs/
// category-backfill-job.ts) sorts them again with today's categoriser at start. The budgets'
// kept spending of ended cycles is forgotten: it is worked again with refunds lowering it.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update transactions set merchant_name = null
    where category_id = 'refunds' and category_source in ('provider', 'dictionary') and amount > 0`.execute(db);
  await sql`delete from budget_cycle_spending`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to undo: the rows keep the categories the backfill gave them.
}
