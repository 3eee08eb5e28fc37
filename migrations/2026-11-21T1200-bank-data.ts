import { sql, type Kysely } from 'kysely';

// Bank connections (requisitions), accounts, transactions, bills found in transactions,
// the provider call budgets, each user's refresh state, and the sandbox provider's links.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('requisitions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_requisition_id', 'text')
    .addColumn('reference', 'uuid', (c) => c.notNull().unique())
    .addColumn('institution_id', 'text', (c) => c.notNull())
    .addColumn('institution_name', 'text', (c) => c.notNull())
    .addColumn('institution_logo', 'text')
    // GoCardless status codes; 'LN' is linked. 'LI' in the spec's data means the same.
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('CR'))
    .addColumn('access_expires_at', 'timestamptz')
    .addColumn('needs_reconnect', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_error', 'text')
    .addColumn('last_synced_at', 'timestamptz')
    .addColumn('next_refresh_at', 'timestamptz')
    .addColumn('expiry_warned_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('requisitions_user_id_idx').on('requisitions').column('user_id').execute();
  await db.schema.createIndex('requisitions_provider_id_key').unique().on('requisitions').columns(['provider', 'provider_requisition_id']).execute();
  await db.schema.createIndex('requisitions_next_refresh_idx').on('requisitions').column('next_refresh_at').execute();

  await db.schema
    .createTable('bank_accounts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('requisition_id', 'uuid', (c) => c.notNull().references('requisitions.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('institution_name', 'text', (c) => c.notNull())
    .addColumn('account_classification', 'text', (c) =>
      c
        .notNull()
        .defaultTo('CurrentAccount')
        .check(sql`account_classification in ('CurrentAccount', 'SavingsAccount')`),
    )
    // A user's own choice in settings survives every re-sync.
    .addColumn('classification_set_by_user', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('balance', 'bigint')
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('GBP'))
    .addColumn('sort_code', 'text')
    .addColumn('raw_data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('last_synced_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('bank_accounts_user_id_idx').on('bank_accounts').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('bank_accounts_account_key').unique().on('bank_accounts').columns(['requisition_id', 'account_id']).execute();

  await db.schema
    .createTable('transactions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('bank_accounts.id').onDelete('cascade'))
    // Stable identity within the account: provider id, else internal id, else a content hash
    // with an occurrence index (see src/server/modules/bank/sync/transaction-key.ts).
    .addColumn('external_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('booked', 'pending')`))
    .addColumn('provider_transaction_id', 'text')
    .addColumn('internal_transaction_id', 'text')
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('value_date', 'date')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('GBP'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('debit', 'credit')`))
    .addColumn('description', 'text')
    .addColumn('counterparty', 'text')
    .addColumn('category', 'text')
    .addColumn('bank_transaction_code', 'text')
    .addColumn('proprietary_code', 'text')
    .addColumn('raw_data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('transactions_account_key').unique().on('transactions').columns(['account_id', 'external_key']).execute();
  await db.schema.createIndex('transactions_user_date_idx').on('transactions').columns(['user_id', 'date']).execute();

  await db.schema
    .createTable('bank_bills')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('bank_accounts.id').onDelete('cascade'))
    .addColumn('bill_key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('directDebit', 'standingOrder', 'inferred')`))
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('next_date', 'date')
    .addColumn('reference_date', 'date')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('bank_bills_key').unique().on('bank_bills').columns(['user_id', 'bill_key']).execute();

  // Calls left per provider account, scope and day (GoCardless: 4 per scope per day).
  await db.schema
    .createTable('provider_call_budgets')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('account_ref', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('call_limit', 'integer')
    .addColumn('remaining', 'integer')
    .addColumn('limited_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('provider_call_budgets_pkey', ['provider', 'account_ref', 'scope', 'day'])
    .execute();

  // One row per user: is a refresh running, when was the last manual one, are we limited.
  await db.schema
    .createTable('refresh_state')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('running_since', 'timestamptz')
    .addColumn('last_manual_at', 'timestamptz')
    .addColumn('limited_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // The sandbox provider's own state: its links and whether the user consented.
  await db.schema
    .createTable('sandbox_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('institution_id', 'text', (c) => c.notNull())
    .addColumn('redirect_url', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('CR'))
    .addColumn('access_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['sandbox_links', 'refresh_state', 'provider_call_budgets', 'bank_bills', 'transactions', 'bank_accounts', 'requisitions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
