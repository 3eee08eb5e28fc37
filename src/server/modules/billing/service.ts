import { plans, TRIAL_DAYS } from '../../../shared/plans';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { billingProviderFor } from './billing-provider';
import { paymentsNotSetUp } from './none-provider';
import type { PaidPlanId } from './plan-links';
import type { SubscriptionSummary } from './provider';
import * as q from './queries';
import { describeStripeError } from './stripe-client';
import { currentSubscription } from './subscription-summary';

const DAY_MS = 24 * 60 * 60 * 1000;

type TrialView = { startedAt: string; endsAt: string; active: boolean };
export type SubscriptionStatus = {
  subscribed: boolean;
  subscription_tier: string | null;
  /** ISO instant the paid period ends (renews or stops). */
  subscription_end: string | null;
  /** The subscription stops at subscription_end instead of renewing. */
  cancel_at_period_end: boolean;
  trial: TrialView | null;
  /** The plan chosen when signing up or on the paywall, paid for or not. */
  chosen_plan: 'monthly' | 'yearly' | 'trial' | null;
};

/** The three plans, each with where it is bought on this server (null: not on sale). */
export function plansOnSale(deps: Deps) {
  const provider = billingProviderFor(deps.config);
  const link = (id: PaidPlanId) => provider.paymentLink(id);
  return {
    provider: provider.id,
    plans: [
      { ...plans.monthly, paymentLink: link('monthly') },
      { ...plans.yearly, paymentLink: link('yearly') },
      { ...plans.trial, paymentLink: null },
    ],
  };
}

/**
 * Subscribed, tier and end, asked of the provider for the user's own customers. When the
 * provider cannot be reached, the last state heard from webhooks answers instead; with
 * nothing heard either, the check fails rather than claim "not subscribed".
 */
export async function subscriptionStatus(deps: Deps, userId: string): Promise<SubscriptionStatus> {
  const [trial, customerIds, chosen] = await Promise.all([q.trialOf(deps.db, userId), q.customerIdsOf(deps.db, userId), q.chosenPlanOf(deps.db, userId)]);
  const now = deps.clock();
  const trialView = trial ? { startedAt: trial.started_at.toISOString(), endsAt: trial.ends_at.toISOString(), active: now < trial.ends_at } : null;
  if (customerIds.length === 0) return statusOf(undefined, trialView, chosen);

  let subscriptions: SubscriptionSummary[];
  try {
    subscriptions = await billingProviderFor(deps.config).subscriptions(customerIds);
    for (const s of subscriptions) await q.saveSubscription(deps.db, s, now);
  } catch (error) {
    deps.logger.warn({ userId, stripe: describeStripeError(error) }, 'subscription check failed; using the last known state');
    subscriptions = await q.savedSubscriptions(deps.db, customerIds);
    if (subscriptions.length === 0) throw new Error('Failed to check subscription status', { cause: error });
  }
  return statusOf(currentSubscription(subscriptions), trialView, chosen);
}

function statusOf(current: SubscriptionSummary | undefined, trial: TrialView | null, chosen: SubscriptionStatus['chosen_plan']): SubscriptionStatus {
  return {
    subscribed: current !== undefined,
    subscription_tier: current?.tier ?? null,
    subscription_end: current?.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: current?.cancelAtPeriodEnd ?? false,
    trial,
    chosen_plan: chosen,
  };
}

/** The 7-day free trial, recorded here once; starting it again changes nothing. */
export async function startTrial(deps: Deps, userId: string): Promise<SubscriptionStatus> {
  const startedAt = deps.clock();
  await q.startTrial(deps.db, userId, startedAt, new Date(startedAt.getTime() + TRIAL_DAYS * DAY_MS));
  return subscriptionStatus(deps, userId);
}

/**
 * The provider's customer portal for the user's own customer, returning to the
 * Subscription page. With several customers, the one holding the live subscription.
 */
export async function portalUrl(deps: Deps, userId: string): Promise<{ url: string }> {
  const provider = billingProviderFor(deps.config);
  if (provider.id === 'none') throw new AppError('NOT_FOUND', paymentsNotSetUp);
  const customerIds = await q.customerIdsOf(deps.db, userId);
  if (customerIds.length === 0) throw new AppError('NOT_FOUND', "You don't have a subscription to manage yet.");
  const returnUrl = `${deps.config.appOrigin}/settings/subscription`;
  try {
    let customerId = customerIds[0]!;
    if (customerIds.length > 1) customerId = currentSubscription(await provider.subscriptions(customerIds))?.customerId ?? customerId;
    return { url: await provider.portalUrl(customerId, returnUrl) };
  } catch (error) {
    deps.logger.warn({ userId, stripe: describeStripeError(error) }, 'customer portal failed');
    throw new Error('Failed to open subscription management portal', { cause: error });
  }
}

/**
 * Before an account is deleted: cancels, at once, every subscription of the user's
 * customers that could still charge them, and forgets what was kept about them. Throws
 * when the provider cannot be reached, so the deletion can stop and be tried again
 * rather than leave a card being charged for an account that is gone.
 */
export async function onAccountDeleted(deps: Deps, userId: string): Promise<void> {
  const provider = billingProviderFor(deps.config);
  const customerIds = await q.customerIdsOf(deps.db, userId);
  if (customerIds.length === 0) return;
  const cancelled = await provider.cancelSubscriptions(customerIds);
  if (cancelled.length > 0) deps.logger.info({ userId, cancelled: cancelled.length }, 'subscriptions cancelled for a deleted account');
  await q.forgetSubscriptions(deps.db, customerIds);
}
