import type Stripe from 'stripe';
import type { AppConfig } from '../../config';
import { configuredPaymentLinks } from './plan-links';
import { CHARGEABLE_STATUSES, type BillingProvider, type SubscriptionSummary } from './provider';
import { stripeClientFor } from './stripe-client';
import { summariseSubscription } from './subscription-summary';

/** Far more than one person ever has; stops a runaway listing. */
const MAX_SUBSCRIPTIONS_PER_CUSTOMER = 100;

/** Stripe through its official SDK: payment links, the customer portal, subscriptions. */
export function createStripeProvider(config: AppConfig): BillingProvider {
  const stripe = stripeClientFor(config);
  const links = configuredPaymentLinks(config);

  async function listAll(customerId: string): Promise<Stripe.Subscription[]> {
    const found: Stripe.Subscription[] = [];
    for await (const subscription of stripe.subscriptions.list({ customer: customerId, status: 'all', limit: MAX_SUBSCRIPTIONS_PER_CUSTOMER })) {
      found.push(subscription);
      if (found.length >= MAX_SUBSCRIPTIONS_PER_CUSTOMER) break;
    }
    return found;
  }

  return {
    id: 'stripe',
    paymentLink: (plan) => links[plan],
    async subscriptions(customerIds) {
      const lists = await Promise.all(customerIds.map(listAll));
      return lists.flat().map(summariseSubscription);
    },
    async portalUrl(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },
    async cancelSubscriptions(customerIds) {
      const open = (await Promise.all(customerIds.map(listAll))).flat().filter((s) => CHARGEABLE_STATUSES.has(s.status));
      const cancelled: SubscriptionSummary[] = [];
      for (const subscription of open) cancelled.push(summariseSubscription(await stripe.subscriptions.cancel(subscription.id)));
      return cancelled.map((s) => s.id);
    },
  };
}
