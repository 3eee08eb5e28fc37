import { describe, expect, it } from 'vitest';
import {
  LOAN_BILL_CATEGORY,
  formatFinalDate,
  formatIncomeShare,
  loanBillName,
  loanIncomePercentage,
  loanPaymentDay,
  loanProgress,
  nextPaymentDate,
  paymentDatesLeft,
} from '../../../src/shared/loans';

const progress = (totalPayments: number, paidPayments: number, remainingPayments: number, remainingBalance: number) => ({
  totalPayments,
  paidPayments,
  remainingPayments,
  remainingBalance,
});

describe('loanProgress', () => {
  const today = '2026-03-10';

  it.each([
    // £1,200 at £100 a month: 12 payments.
    [120000, 10000, '2027-03-05', progress(12, 0, 12, 120000)], // April to March: 12 dates left
    [120000, 10000, '2026-09-05', progress(12, 6, 6, 60000)], // 5 March has passed: April to September
    [120000, 10000, '2026-09-10', progress(12, 5, 7, 70000)], // 10 March is today and still to pay
    [120000, 10000, '2026-03-10', progress(12, 11, 1, 10000)], // the final payment is today
    [120000, 10000, '2026-03-09', progress(12, 12, 0, 0)], // the final payment was yesterday
    [120000, 10000, '2025-01-01', progress(12, 12, 0, 0)],
    [120000, 10000, '2030-01-01', progress(12, 0, 12, 120000)], // more dates than payments: clamped
    [120000, 10000, null, progress(12, 0, 12, 120000)], // no final date: all still to pay
    [120000, 10000, 'soon', progress(12, 0, 12, 120000)],
    [120000, 10000, '2026-02-30', progress(12, 0, 12, 120000)],
    // An amount that is not a whole number of payments: the last one is smaller.
    [100050, 10000, '2026-05-20', progress(11, 8, 3, 30000)],
    [100050, 10000, '2027-01-20', progress(11, 0, 11, 100050)],
    [100050, 10000, '2026-03-09', progress(11, 11, 0, 0)],
    // Nothing to pay, or no monthly payment.
    [0, 10000, '2027-03-05', progress(0, 0, 0, 0)],
    [120000, 0, '2027-03-05', progress(0, 0, 0, 120000)],
    [120000, -100, '2027-03-05', progress(0, 0, 0, 120000)],
  ])('%s pence at %s a month ending %s', (amount, monthlyPayment, finalPaymentDate, expected) => {
    expect(loanProgress({ amount, monthlyPayment, finalPaymentDate }, today)).toEqual(expected);
  });

  it('counts a payment on the 31st on the last day of shorter months', () => {
    const loan = { amount: 120000, monthlyPayment: 10000, finalPaymentDate: '2027-01-31' };
    expect(loanProgress(loan, '2026-02-27').remainingPayments).toBe(12); // 28 Feb to 31 Jan
    expect(loanProgress(loan, '2026-02-28').remainingPayments).toBe(12); // 28 Feb is today
    expect(loanProgress(loan, '2026-03-01').remainingPayments).toBe(11);
    expect(loanProgress(loan, '2026-03-31').remainingPayments).toBe(11);
    expect(loanProgress(loan, '2026-04-01').remainingPayments).toBe(10);
    expect(loanProgress(loan, '2026-04-30').remainingPayments).toBe(10);
    expect(loanProgress(loan, '2026-05-01').remainingPayments).toBe(9);
  });

  it('keeps paid plus remaining equal to the total and the balance within the amount', () => {
    const loan = { amount: 345678, monthlyPayment: 12345, finalPaymentDate: '2027-06-15' };
    let previous = -1;
    for (const today of ['2024-12-31', '2025-06-15', '2025-06-16', '2026-02-28', '2026-12-31', '2027-06-15', '2027-06-16']) {
      const p = loanProgress(loan, today);
      expect(p.totalPayments).toBe(29);
      expect(p.paidPayments + p.remainingPayments).toBe(p.totalPayments);
      expect(p.remainingBalance).toBeLessThanOrEqual(loan.amount);
      expect(p.remainingBalance).toBeGreaterThanOrEqual(0);
      expect(p.paidPayments).toBeGreaterThanOrEqual(previous);
      previous = p.paidPayments;
    }
  });
});

describe('paymentDatesLeft', () => {
  it.each([
    ['2026-03-10', '2026-03-10', 1],
    ['2026-03-11', '2026-03-10', 1],
    ['2026-03-09', '2026-03-10', 0],
    ['2026-04-09', '2026-03-10', 1],
    ['2026-04-10', '2026-03-10', 2],
    ['2027-01-05', '2026-12-20', 1],
    ['2024-02-29', '2024-01-29', 2],
    ['2024-02-29', '2024-01-30', 1], // January's date would be the 29th, already gone
  ])('final %s from %s leaves %i', (finalDate, today, count) => {
    expect(paymentDatesLeft(finalDate, today)).toBe(count);
  });
});

describe('loanIncomePercentage', () => {
  it.each([
    [50000, 250000, 20],
    [12345, 250000, 4.9], // 4.938
    [14500, 250000, 5.8], // the case: 5.8%, not 5% or 6%
    [1245, 10000, 12.5], // 12.45, halves up
    [1244, 10000, 12.4],
    [1250, 10000, 12.5],
    [0, 250000, 0],
    [300000, 250000, 120],
    [100000, 0, null],
    [100000, -5, null],
  ])('%s a month of %s income is %s%%', (monthly, income, expected) => {
    expect(loanIncomePercentage(monthly, income)).toBe(expected);
  });
});

describe('formatIncomeShare', () => {
  it.each([
    [5.8, '5.8%'],
    [10, '10.0%'],
    [0.1, '0.1%'],
  ])('%s is shown as %s', (share, text) => expect(formatIncomeShare(share)).toBe(text));
});

describe('loan payment day', () => {
  it('is the one chosen, else the final payment date’s day', () => {
    expect(loanPaymentDay(15, '2027-06-01')).toBe(15);
    expect(loanPaymentDay(null, '2027-06-01')).toBe(1);
    expect(loanPaymentDay(null, '2026-05-31')).toBe(31);
  });

  it.each([
    [15, '2026-03-10', '2026-03-15'], // later this month
    [10, '2026-03-10', '2026-03-10'], // today: due today
    [5, '2026-03-10', '2026-04-05'], // gone this month: next month
    [31, '2026-04-10', '2026-04-30'], // the last day of a shorter month
    [30, '2026-02-10', '2026-02-28'],
    [29, '2024-02-10', '2024-02-29'], // leap year
    [3, '2026-12-20', '2027-01-03'], // over the year's end
    [31, '2026-01-31', '2026-01-31'],
  ])('day %s from %s is next on %s', (day, today, expected) => expect(nextPaymentDate(day, today)).toBe(expected));
});

describe('formatFinalDate', () => {
  it.each([
    ['2027-03-05', '05-Mar-2027'],
    ['2026-09-30', '30-Sep-2026'],
    ['2024-02-29', '29-Feb-2024'],
    ['2026-12-01', '01-Dec-2026'],
    [null, 'Not set'],
    ['', 'Not set'],
    ['2026-02-30', 'Not set'],
    ['05/03/2027', 'Not set'],
  ])('%j shows as %s', (date, shown) => {
    expect(formatFinalDate(date)).toBe(shown);
  });
});

describe('the linked bill', () => {
  it('is named after the loan, in the Loan Payment category', () => {
    expect(loanBillName('Car')).toBe('Car Payment');
    expect(loanBillName('  Sofa finance ')).toBe('Sofa finance Payment');
    expect(LOAN_BILL_CATEGORY).toBe('Loan Payment');
  });
});
