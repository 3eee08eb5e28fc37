import { createTRPCClient, httpLink } from '@trpc/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppRouter } from '../../src/server/trpc/app-router';
import { ordinal } from '../../src/shared/format';
import { ONBOARDING_STEPS } from '../../src/shared/onboarding';
import { failureOf } from '../support/api-client';
import { openEvents, waitFor } from '../support/events';
import { startTestApp, type TestApp } from '../support/test-app';
import { signedInUser } from '../support/users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false });
});
afterAll(() => t?.close());

/**
 * What payday.get and payday.set answer for a monthly day, with the defaults nobody has
 * changed. The next pay day depends on the real clock here (pay-frequencies.test.ts checks it
 * on a fixed one).
 */
const settings = (payDay: number | null) => ({
  payDay,
  frequency: 'monthly',
  anchor: null,
  weekdayOfMonth: null,
  adjustment: 'previous-working-day',
  region: 'england-and-wales',
  description: payDay === null ? null : payDay === 31 ? 'the last working day of the month' : `the ${ordinal(payDay)}`,
  nextPayDay: payDay === null ? null : expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  salary: null,
});

const storedPayDay = async (userId: string) => (await t.db.selectFrom('profiles').select('pay_day').where('id', '=', userId).executeTakeFirstOrThrow()).pay_day;

it('reads null before any choice, then the saved day; each user their own', async () => {
  const me = await signedInUser(t, 'payday');
  const other = await signedInUser(t, 'payday-other');
  expect(await me.client.trpc.payday.get.query()).toEqual(settings(null));

  expect(await me.client.trpc.payday.set.mutate({ payDay: 15 })).toEqual(settings(15));
  expect(await me.client.trpc.payday.get.query()).toEqual(settings(15));
  expect(await storedPayDay(me.userId)).toBe(15);
  expect(await other.client.trpc.payday.get.query()).toEqual(settings(null));
  expect(await storedPayDay(other.userId)).toBeNull();
});

it('reports the last working day as 31, replaces it with a day, and can choose it again (issue 11)', async () => {
  const me = await signedInUser(t, 'payday-lw');
  await t.db.updateTable('profiles').set({ pay_day: 31 }).where('id', '=', me.userId).execute();
  expect(await me.client.trpc.payday.get.query()).toEqual(settings(31));
  await me.client.trpc.payday.set.mutate({ payDay: 1 });
  expect(await me.client.trpc.payday.get.query()).toEqual(settings(1));
  expect(await me.client.trpc.payday.set.mutate({ payDay: 31 })).toEqual(settings(31));
  expect(await storedPayDay(me.userId)).toBe(31);
});

it('saves the weekend move and the bank-holiday region, keeping them when only the day changes', async () => {
  const me = await signedInUser(t, 'payday-rule');
  expect(await me.client.trpc.payday.set.mutate({ payDay: 25, adjustment: 'next-working-day', region: 'scotland' })).toEqual({
    ...settings(25),
    adjustment: 'next-working-day',
    region: 'scotland',
  });
  expect(await me.client.trpc.payday.set.mutate({ payDay: 10 })).toMatchObject({ payDay: 10, adjustment: 'next-working-day', region: 'scotland' });
  for (const bad of [{ adjustment: 'sometimes' }, { region: 'wales' }]) {
    const error = await failureOf(me.client.trpc.payday.set.mutate({ payDay: 12, ...bad } as never));
    expect(error.data?.code).toBe('BAD_REQUEST');
  }
  expect(await me.client.trpc.payday.get.query()).toMatchObject({ payDay: 10, adjustment: 'next-working-day', region: 'scotland' });
  // No salary recognised yet: nothing to answer.
  expect((await failureOf(me.client.trpc.payday.answerSalary.mutate({ answer: 'confirmed' }))).data?.code).toBe('BAD_REQUEST');
});

it('accepts every day from the 1st to the 28th', async () => {
  const me = await signedInUser(t, 'payday-range');
  for (let day = 1; day <= 28; day++) {
    expect(await me.client.trpc.payday.set.mutate({ payDay: day })).toEqual(settings(day));
    expect(await storedPayDay(me.userId)).toBe(day);
  }
});

it('refuses days outside 1 to 28 and 31 with a clear message, keeping the saved day', async () => {
  const me = await signedInUser(t, 'payday-bad');
  await me.client.trpc.payday.set.mutate({ payDay: 10 });
  for (const payDay of [0, 29, 30, 32, -1, 1.5, Number.NaN]) {
    const error = await failureOf(me.client.trpc.payday.set.mutate({ payDay }));
    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.data?.fieldErrors?.payDay).toEqual(['Please choose a payday between the 1st and the 28th, or the last working day of the month']);
  }
  for (const payDay of ['15', null]) {
    const error = await failureOf(me.client.trpc.payday.set.mutate({ payDay } as unknown as { payDay: number }));
    expect(error.data?.fieldErrors?.payDay).toEqual(['Please choose a payday between the 1st and the 28th, or the last working day of the month']);
  }
  expect(await storedPayDay(me.userId)).toBe(10);
});

it("tells the user's open pages the payday changed, and nobody else", async () => {
  const me = await signedInUser(t, 'payday-rt');
  const other = await signedInUser(t, 'payday-rt-other');
  const mine = openEvents(t.baseUrl, me.client);
  const theirs = openEvents(t.baseUrl, other.client);
  await Promise.all([mine.connected, theirs.connected]);

  await me.client.trpc.payday.set.mutate({ payDay: 20 });
  await waitFor(() => mine.events.some((e) => e.includes('"payday"')));
  expect(mine.events.map((e) => JSON.parse(e) as { topics?: string[] }).filter((e) => e.topics)).toEqual([{ topics: ['payday'] }]);

  // A refused change tells nobody.
  await failureOf(me.client.trpc.payday.set.mutate({ payDay: 29 }));
  // Each user's next change reaches their page after anything sent before it: a wrong event would be there by then.
  await me.client.trpc.payday.set.mutate({ payDay: 21 });
  await other.client.trpc.payday.set.mutate({ payDay: 22 });
  await waitFor(() => mine.events.filter((e) => e.includes('"payday"')).length >= 2 && theirs.events.some((e) => e.includes('"payday"')));
  expect(mine.events.filter((e) => e.includes('"payday"'))).toHaveLength(2);
  expect(theirs.events.map((e) => JSON.parse(e) as { topics?: string[] }).filter((e) => e.topics)).toEqual([{ topics: ['payday'] }]);
  mine.close();
  theirs.close();
});

it('refuses a visitor who is not signed in', async () => {
  const anonymous = t.client();
  expect((await failureOf(anonymous.trpc.payday.get.query())).data?.code).toBe('UNAUTHORIZED');
  expect((await failureOf(anonymous.trpc.payday.set.mutate({ payDay: 5 }))).data?.code).toBe('UNAUTHORIZED');
  expect((await failureOf(anonymous.trpc.support.contact.query())).data?.code).toBe('UNAUTHORIZED');
});

it("lets the user's own script read and set it with a personal access token", async () => {
  const me = await signedInUser(t, 'payday-pat');
  const { token } = await me.client.trpc.tokens.create.mutate({ name: 'script' });
  const api = createTRPCClient<AppRouter>({ links: [httpLink({ url: `${t.baseUrl}/trpc`, headers: { authorization: `Bearer ${token}` } })] });
  expect(await api.payday.set.mutate({ payDay: 7 })).toEqual(settings(7));
  expect(await api.payday.get.query()).toEqual(settings(7));
  expect(await storedPayDay(me.userId)).toBe(7);
});

it('gives a signed-in user the support address from the configuration', async () => {
  const me = await signedInUser(t, 'support');
  expect(await me.client.trpc.support.contact.query()).toEqual({ email: t.config.supportEmail });
  const custom = await startTestApp({ scheduler: false, database: t.database, config: { supportEmail: 'help@example.org' } });
  try {
    const user = await signedInUser(custom, 'support-custom');
    expect(await user.client.trpc.support.contact.query()).toEqual({ email: 'help@example.org' });
  } finally {
    await custom.close();
  }
});

it("onboarding's payday step saves the weekend move with the day", async () => {
  const me = await signedInUser(t, 'payday-onboarding');
  await me.client.trpc.onboarding.saveGoals.mutate({ goals: ['build-savings'] });
  for (const step of ONBOARDING_STEPS) await me.client.trpc.onboarding.recordStep.mutate({ step });
  await me.client.trpc.onboarding.complete.mutate({ payDay: 25, payDayAdjustment: 'next-working-day' });
  expect(await me.client.trpc.payday.get.query()).toEqual({ ...settings(25), adjustment: 'next-working-day' });
});
