import { SHORT_MONTH_NAMES, clampedDayIn, isCalendarDay, splitDay } from './pay-cycle';

/** The category of the monthly bill kept in step with a loan (spec 02 §4). */
export const LOAN_BILL_CATEGORY = 'Loan Payment';

/** The name of the monthly bill kept in step with a loan: '{loan name} Payment'. */
export function loanBillName(name: string): string {
  return `${name.trim()} Payment`;
}

export type LoanProgress = { totalPayments: number; paidPayments: number; remainingPayments: number; remainingBalance: number };

/**
 * Where a loan stands today (spec 02 §9). All amounts in pence.
 * - totalPayments = ceil(amount / monthlyPayment).
 * - remainingPayments = the monthly payment dates from today (included) to the final payment
 *   date (included), one a month on the final date's day of the month (on the last day of
 *   shorter months), kept within 0..totalPayments. With no final date nothing is known to be
 *   paid, so every payment remains.
 * - paidPayments = totalPayments - remainingPayments.
 * - remainingBalance = min(amount, remainingPayments * monthlyPayment).
 * A monthly payment of 0 or less makes no payments: the whole amount remains.
 */
export function loanProgress(loan: { amount: number; monthlyPayment: number; finalPaymentDate: string | null }, today: string): LoanProgress {
  const amount = Math.max(0, loan.amount);
  if (!(loan.monthlyPayment > 0)) return { totalPayments: 0, paidPayments: 0, remainingPayments: 0, remainingBalance: amount };
  const totalPayments = Math.ceil(amount / loan.monthlyPayment);
  const dates = loan.finalPaymentDate && isCalendarDay(loan.finalPaymentDate) ? paymentDatesLeft(loan.finalPaymentDate, today) : totalPayments;
  const remainingPayments = Math.min(totalPayments, Math.max(0, dates));
  return {
    totalPayments,
    paidPayments: totalPayments - remainingPayments,
    remainingPayments,
    remainingBalance: Math.min(amount, remainingPayments * loan.monthlyPayment),
  };
}

/** Payment dates on or after today up to the final date, one a month on the final date's day. */
export function paymentDatesLeft(finalPaymentDate: string, today: string): number {
  if (finalPaymentDate < today) return 0;
  const [fy, fm, fd] = splitDay(finalPaymentDate);
  const [ty, tm] = splitDay(today);
  const laterMonths = (fy - ty) * 12 + (fm - tm);
  const thisMonthsDate = clampedDayIn(ty, tm, fd);
  return laterMonths + (thisMonthsDate >= today ? 1 : 0);
}

/**
 * The share of the user's monthly income the loan's monthly payment takes, as a whole
 * percentage (halves up); null when there is no income to compare with.
 */
export function loanIncomePercentage(monthlyPaymentPence: number, monthlyIncomePence: number): number | null {
  if (!(monthlyIncomePence > 0)) return null;
  return Math.round((monthlyPaymentPence * 100) / monthlyIncomePence);
}

/** A final payment date as dd-MMM-yyyy ('05-Mar-2027'), or 'Not set' when missing or not a date. */
export function formatFinalDate(date: string | null): string {
  if (!date || !isCalendarDay(date)) return 'Not set';
  const [y, m, d] = splitDay(date);
  return `${String(d).padStart(2, '0')}-${SHORT_MONTH_NAMES[m - 1]}-${y}`;
}
