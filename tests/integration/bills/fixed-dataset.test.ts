import { afterAll, beforeAll, expect, it } from 'vitest';
import { billBadge, dueText } from '../../../src/shared/bills/bill-state';
import { formatFinalDate } from '../../../src/shared/loans';
import { startTestApp, type TestApp } from '../../support/test-app';
import { insertAccount, insertBankBill, insertTransaction, onboardedUser } from './support';

// One user's hand-written bills, bank bills, loans and income, and every figure the bills
// screens show for them, worked out by hand below (not by the code under test).
//
// Today is Tuesday 10 March 2026 (London). The user's pay day is the 25th: this pay cycle is
// 25 Feb - 24 Mar, the last complete one 23 Jan - 24 Feb (Sunday 25 January moves to Friday
// 23rd, issue 11).

let now = new Date('2026-03-10T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: () => now, scheduler: false });
});
afterAll(() => t?.close());

it('shows every figure of a known dataset as worked out by hand', async () => {
  const { client, userId } = await onboardedUser(t, 'fixed', 25);
  const tick = () => (now = new Date(now.getTime() + 60_000)); // same day, a minute apart: a known creation order

  // Manual bills (pence in brackets).
  await client.trpc.bills.add.mutate({ name: 'Rent', amount: '950', type: 'monthly', category: 'Rent', dueDate: '2026-03-28' }); // 95000
  tick();
  await client.trpc.bills.add.mutate({ name: 'Phone', amount: '25.50', type: 'monthly', category: 'Phone', dueDate: '2026-01-10' }); // 2550
  tick();
  await client.trpc.bills.add.mutate({ name: 'Car insurance', amount: '480.00', type: 'one-time', category: 'Insurance', dueDate: '2026-03-01' }); // 48000
  tick();
  const gym = await client.trpc.bills.add.mutate({
    name: 'Gym',
    amount: '35',
    type: 'monthly',
    category: 'Custom',
    customCategory: 'Fitness',
    dueDate: '2026-03-05',
  }); // 3500
  await client.trpc.bills.setPaid.mutate({ id: gym.id, paid: true });
  tick();
  await client.trpc.bills.add.mutate({ name: 'Window cleaner', amount: '12', type: 'monthly', category: 'Custom', customCategory: 'Cleaning' }); // 1200
  tick();
  await client.trpc.bills.add.mutate({ name: 'Water', amount: '41.2', type: 'monthly', category: 'Water', dueDate: '2026-02-11' }); // 4120
  tick();

  // Income, on the current account. Last complete cycle (23 Jan - 24 Feb): 180,000 + 210,000 + 15,000 = 405,000.
  const current = await insertAccount(t, userId);
  const savings = await insertAccount(t, userId, 'SavingsAccount');
  await insertTransaction(t, userId, current, { date: '2026-01-23', amount: 180_000, description: 'ACME PAYROLL' }); // Friday 23rd: the cycle's first day
  await insertTransaction(t, userId, current, { date: '2026-01-26', amount: 210_000, description: 'ACME PAYROLL' }); // counts
  await insertTransaction(t, userId, current, { date: '2026-02-03', amount: 15_000, description: 'Etsy payout' }); // counts
  await insertTransaction(t, userId, current, { date: '2026-02-14', amount: 2_500, description: 'Tesco REFUND' }); // a refund, not income
  await insertTransaction(t, userId, current, { date: '2026-02-20', amount: 40_000, description: 'Transfer between accounts' }); // not income
  await insertTransaction(t, userId, current, { date: '2026-02-24', amount: -95_000, description: 'Rent' }); // money out
  await insertTransaction(t, userId, current, { date: '2026-02-25', amount: 215_000, description: 'ACME PAYROLL' }); // this cycle

  // Loans, each with its '{name} Payment' bill due today.
  const carLoan = await client.trpc.loans.add.mutate({ name: 'Car Loan', amount: '6000', monthlyPayment: '250', finalPaymentDate: '2027-09-15' });
  tick();
  const sofa = await client.trpc.loans.add.mutate({ name: 'Sofa', amount: '1000.00', monthlyPayment: '90', finalPaymentDate: '2026-05-31' });
  expect(carLoan.linkedBill.message).toBe('Monthly payment for Car Loan added to your bills');
  expect(sofa.linkedBill.message).toBe('Monthly payment for Sofa added to your bills');

  // Bank bills.
  await insertBankBill(t, userId, current, { name: 'Council Tax', type: 'directDebit', amount: 16_200, nextDate: '2026-03-15' });
  await insertBankBill(t, userId, current, { name: 'Octopus Energy', type: 'directDebit', amount: 8_540, nextDate: '2026-03-02', status: 'PAID' });
  await insertBankBill(t, userId, current, { name: 'Landlord SO', type: 'standingOrder', amount: 70_000, nextDate: null, referenceDate: '2026-02-09' });
  await insertBankBill(t, userId, current, { name: 'Netflix', type: 'inferred', amount: 1_099, nextDate: '2026-03-20' });
  await insertBankBill(t, userId, current, { name: 'TV Licence', type: 'directDebit', amount: 16_950, frequency: 'yearly', nextDate: '2026-04-01' });
  await insertBankBill(t, userId, current, { name: 'Old Gym', type: 'directDebit', amount: 4_500, nextDate: '2026-03-18', status: 'dismissed' });
  await insertBankBill(t, userId, savings, { name: 'ISA transfer', type: 'standingOrder', amount: 20_000, nextDate: '2026-03-12' });

  now = new Date('2026-03-10T18:00:00Z');
  const today = '2026-03-10';
  const list = await client.trpc.bills.list.query();

  // Highest amount first, the dismissed Old Gym left out; no two amounts are equal.
  // Due texts (today 10 Mar):
  // - Rent, monthly, 28 Mar still ahead: 18 days.
  // - Landlord SO: no next date, so the reference date 9 Feb: the 9th has passed this month -> 9 Apr = 21 + 9 = 30 days.
  // - Car insurance, one-time on 1 Mar: 9 days behind -> Overdue.
  // - Loan payment bills are due today (the day they were added).
  // - ISA transfer 12 Mar: 2 days. TV Licence: yearly, next 1 Apr: 21 + 1 = 22 days.
  // - Council Tax 15 Mar: 5 days. Octopus Energy: status PAID -> paid.
  // - Water: the 11th -> 11 Mar, tomorrow. Gym: marked paid. Phone: the 10th -> today.
  // - Window cleaner: no date. Netflix 20 Mar: 10 days.
  const paidText = "You've paid this bill this month";
  const expected: [string, number, 'manual' | 'bank', string, string, string][] = [
    // name, pence, source, category, due text, badge
    ['Rent', 95_000, 'manual', 'Rent', 'Due in 18 days', 'Due'],
    ['Landlord SO', 70_000, 'bank', 'Standing Order', 'Due in 30 days', 'Due'],
    ['Car insurance', 48_000, 'manual', 'Insurance', 'Overdue by 9 days', 'Overdue'],
    ['Car Loan Payment', 25_000, 'manual', 'Loan Payment', 'Due in 5 days', 'Due'],
    ['ISA transfer', 20_000, 'bank', 'Standing Order', 'Due in 2 days', 'Due'],
    ['TV Licence', 16_950, 'bank', 'Direct Debit', 'Due in 22 days', 'Due'],
    ['Council Tax', 16_200, 'bank', 'Direct Debit', 'Due in 5 days', 'Due'],
    ['Sofa Payment', 9_000, 'manual', 'Loan Payment', 'Due in 21 days', 'Due'],
    ['Octopus Energy', 8_540, 'bank', 'Direct Debit', paidText, 'Paid'],
    ['Water', 4_120, 'manual', 'Water', 'Due tomorrow', 'Due'],
    ['Gym', 3_500, 'manual', 'Custom', paidText, 'Paid'],
    ['Phone', 2_550, 'manual', 'Phone', 'Due today', 'Due'],
    ['Window cleaner', 1_200, 'manual', 'Custom', 'No due date set', 'Due'],
    // Netflix was found from its payments, not named a direct debit by the bank (decision 044).
    ['Netflix', 1_099, 'bank', 'Payment every month', 'Due in 10 days', 'Due'],
  ];
  expect(list.map((b) => [b.name, b.amount, b.source, b.category, dueText(b, today), billBadge(b, today)])).toEqual(expected);

  const byName = (name: string) => list.find((b) => b.name === name)!;
  // A yearly bank bill recurs at its cadence (decision 048), not 'one-time'.
  expect(byName('TV Licence')).toMatchObject({ type: 'monthly', frequency: 'yearly' });
  expect(byName('Landlord SO')).toMatchObject({ type: 'monthly', due_date: '2026-02-09' });
  // A bank bill's paid state is its bank status, not the view's flag.
  expect(byName('Octopus Energy')).toMatchObject({ is_paid: false, paid_at: null, original_bank_bill: { status: 'PAID' } });
  expect(byName('Gym')).toMatchObject({ is_paid: true, paid_at: '2026-03-10T12:03:00.000Z', custom_category: 'Fitness' });
  // Due on the loan's payment day, the 15th (its final date's day: none was chosen), not today.
  expect(byName('Car Loan Payment')).toMatchObject({ type: 'monthly', due_date: '2026-03-15', is_paid: false, loan_id: carLoan.loan.id });

  // Totals: the bills due in this pay cycle, 25 Feb - 24 Mar (issue 11: each monthly bill once,
  // a one-time bill only inside the cycle, a yearly bank bill only in its cycle):
  // manual 95,000 + 2,550 + 48,000 (one-time, 1 Mar) + 3,500 + 1,200 + 4,120 + 25,000 + 9,000 = 188,370
  // bank, current accounts: 16,200 + 8,540 + 70,000 + 1,099 = 95,839 (Old Gym dismissed; the
  //   yearly TV Licence falls on 1 April, the next cycle)
  // bank, savings account: 20,000
  // total (the dashboard's My Bills) = 188,370 + 95,839 = 284,209
  // by kind (the listed bank bills due this cycle, by the same rule): standing orders 70,000 +
  //   20,000 = 90,000; direct debits 16,200 + 8,540 = 24,740 (not the TV Licence, next cycle);
  //   inferred 1,099. 90,000 + 24,740 + 1,099 = 115,839 = 95,839 + 20,000: the kinds add up.
  expect(90_000 + 24_740 + 1_099).toBe(95_839 + 20_000);
  expect(await client.trpc.bills.summary.query()).toEqual({
    total: 284_209,
    manualTotal: 188_370,
    bankCurrentTotal: 95_839,
    bankSavingsTotal: 20_000,
    byType: { standingOrder: 90_000, directDebit: 24_740, inferred: 1_099 },
    cycle: { startDate: '2026-02-25', endDate: '2026-03-24' },
  });

  // Loans, oldest first.
  // Car Loan: 600,000 / 25,000 = 24 payments. Payment dates left on the 15th from 10 Mar 2026
  //   to 15 Sep 2027: Mar-Dec 2026 (10) + Jan-Sep 2027 (9) = 19; paid 24 - 19 = 5;
  //   balance 19 x 25,000 = 475,000. Income share 25,000 / 405,000 = 6.17% -> 6.2.
  // Sofa: ceil(100,000 / 9,000) = ceil(11.1) = 12 payments. Dates left on the 31st (the last day
  //   of shorter months): 31 Mar, 30 Apr, 31 May = 3; paid 9; balance min(100,000, 27,000) = 27,000.
  //   Income share 9,000 / 405,000 = 2.22% -> 2.2.
  const loans = await client.trpc.loans.list.query();
  expect(loans).toEqual([
    {
      id: carLoan.loan.id,
      name: 'Car Loan',
      amount: 600_000,
      monthlyPayment: 25_000,
      incomePercentage: 6.2,
      finalPaymentDate: '2027-09-15',
      paymentDay: 15,
      progress: { totalPayments: 24, paidPayments: 5, remainingPayments: 19, remainingBalance: 475_000 },
    },
    {
      id: sofa.loan.id,
      name: 'Sofa',
      amount: 100_000,
      monthlyPayment: 9_000,
      incomePercentage: 2.2,
      finalPaymentDate: '2026-05-31',
      paymentDay: 31,
      progress: { totalPayments: 12, paidPayments: 9, remainingPayments: 3, remainingBalance: 27_000 },
    },
  ]);
  expect(loans.map((l) => `You've paid ${l.progress.paidPayments} of ${l.progress.totalPayments} payments`)).toEqual([
    "You've paid 5 of 24 payments",
    "You've paid 9 of 12 payments",
  ]);
  expect(loans.map((l) => formatFinalDate(l.finalPaymentDate))).toEqual(['15-Sep-2027', '31-May-2026']);

  // A month on (10 Apr, still the 25 Mar - 24 Apr cycle): one more payment of each is behind.
  now = new Date('2026-04-10T12:00:00Z');
  expect((await client.trpc.loans.list.query()).map((l) => l.progress)).toEqual([
    { totalPayments: 24, paidPayments: 6, remainingPayments: 18, remainingBalance: 450_000 },
    { totalPayments: 12, paidPayments: 10, remainingPayments: 2, remainingBalance: 18_000 },
  ]);
});
