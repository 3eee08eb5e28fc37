import { afterAll, beforeAll, expect, it } from 'vitest';
import { failureOf, type ApiClient } from '../../support/api-client';
import { startTestApp, type TestApp } from '../../support/test-app';
import { onboardedUser, seedAccounts, seedTransactions } from './support';

// Alice has everything (accounts, savings, deposits, spending, income by hand, a label and
// a remembered source); Bob has nothing of his own but a deposit described like Alice's.
// Each of Bob's answers must hold nothing of Alice's, and he cannot label her transactions.

let t: TestApp;
let alice: { client: ApiClient; userId: string };
let bob: { client: ApiClient; userId: string };
let aliceDeposit: string;
let aliceSpend: string;

beforeAll(async () => {
  t = await startTestApp({ scheduler: false, clock: () => new Date('2026-03-10T12:00:00Z') });
  alice = await onboardedUser(t, 'cross-alice', 1);
  bob = await onboardedUser(t, 'cross-bob', 1);
  const [current, saver] = await seedAccounts(t.db, alice.userId, [
    { name: 'Alice Current', balance: 70000 },
    { name: 'Alice Saver', classification: 'SavingsAccount', balance: 900000 },
  ]);
  [aliceDeposit, aliceSpend] = (await seedTransactions(t.db, alice.userId, [
    { account: current!, date: '2026-03-02', amount: 310000, description: 'Shared Employer Ltd' },
    { account: current!, date: '2026-03-10', amount: -4200, description: 'Alice Groceries' },
    { account: current!, date: '2026-02-10', amount: -8000, description: 'Alice February' },
    { account: saver!, date: '2026-03-03', amount: 15000, description: 'Alice savings deposit' },
  ])) as [string, string];
  await alice.client.trpc.money.addIncome.mutate({ amount: '99.99', incomeDate: '2026-03-04', source: 'Alice side job', isRecurring: false });
  await alice.client.trpc.money.labelTransaction.mutate({ transactionId: aliceDeposit, source: 'Alice Employer', category: 'Wages', notes: 'private' });

  const [bobAccount] = await seedAccounts(t.db, bob.userId, [{ name: 'Bob Current', balance: 0 }]);
  await seedTransactions(t.db, bob.userId, [{ account: bobAccount!, date: '2026-03-05', amount: 100, description: 'SHARED EMPLOYER LTD' }]);
});
afterAll(() => t?.close());

it("Bob's every answer holds nothing of Alice's", async () => {
  const b = bob.client.trpc;
  // Pay day 1: Sunday 1 March moves to Friday 27 February (issue 11).
  expect(await b.dashboard.overview.query()).toEqual({
    balance: 0,
    savings: 0,
    moneyIn: 100,
    // Bob's only transaction is on 5 March: this month's figure stands on data from then.
    payCycle: { startDate: '2026-02-27', endDate: '2026-03-31', dataFrom: '2026-03-05' },
  });
  expect((await b.dashboard.spending.query()).periods.map((p) => p.total)).toEqual([0, 0, 0, 0, 0]);
  // No savings accounts: nothing paid in, nothing held at the end of last cycle.
  expect(await b.dashboard.savings.query()).toEqual({
    moneyInSavings: 0,
    savingsBalance: 0,
    lastDeposit: null,
    lastMonthBalance: 0,
    cycle: { startDate: '2026-02-27', endDate: '2026-03-31' },
    accounts: [],
  });
  expect(await b.money.overview.query()).toMatchObject({ current: { total: 100 }, yearToDate: { total: 100 } });
  expect(await b.money.monthly.query()).toEqual({ cycles: [{ startDate: '2026-02-27', endDate: '2026-03-31', total: 100, state: 'current' }] });
  expect((await b.money.yearly.query()).yearTotal).toBe(100);
  // His deposit has the same source as Alice's labelled one: her remembered label is hers only.
  const { deposits } = await b.money.otherIncome.query();
  expect(deposits.map((d) => [d.description, d.amount, d.label, d.suggested])).toEqual([['SHARED EMPLOYER LTD', 100, null, null]]);
  const list = await b.transactions.list.query({ tab: 'all' });
  expect(list.total).toBe(1);
  expect(JSON.stringify(list)).not.toMatch(/alice/i);
  expect((await b.transactions.list.query({ tab: 'all', search: 'Alice' })).total).toBe(0);
  // A cursor naming Alice's row is only a place in Bob's own list.
  const after = await b.transactions.list.query({ tab: 'all', cursor: { date: '2026-03-10', id: aliceSpend } });
  expect(after.rows.map((r) => r.description)).toEqual(['SHARED EMPLOYER LTD']);
  expect(await b.transactions.hasBank.query()).toEqual({ hasBank: true });
  const everything = JSON.stringify([await b.dashboard.savings.query(), await b.money.otherIncome.query(), await b.money.yearly.query()]);
  expect(everything).not.toMatch(/alice|private|side job/i);
});

it("Bob cannot label Alice's transactions (NOT_FOUND), and her label stays as it was", async () => {
  for (const transactionId of [aliceDeposit, aliceSpend]) {
    const failure = await failureOf(
      bob.client.trpc.money.labelTransaction.mutate({ transactionId, source: 'Bob', category: 'Other', customCategory: 'Mine now' }),
    );
    expect(failure.data?.code).toBe('NOT_FOUND');
  }
  expect(await t.db.selectFrom('transaction_labels').select(['user_id', 'source', 'category', 'notes']).execute()).toEqual([
    { user_id: alice.userId, source: 'Alice Employer', category: 'Wages', notes: 'private' },
  ]);
  expect(await t.db.selectFrom('income_sources').select('user_id').execute()).toEqual([{ user_id: alice.userId }]);
});

it("Bob's own income and labels never change Alice's figures", async () => {
  const before = await Promise.all([
    alice.client.trpc.dashboard.overview.query(),
    alice.client.trpc.money.overview.query(),
    alice.client.trpc.money.otherIncome.query(),
  ]);
  // Alice (pay day 1, cycle 02-27 .. 03-31: Sunday 1 March moves to Friday 27 Feb, issue 11): 310000 + 15000 into her saver (its other side is
  // not in her accounts, so it is money in) + 9999 by hand = 334999. Balance 70000 in her current
  // account, 900000 in her saver beside it.
  expect(before[0]).toEqual({ balance: 70000, savings: 900000, moneyIn: 334999, payCycle: { startDate: '2026-02-27', endDate: '2026-03-31', dataFrom: null } });
  await bob.client.trpc.money.addIncome.mutate({ amount: '500', incomeDate: '2026-03-06', isRecurring: false });
  const bobDeposit = (await bob.client.trpc.money.otherIncome.query()).deposits.find((d) => d.kind === 'transaction')!;
  await bob.client.trpc.money.labelTransaction.mutate({ transactionId: bobDeposit.id, source: 'Bob Employer', category: 'Benefits' });
  const after = await Promise.all([
    alice.client.trpc.dashboard.overview.query(),
    alice.client.trpc.money.overview.query(),
    alice.client.trpc.money.otherIncome.query(),
  ]);
  expect(after).toEqual(before);
  expect(after[2].deposits.find((d) => d.id === aliceDeposit)?.label).toEqual({ source: 'Alice Employer', category: 'Wages', notes: 'private' });
});
