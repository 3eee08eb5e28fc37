import { afterAll, beforeAll, expect, it } from 'vitest';
import { onAccountDeleted, portalUrl } from '../../../src/server/modules/billing/service';
import { failureOf } from '../../support/api-client';
import { captureLogs } from '../../support/fake-gocardless/log-capture';
import { paymentLinks, startStripeHarness, stripeBilling, webhookSecret, type StripeHarness } from '../../support/fake-stripe/stripe-harness';
import { testDeps } from '../../support/test-deps';
import { signedInUser } from '../../support/users';

// BILLING_PROVIDER=stripe against a fake Stripe on loopback, through the official SDK.

const now = new Date('2026-03-10T12:00:00Z');
const clock = () => now;
let h: StripeHarness;
beforeAll(async () => {
  h = await startStripeHarness({ clock });
});
afterAll(() => h?.close());

/** A signed-in user whose checkout has been completed and linked by its webhook. */
async function subscriber(label: string, interval: 'month' | 'year', periodEnd: Date) {
  const user = await signedInUser(h.app, label);
  const bought = h.checkout({ userId: user.userId, email: user.email }, interval, periodEnd);
  expect((await h.deliver(bought.checkoutCompleted)).status).toBe(200);
  return { ...user, ...bought };
}

it('offers the payment links of the monthly and yearly plans', async () => {
  const answer = await h.app.client().trpc.billing.plans.query();
  expect(answer.provider).toBe('stripe');
  expect(Object.fromEntries(answer.plans.map((p) => [p.id, p.paymentLink]))).toEqual({
    monthly: paymentLinks.monthly,
    yearly: paymentLinks.yearly,
    trial: null,
  });
});

it('answers subscribed, tier and end from Stripe for the user’s own customer', async () => {
  const me = await subscriber('sub-yearly', 'year', new Date('2027-03-10T12:00:00Z'));
  const before = h.fake.requests.length;
  expect(await me.client.trpc.billing.status.query()).toEqual({
    subscribed: true,
    subscription_tier: 'Yearly',
    subscription_end: '2027-03-10T12:00:00.000Z',
    cancel_at_period_end: false,
    trial: null,
    chosen_plan: null,
  });
  // Asked of Stripe with the secret key, for this customer only, every status.
  const asked = h.fake.requests.slice(before);
  expect(asked.map((r) => [r.method, r.path, r.query.customer, r.query.status])).toEqual([['GET', '/v1/subscriptions', me.customer.id, 'all']]);
  expect(asked[0]!.headers.authorization).toBe(`Bearer ${h.fake.secretKey}`);

  // Cancelled at period end in the portal: still subscribed, but it ends rather than renews.
  h.fake.subscriptions.get(me.subscription.id)!.cancel_at_period_end = true;
  expect((await me.client.trpc.billing.status.query()).cancel_at_period_end).toBe(true);
  // Fully cancelled: no longer subscribed.
  h.fake.subscriptions.get(me.subscription.id)!.status = 'canceled';
  expect(await me.client.trpc.billing.status.query()).toMatchObject({ subscribed: false, subscription_tier: null, subscription_end: null });
});

it('tells a monthly plan by its price, and picks the live subscription among several', async () => {
  const me = await subscriber('sub-monthly', 'month', new Date('2026-04-10T12:00:00Z'));
  h.fake.addSubscription(me.customer.id, { interval: 'year', status: 'incomplete_expired', periodEnd: new Date('2027-01-01T00:00:00Z') });
  h.fake.addSubscription(me.customer.id, { interval: 'year', status: 'canceled', periodEnd: new Date('2027-02-01T00:00:00Z') });
  expect(await me.client.trpc.billing.status.query()).toMatchObject({
    subscribed: true,
    subscription_tier: 'Monthly',
    subscription_end: '2026-04-10T12:00:00.000Z',
  });
});

it('says not subscribed, without asking Stripe, for a user with no customer', async () => {
  const { client } = await signedInUser(h.app, 'no-customer');
  const before = h.fake.requests.length;
  expect(await client.trpc.billing.status.query()).toEqual({
    subscribed: false,
    subscription_tier: null,
    subscription_end: null,
    cancel_at_period_end: false,
    trial: null,
    chosen_plan: null,
  });
  expect(h.fake.requests.length).toBe(before);
  // The trial is recorded here with Stripe too.
  expect((await client.trpc.billing.startTrial.mutate()).trial).toEqual({
    startedAt: '2026-03-10T12:00:00.000Z',
    endsAt: '2026-03-17T12:00:00.000Z',
    active: true,
  });
});

it('opens the customer portal for the user’s own customer, returning to the Subscription page', async () => {
  const me = await subscriber('portal', 'month', new Date('2026-04-10T12:00:00Z'));
  const { url } = await me.client.trpc.billing.portal.mutate();
  const session = h.fake.portalSessions.at(-1)!;
  expect(url).toBe(session.url);
  expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
  expect(session.customer).toBe(me.customer.id);
  expect(session.return_url).toBe(`${h.app.baseUrl}/settings/subscription`);

  const stranger = await signedInUser(h.app, 'portal-none');
  const refused = await failureOf(stranger.client.trpc.billing.portal.mutate());
  expect(refused.data?.code).toBe('NOT_FOUND');
  expect(refused.message).toBe("You don't have a subscription to manage yet.");
});

it('never shows user B the status or portal of user A', async () => {
  const a = await subscriber('iso-a', 'year', new Date('2027-03-10T12:00:00Z'));
  const b = await signedInUser(h.app, 'iso-b');
  const sessions = h.fake.portalSessions.length;
  expect((await b.client.trpc.billing.status.query()).subscribed).toBe(false);
  expect((await failureOf(b.client.trpc.billing.portal.mutate())).data?.code).toBe('NOT_FOUND');
  expect(h.fake.portalSessions.length).toBe(sessions);

  // B's own checkout cannot take over A's customer either: a customer stays with its first user.
  const stolen = h.checkout({ userId: b.userId, email: b.email }, 'month', new Date('2026-04-10T12:00:00Z'));
  stolen.checkoutCompleted.data.object.customer = a.customer.id;
  expect((await h.deliver(stolen.checkoutCompleted)).status).toBe(200);
  expect((await b.client.trpc.billing.status.query()).subscribed).toBe(false);
  expect((await a.client.trpc.billing.status.query()).subscription_tier).toBe('Yearly');
  const owners = await h.app.db.selectFrom('billing_customers').select('user_id').where('stripe_customer_id', '=', a.customer.id).execute();
  expect(owners).toEqual([{ user_id: a.userId }]);
});

it('answers from the last state heard by webhook when Stripe cannot be reached, and fails with nothing heard', async () => {
  const me = await subscriber('fallback', 'month', new Date('2026-04-10T12:00:00Z'));
  expect((await h.deliver(h.subscriptionEvent('created', me.subscription))).status).toBe(200);
  const other = await subscriber('fallback-none', 'month', new Date('2026-04-10T12:00:00Z'));

  h.fake.faults.push({ path: '/v1/subscriptions', status: 500, times: 4 });
  expect(await me.client.trpc.billing.status.query()).toMatchObject({
    subscribed: true,
    subscription_tier: 'Monthly',
    subscription_end: '2026-04-10T12:00:00.000Z',
  });
  // Never heard of by webhook, never checked before: no answer rather than a wrong one.
  const failed = await failureOf(other.client.trpc.billing.status.query());
  expect(failed.data?.code).toBe('INTERNAL_SERVER_ERROR');
  expect(failed.message).toBe('Failed to check subscription status');
  h.fake.faults.length = 0;
});

it('refuses cleanly when the secret key is wrong, and never logs the key', async () => {
  const { logger, lines } = captureLogs();
  const deps = await testDeps(h.app.database, { clock, config: { billing: stripeBilling(h.fake, 'sk_test_wrong_key_999') } });
  const me = await subscriber('bad-key', 'month', new Date('2026-04-10T12:00:00Z'));
  await expect(portalUrl({ ...deps, logger }, me.userId)).rejects.toThrow('Failed to open subscription management portal');
  const all = lines.join('\n');
  expect(all).toContain('customer portal failed');
  expect(all).not.toContain('sk_test_wrong_key_999');
  expect(all).not.toContain(h.fake.secretKey);
  expect(all).not.toContain(webhookSecret);
  await deps.events.close();
});

it('cancels the user’s live subscriptions, and only theirs, when the account is deleted', async () => {
  const me = await subscriber('delete-me', 'month', new Date('2026-04-10T12:00:00Z'));
  const past = h.fake.addSubscription(me.customer.id, { interval: 'year', status: 'canceled', periodEnd: new Date('2026-01-01T00:00:00Z') });
  const other = await subscriber('keep-me', 'year', new Date('2027-03-10T12:00:00Z'));
  const deps = await testDeps(h.app.database, { clock, config: { billing: stripeBilling(h.fake) } });
  const before = h.fake.requests.length;

  await onAccountDeleted(deps, me.userId);
  expect(h.fake.subscriptions.get(me.subscription.id)!.status).toBe('canceled');
  expect(h.fake.subscriptions.get(other.subscription.id)!.status).toBe('active');
  const cancels = h.fake.requests.slice(before).filter((r) => r.method === 'DELETE');
  expect(cancels.map((r) => r.path)).toEqual([`/v1/subscriptions/${me.subscription.id}`]);
  expect(cancels.map((r) => r.path)).not.toContain(`/v1/subscriptions/${past.id}`);

  // Nothing for a user without a customer; Stripe unreachable stops the deletion.
  const plain = await signedInUser(h.app, 'delete-plain');
  await expect(onAccountDeleted(deps, plain.userId)).resolves.toBeUndefined();
  h.fake.faults.push({ path: '/v1/subscriptions', status: 500, times: 4 });
  await expect(onAccountDeleted(deps, other.userId)).rejects.toThrow();
  h.fake.faults.length = 0;
  expect(h.fake.subscriptions.get(other.subscription.id)!.status).toBe('active');
  await deps.events.close();
});
