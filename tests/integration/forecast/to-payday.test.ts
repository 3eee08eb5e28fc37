import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays } from '../../../src/shared/dates';
import { failureOf, type ApiClient } from '../../support/api-client';
import { onboardedUser, seedAccounts, seedTransactions, type SeedTransaction } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import { insertBankBill } from '../bills/support';

// The payday forecast through the API, worked by hand. Today is Tuesday 24 November 2026 and
// pay day is the 4th: the next payday is Friday 4 December, so the forecast runs from today to
// the end of Thursday 3 December (10 days), with everyday spending from Wednesday 25th on.
//
// History, Tuesday 15 September to Monday 23 November (70 days, ten identical weeks):
//   every Wednesday PRET A MANGER 12.00, every Saturday TESCO STORES 40.00;
//   left out: the bills' own payments (Greengrid Power 117.00 on the 1st, the phone 25.00 on
//   the 3rd) and a move of 50.00 to the person's savings on 15 September.
// Still to come before payday:
//   Greengrid Power (bank direct debit, monthly on the 1st)  Tue 1 Dec   11,700
//   Phone (typed by hand, monthly on the 3rd)                 Thu 3 Dec    2,500
//   Child Benefit (recurring income, weekly on Mondays)       Mon 30 Nov  +10,240

const NOW = new Date('2026-11-24T12:00:00Z');
let t: TestApp;
let me: { client: ApiClient; userId: string };
let current: string;
let savings: string;

beforeAll(async () => {
  t = await startTestApp({ scheduler: false, clock: () => NOW });
  me = await onboardedUser(t, 'forecast', 4);
  const ids = await seedAccounts(t.db, me.userId, [
    { name: 'Everyday', balance: 150_000 },
    { name: 'Rainy Day Saver', balance: 80_000, classification: 'SavingsAccount' },
  ]);
  current = ids[0]!;
  savings = ids[1]!;
  const rows: SeedTransaction[] = [
    { account: current, date: '2026-09-15', amount: -5_000, description: 'To savings' },
    { account: savings, date: '2026-09-15', amount: 5_000, description: 'From Everyday' },
  ];
  for (let d = '2026-09-15'; d <= '2026-11-23'; d = addDays(d, 1)) {
    const weekday = new Date(`${d}T12:00:00Z`).getUTCDay();
    if (weekday === 3) rows.push({ account: current, date: d, amount: -1_200, description: 'PRET A MANGER', counterparty: 'PRET A MANGER' });
    if (weekday === 6) rows.push({ account: current, date: d, amount: -4_000, description: 'TESCO STORES 2041', counterparty: 'TESCO STORES' });
    if (d.endsWith('-01')) rows.push({ account: current, date: d, amount: -11_700, description: 'DD GREENGRID POWER', counterparty: 'GREENGRID POWER' });
    if (d.endsWith('-03')) rows.push({ account: current, date: d, amount: -2_500, description: 'VODAPHONE LTD', counterparty: 'VODAPHONE' });
  }
  await seedTransactions(t.db, me.userId, rows);
  await insertBankBill(t, me.userId, current, { name: 'Greengrid Power', type: 'directDebit', amount: 11_700, nextDate: '2026-12-01' });
  await me.client.trpc.bills.add.mutate({ name: 'Phone', amount: '25', type: 'monthly', category: 'Phone', dueDate: '2026-01-03' });
  await me.client.trpc.money.addIncome.mutate({ amount: '102.40', incomeDate: '2026-11-02', source: 'Child Benefit', isRecurring: true, frequency: 'Weekly' });
});
afterAll(async () => {
  await t?.close();
});

it('forecasts identical weeks to the penny, with a breakdown that adds up', async () => {
  const f = await me.client.trpc.forecast.toPayday.query({});
  expect(f.payday).toBe('2026-12-04');
  expect(f.openingPence).toBe(150_000);
  expect(f.tooLittleHistory).toBe(false);
  expect(f.historyFrom).toBe('2026-09-15');
  // Day by day: 24 Nov 150,000; Wed 25 -1,200 = 148,800; Thu 26, Fri 27 the same; Sat 28 -4,000 =
  // 144,800; Sun 29 the same; Mon 30 +10,240 = 155,040; Tue 1 Dec -11,700 = 143,340;
  // Wed 2 -1,200 = 142,140; Thu 3 -2,500 = 139,640.
  expect(f.days.map((d) => [d.date, d.low, d.middle, d.high])).toEqual(
    [
      ['2026-11-24', 150_000],
      ['2026-11-25', 148_800],
      ['2026-11-26', 148_800],
      ['2026-11-27', 148_800],
      ['2026-11-28', 144_800],
      ['2026-11-29', 144_800],
      ['2026-11-30', 155_040],
      ['2026-12-01', 143_340],
      ['2026-12-02', 142_140],
      ['2026-12-03', 139_640],
    ].map(([date, pence]) => [date, pence, pence, pence]),
  );
  expect(f.onPayday).toEqual({ low: 139_640, middle: 139_640, high: 139_640 });
  expect(f.lowest).toEqual({ date: '2026-12-03', low: 139_640, middle: 139_640, high: 139_640 });
  // 150,000 - (11,700 + 2,500) + 10,240 - (1,200 + 4,000 + 1,200) = 139,640.
  expect(f.breakdown).toEqual({ balance: 150_000, bills: -14_200, moneyIn: 10_240, everydaySpending: -6_400, onPayday: 139_640 });
  expect(f.bills).toEqual([
    { name: 'Greengrid Power', amount: 11_700, date: '2026-12-01' },
    { name: 'Phone', amount: 2_500, date: '2026-12-03' },
  ]);
  expect(f.moneyIn).toEqual([{ name: 'Child Benefit', amount: 10_240, date: '2026-11-30' }]);
  expect(f.chance).toEqual({ belowZero: 0, belowLimit: null, belowBuffer: 0 });
  // The chart's line: the end of Friday 20 November was 150,000 + Saturday's 4,000 = 154,000.
  expect(f.recent).toHaveLength(31);
  expect(f.recent.find((r) => r.date === '2026-11-20')!.balance).toBe(154_000);
  expect(f.recent.at(-1)).toEqual({ date: '2026-11-24', balance: 150_000 });
  // The one current account alone gives the same figures; the savings account is not a current account.
  expect((await me.client.trpc.forecast.toPayday.query({ accountId: current })).onPayday.middle).toBe(139_640);
  expect((await failureOf(me.client.trpc.forecast.toPayday.query({ accountId: savings }))).data?.code).toBe('NOT_FOUND');
});

it('measures the chance against the buffer and the overdraft limit the person sets', async () => {
  expect(await me.client.trpc.forecast.saveSettings.mutate({ buffer: '1,450', overdraftLimit: '500' })).toEqual({
    buffer: '1450.00',
    overdraftLimit: '500.00',
  });
  const f = await me.client.trpc.forecast.toPayday.query({});
  // The lowest point, 139,640 on 3 Dec, is under the 145,000 buffer on every path, and far above -50,000.
  expect(f.bufferPence).toBe(145_000);
  expect(f.limitPence).toBe(50_000);
  expect(f.chance).toEqual({ belowZero: 0, belowLimit: 0, belowBuffer: 1 });
  // Bounded: no more than £1 million.
  expect((await failureOf(me.client.trpc.forecast.saveSettings.mutate({ buffer: '1000000.01', overdraftLimit: '' }))).data?.code).toBe('BAD_REQUEST');
});

it('says when there is too little history and gives the bills-only figure', async () => {
  const newcomer = await onboardedUser(t, 'forecast-new', 4);
  const [account] = await seedAccounts(t.db, newcomer.userId, [{ name: 'New link', balance: 40_000 }]);
  // 30 days of rows (25 October to 23 November): a big spender, but too short a history to learn from.
  const rows: SeedTransaction[] = [];
  for (let d = '2026-10-25'; d <= '2026-11-23'; d = addDays(d, 1)) rows.push({ account: account!, date: d, amount: -3_000, description: 'DELIVEROO' });
  await seedTransactions(t.db, newcomer.userId, rows);
  await newcomer.client.trpc.bills.add.mutate({ name: 'Rent share', amount: '300', type: 'monthly', category: 'Rent', dueDate: '2026-01-01' });
  const f = await newcomer.client.trpc.forecast.toPayday.query({});
  // Bills only: 40,000 - 30,000 (rent share on 1 Dec) = 10,000, and no chance claimed.
  expect(f.tooLittleHistory).toBe(true);
  expect(f.onPayday).toEqual({ low: 10_000, middle: 10_000, high: 10_000 });
  expect(f.breakdown).toEqual({ balance: 40_000, bills: -30_000, moneyIn: 0, everydaySpending: 0, onPayday: 10_000 });
  expect(f.chance).toEqual({ belowZero: null, belowLimit: null, belowBuffer: null });
});

it("stands the person's budgets in for their history when they ask for the plan", async () => {
  // No budget yet: no plan, so the history answers (the identical weeks above: 139,640).
  expect((await me.client.trpc.forecast.toPayday.query({ spending: 'plan' })).onPayday.middle).toBe(139_640);
  // A £100 groceries budget for this pay cycle (4 Nov to 3 Dec); none of the seeded rows is
  // filed under groceries, so all 10,000 is still budgeted and spread over the days to payday.
  await me.client.trpc.budgets.set.mutate({ categoryId: 'groceries', limit: 10_000 });
  const f = await me.client.trpc.forecast.toPayday.query({ spending: 'plan' });
  expect(f.spending).toBe('plan');
  // 150,000 - 14,200 (bills) + 10,240 (money in) - 10,000 (the budget left) = 136,040.
  expect(f.breakdown).toEqual({ balance: 150_000, bills: -14_200, moneyIn: 10_240, everydaySpending: -10_000, onPayday: 136_040 });
  expect(f.onPayday).toEqual({ low: 136_040, middle: 136_040, high: 136_040 });
  await me.client.trpc.budgets.remove.mutate({ categoryId: 'groceries' });
});
