import { sql, type Kysely } from 'kysely';

// Budgets per category per pay cycle, the savings goal, and the two budget notifications
// (issue 26 items 3 to 7; docs/decisions/050-budgets.md).
//
// budgets: one row per change of a budget. A cycle uses the newest row whose effective_from
// falls on or before the cycle's end, so changing a limit today changes this cycle and the
// ones after it, and the past cycles keep the limit they had. rollover: 'none' (the default),
// 'surplus' (what was left is added to the next cycle) or 'overspend' (an overspend is taken
// off the next cycle).
// budget_preferences: whether left to spend subtracts what is still budgeted (off by default).
// savings_goals: one goal per person: a target and an optional date.
// budget_cycle_spending: what was spent per category in a pay cycle that has ended, kept so
// twelve cycles of figures do not read a year of transactions on every call. Forgotten by the
// ledger's pipeline after any change (ledger/after-change.ts), and keyed on the cycle's days,
// so a new pay day or frequency simply misses it.
// notification_settings.budget_warning_enabled / budget_over_enabled: the 80% and over-100%
// notices, off by default; each goes once per cycle per budget through the sent log's key.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('budgets')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('limit_pence', 'bigint', (c) => c.notNull().check(sql`limit_pence >= 0`))
    .addColumn('rollover', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('budgets_rollover', sql`rollover in ('none', 'surplus', 'overspend')`)
    .execute();
  await db.schema.createIndex('budgets_once_a_day').unique().on('budgets').columns(['user_id', 'category_id', 'effective_from']).execute();

  await db.schema
    .createTable('budget_preferences')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('subtract_from_left_to_spend', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('savings_goals')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('target_pence', 'bigint', (c) => c.notNull().check(sql`target_pence > 0`))
    .addColumn('target_date', 'date')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('budget_cycle_spending')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('cycle_start', 'date', (c) => c.notNull())
    .addColumn('cycle_end', 'date', (c) => c.notNull())
    .addColumn('spent', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('budget_cycle_spending_pk', ['user_id', 'cycle_start', 'cycle_end'])
    .execute();

  await db.schema
    .alterTable('notification_settings')
    .addColumn('budget_warning_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('budget_over_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notification_settings').dropColumn('budget_over_enabled').dropColumn('budget_warning_enabled').execute();
  await db.schema.dropTable('budget_cycle_spending').execute();
  await db.schema.dropTable('savings_goals').execute();
  await db.schema.dropTable('budget_preferences').execute();
  await db.schema.dropTable('budgets').execute();
}
