import { afterAll, beforeAll, expect, it } from 'vitest';
import { failureOf, type ApiClient } from '../../support/api-client';
import { startTestApp, type TestApp } from '../../support/test-app';
import { onboardedUser, seedAccounts, seedTransactions } from './support';

// Income added by hand can be edited and deleted by its owner only, and Other Income lists
// every deposit of the pay cycle, saying which ones Money In counts.

let t: TestApp;
let alice: { client: ApiClient; userId: string };
let bob: { client: ApiClient; userId: string };

beforeAll(async () => {
  t = await startTestApp({ scheduler: false, clock: () => new Date('2026-03-10T12:00:00Z') });
  alice = await onboardedUser(t, 'income-edit-alice', 1);
  bob = await onboardedUser(t, 'income-edit-bob', 1);
});
afterAll(() => t?.close());

const incomeRows = (userId: string) =>
  t.db
    .selectFrom('income')
    .select(['amount', 'income_date', 'source', 'category', 'notes', 'is_recurring', 'frequency'])
    .where('user_id', '=', userId)
    .orderBy('income_date')
    .execute();

it('edits income added by hand, and Money In follows', async () => {
  const a = alice.client.trpc;
  const added = await a.money.addIncome.mutate({
    amount: '120',
    incomeDate: '2026-03-04',
    source: 'Market stall',
    category: 'Side Hustle',
    isRecurring: false,
  });
  expect((await a.money.overview.query()).current.total).toBe(12000);

  const updated = await a.money.updateIncome.mutate({
    id: added.id,
    amount: '150.50',
    incomeDate: '2026-03-06',
    source: 'Craft fair',
    category: 'Other',
    customCategory: 'Crafts',
    notes: 'two days',
    isRecurring: true,
    frequency: null,
  });
  expect(updated).toMatchObject({ id: added.id, amount: 15050, income_date: '2026-03-06', category: 'Crafts', custom_category: 'Crafts' });
  // Recurring with no frequency chosen saves Monthly, as adding does.
  expect(await incomeRows(alice.userId)).toEqual([
    { amount: 15050, income_date: '2026-03-06', source: 'Craft fair', category: 'Crafts', notes: 'two days', is_recurring: true, frequency: 'Monthly' },
  ]);
  // Pay day 1: the cycle is 1-31 March; 150.50 in it.
  expect((await a.money.overview.query()).current.total).toBe(15050);
  const listed = (await a.money.otherIncome.query()).deposits;
  expect(listed).toEqual([
    {
      kind: 'manual',
      countsAsIncome: true,
      recurrence: { isRecurring: true, frequency: 'Monthly' },
      id: added.id,
      date: '2026-03-06',
      amount: 15050,
      merchantName: null,
      description: 'Craft fair',
      label: { source: 'Craft fair', category: 'Crafts', notes: 'two days' },
      suggested: null,
    },
  ]);

  // The same rules as adding: a negative amount is refused and nothing changes.
  const bad = await failureOf(a.money.updateIncome.mutate({ id: added.id, amount: '-5', incomeDate: '2026-03-06', isRecurring: false }));
  expect(bad.data?.code).toBe('BAD_REQUEST');
  expect((await incomeRows(alice.userId))[0]?.amount).toBe(15050);

  await a.money.deleteIncome.mutate({ id: added.id });
  expect(await incomeRows(alice.userId)).toEqual([]);
  expect((await a.money.overview.query()).current.total).toBe(0);
  // Deleting it again: it is gone.
  expect((await failureOf(a.money.deleteIncome.mutate({ id: added.id }))).data?.code).toBe('NOT_FOUND');
});

it("Bob can neither edit nor delete Alice's income: NOT_FOUND, and her entry stays as it was", async () => {
  const mine = await alice.client.trpc.money.addIncome.mutate({ amount: '99.99', incomeDate: '2026-03-02', source: 'Alice tutoring', isRecurring: false });
  const before = await incomeRows(alice.userId);
  const b = bob.client.trpc;
  const edit = await failureOf(b.money.updateIncome.mutate({ id: mine.id, amount: '1', incomeDate: '2026-03-02', source: 'Bob', isRecurring: false }));
  expect(edit.data?.code).toBe('NOT_FOUND');
  expect(edit.message).toBe('That income was not found.');
  expect((await failureOf(b.money.deleteIncome.mutate({ id: mine.id }))).data?.code).toBe('NOT_FOUND');
  expect(await incomeRows(alice.userId)).toEqual(before);
  expect(await incomeRows(bob.userId)).toEqual([]);
  // Bob's own entry is his to change; Alice's list does not show it.
  const his = await b.money.addIncome.mutate({ amount: '10', incomeDate: '2026-03-03', isRecurring: false });
  await b.money.updateIncome.mutate({ id: his.id, amount: '11', incomeDate: '2026-03-03', isRecurring: false });
  expect((await incomeRows(bob.userId)).map((r) => r.amount)).toEqual([1100]);
  expect((await alice.client.trpc.money.otherIncome.query()).deposits.map((d) => d.amount)).toEqual([9999]);
  await alice.client.trpc.money.deleteIncome.mutate({ id: mine.id });
});

it('lists every deposit of this pay cycle, each labellable, saying which ones Money In counts', async () => {
  const carol = await onboardedUser(t, 'income-edit-carol', 1);
  const [current, saver] = await seedAccounts(t.db, carol.userId, [
    { name: 'Carol Current', balance: 50000 },
    { name: 'Carol Saver', classification: 'SavingsAccount', balance: 100000 },
  ]);
  const [salary, refund, moveIn] = await seedTransactions(t.db, carol.userId, [
    { account: current!, date: '2026-03-02', amount: 250000, description: 'ACME LTD SALARY' },
    { account: current!, date: '2026-03-05', amount: 1999, description: 'Refund from Shop' },
    // £200 moved from current to saver: the saver's side is a deposit, but not income.
    { account: saver!, date: '2026-03-07', amount: 20000, description: 'From Carol Current' },
    { account: current!, date: '2026-03-07', amount: -20000, description: 'To Carol Saver' },
    // Last cycle's deposit is not listed (pay day 1: Sunday 1 March moves to Friday 27 February).
    { account: current!, date: '2026-02-26', amount: 5000, description: 'February deposit' },
  ]);
  const deposits = (await carol.client.trpc.money.otherIncome.query()).deposits;
  expect(deposits.map((d) => [d.id, d.date, d.amount, d.countsAsIncome])).toEqual([
    [moveIn, '2026-03-07', 20000, false],
    [refund, '2026-03-05', 1999, false],
    [salary, '2026-03-02', 250000, true],
  ]);
  // Money In counts the salary only: 2,500.00.
  expect((await carol.client.trpc.money.overview.query()).current.total).toBe(250000);
  // The refund, not counted as income, can still be labelled.
  await carol.client.trpc.money.labelTransaction.mutate({ transactionId: refund!, source: 'Shop', category: 'Refunds' });
  const labelled = (await carol.client.trpc.money.otherIncome.query()).deposits.find((d) => d.id === refund);
  expect(labelled?.label).toEqual({ source: 'Shop', category: 'Refunds', notes: null });
});
