import { afterAll, beforeAll, expect, it } from 'vitest';
import { failureOf, type ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { signedInUser } from '../support/users';
import { onboardedUser } from './money/support';

// Issue 16 item 13: a NUL byte in a name or note, or a date in year 0000, used to reach
// Postgres and come back as a 500. The shared schemas now refuse them with plain words,
// and nothing is written.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false, clock: () => new Date('2026-03-10T12:00:00Z') });
});
afterAll(() => t?.close());

const NUL_TEXT = 'Rent\u0000';
const CONTROL_MESSAGE = 'Please remove the unusual characters from this text';
const DATE_MESSAGE = 'Please enter a date between 1900 and 2199';

async function expectRefused(call: Promise<unknown>, message: string, label: string) {
  const failure = await failureOf(call);
  expect(failure.data?.code, label).toBe('BAD_REQUEST');
  expect(failure.message, label).toContain(message);
}

async function countRows(userId: string) {
  const count = async (table: 'bills' | 'large_bills' | 'income' | 'personal_access_tokens') =>
    (await t.db.selectFrom(table).select('id').where('user_id', '=', userId).execute()).length;
  return { bills: await count('bills'), loans: await count('large_bills'), income: await count('income'), tokens: await count('personal_access_tokens') };
}

const textCalls: [string, (c: ApiClient) => Promise<unknown>][] = [
  ['bills.add name', (c) => c.trpc.bills.add.mutate({ name: NUL_TEXT, amount: '10', type: 'monthly', category: 'Rent', dueDate: '2026-03-20' })],
  ['loans.add name', (c) => c.trpc.loans.add.mutate({ name: NUL_TEXT, amount: '1000', monthlyPayment: '100', finalPaymentDate: '2027-03-01' })],
  ['money.addIncome notes', (c) => c.trpc.money.addIncome.mutate({ amount: '10', incomeDate: '2026-03-01', notes: NUL_TEXT, isRecurring: false })],
  ['money.addIncome source', (c) => c.trpc.money.addIncome.mutate({ amount: '10', incomeDate: '2026-03-01', source: NUL_TEXT, isRecurring: false })],
  ['tokens.create name', (c) => c.trpc.tokens.create.mutate({ name: NUL_TEXT })],
  ['settings.updateProfile firstName', (c) => c.trpc.settings.updateProfile.mutate({ firstName: NUL_TEXT, lastName: 'Smith' })],
];

const dateCalls: [string, (c: ApiClient) => Promise<unknown>][] = [
  ['bills.add dueDate', (c) => c.trpc.bills.add.mutate({ name: 'Rent', amount: '10', type: 'one-time', category: 'Rent', dueDate: '0000-01-01' })],
  ['loans.add finalPaymentDate', (c) => c.trpc.loans.add.mutate({ name: 'Car', amount: '1000', monthlyPayment: '100', finalPaymentDate: '0000-01-01' })],
  ['money.addIncome incomeDate', (c) => c.trpc.money.addIncome.mutate({ amount: '10', incomeDate: '0000-01-01', isRecurring: false })],
  ['transactions.list from', (c) => c.trpc.transactions.list.query({ tab: 'custom', from: '0000-01-01', to: '2026-03-01' })],
  ['transactions.list to', (c) => c.trpc.transactions.list.query({ tab: 'custom', from: '2026-03-01', to: '9999-12-31' })],
];

it('refuses control characters in names and notes with a plain message, and writes nothing', async () => {
  const { client, userId } = await onboardedUser(t, 'bad-text');
  for (const [label, call] of textCalls) await expectRefused(call(client), CONTROL_MESSAGE, label);
  expect(await countRows(userId)).toEqual({ bills: 0, loans: 0, income: 0, tokens: 0 });
  const profile = await t.db.selectFrom('profiles').select('first_name').where('id', '=', userId).executeTakeFirstOrThrow();
  expect(profile.first_name).toBe('Test');
});

it('refuses dates outside 1900-2199 with a plain message, and writes nothing', async () => {
  const { client, userId } = await onboardedUser(t, 'bad-date');
  for (const [label, call] of dateCalls) await expectRefused(call(client), DATE_MESSAGE, label);
  expect(await countRows(userId)).toEqual({ bills: 0, loans: 0, income: 0, tokens: 0 });
});

it('refuses a NUL or a year-0000 date in the onboarding biggest bill', async () => {
  const { client, userId } = await signedInUser(t, 'bad-onboarding');
  await expectRefused(client.trpc.onboarding.complete.mutate({ payDay: 25, majorBill: { name: NUL_TEXT, amount: '950' } }), CONTROL_MESSAGE, 'name');
  await expectRefused(
    client.trpc.onboarding.complete.mutate({ payDay: 25, majorBill: { name: 'Rent', amount: '950', dueDate: '0000-01-01' } }),
    DATE_MESSAGE,
    'dueDate',
  );
  const profile = await t.db.selectFrom('profiles').select('onboarding_completed').where('id', '=', userId).executeTakeFirstOrThrow();
  expect(profile.onboarding_completed).toBe(false);
  expect((await countRows(userId)).bills).toBe(0);
});

it('refuses a web address in a name that goes into a mail greeting', async () => {
  const client = t.client();
  await expectRefused(
    client.trpc.auth.signUp.mutate({
      firstName: 'Visit https://evil.example',
      lastName: 'X',
      email: 'victim@example.com',
      password: 'secret-pass',
      acceptTerms: true,
    }),
    'Please enter a name without a web address',
    'signUp',
  );
  await expectRefused(
    client.trpc.landing.requestWorksheet.mutate({ name: 'www.evil.example', email: 'victim@example.com' }),
    'Please enter a name without a web address',
    'worksheet',
  );
  expect(await t.db.selectFrom('users').select('id').where('email', '=', 'victim@example.com').execute()).toEqual([]);
});

it('answers a malformed mailed link with the link message, not a length rule', async () => {
  const client = t.client();
  await expectRefused(client.trpc.auth.checkResetToken.query({ token: 'short' }), 'Invalid or expired reset link', 'reset check');
  await expectRefused(
    client.trpc.auth.verifyEmail.mutate({ token: 'short' }),
    'This verification link is invalid or has expired. Please request a new one.',
    'verify',
  );
});
