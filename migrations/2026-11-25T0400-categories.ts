import { sql, type Kysely } from 'kysely';

// Categories (issue 14, docs/decisions/019-categories.md and 028-categories-wired.md).
//
// transactions.category_id / category_source: the category every row gets when it is
//   written (src/server/modules/categories/categorise-rows.ts), and who chose it. A row whose
//   source is 'person' is never written over by a sync or a rule.
// transactions.merchant_name: the clean merchant name shown in lists ('Tesco'); the original
//   text stays in description and counterparty for the detail view.
// category_changes: a person's renames and hides of the built-in list, and their own categories.
// category_rules: a person's rules, payee -> category, applied to past and future rows.
//
// Rows already stored keep merchant_name null: the server sorts them once when it starts
// (categoriseUnsortedRows, after the migrations), with the same code a sync uses. A migration
// imports nothing from src/ (it must run from any folder), so the rules live in one place.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table transactions
      add column category_id text not null default 'uncategorised',
      add column category_source text not null default 'none'
        check (category_source in ('person', 'rule', 'provider', 'dictionary', 'none')),
      add column merchant_name text`.execute(db);
  // The Transactions screen's category filter, and the per-category totals.
  await sql`create index transactions_user_category_idx on transactions (user_id, category_id, date)`.execute(db);

  await db.schema
    .createTable('category_changes')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('category_group', 'text', (c) => c.check(sql`category_group in ('income', 'bills', 'everyday', 'money')`))
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('category_changes_pkey', ['user_id', 'category_id'])
    .execute();

  await db.schema
    .createTable('category_rules')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** ruleKey(merchant): the merchant's shown name in upper case. */
    .addColumn('merchant_key', 'text', (c) => c.notNull())
    /** The merchant as the person saw it ('Tesco'). */
    .addColumn('merchant', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.check(sql`direction in ('in', 'out')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index category_rules_key_idx on category_rules (user_id, merchant_key, coalesce(direction, ''))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('category_rules').ifExists().execute();
  await db.schema.dropTable('category_changes').ifExists().execute();
  await sql`drop index if exists transactions_user_category_idx`.execute(db);
  await sql`alter table transactions drop column if exists merchant_name, drop column if exists category_source, drop column if exists category_id`.execute(db);
}
