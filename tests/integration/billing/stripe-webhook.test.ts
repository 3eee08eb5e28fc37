import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STRIPE_WEBHOOK_PATH } from '../../../src/server/modules/billing/webhook-route';
import { eventObject, seconds } from '../../support/fake-stripe/fake-stripe-objects';
import { startStripeHarness, webhookSecret, type StripeHarness } from '../../support/fake-stripe/stripe-harness';
import { signedInUser } from '../../support/users';

// POST /api/billing/stripe/webhook: raw body, Stripe-Signature checked, each event once.

const now = new Date('2026-03-10T12:00:00Z');
let h: StripeHarness;
beforeAll(async () => {
  h = await startStripeHarness({ clock: () => now });
});
afterAll(() => h?.close());

const eventRows = (id: string) => h.app.db.selectFrom('stripe_events').selectAll().where('id', '=', id).execute();
const customerRows = (customerId: string) => h.app.db.selectFrom('billing_customers').select('user_id').where('stripe_customer_id', '=', customerId).execute();
const savedSubscription = (id: string) => h.app.db.selectFrom('billing_subscriptions').selectAll().where('stripe_subscription_id', '=', id).executeTakeFirst();

it('links the checkout’s customer to the user named by client_reference_id', async () => {
  const me = await signedInUser(h.app, 'checkout');
  const bought = h.checkout({ userId: me.userId, email: me.email }, 'year', new Date('2027-03-10T12:00:00Z'));
  expect((await me.client.trpc.billing.status.query()).subscribed).toBe(false);

  expect(await h.deliver(bought.checkoutCompleted)).toEqual({ status: 200, body: { received: true } });
  expect(await customerRows(bought.customer.id)).toEqual([{ user_id: me.userId }]);
  expect(await eventRows(bought.checkoutCompleted.id)).toMatchObject([{ type: 'checkout.session.completed' }]);
  expect(await me.client.trpc.billing.status.query()).toMatchObject({
    subscribed: true,
    subscription_tier: 'Yearly',
    subscription_end: '2027-03-10T12:00:00.000Z',
  });
});

it('refuses a bad, missing, stale or mismatched signature with 400 and applies nothing', async () => {
  const me = await signedInUser(h.app, 'forged');
  const bought = h.checkout({ userId: me.userId, email: me.email }, 'month', new Date('2026-04-10T12:00:00Z'));
  const event = bought.checkoutCompleted;
  const body = JSON.stringify(event);

  expect((await h.deliver(event, { secret: 'whsec_someone_else' })).status).toBe(400);
  expect((await h.deliver(event, { signature: '' })).status).toBe(400);
  expect((await h.deliver(event, { signature: 't=123,v1=deadbeef' })).status).toBe(400);
  // Signed more than five minutes before "now": a replay of an old capture.
  expect((await h.deliver(event, { timestamp: new Date(now.getTime() - 6 * 60_000) })).status).toBe(400);
  // A signature over other bytes: the body was changed on the way.
  const tampered = body.replace(me.userId, '00000000-0000-4000-8000-000000000000');
  const signedOriginal = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret, timestamp: seconds(now) });
  expect((await h.deliver(event, { body: tampered, signature: signedOriginal })).status).toBe(400);
  const noHeader = await fetch(`${h.app.baseUrl}${STRIPE_WEBHOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  expect(noHeader.status).toBe(400);
  expect(await noHeader.json()).toEqual({ error: { message: 'Invalid signature', data: { code: 'BAD_REQUEST', appCode: 'INVALID_INPUT' } } });

  expect(await eventRows(event.id)).toEqual([]);
  expect(await customerRows(bought.customer.id)).toEqual([]);
  // A signature made moments ago (within the window) is accepted.
  expect((await h.deliver(event, { timestamp: new Date(now.getTime() - 60_000) })).status).toBe(200);
  expect(await customerRows(bought.customer.id)).toEqual([{ user_id: me.userId }]);
});

it('applies a replayed or concurrently redelivered event once', async () => {
  const me = await signedInUser(h.app, 'replay');
  const bought = h.checkout({ userId: me.userId, email: me.email }, 'month', new Date('2026-04-10T12:00:00Z'));
  const created = bought.subscriptionCreated;
  expect((await h.deliver(created)).status).toBe(200);
  expect(await savedSubscription(bought.subscription.id)).toMatchObject({ status: 'active', tier: 'Monthly', stripe_customer_id: bought.customer.id });

  // Something later knew better (an older timestamp, so only the once-only rule can keep it).
  await h.app.db
    .updateTable('billing_subscriptions')
    .set({ status: 'canceled', event_created_at: new Date('2026-01-01T00:00:00Z') })
    .where('stripe_subscription_id', '=', bought.subscription.id)
    .execute();
  expect(await h.deliver(created)).toEqual({ status: 200, body: { received: true } });
  expect((await savedSubscription(bought.subscription.id))?.status).toBe('canceled');

  const checkout = bought.checkoutCompleted;
  const answers = await Promise.all(Array.from({ length: 5 }, () => h.deliver(checkout)));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
  expect(await eventRows(checkout.id)).toHaveLength(1);
  expect(await customerRows(bought.customer.id)).toEqual([{ user_id: me.userId }]);
});

it('keeps the newest state whatever order subscription events arrive in', async () => {
  const me = await signedInUser(h.app, 'order');
  const bought = h.checkout({ userId: me.userId, email: me.email }, 'month', new Date('2026-04-10T12:00:00Z'));
  // Heard of before the checkout that says whose it is.
  const cancelled = { ...structuredClone(bought.subscription), status: 'canceled' as const };
  const newer = eventObject('customer.subscription.deleted', cancelled, new Date(now.getTime() + 60_000));
  const older = eventObject('customer.subscription.updated', { ...structuredClone(bought.subscription), status: 'past_due' }, now);
  expect((await h.deliver(newer)).status).toBe(200);
  expect((await h.deliver(older)).status).toBe(200);
  expect((await savedSubscription(bought.subscription.id))?.status).toBe('canceled');
  expect((await h.deliver(bought.checkoutCompleted)).status).toBe(200);
  expect(await customerRows(bought.customer.id)).toEqual([{ user_id: me.userId }]);
});

it('acknowledges event types it does not use, and checkouts that are not ours', async () => {
  const unknown = eventObject('invoice.paid', { id: 'in_test_1', object: 'invoice', customer: 'cus_nobody' }, now);
  expect(await h.deliver(unknown)).toEqual({ status: 200, body: { received: true } });
  expect(await eventRows(unknown.id)).toMatchObject([{ type: 'invoice.paid' }]);

  for (const userId of [null, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
    const bought = h.checkout({ userId, email: 'someone@example.com' }, 'month', new Date('2026-04-10T12:00:00Z'));
    expect((await h.deliver(bought.checkoutCompleted)).status).toBe(200);
    expect(await customerRows(bought.customer.id)).toEqual([]);
  }
});

it('is not blocked by the cross-site guard (Stripe sends no Origin) while a browser’s cross-site post is', async () => {
  const me = await signedInUser(h.app, 'origin');
  const bought = h.checkout({ userId: me.userId, email: me.email }, 'month', new Date('2026-04-10T12:00:00Z'));
  const payload = JSON.stringify(bought.checkoutCompleted);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp: seconds(now) });
  const fromBrowser = await fetch(`${h.app.baseUrl}${STRIPE_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    body: payload,
  });
  expect(fromBrowser.status).toBe(403);
  expect(await customerRows(bought.customer.id)).toEqual([]);

  // Exactly Stripe's headers: no Origin, no Sec-Fetch-*.
  const fromStripe = await fetch(`${h.app.baseUrl}${STRIPE_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': header,
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      accept: '*/*; q=0.5, application/xml',
    },
    body: payload,
  });
  expect(fromStripe.status).toBe(200);
  expect(await customerRows(bought.customer.id)).toEqual([{ user_id: me.userId }]);
});

it('turns away a flood of forged calls before the database, then takes the real one', async () => {
  const before = await h.app.db
    .selectFrom('stripe_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const forged = eventObject('customer.subscription.updated', { id: 'sub_forged' }, now);
  const answers = await Promise.all(Array.from({ length: 40 }, () => h.deliver(forged, { secret: 'whsec_forger' })));
  expect(new Set(answers.map((a) => a.status))).toEqual(new Set([400]));
  const after = await h.app.db
    .selectFrom('stripe_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(after.n)).toBe(Number(before.n));

  const oversized = await fetch(`${h.app.baseUrl}${STRIPE_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=0' },
    body: 'x'.repeat(300 * 1024),
  });
  expect(oversized.status).toBe(413);

  const real = eventObject('customer.created', { id: 'cus_test_real', object: 'customer' }, now);
  expect((await h.deliver(real)).status).toBe(200);
});
