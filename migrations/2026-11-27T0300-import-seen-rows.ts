import { type Kysely } from 'kysely';

// Undoing an older import no longer takes rows a later one also held (issue 12 review;
// docs/decisions/035-undo-keeps-rows-a-later-import-held.md).
//
// A batch writes nothing for a row the account already holds ("already there"): the row stays
// the earlier batch's. import_seen_rows records that this batch's file held it too: the
// account, the row key and the batch. Undoing the earlier batch hands such a row to the newest
// other batch that saw it, instead of deleting it. A batch's rows here go with the batch.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('import_seen_rows')
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('bank_accounts.id').onDelete('cascade'))
    .addColumn('row_key', 'text', (c) => c.notNull())
    .addColumn('batch_id', 'uuid', (c) => c.notNull().references('import_batches.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('import_seen_rows_pkey', ['account_id', 'row_key', 'batch_id'])
    .execute();
  await db.schema.createIndex('import_seen_rows_batch_idx').on('import_seen_rows').column('batch_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_seen_rows').ifExists().execute();
}
