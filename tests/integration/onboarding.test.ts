import { afterAll, beforeAll, expect, it } from 'vitest';
import { ONBOARDING_STEPS } from '../../src/shared/onboarding';
import { failureOf } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { signedInUser } from '../support/users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false });
});
afterAll(() => t?.close());

it('records steps only in order, goals first, and completes only after all six', async () => {
  const { client, userId } = await signedInUser(t, 'onb');
  expect(await client.trpc.onboarding.state.query()).toEqual({ steps: [], goals: [], payDay: null, onboardingCompleted: false });

  const skipped = await failureOf(client.trpc.onboarding.recordStep.mutate({ step: 'payday' }));
  expect(skipped.message).toBe('Please finish the previous step first.');
  await client.trpc.onboarding.recordStep.mutate({ step: 'welcome' });
  await client.trpc.onboarding.recordStep.mutate({ step: 'payday' });
  // Recording a step twice changes nothing.
  expect((await client.trpc.onboarding.recordStep.mutate({ step: 'payday' })).steps).toEqual(['welcome', 'payday']);

  const noGoals = await failureOf(client.trpc.onboarding.recordStep.mutate({ step: 'goals' }));
  expect(noGoals.message).toBe('Please choose at least one goal');
  const empty = await failureOf(client.trpc.onboarding.saveGoals.mutate({ goals: [] }));
  expect(empty.data?.fieldErrors?.goals).toEqual(['Please choose at least one goal']);
  await client.trpc.onboarding.saveGoals.mutate({ goals: ['build-savings', 'stop-overspending'] });
  await client.trpc.onboarding.saveGoals.mutate({ goals: ['know-whats-left'] });
  expect((await client.trpc.onboarding.state.query()).goals).toEqual(['know-whats-left']);
  await client.trpc.onboarding.recordStep.mutate({ step: 'goals' });

  const early = await failureOf(client.trpc.onboarding.complete.mutate({ payDay: 25 }));
  expect(early.message).toBe('Please finish every step first.');
  for (const step of ONBOARDING_STEPS.slice(3)) await client.trpc.onboarding.recordStep.mutate({ step });

  await client.trpc.onboarding.complete.mutate({ payDay: 31, majorBill: { name: 'Car finance', amount: '1,234.50', dueDate: '2026-12-01' } });
  expect(await client.trpc.onboarding.state.query()).toMatchObject({ payDay: 31, onboardingCompleted: true });
  expect((await client.trpc.auth.session.query())?.onboardingCompleted).toBe(true);
  const bills = await t.db.selectFrom('bills').selectAll().where('user_id', '=', userId).execute();
  expect(bills).toHaveLength(1);
  expect(bills[0]).toMatchObject({ name: 'Car finance', amount: 123450, due_date: '2026-12-01', category: 'Major Bill', type: 'expense', is_paid: false });
});

it('refuses pay days outside 1 to 28 (31 meaning the last weekday) and bad bill amounts', async () => {
  const { client } = await signedInUser(t, 'onb-bad');
  for (const payDay of [0, 29, 30, 32]) {
    expect((await failureOf(client.trpc.onboarding.complete.mutate({ payDay }))).data?.code).toBe('BAD_REQUEST');
  }
  const amount = await failureOf(client.trpc.onboarding.complete.mutate({ majorBill: { name: 'Loan', amount: '12.345' } }));
  expect(amount.data?.fieldErrors).toEqual({ majorBill: ['Please enter an amount'] });
});

it("one user's onboarding never touches another's, and needs a signed-in user", async () => {
  const a = await signedInUser(t, 'onb-a');
  const b = await signedInUser(t, 'onb-b');
  await a.client.trpc.onboarding.recordStep.mutate({ step: 'welcome' });
  await a.client.trpc.onboarding.saveGoals.mutate({ goals: ['build-savings'] });
  expect(await b.client.trpc.onboarding.state.query()).toEqual({ steps: [], goals: [], payDay: null, onboardingCompleted: false });
  expect((await failureOf(t.client().trpc.onboarding.state.query())).data?.code).toBe('UNAUTHORIZED');
  expect((await failureOf(t.client().trpc.onboarding.recordStep.mutate({ step: 'welcome' }))).data?.code).toBe('UNAUTHORIZED');
});

async function readyToComplete(label: string) {
  const user = await signedInUser(t, label);
  await user.client.trpc.onboarding.saveGoals.mutate({ goals: ['build-savings'] });
  for (const step of ONBOARDING_STEPS) await user.client.trpc.onboarding.recordStep.mutate({ step });
  return user;
}

it('caps the major bill as any bill is capped (£99,999,999.99), with a message, never a server error', async () => {
  const { client, userId } = await readyToComplete('onb-cap');
  for (const amount of ['100,000,000', '99,999,999,999.99', '9'.repeat(31)]) {
    const error = await failureOf(client.trpc.onboarding.complete.mutate({ majorBill: { name: 'Huge', amount } }));
    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.data?.fieldErrors).toEqual({ majorBill: ['Please enter an amount below £100,000,000'] });
  }
  const zero = await failureOf(client.trpc.onboarding.complete.mutate({ majorBill: { name: 'Nothing', amount: '0' } }));
  expect(zero.data?.fieldErrors).toEqual({ majorBill: ['Amount must be greater than 0'] });
  await client.trpc.onboarding.complete.mutate({ majorBill: { name: 'Largest', amount: '99,999,999.99' } });
  const bills = await t.db.selectFrom('bills').select(['name', 'amount']).where('user_id', '=', userId).execute();
  expect(bills).toEqual([{ name: 'Largest', amount: 9_999_999_999 }]);
});

it('completes once only: a second run adds no bill and leaves the pay day alone', async () => {
  const { client, userId } = await readyToComplete('onb-once');
  await client.trpc.onboarding.complete.mutate({ payDay: 25, majorBill: { name: 'Rent', amount: '950' } });
  const again = await failureOf(client.trpc.onboarding.complete.mutate({ payDay: 3, majorBill: { name: 'More', amount: '10' } }));
  expect(again.data?.code).toBe('BAD_REQUEST');
  expect(again.message).toBe('Your account is already set up.');
  const bills = await t.db.selectFrom('bills').select(['name', 'amount']).where('user_id', '=', userId).execute();
  expect(bills).toEqual([{ name: 'Rent', amount: 95000 }]);
  expect((await client.trpc.onboarding.state.query()).payDay).toBe(25);
});
