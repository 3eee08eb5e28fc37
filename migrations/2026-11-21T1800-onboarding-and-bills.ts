import { sql, type Kysely } from 'kysely';

// Onboarding (goals, recorded steps) and the user's own bills (the onboarding major bill
// is the first; the bills screens add more).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_goals')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('goal_type', 'text', (c) => c.notNull().check(sql`goal_type in ('stop-overspending', 'know-whats-left', 'build-savings', 'understand-money')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_goals_pkey', ['user_id', 'goal_type'])
    .execute();

  await db.schema
    .createTable('onboarding_steps')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('step_name', 'text', (c) => c.notNull().check(sql`step_name in ('welcome', 'payday', 'goals', 'connect-bank', 'profile-pic', 'paywall')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('onboarding_steps_pkey', ['user_id', 'step_name'])
    .execute();

  await db.schema
    .createTable('bills')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    // Pence (the spec's text amounts become integers).
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('monthly'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('custom_category', 'text')
    .addColumn('due_date', 'date')
    .addColumn('is_paid', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('manual'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('bills_user_id_idx').on('bills').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['bills', 'onboarding_steps', 'user_goals']) await db.schema.dropTable(table).ifExists().execute();
}
