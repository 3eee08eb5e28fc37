import { sql, type Kysely } from 'kysely';

// Accounts a user disconnected from a link that stays connected for its other accounts:
// later syncs must not bring them back.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('requisitions')
    .addColumn('excluded_account_ids', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('requisitions').dropColumn('excluded_account_ids').execute();
}
