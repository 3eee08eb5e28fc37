import { sql, type Kysely } from 'kysely';

// TrueLayer connections (issue 13, docs/decisions/027-truelayer-wiring.md): each link's
// access and refresh tokens, both sealed with AES-256-GCM (src/server/security/secret-box.ts)
// and never stored in clear. Keyed by our link id (the requisition's provider_requisition_id);
// the row goes with its requisition. Requisitions remember the page the link started from.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('truelayer_tokens')
    .addColumn('link_id', 'text', (c) => c.primaryKey())
    .addColumn('requisition_id', 'uuid', (c) => c.notNull().references('requisitions.id').onDelete('cascade'))
    .addColumn('access_token_sealed', 'text', (c) => c.notNull())
    // Epoch milliseconds.
    .addColumn('access_expires_at', 'bigint', (c) => c.notNull())
    .addColumn('refresh_token_sealed', 'text')
    .addColumn('consent_expires_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The page a connection was started from (onboarding, Settings, dashboard, Money In): where
  // TrueLayer's fixed callback sends the person back, on success and on cancel.
  await db.schema.alterTable('requisitions').addColumn('return_path', 'text').execute();
  await db.schema.createIndex('truelayer_tokens_requisition_idx').on('truelayer_tokens').column('requisition_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('truelayer_tokens').execute();
  await db.schema.alterTable('requisitions').dropColumn('return_path').execute();
}
