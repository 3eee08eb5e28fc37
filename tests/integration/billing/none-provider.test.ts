import { afterAll, beforeAll, expect, it } from 'vitest';
import { failureOf } from '../../support/api-client';
import { startTestApp, type TestApp } from '../../support/test-app';
import { ONBOARDING_STEPS } from '../../../src/shared/onboarding';
import { signedInUser } from '../../support/users';

// BILLING_PROVIDER=none (the default): plans on show, nothing sold, the trial is ours.

let now = new Date('2026-03-10T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false, clock: () => now });
});
afterAll(() => t?.close());

it('shows the three plans with no payment links, to anyone', async () => {
  const answer = await t.client().trpc.billing.plans.query();
  expect(answer.provider).toBe('none');
  expect(answer.plans.map((p) => [p.id, p.name, p.pricePence, p.isPremium, p.isFeatured, p.paymentLink])).toEqual([
    ['monthly', 'Monthly', 499, true, false, null],
    ['yearly', 'Yearly', 3999, true, true, null],
    ['trial', 'Free Trial', 0, false, false, null],
  ]);
});

it('says not subscribed before and after the trial, which is recorded once for 7 days', async () => {
  const { client, userId } = await signedInUser(t, 'trial');
  expect(await client.trpc.billing.status.query()).toEqual({
    subscribed: false,
    subscription_tier: null,
    subscription_end: null,
    cancel_at_period_end: false,
    trial: null,
    chosen_plan: null,
  });

  const started = await client.trpc.billing.startTrial.mutate();
  const trial = { startedAt: '2026-03-10T12:00:00.000Z', endsAt: '2026-03-17T12:00:00.000Z', active: true };
  expect(started).toEqual({ subscribed: false, subscription_tier: null, subscription_end: null, cancel_at_period_end: false, trial, chosen_plan: null });

  // A second start a day later changes nothing: the first dates stand.
  now = new Date('2026-03-11T09:00:00Z');
  expect((await client.trpc.billing.startTrial.mutate()).trial).toEqual(trial);
  const rows = await t.db.selectFrom('free_trials').selectAll().where('user_id', '=', userId).execute();
  expect(rows).toHaveLength(1);
  expect(rows[0]!.ends_at.toISOString()).toBe('2026-03-17T12:00:00.000Z');

  // Active until the instant it ends, over from then on.
  now = new Date('2026-03-17T11:59:59Z');
  expect((await client.trpc.billing.status.query()).trial?.active).toBe(true);
  now = new Date('2026-03-17T12:00:00Z');
  expect(await client.trpc.billing.status.query()).toEqual({
    subscribed: false,
    subscription_tier: null,
    subscription_end: null,
    cancel_at_period_end: false,
    trial: { ...trial, active: false },
    chosen_plan: null,
  });
  now = new Date('2026-03-10T12:00:00Z');
});

it("keeps each user's trial to themselves", async () => {
  const a = await signedInUser(t, 'trial-a');
  const b = await signedInUser(t, 'trial-b');
  await a.client.trpc.billing.startTrial.mutate();
  expect((await b.client.trpc.billing.status.query()).trial).toBeNull();
  expect((await a.client.trpc.billing.status.query()).trial?.active).toBe(true);
});

it('refuses the portal with a clear message: there is nothing to manage', async () => {
  const { client } = await signedInUser(t, 'portal-none');
  const error = await failureOf(client.trpc.billing.portal.mutate());
  expect(error.data?.code).toBe('NOT_FOUND');
  expect(error.message).toBe('Payments are not set up on this server, so there is no subscription to manage.');
});

it('needs a signed-in user for status, trial and portal', async () => {
  const anonymous = t.client();
  // One call at a time: a rejected call not yet awaited is an unhandled rejection.
  const calls = [() => anonymous.trpc.billing.status.query(), () => anonymous.trpc.billing.startTrial.mutate(), () => anonymous.trpc.billing.portal.mutate()];
  for (const call of calls) {
    expect((await failureOf(call())).data?.code).toBe('UNAUTHORIZED');
  }
});

it('has no webhook route without Stripe', async () => {
  const response = await fetch(`${t.baseUrl}/api/billing/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  expect(response.status).toBe(404);
});

it('removes the trial with the account', async () => {
  const { client, userId } = await signedInUser(t, 'trial-gone');
  await client.trpc.billing.startTrial.mutate();
  await t.db.deleteFrom('users').where('id', '=', userId).execute();
  expect(await t.db.selectFrom('free_trials').select('user_id').where('user_id', '=', userId).execute()).toEqual([]);
});

it('remembers the plan chosen on the paywall, with payments not set up, for Settings > Subscription', async () => {
  const { client } = await signedInUser(t, 'chosen-plan');
  expect((await client.trpc.billing.status.query()).chosen_plan).toBeNull();
  await client.trpc.onboarding.saveGoals.mutate({ goals: ['build-savings'] });
  for (const step of ONBOARDING_STEPS) await client.trpc.onboarding.recordStep.mutate({ step });
  await client.trpc.onboarding.complete.mutate({ payDay: 25, selectedPlan: 'yearly' });
  expect(await client.trpc.billing.status.query()).toEqual({
    subscribed: false,
    subscription_tier: null,
    subscription_end: null,
    cancel_at_period_end: false,
    trial: null,
    chosen_plan: 'yearly',
  });
  // Another user's choice is theirs.
  expect((await (await signedInUser(t, 'chosen-plan-b')).client.trpc.billing.status.query()).chosen_plan).toBeNull();
});
