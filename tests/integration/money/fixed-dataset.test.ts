import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { startTestApp, type TestApp } from '../../support/test-app';
import { onboardedUser, seedAccounts, seedTransactions } from './support';

// A small hand-written dataset with every expected figure worked out BY HAND below (never
// by calling the code under test). The clock is fixed at Tuesday 10 March 2026, noon.
//
// Alice saved pay day 25, so for Money In and for spending alike (a pay day on a weekend or
// bank holiday moves to the working day before, issue 11):
//   current pay cycle   2026-02-25 .. 2026-03-24 (it crosses the end of February)
//   previous cycles     2026-01-23 .. 02-24 (Sunday 25 Jan -> Friday 23rd),
//                       2025-12-24 .. 2026-01-22 (Christmas and Boxing Day -> Wednesday 24th)
//   next cycle          2026-03-25 .. 04-23 (Saturday 25 April -> Friday 24th)
//   spending month      the cycle clamped to March: 2026-03-01 .. 03-24
//   week                Monday 2026-03-09 .. today; last week 03-02 .. 03-08
//   2 and 3 weeks ago   hidden: the spending month began only 9 days ago
//
// Bob saved no pay day: Money In uses 28 (cycle 2026-02-28 .. 03-27), spending uses 1.

let t: TestApp;
let alice: { client: ApiClient; userId: string };
let bob: { client: ApiClient; userId: string };
const tx: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp({ scheduler: false, clock: () => new Date('2026-03-10T12:00:00Z') });
  alice = await onboardedUser(t, 'fixed-alice', 25);
  bob = await onboardedUser(t, 'fixed-bob', null);

  const [current, saver, joint] = await seedAccounts(t.db, alice.userId, [
    { name: 'Everyday Current', balance: 123456 },
    { name: 'Easy Saver', classification: 'SavingsAccount', balance: 500000 },
    // No balance column: the raw data's balances.booked.amount, in pounds.
    { name: 'Joint Account', balance: null, rawData: { balances: { booked: { amount: '250.75' } } } },
  ]);
  const rows = {
    old: { account: current!, date: '2025-03-20', amount: 1000, description: 'Old payout' }, // 13 cycles back
    salaryDec: { account: current!, date: '2025-12-24', amount: 240000, description: 'ACME LTD SALARY' },
    salaryJan: { account: current!, date: '2026-01-23', amount: 240000, description: 'ACME LTD SALARY' },
    bakery: { account: current!, date: '2026-01-24', amount: -700, description: 'BAKERY' },
    newsagent: { account: current!, date: '2026-01-26', amount: -1000, description: 'NEWSAGENT' },
    interest: { account: saver!, date: '2026-02-10', amount: 5000, description: 'Interest' },
    restaurant: { account: current!, date: '2026-02-14', amount: -6500, description: 'RESTAURANT' },
    dayBeforePayDay: { account: current!, date: '2026-02-24', amount: 1500, description: 'Vinted payout' },
    onPayDay: { account: current!, date: '2026-02-25', amount: 250000, description: 'ACME LTD SALARY' },
    rent: { account: current!, date: '2026-02-28', amount: -5000, description: 'RENT SHARE' },
    tfl: { account: current!, date: '2026-03-01', amount: -2000, description: 'TFL TRAVEL' },
    netflix: { account: current!, date: '2026-03-02', amount: -899, description: 'NETFLIX' },
    refund: { account: current!, date: '2026-03-02', amount: 2599, description: 'Amazon Refund' },
    cashback: { account: current!, date: '2026-03-03', amount: 500, description: 'Cashback reward' },
    transferOut: { account: current!, date: '2026-03-04', amount: -10000, description: 'Transfer between accounts' },
    transferIn: { account: joint!, date: '2026-03-04', amount: 10000, description: 'Transfer between accounts' },
    freelance: { account: current!, date: '2026-03-05', amount: 4000, description: 'Freelance invoice 12', status: 'pending' as const },
    toSaver: { account: current!, date: '2026-03-06', amount: -20000, description: 'To Easy Saver' },
    intoSaver: { account: saver!, date: '2026-03-06', amount: 20000, description: 'From Everyday Current' },
    sainsburys: { account: current!, date: '2026-03-07', amount: -3000, description: 'SAINSBURYS', counterparty: "Sainsbury's Local" },
    octopus: { account: current!, date: '2026-03-09', amount: -4599, description: 'OCTOPUS ENERGY' },
    freelance2: { account: current!, date: '2026-03-09', amount: 4000, description: ' FREELANCE INVOICE 12 ' },
    tesco: { account: current!, date: '2026-03-10', amount: -1250, description: 'TESCO STORES' },
    costa: { account: joint!, date: '2026-03-10', amount: -350, description: 'COSTA', status: 'pending' as const },
  };
  const ids = await seedTransactions(t.db, alice.userId, Object.values(rows));
  Object.keys(rows).forEach((key, i) => (tx[key] = ids[i]!));

  // Income typed in by hand, through the API.
  await alice.client.trpc.money.addIncome.mutate({
    amount: '75.50',
    incomeDate: '2026-03-08',
    source: 'Car boot sale',
    category: 'Side Hustle',
    isRecurring: false,
  });
  await alice.client.trpc.money.addIncome.mutate({
    amount: 120,
    incomeDate: '2026-01-10',
    source: 'Aunt',
    category: 'Other',
    customCategory: 'Gift',
    isRecurring: false,
  });

  const [bobCurrent, bobSaver] = await seedAccounts(t.db, bob.userId, [
    { name: 'Bob Current', balance: 10000 },
    { name: 'Bob ISA', classification: 'SavingsAccount', balance: 100000 },
  ]);
  void bobSaver;
  await seedTransactions(t.db, bob.userId, [
    { account: bobCurrent!, date: '2026-02-27', amount: 10000, description: 'Wages' }, // the day before the default pay day 28
    { account: bobCurrent!, date: '2026-02-28', amount: 20000, description: 'Wages' }, // on it
    { account: bobCurrent!, date: '2026-03-03', amount: -999, description: 'SHOP' },
  ]);
});
afterAll(() => t?.close());

it('dashboard.overview: the current accounts’ balance, the savings beside it, and this pay cycle’s Money In', async () => {
  // Current accounts: 123456 + 25075 (raw '250.75') = 148531; the Easy Saver's 500000 beside it.
  // Money In, 02-25 .. 03-24: salary on pay day 250000 + pending freelance 4000 + freelance 4000
  // + by hand 7550 = 265550. Not counted: the refund, the cashback, the transfer between
  // accounts (10000), the 20000 moved into the saver, and 02-24 (the day before pay day).
  expect(await alice.client.trpc.dashboard.overview.query()).toEqual({
    balance: 148531,
    savings: 500000,
    moneyIn: 265550,
    // Her history reaches back before the cycle: nothing partial to say.
    payCycle: { startDate: '2026-02-25', endDate: '2026-03-24', dataFrom: null },
  });
  // Bob: 10000 in his current account, 100000 in his ISA; default pay day 28 -> 02-28 .. 03-27:
  // only the 20000 of 02-28.
  expect(await bob.client.trpc.dashboard.overview.query()).toEqual({
    balance: 10000,
    savings: 100000,
    moneyIn: 20000,
    // His first transaction (27 Feb) is before this cycle: the cycle is whole.
    payCycle: { startDate: '2026-02-28', endDate: '2026-03-27', dataFrom: null },
  });
});

it('dashboard.spending: the visible periods and what was spent in each', async () => {
  // today 03-10: TESCO 1250 + COSTA (pending) 350 = 1600
  // yesterday 03-09: OCTOPUS 4599
  // this week 03-09 .. 03-10: 4599 + 1600 = 6199
  // last week 03-02 .. 03-08: NETFLIX 899 + SAINSBURYS 3000 = 3899 (not the 10000 transfer
  //   between accounts on 03-04, nor the 20000 into the saver on 03-06)
  // this month = the pay cycle so far, 02-25 .. 03-10 (decision 024, no longer clamped to
  //   March): RENT 5000 (02-28) + TFL 2000 + 3899 + 6199 = 17098
  const { periods } = await alice.client.trpc.dashboard.spending.query();
  expect(periods.map((p) => [p.key, p.label, p.from, p.to, p.total])).toEqual([
    ['today', "What you've spent today", '2026-03-10', '2026-03-10', 1600],
    ['yesterday', "What you've spent yesterday", '2026-03-09', '2026-03-09', 4599],
    ['thisWeek', "What you've spent this week", '2026-03-09', '2026-03-10', 6199],
    ['lastWeek', "What you've spent last week", '2026-03-02', '2026-03-08', 3899],
    ['thisMonth', "What you've spent this month", '2026-02-25', '2026-03-10', 17098],
  ]);
  // Bob (pay day 1): SHOP 999 on Tuesday 03-03 is last week and this month.
  const bobs = (await bob.client.trpc.dashboard.spending.query()).periods;
  expect(bobs.map((p) => [p.key, p.total])).toEqual([
    ['today', 0],
    ['yesterday', 0],
    ['thisWeek', 0],
    ['lastWeek', 999],
    ['thisMonth', 999],
  ]);
});

it('dashboard.savings: what the savings accounts hold, the last deposit, last month’s balance', async () => {
  // Savings accounts: Easy Saver only, 500000. Newest deposit into it: 20000 on 03-06.
  // Money In Savings = paid into savings this cycle (02-25 .. 03-24): the 20000 moved in on
  // 03-06 (the interest of 02-10 was last cycle). Last month's balance = the balance at the end
  // of 02-24: 500000 minus everything that moved since 02-25 (+20000) = 480000 (issue 11: no
  // longer the spec's placeholder, balance minus last month's spending).
  const savings = await alice.client.trpc.dashboard.savings.query();
  expect(savings).toMatchObject({
    moneyInSavings: 20000,
    savingsBalance: 500000,
    lastDeposit: { amount: 20000, date: '2026-03-06' },
    lastMonthBalance: 480000,
    cycle: { startDate: '2026-02-25', endDate: '2026-03-24' },
  });
  expect(savings.accounts).toEqual([
    {
      id: expect.any(String),
      account_name: 'Easy Saver',
      institution_name: 'Test Bank',
      balance: 500000,
      currency: 'GBP',
      last_synced_at: '2026-03-10T08:00:00.000Z',
    },
  ]);
  // Bob: ISA 100000, nothing ever moved in or out of it: nothing paid in this cycle (no pay
  // day: income's default 28, 02-28 .. 03-27), and 100000 at the end of the last one.
  expect(await bob.client.trpc.dashboard.savings.query()).toMatchObject({
    moneyInSavings: 0,
    savingsBalance: 100000,
    lastDeposit: null,
    lastMonthBalance: 100000,
    cycle: { startDate: '2026-02-28', endDate: '2026-03-27' },
  });
});

it('money.overview, monthly and yearly: per cycle and the year so far', async () => {
  // Year so far, 01-01 .. 03-10: by hand 12000 (01-10) + salary 240000 (01-23) + interest 5000
  // (02-10) + 1500 (02-24) + 250000 (02-25) + 4000 (03-05) + 7550 (03-08) + 4000 (03-09) = 524050.
  expect(await alice.client.trpc.money.overview.query()).toEqual({
    payDay: 25,
    payDayWords: 'the 25th',
    cycleWord: 'month',
    current: { startDate: '2026-02-25', endDate: '2026-03-24', total: 265550, dataFrom: null },
    // Her first transaction is in 2025 ('Old payout'): the year so far is whole.
    yearToDate: { from: '2026-01-01', to: '2026-03-10', total: 524050, dataFrom: null },
  });
  // Cycles with income among the last 12 (the oldest one is 2025-03-25 .. 04-24, so 'Old
  // payout' on 2025-03-20 is out):
  //   02-25 .. 03-24  265550 (above)
  //   01-23 .. 02-24  salary 240000 (Fri 01-23) + interest 5000 + the day before pay day 1500 = 246500
  //   12-24 .. 01-22  salary 240000 (Wed 12-24) + by hand 12000 = 252000
  //   11-25 .. 12-23  nothing: not listed
  // (The spec-literal cycles split each salary from its month: 6500 / 252000 / 240000.)
  expect((await alice.client.trpc.money.monthly.query()).cycles).toEqual([
    { startDate: '2026-02-25', endDate: '2026-03-24', total: 265550, state: 'current' },
    { startDate: '2026-01-23', endDate: '2026-02-24', total: 246500, state: 'past' },
    { startDate: '2025-12-24', endDate: '2026-01-22', total: 252000, state: 'past' },
  ]);
  // Yearly: from the cycle starting in January to the next one, newest first.
  // The cards add up to the year (issue 11): 1 to 22 January before the first cycle holds the
  // 12000 by hand; 12000 + 246500 + 265550 = 524050.
  expect(await alice.client.trpc.money.yearly.query()).toEqual({
    year: { kind: 'calendar', from: '2026-01-01', to: '2026-12-31' },
    yearTotal: 524050,
    beforeFirstCycle: { startDate: '2026-01-01', endDate: '2026-01-22', total: 12000 },
    cycles: [
      { startDate: '2026-03-25', endDate: '2026-04-23', total: 0, state: 'upcoming' },
      { startDate: '2026-02-25', endDate: '2026-03-24', total: 265550, state: 'current' },
      { startDate: '2026-01-23', endDate: '2026-02-24', total: 246500, state: 'past' },
    ],
  });
  // Bob, default pay day 28: 10000 on 02-27 is the previous cycle, 20000 on 02-28 the current.
  expect(await bob.client.trpc.money.overview.query()).toEqual({
    payDay: 28,
    payDayWords: 'the 28th',
    cycleWord: 'month',
    current: { startDate: '2026-02-28', endDate: '2026-03-27', total: 20000, dataFrom: null },
    // His history starts on 27 Feb: the year so far says so rather than "since 1 Jan".
    yearToDate: { from: '2026-01-01', to: '2026-03-10', total: 30000, dataFrom: '2026-02-27' },
  });
});

it('money.otherIncome: this cycle’s deposits with their labels; a label becomes the source’s default', async () => {
  // The bank's enrichment names the salary's merchant: the list hands it over beside the raw text.
  await t.db.updateTable('transactions').set({ merchant_name: 'Acme Ltd' }).where('id', '=', tx.onPayDay!).execute();
  const before = await alice.client.trpc.money.otherIncome.query();
  expect(before.deposits.map((d) => d.merchantName)).toEqual([null, null, null, null, null, null, null, 'Acme Ltd']);
  // Every deposit of the cycle (25 Feb - 24 Mar), each saying whether Money In counts it: the
  // move into the saver (its other side is the current account's -200.00 that day), the
  // transfer between accounts, the cashback and the refund are listed but not counted.
  expect(before.deposits.map((d) => [d.kind, d.date, d.amount, d.description, d.countsAsIncome, d.label, d.suggested])).toEqual([
    ['transaction', '2026-03-09', 4000, ' FREELANCE INVOICE 12 ', true, null, null],
    ['manual', '2026-03-08', 7550, 'Car boot sale', true, { source: 'Car boot sale', category: 'Side Hustle', notes: null }, null],
    ['transaction', '2026-03-06', 20000, 'From Everyday Current', false, null, null],
    ['transaction', '2026-03-05', 4000, 'Freelance invoice 12', true, null, null],
    ['transaction', '2026-03-04', 10000, 'Transfer between accounts', false, null, null],
    ['transaction', '2026-03-03', 500, 'Cashback reward', false, null, null],
    ['transaction', '2026-03-02', 2599, 'Amazon Refund', false, null, null],
    ['transaction', '2026-02-25', 250000, 'ACME LTD SALARY', true, null, null],
  ]);
  // Those counted add up to this cycle's Money In: 4000 + 7550 + 4000 + 250000 = 265550.
  expect(before.deposits.filter((d) => d.countsAsIncome).reduce((s, d) => s + d.amount, 0)).toBe(265550);

  // 'Other' with custom text saves the text as the category.
  await alice.client.trpc.money.labelTransaction.mutate({
    transactionId: tx.freelance!,
    source: 'Jo Bloggs Design',
    category: 'Other',
    customCategory: 'Design work',
    notes: 'Invoice 12',
  });
  const after = await alice.client.trpc.money.otherIncome.query();
  const byId = new Map(after.deposits.map((d) => [d.id, d]));
  expect(byId.get(tx.freelance!)).toMatchObject({ label: { source: 'Jo Bloggs Design', category: 'Design work', notes: 'Invoice 12' }, suggested: null });
  // The other deposit from the same source (same description, other case and spaces).
  expect(byId.get(tx.freelance2!)).toMatchObject({ label: null, suggested: { source: 'Jo Bloggs Design', category: 'Design work' } });
  expect(byId.get(tx.onPayDay!)).toMatchObject({ label: null, suggested: null });

  // The manual 'Other' income kept 'Gift' as its category (and as the custom category).
  const gift = await t.db
    .selectFrom('income')
    .selectAll()
    .where('user_id', '=', alice.userId)
    .where('income_date', '=', '2026-01-10')
    .executeTakeFirstOrThrow();
  expect(gift).toMatchObject({ amount: 12000, category: 'Gift', custom_category: 'Gift', source: 'Aunt', is_recurring: false, frequency: null });
});

it('transactions.list: every tab, search and paging, newest first', async () => {
  const list = (input: Parameters<typeof alice.client.trpc.transactions.list.query>[0]) => alice.client.trpc.transactions.list.query(input);
  // All: Alice has 24 rows (20 on the current account, 2 joint, 2 saver). The first page holds the 20
  // newest; the next page the 4 oldest: 01-24, 01-23, 2025-12-24, 2025-03-20.
  const first = await list({ tab: 'all' });
  expect(first).toMatchObject({ total: 24, totalExact: true });
  expect(first.rows).toHaveLength(20);
  expect(first.rows[0]).toEqual({
    id: expect.any(String),
    date: '2026-03-10',
    description: expect.any(String),
    amount: expect.any(Number),
    currency: 'GBP',
    category: null,
    // Rows written straight to the table, as here, are not categorised (sync and import do it).
    category_id: 'uncategorised',
    merchant_name: null,
    account_id: expect.any(String),
    // Two rows share the newest day, one booked and one pending: either may come first.
    status: expect.stringMatching(/^(booked|pending)$/),
  });
  const dates = first.rows.map((r) => r.date);
  expect(dates).toEqual([...dates].sort().reverse());
  // The next page starts after the last row shown.
  const lastShown = first.rows.at(-1)!;
  expect(first.nextCursor).toEqual({ date: lastShown.date, id: lastShown.id });
  const second = await list({ tab: 'all', cursor: first.nextCursor });
  expect(second).toMatchObject({ total: 24, nextCursor: null });
  expect(second.rows.map((r) => [r.date, r.description, r.amount])).toEqual([
    ['2026-01-24', 'BAKERY', -700],
    ['2026-01-23', 'ACME LTD SALARY', 240000],
    ['2025-12-24', 'ACME LTD SALARY', 240000],
    ['2025-03-20', 'Old payout', 1000],
  ]);
  // No row on two pages, none missing.
  expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(24);
  // After the oldest row: nothing.
  const oldest = second.rows.at(-1)!;
  expect((await list({ tab: 'all', cursor: { date: oldest.date, id: oldest.id } })).rows).toEqual([]);

  // Yesterday (03-09): OCTOPUS and the second freelance deposit.
  const yesterday = await list({ tab: 'yesterday' });
  expect(yesterday).toMatchObject({ total: 2, nextCursor: null });
  expect(yesterday.rows.map((r) => r.amount).sort((a, b) => a - b)).toEqual([-4599, 4000]);
  // This week (Monday 03-09 .. 03-10): those two, TESCO and the pending COSTA.
  const week = await list({ tab: 'week' });
  expect(week.total).toBe(4);
  expect(week.rows.map((r) => r.amount).sort((a, b) => a - b)).toEqual([-4599, -1250, -350, 4000]);
  // This month = the pay cycle, 02-25 ..: the salary and the rent of February, and every row
  // dated 03-01 .. 03-10 (14) = 16 rows.
  expect((await list({ tab: 'month' })).total).toBe(16);
  // Custom 02-24 .. 02-28: the day before pay day, the salary, the rent.
  const custom = await list({ tab: 'custom', from: '2026-02-24', to: '2026-02-28' });
  expect(custom.rows.map((r) => [r.date, r.amount])).toEqual([
    ['2026-02-28', -5000],
    ['2026-02-25', 250000],
    ['2026-02-24', 1500],
  ]);
  expect(custom).toMatchObject({ total: 3, nextCursor: null });

  // Search: any case, description or counterparty; % and _ are taken literally.
  const freelance = await list({ tab: 'all', search: 'FREElance' });
  expect(freelance.rows.map((r) => r.date)).toEqual(['2026-03-09', '2026-03-05']);
  expect(freelance).toMatchObject({ total: 2, totalExact: true, nextCursor: null });
  // After the last match: no rows, and still how many there are.
  const lastMatch = freelance.rows.at(-1)!;
  expect(await list({ tab: 'all', search: 'freelance', cursor: { date: lastMatch.date, id: lastMatch.id } })).toEqual({
    rows: [],
    total: 2,
    totalExact: true,
    nextCursor: null,
  });
  expect((await list({ tab: 'all', search: 'local' })).rows.map((r) => r.description)).toEqual(['SAINSBURYS']);
  expect((await list({ tab: 'all', search: '%' })).total).toBe(0);
  expect((await list({ tab: 'all', search: '_' })).total).toBe(0);
  // Search within a tab: 'salary' this month finds the salary of 02-25, and so does the custom range.
  expect((await list({ tab: 'month', search: 'salary' })).total).toBe(1);
  expect((await list({ tab: 'custom', from: '2026-02-24', to: '2026-02-28', search: 'salary' })).total).toBe(1);

  // Bob sees his 3 rows only.
  expect((await bob.client.trpc.transactions.list.query({ tab: 'all' })).total).toBe(3);
});
