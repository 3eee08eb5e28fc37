import type { PaidPlanId } from './plan-links';

/** One subscription as the billing provider reports it. */
export type SubscriptionSummary = {
  id: string;
  customerId: string;
  /** The provider's own status: active, trialing, past_due, canceled, ... */
  status: string;
  /** 'Monthly' or 'Yearly' when the price says so; null when it cannot be told. */
  tier: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/**
 * What the app asks of a payment provider. `none` sells nothing (the free trial is ours
 * whatever the provider); `stripe` sells through payment links and the customer portal.
 */
export interface BillingProvider {
  readonly id: 'none' | 'stripe';
  /** Where a premium plan is bought; null when it is not on sale on this server. */
  paymentLink(plan: PaidPlanId): string | null;
  /** Every subscription of these customers (any status), as the provider knows them now. */
  subscriptions(customerIds: readonly string[]): Promise<SubscriptionSummary[]>;
  /** A one-off link to the provider's page where the customer manages or cancels. */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
  /** Cancels, at once, each subscription of these customers that could still charge. */
  cancelSubscriptions(customerIds: readonly string[]): Promise<string[]>;
}

/** Statuses in which the customer has what they paid for (past_due: Stripe is still retrying). */
export const SUBSCRIBED_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);

/** Statuses in which a subscription could still charge the customer. */
export const CHARGEABLE_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused']);
