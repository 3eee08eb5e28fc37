import { sql, type Kysely } from 'kysely';

// Plans and subscriptions. The free trial is ours (recorded here whatever the provider).
// With Stripe: which customers belong to which user (learnt from the checkout's
// client_reference_id), the last known state of each subscription (from webhooks, the
// fallback when Stripe cannot be asked) and the webhook events already applied.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('free_trials')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('free_trials_ends_after_start', sql`ends_at > started_at`)
    .execute();

  // A user may end up with more than one customer (each payment-link checkout can make
  // one); a customer belongs to one user only, the first one it was linked to.
  await db.schema
    .createTable('billing_customers')
    .addColumn('stripe_customer_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('billing_customers_user_id_idx').on('billing_customers').columns(['user_id', 'created_at']).execute();

  // Keyed by customer, not user: Stripe does not promise the order of events, so a
  // subscription may be heard of before the checkout that names its user.
  await db.schema
    .createTable('billing_subscriptions')
    .addColumn('stripe_subscription_id', 'text', (c) => c.primaryKey())
    .addColumn('stripe_customer_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('tier', 'text')
    .addColumn('current_period_end', 'timestamptz')
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    // The Stripe event this row was taken from: an older event never overwrites a newer one.
    .addColumn('event_created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('billing_subscriptions_customer_idx').on('billing_subscriptions').column('stripe_customer_id').execute();

  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['stripe_events', 'billing_subscriptions', 'billing_customers', 'free_trials']) await db.schema.dropTable(table).ifExists().execute();
}
