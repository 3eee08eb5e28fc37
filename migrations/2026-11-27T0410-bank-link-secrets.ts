import { sql, type Kysely } from 'kysely';

// What a provider keeps per link to read the bank (docs/decisions/038-provider-capabilities.md):
// a personal access token pasted by the person, or OAuth tokens. One sealed text per link
// (AES-256-GCM, src/server/security/secret-box.ts), never stored in clear; the row goes with
// its connection. Keyed by the provider and our link id (the requisition's provider_requisition_id).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bank_link_secrets')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('link_id', 'text', (c) => c.notNull())
    .addColumn('requisition_id', 'uuid', (c) => c.notNull().references('requisitions.id').onDelete('cascade'))
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('bank_link_secrets_pkey', ['provider', 'link_id'])
    .execute();
  await db.schema.createIndex('bank_link_secrets_requisition_idx').on('bank_link_secrets').column('requisition_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bank_link_secrets').execute();
}
