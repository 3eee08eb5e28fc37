// A manual account appears wherever a linked one does, and the money rules count its
// transactions like synced ones.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { onboardedUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false, clock: () => new Date('2026-11-20T12:00:00Z') });
});
afterAll(() => t?.close());

const current = ['Date,Description,Amount,Balance', '02/11/2026,ACME LTD SALARY,1850.00,1900.00', '14/11/2026,CO-OP GROUP,-9.85,1890.15'].join('\n');
const savings = ['Date,Description,Money in,Money out', '03/11/2026,Transfer in,250.00,'].join('\n');

it('shows manual accounts on the dashboard, in savings and in Bank Connections, and counts their money', async () => {
  const user = await onboardedUser(t, 'manual', 1);
  const trpc = user.client.trpc;
  const a = await trpc.imports.confirm.mutate({
    file: { text: current },
    target: { newAccount: { name: 'Bills', institution: 'Nationwide', type: 'current' } },
  });
  const s = await trpc.imports.confirm.mutate({
    file: { text: savings },
    target: { newAccount: { name: 'Rainy day', institution: 'Marcus', type: 'savings', openingBalance: '1,000.00' } },
  });

  const accounts = await trpc.bank.accounts.query();
  // How current each is: its newest statement row (14 Nov; the savings file's one row, 3 Nov).
  expect(accounts.find((x) => x.id === a.accountId)?.data_to).toBe('2026-11-14');
  expect(accounts.find((x) => x.id === s.accountId)?.data_to).toBe('2026-11-03');
  expect(accounts.map((x) => [x.id, x.balance, x.manual])).toEqual(
    expect.arrayContaining([
      [a.accountId, 189015, true],
      [s.accountId, 125000, true],
    ]),
  );
  // The current account's 1,890.15 is the Balance; the savings account's 1,250.00 sits beside it.
  expect(await trpc.dashboard.overview.query()).toMatchObject({ balance: 189015, savings: 125000 });
  // Money In Savings is what was paid into savings this pay cycle (decision 024): the £250.00
  // transfer; the balance is the opening £1,000.00 plus it.
  expect(await trpc.dashboard.savings.query()).toMatchObject({
    moneyInSavings: 25000,
    savingsBalance: 125000,
    lastDeposit: { amount: 25000, date: '2026-11-03' },
  });
  const spending = await trpc.dashboard.spending.query();
  expect(spending.periods.some((p) => p.total === 985)).toBe(true);

  // A refresh has no bank to ask for accounts kept by import: it offers a newer statement, and
  // does not say "No bank connection found" (issue 22 item 7).
  expect(await trpc.bank.refreshAll.mutate({ mode: 'manual' })).toEqual({
    status: 'import_only',
    message:
      'Your accounts are kept up to date by importing statements, so there is no bank to fetch from. Import your newest statement to bring them up to date.',
  });

  // Removing one goes without a bank to call.
  await trpc.bank.removeAccount.mutate({ accountId: s.accountId });
  expect((await trpc.bank.accounts.query()).map((x) => x.id)).toEqual([a.accountId]);
  expect(await t.db.selectFrom('import_batches').select('id').where('account_id', '=', s.accountId).execute()).toEqual([]);
});

it('leaves a credit card added by hand out of the Balance, Left to spend and Money In', async () => {
  // Today is Friday 20 November 2026; pay day 1 (Sunday 1 Nov moves back to Friday 30 Oct,
  // Tuesday 1 Dec stays): this cycle is 30 Oct .. 30 Nov, the next pay day 1 Dec.
  // Current account: salary 1,850.00 on 2 Nov, CO-OP 9.85 on 14 Nov; balance 1,890.15.
  // Credit card: owed 500.00 at the start, AMAZON 200.00 and TESCO 45.50 spent, a 300.00
  // repayment on 16 Nov (paid from a bank not linked here, so no own-transfer matches it):
  // balance -500.00 - 200.00 - 45.50 + 300.00 = -445.50.
  //   Balance: 1,890.15 (the card's -445.50 left out; counted, it would read 1,444.65)
  //   Left to spend: 1,890.15, no bills; 20 Nov to 1 Dec is 11 days: 189,015 / 11 = 17,183.18 -> 17,183
  //   Money In: 1,850.00 (the repayment is not income; counted, it would read 2,150.00)
  //   A loan's income share: nothing came in during the last whole cycle (1 .. 29 Oct), so the
  //   cycle so far: a 185.00 payment is 10% of 1,850.00 (of 2,150.00 with the repayment, 8.6%)
  const user = await onboardedUser(t, 'manual-card', 1);
  const trpc = user.client.trpc;
  await trpc.imports.confirm.mutate({ file: { text: current }, target: { newAccount: { name: 'Bills', institution: 'Nationwide', type: 'current' } } });
  const card = await trpc.imports.confirm.mutate({
    file: {
      text: ['Date,Description,Amount', '05/11/2026,AMAZON,-200.00', '10/11/2026,TESCO,-45.50', '16/11/2026,PAYMENT RECEIVED THANK YOU,300.00'].join('\n'),
    },
    target: { newAccount: { name: 'Card', institution: 'Barclaycard', type: 'credit_card', openingBalance: '-500.00' } },
  });
  expect((await trpc.bank.accounts.query()).find((x) => x.id === card.accountId)?.balance).toBe(-44550);

  expect(await trpc.dashboard.overview.query()).toEqual({
    balance: 189015,
    savings: 0,
    moneyIn: 185000,
    // The statement's first row is on 2 Nov, after the cycle began: the figure says so.
    payCycle: { startDate: '2026-10-30', endDate: '2026-11-30', dataFrom: '2026-11-02' },
  });
  expect(await trpc.dashboard.leftToSpend.query()).toEqual({
    currentBalance: 189015,
    savingsBalance: 0,
    bills: [],
    billsTotal: 0,
    budgeted: null,
    left: 189015,
    nextPayDay: '2026-12-01',
    daysToPayday: 11,
    perDay: 17183,
  });
  expect(await trpc.money.overview.query()).toMatchObject({ current: { startDate: '2026-10-30', endDate: '2026-11-30', total: 185000 } });
  const { loan } = await trpc.loans.add.mutate({ name: 'Car', amount: '1000', monthlyPayment: '185', finalPaymentDate: '2027-06-01' });
  expect(loan.incomePercentage).toBe(10);
  // Other Income still lists the repayment, marked as not counted.
  const deposits = (await trpc.money.otherIncome.query()).deposits.map((d) => [d.date, d.amount, d.countsAsIncome]);
  expect(deposits).toEqual([
    ['2026-11-16', 30000, false],
    ['2026-11-02', 185000, true],
  ]);
});
