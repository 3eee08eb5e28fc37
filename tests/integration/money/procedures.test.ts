import { afterAll, beforeAll, expect, it } from 'vitest';
import { failureOf, type ApiClient } from '../../support/api-client';
import { linkSandboxBank } from '../../support/sandbox-link';
import { startTestApp, type TestApp } from '../../support/test-app';
import { signedInUser } from '../../support/users';
import { openEvents, waitFor } from '../../support/events';
import { onboardedUser, seedAccounts, seedTransactions } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false, clock: () => new Date('2026-03-10T12:00:00Z') });
});
afterAll(() => t?.close());

const TX_ID = '00000000-0000-4000-8000-000000000000';

/** Every procedure of the three routers, called with valid input. */
const everyProcedure: [string, (c: ApiClient) => Promise<unknown>][] = [
  ['dashboard.overview', (c) => c.trpc.dashboard.overview.query()],
  ['dashboard.spending', (c) => c.trpc.dashboard.spending.query()],
  ['dashboard.savings', (c) => c.trpc.dashboard.savings.query()],
  ['money.overview', (c) => c.trpc.money.overview.query()],
  ['money.monthly', (c) => c.trpc.money.monthly.query()],
  ['money.yearly', (c) => c.trpc.money.yearly.query()],
  ['money.otherIncome', (c) => c.trpc.money.otherIncome.query()],
  ['money.addIncome', (c) => c.trpc.money.addIncome.mutate({ amount: '10', incomeDate: '2026-03-01', isRecurring: false })],
  ['money.labelTransaction', (c) => c.trpc.money.labelTransaction.mutate({ transactionId: TX_ID })],
  ['transactions.list', (c) => c.trpc.transactions.list.query({ tab: 'all' })],
  ['transactions.hasBank', (c) => c.trpc.transactions.hasBank.query()],
];

it('refuses every procedure to a visitor who is not signed in', async () => {
  for (const [name, call] of everyProcedure) {
    const failure = await failureOf(call(t.client()));
    expect(failure.data?.code, name).toBe('UNAUTHORIZED');
  }
});

it('refuses every procedure until onboarding is complete, and writes nothing', async () => {
  const { client, userId } = await signedInUser(t, 'money-not-onboarded');
  for (const [name, call] of everyProcedure) {
    const failure = await failureOf(call(client));
    expect(failure.data?.code, name).toBe('FORBIDDEN');
    expect(failure.data?.appCode, name).toBe('ONBOARDING_INCOMPLETE');
  }
  expect(await t.db.selectFrom('income').select('id').where('user_id', '=', userId).execute()).toEqual([]);
});

it('answers every procedure for a new user with no bank yet', async () => {
  const { client } = await onboardedUser(t, 'money-empty');
  expect(await client.trpc.dashboard.overview.query()).toEqual({
    balance: 0,
    savings: 0,
    moneyIn: 0,
    // No transactions at all: nothing to say where data begins.
    payCycle: { startDate: '2026-02-28', endDate: '2026-03-27', dataFrom: null },
  });
  expect((await client.trpc.dashboard.spending.query()).periods.every((p) => p.total === 0)).toBe(true);
  expect(await client.trpc.dashboard.savings.query()).toEqual({
    moneyInSavings: 0,
    savingsBalance: 0,
    lastDeposit: null,
    lastMonthBalance: 0,
    cycle: { startDate: '2026-02-28', endDate: '2026-03-27' },
    accounts: [],
  });
  expect(await client.trpc.money.monthly.query()).toEqual({ cycles: [] });
  expect((await client.trpc.money.yearly.query()).yearTotal).toBe(0);
  expect(await client.trpc.money.otherIncome.query()).toEqual({ deposits: [] });
  expect(await client.trpc.transactions.list.query({ tab: 'all' })).toEqual({ rows: [], total: 0, totalExact: true, nextCursor: null });
  expect(await client.trpc.transactions.hasBank.query()).toEqual({ hasBank: false });
});

it('money.addIncome: saves pence exactly, the frequency only when recurring, and validates', async () => {
  const { client, userId } = await onboardedUser(t, 'money-add', 15);
  const row = await client.trpc.money.addIncome.mutate({
    amount: '1,234.56',
    incomeDate: '2026-03-02',
    source: '  Acme  ',
    category: 'Wages',
    notes: 'March',
    isRecurring: true,
    frequency: 'Weekly',
  });
  expect(row).toMatchObject({
    amount: 123456,
    income_date: '2026-03-02',
    source: 'Acme',
    category: 'Wages',
    custom_category: null,
    notes: 'March',
    is_recurring: true,
    frequency: 'Weekly',
  });
  // A number is accepted too; a frequency without the switch is dropped.
  expect(await client.trpc.money.addIncome.mutate({ amount: 12.5, incomeDate: '2026-03-03', isRecurring: false, frequency: 'Monthly' })).toMatchObject({
    amount: 1250,
    is_recurring: false,
    frequency: null,
    source: null,
    category: null,
  });
  // Recurring with no frequency chosen: Monthly.
  expect(await client.trpc.money.addIncome.mutate({ amount: '0.01', incomeDate: '2026-03-04', isRecurring: true })).toMatchObject({
    amount: 1,
    frequency: 'Monthly',
  });
  // Pay day 15: Sunday 15 Feb and Sunday 15 Mar move to Friday 13th (issue 11), so the cycle
  // 02-13 .. 03-12 holds all three: 123456 + 1250 + 1 = 124707.
  expect((await client.trpc.money.overview.query()).current).toEqual({ startDate: '2026-02-13', endDate: '2026-03-12', total: 124707, dataFrom: null });

  for (const amount of [0, -5, '0', '0.00', 'abc', '', '-1']) {
    const bad = await failureOf(client.trpc.money.addIncome.mutate({ amount, incomeDate: '2026-03-01', isRecurring: false }));
    expect(bad.data?.code, String(amount)).toBe('BAD_REQUEST');
    expect(bad.data?.fieldErrors?.amount, String(amount)).toEqual(['Amount must be greater than 0']);
  }
  for (const incomeDate of ['', '2026-02-30', 'yesterday']) {
    const bad = await failureOf(client.trpc.money.addIncome.mutate({ amount: '5', incomeDate, isRecurring: false }));
    expect(bad.data?.fieldErrors?.incomeDate, incomeDate).toEqual(['Income date is required']);
  }
  const noDate = await failureOf(client.trpc.money.addIncome.mutate({ amount: '5', isRecurring: false } as never));
  expect(noDate.data?.fieldErrors?.incomeDate).toEqual(['Income date is required']);
  expect(
    (await failureOf(client.trpc.money.addIncome.mutate({ amount: '5', incomeDate: '2026-03-01', isRecurring: true, frequency: 'Daily' as never }))).data?.code,
  ).toBe('BAD_REQUEST');
  expect(
    (await failureOf(client.trpc.money.addIncome.mutate({ amount: '5', incomeDate: '2026-03-01', isRecurring: false, category: 'Lottery' as never }))).data
      ?.code,
  ).toBe('BAD_REQUEST');
  expect(await t.db.selectFrom('income').select('amount').where('user_id', '=', userId).orderBy('amount').execute()).toEqual([
    { amount: 1 },
    { amount: 1250 },
    { amount: 123456 },
  ]);
});

it('money.labelTransaction: upserts the label, remembers the source, and needs the user’s own transaction', async () => {
  const { client, userId } = await onboardedUser(t, 'money-label', 1);
  const [account] = await seedAccounts(t.db, userId, [{ name: 'Current', balance: 0 }]);
  const [first, second] = await seedTransactions(t.db, userId, [
    { account: account!, date: '2026-03-02', amount: 5000, description: 'Upwork Payout' },
    { account: account!, date: '2026-03-09', amount: 7000, description: 'UPWORK PAYOUT' },
  ]);
  expect(await client.trpc.money.labelTransaction.mutate({ transactionId: first!, source: 'Upwork', category: 'Freelancer' })).toEqual({ ok: true });
  // Labelling again replaces the label (one row per user and transaction).
  await client.trpc.money.labelTransaction.mutate({ transactionId: first!, source: 'Upwork', category: 'Side Hustle', notes: 'Logo job' });
  const labels = await t.db.selectFrom('transaction_labels').select(['transaction_id', 'source', 'category', 'notes']).where('user_id', '=', userId).execute();
  expect(labels).toEqual([{ transaction_id: first, source: 'Upwork', category: 'Side Hustle', notes: 'Logo job' }]);
  expect(
    await t.db.selectFrom('income_sources').select(['source_identifier', 'default_source_name', 'default_category']).where('user_id', '=', userId).execute(),
  ).toEqual([{ source_identifier: 'upwork payout', default_source_name: 'Upwork', default_category: 'Side Hustle' }]);
  const deposits = (await client.trpc.money.otherIncome.query()).deposits;
  expect(deposits.find((d) => d.id === second)).toMatchObject({ label: null, suggested: { source: 'Upwork', category: 'Side Hustle' } });

  // Every field is optional; an empty label keeps the source's default as it was.
  await client.trpc.money.labelTransaction.mutate({ transactionId: second! });
  const after = (await client.trpc.money.otherIncome.query()).deposits.find((d) => d.id === second);
  expect(after).toMatchObject({ label: { source: null, category: null, notes: null }, suggested: null });
  expect((await t.db.selectFrom('income_sources').select('default_category').where('user_id', '=', userId).executeTakeFirstOrThrow()).default_category).toBe(
    'Side Hustle',
  );

  const missing = await failureOf(client.trpc.money.labelTransaction.mutate({ transactionId: TX_ID, source: 'x' }));
  expect(missing.data?.code).toBe('NOT_FOUND');
  expect((await failureOf(client.trpc.money.labelTransaction.mutate({ transactionId: 'not-a-uuid' }))).data?.code).toBe('BAD_REQUEST');
  expect((await failureOf(client.trpc.money.labelTransaction.mutate({ transactionId: first!, category: 'Lottery' as never }))).data?.code).toBe('BAD_REQUEST');
});

it('transactions.list validates the custom range against the server’s today', async () => {
  const { client } = await onboardedUser(t, 'money-tx-validate');
  for (const input of [{ tab: 'custom' as const }, { tab: 'custom' as const, from: '2026-03-01' }, { tab: 'custom' as const, to: '2026-03-01' }]) {
    const bad = await failureOf(client.trpc.transactions.list.query(input));
    expect(bad.data?.code).toBe('BAD_REQUEST');
    expect(Object.values(bad.data?.fieldErrors ?? {}).flat()).toEqual(['Please select both start and end dates to view transactions.']);
  }
  const reversed = await failureOf(client.trpc.transactions.list.query({ tab: 'custom', from: '2026-03-05', to: '2026-03-01' }));
  expect(reversed.data?.fieldErrors?.from).toEqual(["The start date can't be after the end date."]);
  // Today (2026-03-10) is fine, tomorrow is not.
  expect((await client.trpc.transactions.list.query({ tab: 'custom', from: '2026-03-01', to: '2026-03-10' })).total).toBe(0);
  const future = await failureOf(client.trpc.transactions.list.query({ tab: 'custom', from: '2026-03-01', to: '2026-03-11' }));
  expect(future.data?.code).toBe('BAD_REQUEST');
  expect(future.message).toBe("The end date can't be in the future.");
  // A cursor must name a day and a transaction id.
  expect(
    (await failureOf(client.trpc.transactions.list.query({ tab: 'all', cursor: { date: '2026-02-30', id: '00000000-0000-4000-8000-000000000000' } }))).data
      ?.code,
  ).toBe('BAD_REQUEST');
  expect((await failureOf(client.trpc.transactions.list.query({ tab: 'all', cursor: { date: '2026-02-01', id: 'x' } }))).data?.code).toBe('BAD_REQUEST');
  expect((await failureOf(client.trpc.transactions.list.query({ tab: 'all', search: 'x'.repeat(101) }))).data?.code).toBe('BAD_REQUEST');
  expect((await failureOf(client.trpc.transactions.list.query({ tab: 'later' as never }))).data?.code).toBe('BAD_REQUEST');
});

it('agrees with the bank’s own data after a real sandbox link', async () => {
  const { client, userId } = await onboardedUser(t, 'money-sandbox', 28);
  await linkSandboxBank(client);
  expect(await client.trpc.transactions.hasBank.query()).toEqual({ hasBank: true });
  const accounts = await client.trpc.bank.accounts.query();
  expect(accounts.length).toBeGreaterThan(0);
  const overview = await client.trpc.dashboard.overview.query();
  const isSavings = (a: (typeof accounts)[number]) => a.account_classification === 'SavingsAccount';
  expect(accounts.some(isSavings)).toBe(true);
  expect(overview.balance).toBe(accounts.filter((a) => !isSavings(a)).reduce((s, a) => s + a.balance, 0));
  expect(overview.savings).toBe(accounts.filter(isSavings).reduce((s, a) => s + a.balance, 0));
  const savings = await client.trpc.dashboard.savings.query();
  const savingsAccounts = accounts.filter((a) => a.account_classification === 'SavingsAccount');
  expect(savings.accounts.map((a) => a.id).sort()).toEqual(savingsAccounts.map((a) => a.id).sort());
  // What the savings accounts hold today (Money In Savings is what was paid in this cycle, issue 11).
  expect(savings.savingsBalance).toBe(savingsAccounts.reduce((s, a) => s + a.balance, 0));
  // The listing's count is every stored row; its first page is the newest rows.
  const all = await client.trpc.transactions.list.query({ tab: 'all' });
  const { n } = await t.db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  expect(all.total).toBe(Number(n));
  expect(all.total).toBeGreaterThan(20);
  const newest = await client.trpc.bank.transactions.query({ from: '2000-01-01', to: '2099-12-31', limit: 20 });
  expect(all.rows.map((r) => r.date)).toEqual(newest.map((r) => r.date));
  // The deposits listed for this cycle that Money In counts add up to the cycle's Money In.
  const income = await client.trpc.money.otherIncome.query();
  expect(income.deposits.filter((d) => d.countsAsIncome).reduce((s, d) => s + d.amount, 0)).toBe((await client.trpc.money.overview.query()).current.total);
});

it('tells the user’s open pages that income changed after adding or labelling, and nobody else', async () => {
  const me = await onboardedUser(t, 'money-rt-me');
  const other = await onboardedUser(t, 'money-rt-other');
  const [account] = await seedAccounts(t.db, me.userId, [{ name: 'Current', balance: 0 }]);
  const [deposit] = await seedTransactions(t.db, me.userId, [{ account: account!, date: '2026-03-02', amount: 100, description: 'Pay' }]);
  const mine = openEvents(t.baseUrl, me.client);
  const theirs = openEvents(t.baseUrl, other.client);
  try {
    await Promise.all([mine.connected, theirs.connected]);
    await me.client.trpc.money.addIncome.mutate({ amount: '1', incomeDate: '2026-03-01', isRecurring: false });
    await waitFor(() => mine.events.filter((e) => e.includes('"income"')).length === 1);
    await me.client.trpc.money.labelTransaction.mutate({ transactionId: deposit!, source: 'Boss' });
    await waitFor(() => mine.events.filter((e) => e.includes('"income"')).length === 2);
    // Their own change reaches them after anything sent before it: mine would be there by then.
    await other.client.trpc.payday.set.mutate({ payDay: 20 });
    await waitFor(() => theirs.events.some((e) => e.includes('"payday"')));
    expect(theirs.events.filter((e) => e.includes('topics') && !e.includes('"payday"'))).toEqual([]);
  } finally {
    mine.close();
    theirs.close();
  }
});
