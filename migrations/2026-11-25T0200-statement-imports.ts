import { sql, type Kysely } from 'kysely';

// Statement imports (issue 12, docs/decisions/026-statement-import-wiring.md).
//
// A manual account is an ordinary bank_accounts row under a requisition of provider 'manual'
// and status 'MANUAL': every screen and money rule that reads accounts and transactions sees
// it unchanged, and the refresh (which reads status 'LN' only) never touches it.
// manual_accounts keeps what only a manual account has: its type and opening balance.
//
// import_batches: one per confirmed file. A row a batch adds is an ordinary transaction whose
// external_key is 'imp:<row key>' (the stable key, unique per account by transactions_account_key)
// and whose raw_data.import.batch names the batch: one write per row. import_rows keeps the keys
// of rows merged into a synced transaction instead (nothing added), unique per account too.
// Re-imports are told apart by both; undoing a batch removes the transactions it added and its
// merged keys, nothing else.
//
// import_mappings: a person's column mapping for an unknown CSV layout, saved per account and
// found again by the header it was made for.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('manual_accounts')
    .addColumn('account_id', 'uuid', (c) => c.primaryKey().references('bank_accounts.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_type', 'text', (c) => c.notNull().check(sql`account_type in ('current', 'savings', 'credit_card')`))
    .addColumn('opening_balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('manual_accounts_user_idx').on('manual_accounts').column('user_id').execute();

  await db.schema
    .createTable('import_batches')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('bank_accounts.id').onDelete('cascade'))
    .addColumn('file_name', 'text')
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('layout', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('importing')
        .check(sql`status in ('importing', 'done')`),
    )
    .addColumn('rows_total', 'integer', (c) => c.notNull())
    .addColumn('rows_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('added_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('merged_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('existing_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('date_from', 'date')
    .addColumn('date_to', 'date')
    // The file's own balance after its newest row, when it has a balance column (pence).
    .addColumn('closing_balance', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('import_batches_user_idx').on('import_batches').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('import_batches_account_idx').on('import_batches').column('account_id').execute();

  await db.schema
    .createTable('import_rows')
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('bank_accounts.id').onDelete('cascade'))
    .addColumn('row_key', 'text', (c) => c.notNull())
    .addColumn('batch_id', 'uuid', (c) => c.notNull().references('import_batches.id').onDelete('cascade'))
    .addColumn('transaction_id', 'uuid', (c) => c.references('transactions.id').onDelete('set null'))
    .addPrimaryKeyConstraint('import_rows_pkey', ['account_id', 'row_key'])
    .execute();
  await db.schema.createIndex('import_rows_batch_idx').on('import_rows').column('batch_id').execute();
  await db.schema.createIndex('import_rows_transaction_idx').on('import_rows').column('transaction_id').execute();

  await db.schema
    .createTable('import_mappings')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('bank_accounts.id').onDelete('cascade'))
    // The mapping's header cells, normalised and joined: one mapping per account and header.
    .addColumn('header_key', 'text', (c) => c.notNull())
    .addColumn('mapping', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('import_mappings_key').unique().on('import_mappings').columns(['account_id', 'header_key']).execute();
  await db.schema.createIndex('import_mappings_user_idx').on('import_mappings').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['import_mappings', 'import_rows', 'import_batches', 'manual_accounts']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
