import type { Kysely } from 'kysely';

// A bill whose amount went up keeps its row and says from what and since when (issue 25,
// item 4): the detection fills these from the first higher payment; My Bills shows them.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bank_bills').addColumn('previous_amount', 'integer').addColumn('amount_changed_on', 'date').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bank_bills').dropColumn('previous_amount').dropColumn('amount_changed_on').execute();
}
