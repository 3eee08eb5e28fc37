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
 * The share of the user's monthly income the loan's monthly payment takes, as a percentage to
 * one decimal place (halves up: 5.75 -> 5.8); null when there is no income to compare with.
 * Whole percentages read 5% where it was 5.8% (issue 22, item 8).
 */
export function loanIncomePercentage(monthlyPaymentPence: number, monthlyIncomePence: number): number | null {
  if (!(monthlyIncomePence > 0)) return null;
  return Math.round((monthlyPaymentPence * 1000) / monthlyIncomePence) / 10;
}

/** '5.8%', '10.0%': the income share as shown. */
export function formatIncomeShare(percentage: number): string {
  return `${percentage.toFixed(1)}%`;
}

/** The loan's payment day: the one the person chose, else the final payment date's day. */
export function loanPaymentDay(paymentDay: number | null, finalPaymentDate: string): number {
  return paymentDay ?? splitDay(finalPaymentDate)[2];
}

/**
 * The next payment date on or after today: the payment day of this month if it is still to
 * come (today included), else of next month; on the last day of a shorter month.
 */
export function nextPaymentDate(paymentDay: number, today: string): string {
  const [y, m] = splitDay(today);
  const thisMonth = clampedDayIn(y, m, paymentDay);
  if (thisMonth >= today) return thisMonth;
  return m === 12 ? clampedDayIn(y + 1, 1, paymentDay) : clampedDayIn(y, m + 1, paymentDay);
}

/** A final payment date as dd-MMM-yyyy ('05-Mar-2027'), or 'Not set' when missing or not a date. */
export function formatFinalDate(date: string | null): string {
  if (!date || !isCalendarDay(date)) return 'Not set';
  const [y, m, d] = splitDay(date);
  return `${String(d).padStart(2, '0')}-${SHORT_MONTH_NAMES[m - 1]}-${y}`;
}
