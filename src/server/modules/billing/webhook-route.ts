import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Deps } from '../../deps';
import { HttpError } from '../../http/error-handler';
import { stripeClientFor } from './stripe-client';
import { applyStripeEvent } from './webhook-events';

export const STRIPE_WEBHOOK_PATH = '/api/billing/stripe/webhook';

/** Stripe's events are a few kilobytes; anything near this is not from Stripe. */
const BODY_LIMIT = 256 * 1024;

/**
 * Stripe's server-to-server webhook (only with BILLING_PROVIDER=stripe). The signature
 * covers the exact bytes sent, so this route keeps the raw body instead of parsing JSON.
 * It is checked before anything touches the database: a flood of forged calls costs one
 * HMAC each. The cross-site guard lets it through, as Stripe sends no Origin or
 * Sec-Fetch-Site (browsers cannot forge a signature anyway), and no per-IP limit applies,
 * since Stripe delivers bursts from a few shared addresses.
 */
export async function registerStripeWebhook(app: FastifyInstance, deps: Deps) {
  if (deps.config.billing.provider !== 'stripe') return;
  const stripe = stripeClientFor(deps.config);
  const secret = deps.config.billing.stripe.webhookSecret;

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) => done(null, body));

    scope.post(STRIPE_WEBHOOK_PATH, async (req) => {
      const signature = req.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (!Buffer.isBuffer(req.body) || typeof signature !== 'string') throw new Error('missing body or signature');
        // Our clock, so the five-minute replay window follows the same "now" as the rest.
        event = stripe.webhooks.constructEvent(req.body, signature, secret, undefined, undefined, deps.clock().getTime());
        if (typeof event?.id !== 'string' || typeof event.type !== 'string' || typeof event.data?.object !== 'object') throw new Error('not an event');
      } catch {
        req.log.warn('stripe webhook refused: missing or invalid signature');
        // Stripe looks only at the status; the body is the app's one error body.
        throw new HttpError(400, 'Invalid signature');
      }
      const outcome = await applyStripeEvent(deps, event);
      req.log.info({ eventId: event.id, eventType: event.type, outcome }, 'stripe webhook');
      return { received: true };
    });
  });
}
