import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Deps } from '../../../src/server/deps';
import { afterSync } from '../../../src/server/modules/bank/service';
import { BILL_PAID_TEXT, dueText } from '../../../src/shared/bills/bill-state';
import type { ApiClient } from '../../support/api-client';
import { onboardedUser, seedAccounts, seedTransactions } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDeps } from '../../support/test-deps';
import { insertBankBill } from '../bills/support';

// Bills due in the current pay cycle, worked by hand. Today is Tuesday 24 November 2026, pay
// day 25 (Sunday 25 October moved to Friday 23rd): the cycle is 23 Oct .. 24 Nov.
//   Rent, monthly 950.00                                   counts once       95,000
//   TV Licence, one-time on 10 Nov (inside)                counts            17,450
//   Car insurance, one-time on 5 Dec (after the cycle)     no                     0
//   Car Loan Payment, 250.00 while payments remain         counts            25,000
//   Sofa Loan Payment, final payment 1 Nov (finished)      no, and not listed     0
//   Greengrid Power, bank direct debit monthly 117.00      counts            11,700
//   Gym, bank standing order weekly 10.00 from Mon 5 Jan:  26 Oct, 2, 9, 16, 23 Nov: 5 x 1,000 = 5,000
//   Prime, bank yearly 95.00 on 1 April                    no                     0
//   total                                                                   154,150
// Greengrid Power took 129.00 on 5 November (the price went up from 117.00): it is paid.

const NOW = new Date('2026-11-24T12:00:00Z');
let now = NOW;
const TODAY = '2026-11-24';
let t: TestApp;
let deps: Deps;
let me: { client: ApiClient; userId: string };

beforeAll(async () => {
  t = await startTestApp({ scheduler: false, clock: () => now });
  deps = await testDeps(t.database, { clock: () => now });
  me = await onboardedUser(t, 'bills-cycle', 25);
  const [current] = await seedAccounts(t.db, me.userId, [{ name: 'Current', balance: 180_000 }]);
  await seedTransactions(t.db, me.userId, [
    { account: current!, date: '2026-10-23', amount: 358_700, description: 'SALARY', counterparty: 'ACME LTD' },
    { account: current!, date: '2026-11-05', amount: -12_900, description: 'DD GREENGRID POWER', counterparty: 'GREENGRID POWER' },
  ]);
  const bills = me.client.trpc.bills;
  await bills.add.mutate({ name: 'Rent', amount: '950', type: 'monthly', category: 'Rent', dueDate: '2026-01-28' });
  await bills.add.mutate({ name: 'TV Licence', amount: '174.50', type: 'one-time', category: 'TV Licence', dueDate: '2026-11-10' });
  await bills.add.mutate({ name: 'Car insurance', amount: '480', type: 'one-time', category: 'Insurance', dueDate: '2026-12-05' });
  await me.client.trpc.loans.add.mutate({ name: 'Car Loan', amount: '6000', monthlyPayment: '250', finalPaymentDate: '2027-09-15' });
  await me.client.trpc.loans.add.mutate({ name: 'Sofa', amount: '90', monthlyPayment: '90', finalPaymentDate: '2026-11-01' });
  await insertBankBill(t, me.userId, current!, { name: 'Greengrid Power', type: 'directDebit', amount: 11_700, nextDate: '2026-12-05' });
  await insertBankBill(t, me.userId, current!, { name: 'Gym', type: 'standingOrder', amount: 1_000, frequency: 'weekly', nextDate: '2026-01-05' });
  await insertBankBill(t, me.userId, current!, { name: 'Prime', type: 'directDebit', amount: 9_500, frequency: 'yearly', nextDate: '2027-04-01' });
});
afterAll(async () => {
  await deps?.events.close();
  await t?.close();
});

it('totals the bills due in this pay cycle: Payday = Money In - that', async () => {
  expect(await me.client.trpc.bills.summary.query()).toMatchObject({
    total: 154_150,
    manualTotal: 95_000 + 17_450 + 25_000,
    bankCurrentTotal: 11_700 + 5_000,
    cycle: { startDate: '2026-10-23', endDate: '2026-11-24' },
  });
  // Money In this cycle is the salary of 23 October: Payday = 358,700 - 154,150 = 204,550.
  expect((await me.client.trpc.dashboard.overview.query()).moneyIn).toBe(358_700);
  // The finished loan's bill is not listed (never 'Due today').
  const names = (await me.client.trpc.bills.list.query()).map((b) => b.name);
  expect(names).not.toContain('Sofa Payment');
  expect(names).toContain('Car Loan Payment');
});

it('marks a bank bill paid after a sync when its payee was paid this cycle, though the amount changed', async () => {
  const before = (await me.client.trpc.bills.list.query()).find((b) => b.name === 'Greengrid Power')!;
  expect(dueText(before, TODAY)).toBe('Due in 11 days');
  await afterSync(deps, me.userId, []);
  const after = (await me.client.trpc.bills.list.query()).find((b) => b.name === 'Greengrid Power')!;
  expect(dueText(after, TODAY)).toBe(BILL_PAID_TEXT);
  // The Gym's weekly payments were never taken: still due.
  expect((await me.client.trpc.bills.list.query()).find((b) => b.name === 'Gym')!.original_bank_bill?.status).toBe('active');
});

it('checks the payments again when the pay day changes', async () => {
  // Pay day 10: the cycle becomes Tue 10 Nov .. Wed 9 Dec, and the 5 November payment is in the one before.
  await me.client.trpc.payday.set.mutate({ payDay: 10 });
  expect((await me.client.trpc.bills.list.query()).find((b) => b.name === 'Greengrid Power')!.original_bank_bill?.status).toBe('active');
  await me.client.trpc.payday.set.mutate({ payDay: 25 });
  expect((await me.client.trpc.bills.list.query()).find((b) => b.name === 'Greengrid Power')!.original_bank_bill?.status).toBe('PAID');
});

it('leaves the current balance minus the unpaid bills due before payday, per day to payday', async () => {
  // On Tuesday 10 November (same cycle, next pay day Wednesday 25th, 15 days away), the bills
  // still to come before payday: TV Licence 17,450 (10 Nov), Car Loan Payment 25,000 (its
  // payment day, the 15th: its final date's day, as none was chosen), Gym 1,000 on Mondays 16
  // and 23 Nov. Not counted: Rent (the 28th
  // is past in this cycle), Greengrid Power (paid), the finished Sofa loan, car insurance and
  // Prime (later). 17,450 + 2,000 + 25,000 = 44,450; 180,000 - 44,450 = 135,550; per day
  // 135,550 / 15 = 9,036.67 -> 9,036.
  now = new Date('2026-11-10T12:00:00Z');
  try {
    const left = await me.client.trpc.dashboard.leftToSpend.query();
    expect(left).toEqual({
      currentBalance: 180_000,
      savingsBalance: 0,
      bills: [
        { id: expect.any(String), name: 'TV Licence', amount: 17_450, date: '2026-11-10', accountId: null },
        { id: expect.any(String), name: 'Car Loan Payment', amount: 25_000, date: '2026-11-15', accountId: null },
        { id: expect.any(String), name: 'Gym', amount: 1_000, date: '2026-11-16', accountId: expect.any(String) },
        { id: expect.any(String), name: 'Gym', amount: 1_000, date: '2026-11-23', accountId: expect.any(String) },
      ],
      billsTotal: 44_450,
      // Budgets are not taken off unless the person asks (issue 26, decision 050).
      budgeted: null,
      left: 135_550,
      nextPayDay: '2026-11-25',
      daysToPayday: 15,
      perDay: 9_036,
    });
  } finally {
    now = NOW;
  }
});
