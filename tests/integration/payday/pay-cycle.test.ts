import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Deps } from '../../../src/server/deps';
import { afterSync } from '../../../src/server/modules/bank/service';
import type { ApiClient } from '../../support/api-client';
import { onboardedUser, seedAccounts, seedTransactions } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDeps } from '../../support/test-deps';

// The case, worked by hand. Today is Tuesday 24 November 2026. Pay day 25, England
// and Wales, previous working day (the default):
//   25 Jun 2026 Thu -> 25 Jun     25 Jul Sat -> Fri 24 Jul     25 Aug Tue -> 25 Aug
//   25 Sep Fri -> 25 Sep          25 Oct Sun -> Fri 23 Oct     25 Nov Wed -> 25 Nov
// Alice's salary (ACME LTD, £3,587.00) landed on each of those days; £177.00 of eBay sales on
// 10 Nov. Her current cycle is 23 Oct .. 24 Nov (the spec's literal rule said 25 Oct .. 24 Nov
// and showed Money In £177.00).
//   Money In this cycle: 358,700 + 17,700 = 376,400
//   Cycles with income (newest first):
//     2026-10-23 .. 2026-11-24  376,400 (current)
//     2026-09-25 .. 2026-10-22  358,700
//     2026-08-25 .. 2026-09-24  358,700
//     2026-07-24 .. 2026-08-24  358,700
//     2026-06-25 .. 2026-07-23  358,700
// Carol is paid by the same rule, but her employer pays a day early, on Thursday 22 October,
// so her cycle starts that day: 22 Oct .. 24 Nov. When she says that is not her pay, it
// follows the rule alone again: 23 Oct .. 24 Nov, and the 22 Oct salary falls in the cycle before.

const NOW = new Date('2026-11-24T12:00:00Z');
const SALARY = 358_700;
let t: TestApp;
let deps: Deps;
let alice: { client: ApiClient; userId: string };
let carol: { client: ApiClient; userId: string };

beforeAll(async () => {
  t = await startTestApp({ scheduler: false, clock: () => NOW });
  deps = await testDeps(t.database, { clock: () => NOW });
  alice = await onboardedUser(t, 'cycle-alice', 25);
  carol = await onboardedUser(t, 'cycle-carol', 25);
  const [aliceCurrent] = await seedAccounts(t.db, alice.userId, [{ name: 'Current', balance: 250_000 }]);
  const salary = (date: string, account: string, reference: string) => ({
    account,
    date,
    amount: SALARY,
    description: `SALARY ${reference}`,
    counterparty: `ACME LTD ${reference}`,
  });
  await seedTransactions(t.db, alice.userId, [
    salary('2026-06-25', aliceCurrent!, '0626'),
    salary('2026-07-24', aliceCurrent!, '0726'),
    salary('2026-08-25', aliceCurrent!, '0826'),
    salary('2026-09-25', aliceCurrent!, '0926'),
    salary('2026-10-23', aliceCurrent!, '1026'),
    { account: aliceCurrent!, date: '2026-11-10', amount: 17_700, description: 'EBAY SALES' },
    { account: aliceCurrent!, date: '2026-11-12', amount: -4_500, description: 'TESCO STORES' },
  ]);
  const [carolCurrent] = await seedAccounts(t.db, carol.userId, [{ name: 'Current', balance: 100_000 }]);
  await seedTransactions(t.db, carol.userId, [
    salary('2026-06-25', carolCurrent!, '0626'),
    salary('2026-07-24', carolCurrent!, '0726'),
    salary('2026-08-25', carolCurrent!, '0826'),
    salary('2026-09-25', carolCurrent!, '0926'),
    salary('2026-10-22', carolCurrent!, '1026'),
  ]);
  // What every sync ends with: bills found again, the salary recognised, the paid check.
  await afterSync(deps, alice.userId, []);
  await afterSync(deps, carol.userId, []);
});
afterAll(async () => {
  await deps?.events.close();
  await t?.close();
});

it('recognises the salary after a sync and asks about it once', async () => {
  expect(await alice.client.trpc.payday.get.query()).toEqual({
    payDay: 25,
    frequency: 'monthly',
    anchor: null,
    weekdayOfMonth: null,
    adjustment: 'previous-working-day',
    region: 'england-and-wales',
    description: 'the 25th',
    // Today is Tuesday 24 November: next pay Wednesday 25th.
    nextPayDay: '2026-11-25',
    salary: { payer: 'ACME LTD', day: 25, frequency: 'monthly', answer: null, question: 'Your pay from ACME LTD lands around the 25th' },
  });
  await alice.client.trpc.payday.answerSalary.mutate({ answer: 'confirmed' });
  expect((await alice.client.trpc.payday.get.query()).salary).toMatchObject({ answer: 'confirmed' });
});

it('starts the cycle on Friday 23 October, when pay landed, and Money In counts that salary everywhere', async () => {
  const a = alice.client.trpc;
  expect(await a.dashboard.overview.query()).toEqual({
    balance: 250_000,
    savings: 0,
    moneyIn: 376_400,
    payCycle: { startDate: '2026-10-23', endDate: '2026-11-24', dataFrom: null },
  });
  expect(await a.money.overview.query()).toMatchObject({ current: { startDate: '2026-10-23', endDate: '2026-11-24', total: 376_400 } });
  expect((await a.money.monthly.query()).cycles).toEqual([
    { startDate: '2026-10-23', endDate: '2026-11-24', total: 376_400, state: 'current' },
    { startDate: '2026-09-25', endDate: '2026-10-22', total: SALARY, state: 'past' },
    { startDate: '2026-08-25', endDate: '2026-09-24', total: SALARY, state: 'past' },
    { startDate: '2026-07-24', endDate: '2026-08-24', total: SALARY, state: 'past' },
    { startDate: '2026-06-25', endDate: '2026-07-23', total: SALARY, state: 'past' },
  ]);
  const yearly = await a.money.yearly.query();
  // The cards add up to the year: five salaries and the eBay sales, 5 x 358,700 + 17,700 =
  // 1,811,200, nothing in 1 to 22 January (before the first cycle, 23 January).
  expect(yearly.yearTotal).toBe(1_811_200);
  expect(yearly.beforeFirstCycle).toEqual({ startDate: '2026-01-01', endDate: '2026-01-22', total: 0 });
  expect(yearly.cycles.filter((c) => c.state !== 'upcoming').reduce((sum, c) => sum + c.total, yearly.beforeFirstCycle!.total)).toBe(1_811_200);
  expect(yearly.cycles[0]).toEqual({ startDate: '2026-11-25', endDate: '2026-12-23', total: 0, state: 'upcoming' });
  expect(yearly.cycles[1]).toEqual({ startDate: '2026-10-23', endDate: '2026-11-24', total: 376_400, state: 'current' });
  // Other Income lists the cycle's deposits: the salary of 23 October too.
  expect((await a.money.otherIncome.query()).deposits.map((d) => [d.date, d.amount])).toEqual([
    ['2026-11-10', 17_700],
    ['2026-10-23', SALARY],
  ]);
});

it("a loan's income share uses the last whole cycle: one salary, not two", async () => {
  // 25 Sep .. 22 Oct holds one salary, 358,700: a payment of 35,870 is 10% of it.
  const { loan } = await alice.client.trpc.loans.add.mutate({ name: 'Car', amount: '5000', monthlyPayment: '358.70', finalPaymentDate: '2028-01-01' });
  expect(loan.incomePercentage).toBe(10);
});

it('a salary a day early starts the cycle that day, until the person says it is not their pay', async () => {
  const c = carol.client.trpc;
  expect((await c.dashboard.overview.query()).payCycle).toEqual({ startDate: '2026-10-22', endDate: '2026-11-24', dataFrom: null });
  expect((await c.dashboard.overview.query()).moneyIn).toBe(SALARY);
  await c.payday.answerSalary.mutate({ answer: 'rejected' });
  expect(await c.dashboard.overview.query()).toMatchObject({ moneyIn: 0, payCycle: { startDate: '2026-10-23', endDate: '2026-11-24' } });
  // A later sync leaves the answer as it is.
  await afterSync(deps, carol.userId, []);
  expect((await c.payday.get.query()).salary).toMatchObject({ payer: 'ACME LTD', answer: 'rejected' });
});

it('the spec-literal rule (pay day as it is) still gives 25 October, for whoever chooses it', async () => {
  const a = alice.client.trpc;
  await a.payday.set.mutate({ payDay: 25, adjustment: 'as-is' });
  // The confirmed salary of Friday 23 Oct is two days before Sunday 25th: it still starts the cycle.
  expect((await a.dashboard.overview.query()).payCycle).toEqual({ startDate: '2026-10-23', endDate: '2026-11-24', dataFrom: null });
  await a.payday.answerSalary.mutate({ answer: 'rejected' });
  expect(await a.dashboard.overview.query()).toMatchObject({ moneyIn: 17_700, payCycle: { startDate: '2026-10-25', endDate: '2026-11-24' } });
});

it("the Yearly tab clips a January cycle that starts in December to 1 January, so the cards add up to the year's total", async () => {
  // Dora is paid on the 1st, England and Wales, previous working day. Thursday 1 January 2026
  // is New Year's Day, so January's pay day moves back to Wednesday 31 December 2025; Sunday
  // 1 February moves back to Friday 30 January. January's cycle is 31 Dec 2025 .. 29 Jan 2026.
  // Her money in: 31 Dec 2025 £1,000.00 (last year), 20 Jan 2026 £200.00, 10 Nov 2026 £50.00.
  //   Year total (1 Jan .. 24 Nov): 20,000 + 5,000 = 25,000
  //   January's card, clipped to 1 Jan .. 29 Jan: 20,000 (not 120,000 with 31 December's)
  //   Current cycle: Sunday 1 Nov moves back to Friday 30 Oct; Tuesday 1 Dec is not moved:
  //   30 Oct .. 30 Nov, 5,000. Nothing before the first card: beforeFirstCycle is null.
  const dora = await onboardedUser(t, 'cycle-dora', 1);
  const [current] = await seedAccounts(t.db, dora.userId, [{ name: 'Current', balance: 10_000 }]);
  await seedTransactions(t.db, dora.userId, [
    { account: current!, date: '2025-12-31', amount: 100_000, description: 'FREELANCE INVOICE 1225' },
    { account: current!, date: '2026-01-20', amount: 20_000, description: 'FREELANCE INVOICE 0126' },
    { account: current!, date: '2026-11-10', amount: 5_000, description: 'FREELANCE INVOICE 1126' },
  ]);
  const yearly = await dora.client.trpc.money.yearly.query();
  expect(yearly.yearTotal).toBe(25_000);
  expect(yearly.beforeFirstCycle).toBeNull();
  expect(yearly.cycles.at(-1)).toEqual({ startDate: '2026-01-01', endDate: '2026-01-29', total: 20_000, state: 'past' });
  expect(yearly.cycles[1]).toEqual({ startDate: '2026-10-30', endDate: '2026-11-30', total: 5_000, state: 'current' });
  expect(yearly.cycles.filter((c) => c.state !== 'upcoming').reduce((sum, c) => sum + c.total, 0)).toBe(25_000);
});
