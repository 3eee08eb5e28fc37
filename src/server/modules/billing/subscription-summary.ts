import type Stripe from 'stripe';
import { plans } from '../../../shared/plans';
import { SUBSCRIBED_STATUSES, type SubscriptionSummary } from './provider';

const tierByInterval: Partial<Record<string, string>> = { month: plans.monthly.name, year: plans.yearly.name };

/**
 * A Stripe subscription as the app needs it. The tier comes from the billing interval of
 * its price (monthly or yearly plan), which survives renamed products; the period end is
 * on the items since API version 2025-03-31.
 */
export function summariseSubscription(subscription: Stripe.Subscription): SubscriptionSummary {
  const items = subscription.items?.data ?? [];
  const price = items[0]?.price;
  const interval = price?.recurring?.interval;
  const ends = items.map((item) => item.current_period_end).filter((end): end is number => typeof end === 'number');
  return {
    id: subscription.id,
    customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    status: subscription.status,
    tier: (interval && tierByInterval[interval]) ?? price?.nickname ?? null,
    currentPeriodEnd: ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
  };
}

/** The subscription that decides the user's status: a live one, the longest-running first. */
export function currentSubscription(subscriptions: readonly SubscriptionSummary[]): SubscriptionSummary | undefined {
  return subscriptions
    .filter((s) => SUBSCRIBED_STATUSES.has(s.status))
    .sort((a, b) => (b.currentPeriodEnd?.getTime() ?? 0) - (a.currentPeriodEnd?.getTime() ?? 0))[0];
}
