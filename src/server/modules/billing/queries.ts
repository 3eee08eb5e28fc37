import { sql } from 'kysely';
import type { Db } from '../../db/db';
import type { SubscriptionSummary } from './provider';

/** The plan the user chose when signing up or on the paywall (read-only here; onboarding writes it). */
export async function chosenPlanOf(db: Db, userId: string) {
  const row = await db.selectFrom('profiles').select('selected_plan').where('id', '=', userId).executeTakeFirst();
  return row?.selected_plan ?? null;
}

export function trialOf(db: Db, userId: string) {
  return db.selectFrom('free_trials').select(['started_at', 'ends_at']).where('user_id', '=', userId).executeTakeFirst();
}

/** Records the trial once: a second start keeps the first dates. */
export async function startTrial(db: Db, userId: string, startedAt: Date, endsAt: Date) {
  await db
    .insertInto('free_trials')
    .values({ user_id: userId, started_at: startedAt, ends_at: endsAt })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** The user's Stripe customers, newest first. */
export async function customerIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('billing_customers').select('stripe_customer_id').where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
  return rows.map((r) => r.stripe_customer_id);
}

/**
 * Links a customer to the user named by a checkout, when that user still exists. A
 * customer already linked stays with its first user. Returns the customer's user after.
 */
export async function linkCustomer(db: Db, customerId: string, userId: string): Promise<string | undefined> {
  await db
    .insertInto('billing_customers')
    .columns(['stripe_customer_id', 'user_id'])
    .expression(
      db
        .selectFrom('users')
        .select([sql<string>`${customerId}::text`.as('stripe_customer_id'), 'id'])
        .where('id', '=', userId),
    )
    .onConflict((oc) => oc.column('stripe_customer_id').doNothing())
    .execute();
  const row = await db.selectFrom('billing_customers').select('user_id').where('stripe_customer_id', '=', customerId).executeTakeFirst();
  return row?.user_id;
}

/** Remembers a subscription's state as of `asOf`, unless a newer state is already kept. */
export async function saveSubscription(db: Db, s: SubscriptionSummary, asOf: Date) {
  await db
    .insertInto('billing_subscriptions')
    .values({
      stripe_subscription_id: s.id,
      stripe_customer_id: s.customerId,
      status: s.status,
      tier: s.tier,
      current_period_end: s.currentPeriodEnd,
      cancel_at_period_end: s.cancelAtPeriodEnd,
      event_created_at: asOf,
      updated_at: sql<Date>`now()`,
    })
    .onConflict((oc) =>
      oc
        .column('stripe_subscription_id')
        .doUpdateSet((eb) => ({
          stripe_customer_id: eb.ref('excluded.stripe_customer_id'),
          status: eb.ref('excluded.status'),
          tier: eb.ref('excluded.tier'),
          current_period_end: eb.ref('excluded.current_period_end'),
          cancel_at_period_end: eb.ref('excluded.cancel_at_period_end'),
          event_created_at: eb.ref('excluded.event_created_at'),
          updated_at: sql<Date>`now()`,
        }))
        .where('billing_subscriptions.event_created_at', '<=', (eb) => eb.ref('excluded.event_created_at')),
    )
    .execute();
}

/** The last known state of these customers' subscriptions (from webhooks and earlier checks). */
export async function savedSubscriptions(db: Db, customerIds: readonly string[]): Promise<SubscriptionSummary[]> {
  if (customerIds.length === 0) return [];
  const rows = await db.selectFrom('billing_subscriptions').selectAll().where('stripe_customer_id', 'in', customerIds).execute();
  return rows.map((r) => ({
    id: r.stripe_subscription_id,
    customerId: r.stripe_customer_id,
    status: r.status,
    tier: r.tier,
    currentPeriodEnd: r.current_period_end,
    cancelAtPeriodEnd: r.cancel_at_period_end,
  }));
}

export async function forgetSubscriptions(db: Db, customerIds: readonly string[]) {
  if (customerIds.length === 0) return;
  await db.deleteFrom('billing_subscriptions').where('stripe_customer_id', 'in', customerIds).execute();
}

/** Claims a webhook event; false when it was applied before (a retry or a replay). */
export async function claimEvent(db: Db, id: string, type: string): Promise<boolean> {
  const row = await db
    .insertInto('stripe_events')
    .values({ id, type })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
