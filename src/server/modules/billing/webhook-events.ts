import type Stripe from 'stripe';
import { withTransaction } from '../../db/db';
import type { Deps } from '../../deps';
import * as q from './queries';
import { summariseSubscription } from './subscription-summary';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SUBSCRIPTION_EVENTS = new Set(['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted']);

/**
 * Applies one verified Stripe event exactly once: the event id is claimed in the same
 * transaction as its effect, so a retry, a replay or a concurrent second delivery finds
 * it claimed and changes nothing; a failure rolls the claim back and Stripe retries.
 */
export async function applyStripeEvent(deps: Deps, event: Stripe.Event): Promise<WebhookOutcome> {
  return withTransaction(deps.db, async (trx) => {
    if (!(await q.claimEvent(trx, event.id, event.type))) return 'duplicate';
    if (event.type === 'checkout.session.completed') {
      const session = event.data.object;
      const userId = session.client_reference_id;
      const customer = session.customer;
      const customerId = typeof customer === 'string' ? customer : customer?.id;
      // Payment links carry the id we put on them; anything else is not ours to link.
      if (!userId || !UUID.test(userId) || !customerId) return 'ignored';
      const owner = await q.linkCustomer(trx, customerId, userId);
      if (owner !== userId) {
        deps.logger.warn({ eventId: event.id, linked: owner !== undefined }, 'checkout names a user who is gone, or a customer already linked to another user');
        return 'ignored';
      }
      return 'applied';
    }
    if (SUBSCRIPTION_EVENTS.has(event.type)) {
      const subscription = event.data.object as Stripe.Subscription;
      await q.saveSubscription(trx, summariseSubscription(subscription), new Date(event.created * 1000));
      return 'applied';
    }
    return 'ignored';
  });
}
