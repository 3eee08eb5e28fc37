import Stripe from 'stripe';
import type { AppConfig } from '../../config';

/** Each Stripe call gives up after this long; a status page must not hang on Stripe. */
const TIMEOUT_MS = 10_000;

const clients = new WeakMap<AppConfig, Stripe>();

/**
 * The official SDK, pointed at STRIPE_API_BASE (https://api.stripe.com, or a local
 * stand-in in tests): the SDK takes the origin as protocol, host and port. One client
 * per configuration, so its keep-alive connections are shared by every request.
 */
export function stripeClientFor(config: AppConfig): Stripe {
  let client = clients.get(config);
  if (!client) {
    const base = new URL(config.billing.stripe.apiBase);
    const protocol = base.protocol === 'http:' ? 'http' : 'https';
    client = new Stripe(config.billing.stripe.secretKey, {
      protocol,
      host: base.hostname,
      port: base.port || (protocol === 'http' ? 80 : 443),
      timeout: TIMEOUT_MS,
      maxNetworkRetries: 1,
      telemetry: false,
      appInfo: { name: 'Plain Sight' },
    });
    clients.set(config, client);
  }
  return client;
}

/** What may be logged about a failed Stripe call: never the key or the request. */
export function describeStripeError(error: unknown): Record<string, unknown> {
  if (error instanceof Stripe.errors.StripeError) {
    return { type: error.type, statusCode: error.statusCode, code: error.code, requestId: error.requestId };
  }
  return { type: error instanceof Error ? error.name : typeof error };
}
