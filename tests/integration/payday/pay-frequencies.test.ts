import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Deps } from '../../../src/server/deps';
import { afterSync } from '../../../src/server/modules/bank/service';
import { ONBOARDING_STEPS } from '../../../src/shared/onboarding';
import { failureOf, type ApiClient } from '../../support/api-client';
import { onboardedUser, seedAccounts, seedTransactions } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import { signedInUser } from '../../support/users';
import { testDeps } from '../../support/test-deps';

// Issue 26, items 1 and 2, through tRPC over HTTP. Today is Sunday 20 December 2026.
//
// Fran is paid £1,850.00 every four weeks by ACME LTD, from Friday 9 January 2026 (England and
// Wales, the working day before). Her 13 paydays of 2026, worked out by hand (+28 days each):
//   09 Jan, 06 Feb, 06 Mar, 02 Apr (Good Friday 3 Apr moved back), 01 May, 29 May, 26 Jun,
//   24 Jul, 21 Aug, 18 Sep, 16 Oct, 13 Nov, 11 Dec; the next is Friday 8 January 2027.
// The one before, Friday 12 December 2025, is last year's. Besides her pay: £50.00 of eBay
// sales on 3 January 2026 and £120.00 on 10 April 2026; a £10.00 bookshop on 5 April 2025, a
// £4.50 cafe on 6 April 2025 and a £3.00 bakery on 6 April 2026.

const NOW = new Date('2026-12-20T12:00:00Z');
const PAY = 185_000;
const PAYDAYS_2026 = [
  '2026-01-09',
  '2026-02-06',
  '2026-03-06',
  '2026-04-02',
  '2026-05-01',
  '2026-05-29',
  '2026-06-26',
  '2026-07-24',
  '2026-08-21',
  '2026-09-18',
  '2026-10-16',
  '2026-11-13',
  '2026-12-11',
];

let t: TestApp;
let deps: Deps;
let fran: { client: ApiClient; userId: string };

beforeAll(async () => {
  t = await startTestApp({ scheduler: false, clock: () => NOW });
  deps = await testDeps(t.database, { clock: () => NOW });
  fran = await onboardedUser(t, 'four-weekly-fran', 25);
  const [current] = await seedAccounts(t.db, fran.userId, [{ name: 'Current', balance: 300_000 }]);
  const pay = (date: string) => ({ account: current!, date, amount: PAY, description: `SALARY ${date}`, counterparty: `ACME LTD ${date.slice(5, 7)}` });
  await seedTransactions(t.db, fran.userId, [
    pay('2025-12-12'),
    ...PAYDAYS_2026.map(pay),
    { account: current!, date: '2026-01-03', amount: 5_000, description: 'EBAY SALES' },
    { account: current!, date: '2026-04-10', amount: 12_000, description: 'EBAY SALES' },
    { account: current!, date: '2025-04-05', amount: -1_000, description: 'BOOKSHOP' },
    { account: current!, date: '2025-04-06', amount: -450, description: 'CAFE' },
    { account: current!, date: '2026-04-06', amount: -300, description: 'BAKERY' },
  ]);
  // What every sync ends with: the salary recognised (every 4 weeks).
  await afterSync(deps, fran.userId, []);
});
afterAll(async () => {
  await deps?.events.close();
  await t?.close();
});

it('recognises the four-weekly salary and asks about it in those words', async () => {
  const settings = await fran.client.trpc.payday.get.query();
  expect(settings.salary).toEqual({
    payer: 'ACME LTD',
    day: null,
    frequency: 'four-weekly',
    answer: null,
    question: 'Your pay from ACME LTD lands every 4 weeks, next on Friday 8 January',
  });
});

it('saves every kind of schedule and reads it back', async () => {
  const me = await onboardedUser(t, 'frequencies-settings', null);
  const trpc = me.client.trpc;
  expect(await trpc.payday.set.mutate({ frequency: 'four-weekly', anchor: '2026-01-09' })).toMatchObject({
    payDay: null,
    frequency: 'four-weekly',
    anchor: '2026-01-09',
    weekdayOfMonth: null,
    description: 'every 4 weeks, on Fridays',
    // 11 Dec + 28 days.
    nextPayDay: '2027-01-08',
  });
  expect(await trpc.payday.get.query()).toMatchObject({ frequency: 'four-weekly', anchor: '2026-01-09' });

  // The second Tuesday: 8 December 2026 has passed; January 2027 starts on a Friday, so the 12th.
  expect(await trpc.payday.set.mutate({ weekdayOfMonth: { weekday: 2, week: 2 }, adjustment: 'next-working-day', region: 'scotland' })).toMatchObject({
    payDay: null,
    frequency: 'monthly',
    anchor: null,
    weekdayOfMonth: { weekday: 2, week: 2 },
    adjustment: 'next-working-day',
    region: 'scotland',
    description: 'the second Tuesday of the month',
    nextPayDay: '2027-01-12',
  });

  // Weekly from Monday 7 December: next Monday 21 December.
  expect(await trpc.payday.set.mutate({ frequency: 'weekly', anchor: '2026-12-07' })).toMatchObject({ frequency: 'weekly', nextPayDay: '2026-12-21' });
  // Fortnightly from Friday 18 December: the next, Friday 1 January 2027, is New Year's Day.
  // The saved move (the next working day) and region (Scotland) stand: Saturday 2 January's
  // substitute holiday is Monday 4th, so Tuesday 5 January.
  expect(await trpc.payday.set.mutate({ frequency: 'fortnightly', anchor: '2026-12-18' })).toMatchObject({ nextPayDay: '2027-01-05' });

  // A day of the month clears the rest.
  expect(await trpc.payday.set.mutate({ payDay: 15 })).toMatchObject({ payDay: 15, frequency: 'monthly', anchor: null, weekdayOfMonth: null });
  const row = await t.db
    .selectFrom('profiles')
    .select(['pay_day', 'pay_frequency', 'pay_anchor', 'pay_weekday', 'pay_week'])
    .where('id', '=', me.userId)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ pay_day: 15, pay_frequency: null, pay_anchor: null, pay_weekday: null, pay_week: null });

  for (const bad of [
    { frequency: 'weekly' },
    { frequency: 'monthly' },
    { payDay: 3, weekdayOfMonth: { weekday: 2, week: 2 } },
    { weekdayOfMonth: { weekday: 6, week: 1 } },
    { weekdayOfMonth: { weekday: 2, week: 5 } },
    { frequency: 'every-day', anchor: '2026-01-09' },
    { frequency: 'weekly', anchor: '2026-02-30' },
    { frequency: 'weekly', anchor: '1066-10-14' },
  ]) {
    expect((await failureOf(trpc.payday.set.mutate(bad as never))).data?.code).toBe('BAD_REQUEST');
  }
  expect(await trpc.payday.get.query()).toMatchObject({ payDay: 15, frequency: 'monthly' });
});

it('Money In yearly: 13 four-weekly cycles in 2026 that add up to the year', async () => {
  await fran.client.trpc.payday.set.mutate({ frequency: 'four-weekly', anchor: '2026-01-09' });
  const yearly = await fran.client.trpc.money.yearly.query();
  // Each cycle: £1,850.00; 2 Apr's also holds the £120.00 of 10 April: 185,000 + 12,000 = 197,000.
  // 1 to 8 January (the cycle paid 12 December 2025): the £50.00 of 3 January.
  // Year: 13 x 185,000 + 12,000 + 5,000 = 2,405,000 + 17,000 = 2,422,000.
  expect(yearly.year).toEqual({ kind: 'calendar', from: '2026-01-01', to: '2026-12-31' });
  expect(yearly.yearTotal).toBe(2_422_000);
  expect(yearly.beforeFirstCycle).toEqual({ startDate: '2026-01-01', endDate: '2026-01-08', total: 5_000 });
  expect(yearly.cycles).toHaveLength(14);
  expect(yearly.cycles[0]).toEqual({ startDate: '2027-01-08', endDate: '2027-02-04', total: 0, state: 'upcoming' });
  expect(yearly.cycles[1]).toEqual({ startDate: '2026-12-11', endDate: '2027-01-07', total: PAY, state: 'current' });
  expect(yearly.cycles.map((c) => c.startDate).slice(1)).toEqual([...PAYDAYS_2026].reverse());
  expect(yearly.cycles.find((c) => c.startDate === '2026-04-02')).toEqual({ startDate: '2026-04-02', endDate: '2026-04-30', total: 197_000, state: 'past' });
  expect(yearly.cycles.at(-1)).toEqual({ startDate: '2026-01-09', endDate: '2026-02-05', total: PAY, state: 'past' });
  // 13 cycles x 185,000 + 12,000 = 2,417,000, plus the 5,000 before the first: 2,422,000.
  const inYear = yearly.cycles.slice(1).reduce((sum, c) => sum + c.total, 0);
  expect(inYear).toBe(2_417_000);
  expect(inYear + yearly.beforeFirstCycle!.total).toBe(yearly.yearTotal);

  // The dashboard and Money In's first card follow the four-weekly cycle too.
  const overview = await fran.client.trpc.money.overview.query();
  expect(overview).toMatchObject({ payDay: null, payDayWords: 'every 4 weeks, on Fridays', cycleWord: 'pay cycle' });
  expect(overview.current).toMatchObject({ startDate: '2026-12-11', endDate: '2027-01-07', total: PAY });
  expect((await fran.client.trpc.dashboard.overview.query()).payCycle).toMatchObject({ startDate: '2026-12-11', endDate: '2027-01-07' });
});

it('Money In yearly, tax year: the cycles paid from 6 April 2026', async () => {
  await fran.client.trpc.payday.set.mutate({ frequency: 'four-weekly', anchor: '2026-01-09' });
  const tax = await fran.client.trpc.money.yearly.query({ year: 'tax' });
  // 2 April's pay is 2025-26's; 2026-27's first payday is 1 May. 6 to 30 April holds the
  // £120.00 of 10 April. So far: 9 x 185,000 + 12,000 = 1,665,000 + 12,000 = 1,677,000.
  expect(tax.year).toEqual({ kind: 'tax', from: '2026-04-06', to: '2027-04-05' });
  expect(tax.yearTotal).toBe(1_677_000);
  expect(tax.beforeFirstCycle).toEqual({ startDate: '2026-04-06', endDate: '2026-04-30', total: 12_000 });
  expect(tax.cycles.map((c) => c.startDate)).toEqual([
    '2027-01-08',
    '2026-12-11',
    '2026-11-13',
    '2026-10-16',
    '2026-09-18',
    '2026-08-21',
    '2026-07-24',
    '2026-06-26',
    '2026-05-29',
    '2026-05-01',
  ]);
  const cycles = tax.cycles.reduce((sum, c) => sum + c.total, 0);
  expect(cycles).toBe(9 * PAY);
  expect(cycles + tax.beforeFirstCycle!.total).toBe(tax.yearTotal);
});

it('exports a tax year of transactions', async () => {
  const taxYear2025 = await fran.client.trpc.exports.transactionsCsv.query({ tab: 'all', taxYear: 2025 });
  // 6 Apr 2025 to 5 Apr 2026: the cafe (6 Apr 2025), pay on 12 Dec 2025, 9 Jan, 6 Feb, 6 Mar,
  // 2 Apr 2026, and the eBay sales of 3 Jan: 7 rows. Not the bookshop of 5 April 2025.
  expect(taxYear2025.rowCount).toBe(7);
  expect(taxYear2025.csv).toContain('06/04/2025,CAFE');
  expect(taxYear2025.csv).not.toContain('BOOKSHOP');
  expect(taxYear2025.csv).not.toContain('BAKERY');
  // 2026-27 so far: the bakery (6 Apr), the eBay sales of 10 Apr and 9 paydays from 1 May: 11 rows.
  const taxYear2026 = await fran.client.trpc.exports.transactionsCsv.query({ tab: 'all', taxYear: 2026 });
  expect(taxYear2026.rowCount).toBe(11);
  expect(taxYear2026.csv).toContain('06/04/2026,BAKERY');
  // With a search too: 'salary' within 2025-26 is the 5 paydays.
  expect((await fran.client.trpc.exports.transactionsCsv.query({ tab: 'all', taxYear: 2025, search: 'salary' })).rowCount).toBe(5);
  expect((await failureOf(fran.client.trpc.exports.transactionsCsv.query({ tab: 'all', taxYear: 1999 }))).data?.code).toBe('BAD_REQUEST');
});

it("a loan's income share counts a weekly earner's month as 52/12 weeks of pay", async () => {
  const will = await onboardedUser(t, 'weekly-will', null);
  const [current] = await seedAccounts(t.db, will.userId, [{ name: 'Current', balance: 90_000 }]);
  // £500.00 every Friday from 2 October; the last whole cycle is Friday 11 to Thursday 17 December.
  const fridays = [
    '2026-10-02',
    '2026-10-09',
    '2026-10-16',
    '2026-10-23',
    '2026-10-30',
    '2026-11-06',
    '2026-11-13',
    '2026-11-20',
    '2026-11-27',
    '2026-12-04',
    '2026-12-11',
    '2026-12-18',
  ];
  await seedTransactions(
    t.db,
    will.userId,
    fridays.map((date) => ({ account: current!, date, amount: 50_000, description: 'WAGES', counterparty: 'STAFFLINE' })),
  );
  await will.client.trpc.payday.set.mutate({ frequency: 'weekly', anchor: '2026-10-02' });
  const { loan } = await will.client.trpc.loans.add.mutate({ name: 'Car Loan', amount: '1200', monthlyPayment: '100', finalPaymentDate: '2027-08-05' });
  // A month of pay: 50,000 x 52 / 12 = 216,666.67 -> 216,667. £100.00 of it: 10,000 / 216,667 = 4.6%
  // (a week's pay alone would say 20%).
  expect(loan.incomePercentage).toBe(4.6);
});

it("onboarding's payday step saves pay every two weeks from a recent payday", async () => {
  const me = await signedInUser(t, 'fortnightly-onboarding');
  await me.client.trpc.onboarding.saveGoals.mutate({ goals: ['build-savings'] });
  for (const step of ONBOARDING_STEPS) await me.client.trpc.onboarding.recordStep.mutate({ step });
  // Without the payday to count from, the schedule is refused.
  expect((await failureOf(me.client.trpc.onboarding.complete.mutate({ payEvery: 'fortnightly' }))).data?.code).toBe('BAD_REQUEST');
  await me.client.trpc.onboarding.complete.mutate({ payEvery: 'fortnightly', payAnchor: '2026-12-04' });
  // Every other Friday from 4 December: 18 December, then Friday 1 January 2027 (New Year's Day) moved back to Thursday 31 December.
  expect(await me.client.trpc.payday.get.query()).toMatchObject({
    payDay: null,
    frequency: 'fortnightly',
    anchor: '2026-12-04',
    description: 'every 2 weeks, on Fridays',
    nextPayDay: '2026-12-31',
  });
});
