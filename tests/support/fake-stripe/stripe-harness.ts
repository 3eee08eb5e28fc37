import Stripe from 'stripe';
import type { AppConfig } from '../../../src/server/config';
import { STRIPE_WEBHOOK_PATH } from '../../../src/server/modules/billing/webhook-route';
import { startTestApp, type TestApp } from '../test-app';
import { checkoutSessionObject, eventObject, seconds, type FakeSubscription, type Interval } from './fake-stripe-objects';
import { startFakeStripe, type FakeStripe } from './fake-stripe-server';

export const webhookSecret = 'whsec_test_fake_signing_secret_0123456789';
export const paymentLinks = { monthly: 'https://buy.stripe.com/test_monthly', yearly: 'https://buy.stripe.com/test_yearly' };

/** BILLING_PROVIDER=stripe pointed at a fake Stripe. */
export function stripeBilling(fake: Pick<FakeStripe, 'apiBase' | 'secretKey'>, secretKey = fake.secretKey): AppConfig['billing'] {
  return {
    provider: 'stripe',
    stripe: { secretKey, webhookSecret, monthlyPaymentLink: paymentLinks.monthly, yearlyPaymentLink: paymentLinks.yearly, apiBase: fake.apiBase },
  };
}

/**
 * The app with Stripe billing against the fake, both on one fixed clock, plus what
 * Stripe's side of a test needs: signed webhook deliveries and whole checkouts.
 */
export async function startStripeHarness(options: { clock: () => Date; appSecretKey?: string; config?: Partial<AppConfig> }) {
  const fake = await startFakeStripe({ now: options.clock });
  let app: TestApp;
  try {
    app = await startTestApp({ scheduler: false, clock: options.clock, config: { ...options.config, billing: stripeBilling(fake, options.appSecretKey) } });
  } catch (error) {
    await fake.close();
    throw error;
  }

  /** POSTs an event the way Stripe does: JSON body, Stripe-Signature over the exact bytes. */
  async function deliver(event: object, sign: { secret?: string; timestamp?: Date; signature?: string; body?: string } = {}) {
    const payload = sign.body ?? JSON.stringify(event, null, 2);
    const header =
      sign.signature ??
      Stripe.webhooks.generateTestHeaderString({ payload, secret: sign.secret ?? webhookSecret, timestamp: seconds(sign.timestamp ?? options.clock()) });
    const response = await fetch(`${app.baseUrl}${STRIPE_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': header,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
  }

  /**
   * A payment-link checkout as Stripe completes it: a new customer and subscription on
   * the fake, and the events it sends about them (not yet delivered).
   */
  function checkout(user: { userId: string | null; email: string }, interval: Interval, periodEnd: Date) {
    const customer = fake.addCustomer(user.email);
    const subscription = fake.addSubscription(customer.id, { interval, periodEnd });
    const session = checkoutSessionObject({
      clientReferenceId: user.userId,
      customerId: customer.id,
      email: user.email,
      subscriptionId: subscription.id,
      paymentLink: interval === 'month' ? paymentLinks.monthly : paymentLinks.yearly,
      now: options.clock(),
    });
    return {
      customer,
      subscription,
      subscriptionCreated: eventObject('customer.subscription.created', structuredClone(subscription), options.clock()),
      checkoutCompleted: eventObject('checkout.session.completed', session, options.clock()),
    };
  }

  const subscriptionEvent = (type: 'created' | 'updated' | 'deleted', subscription: FakeSubscription, at = options.clock()) =>
    eventObject(`customer.subscription.${type}`, structuredClone(subscription), at);

  return {
    fake,
    app,
    deliver,
    checkout,
    subscriptionEvent,
    async close() {
      await app.close();
      await fake.close();
    },
  };
}

export type StripeHarness = Awaited<ReturnType<typeof startStripeHarness>>;
