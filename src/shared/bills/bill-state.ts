import { clampedDayIn, daysBetween, isCalendarDay, nextMonth, splitDay } from '../pay-cycle';
import type { BillView } from './bill-view';
import { cadenceDays, cadenceOf, nextOccurrence, previousOccurrence } from './due-this-cycle';

export type BillBadge = 'Paid' | 'Due' | 'Overdue';

export const BILL_PAID_TEXT = "You've paid this bill this month";
const NO_DUE_DATE_TEXT = 'No due date set';
const DUE_DATE_ERROR_TEXT = 'Due date format error';

/**
 * Paid when the bill says so (is_paid), when it has a paid_at time, or when it is a bank bill
 * whose bank_bills row has status PAID (set by the bill payment check).
 */
export function isBillPaid(bill: Pick<BillView, 'is_paid' | 'paid_at' | 'source' | 'original_bank_bill'>): boolean {
  if (bill.is_paid || bill.paid_at) return true;
  return bill.source === 'bank' && bill.original_bank_bill?.status.toUpperCase() === 'PAID';
}

/**
 * The next time a monthly bill is due, on or after today: the stored date itself while it is
 * still ahead (a first payment in a later month stays put), otherwise its day of the month in
 * today's month, rolled to next month if that has passed. Days 29 to 31 fall on the last day
 * of shorter months (due on the 31st -> 28 or 29 February, then 31 March).
 * Throws a RangeError for a date that is not 'yyyy-MM-dd'.
 */
export function nextDueDate(dueDate: string, today: string): string {
  if (!isCalendarDay(dueDate)) throw new RangeError(`Not a date: ${JSON.stringify(dueDate)}`);
  if (dueDate >= today) return dueDate;
  const [, , day] = splitDay(dueDate);
  const [y, m] = splitDay(today);
  const thisMonth = clampedDayIn(y, m, day);
  if (thisMonth >= today) return thisMonth;
  const [ny, nm] = nextMonth(y, m);
  return clampedDayIn(ny, nm, day);
}

/**
 * The date a bill is next due: for a monthly bill its next occurrence (nextDueDate); a
 * one-time bill does not recur, so its stored date stands even once past. Null when the bill
 * has no valid due date.
 */
export function effectiveDueDate(bill: Pick<BillView, 'type' | 'due_date'> & { frequency?: string | null }, today: string): string | null {
  if (!bill.due_date || !isCalendarDay(bill.due_date)) return null;
  if (bill.type === 'one-time') return bill.due_date;
  const cadence = cadenceOf(bill.frequency);
  return cadence === 'monthly' ? nextDueDate(bill.due_date, today) : nextOccurrence(bill.due_date, cadence, today);
}

/**
 * Whether a paid mark (paid on `paidOn`) still covers the bill today. A weekly, fortnightly or
 * four-weekly bill is paid for one occurrence only (issue 22 gap, decision 048): the mark
 * counts while it is later than the occurrence before the next one due, so last week's
 * payment does not make this week's paid. Other cadences keep their mark until it is cleared.
 */
export function paidMarkHolds(bill: { type: string; due_date: string | null; frequency?: string | null }, paidOn: string, today: string): boolean {
  if (bill.type === 'one-time' || !bill.due_date || !isCalendarDay(bill.due_date)) return true;
  const cadence = cadenceOf(bill.frequency);
  if (cadenceDays(cadence) === null) return true;
  const next = nextOccurrence(bill.due_date, cadence, today);
  const before = previousOccurrence(bill.due_date, cadence, next);
  return before === null || paidOn > before;
}

/** Days from today to the bill's due date: 0 today, 1 tomorrow, negative for a one-time bill gone by; null without a valid date. */
export function dueInDays(bill: Pick<BillView, 'type' | 'due_date'> & { frequency?: string | null }, today: string): number | null {
  const due = effectiveDueDate(bill, today);
  return due === null ? null : daysBetween(today, due);
}

/** The due line under a bill (spec 02 §4 'Bill due text'). */
export function dueText(
  bill: Pick<BillView, 'type' | 'due_date' | 'is_paid' | 'paid_at' | 'source' | 'original_bank_bill'> & { frequency?: string | null },
  today: string,
): string {
  if (isBillPaid(bill)) return BILL_PAID_TEXT;
  if (bill.due_date === null || bill.due_date.trim() === '') return NO_DUE_DATE_TEXT;
  const days = dueInDays(bill, today);
  if (days === null) return DUE_DATE_ERROR_TEXT;
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  if (days > 1) return `Due in ${days} days`;
  // Only a one-time bill can be behind; the spec has no text for it.
  return days === -1 ? 'Overdue by 1 day' : `Overdue by ${-days} days`;
}

/** The list badge: Paid, Overdue when the due day count is negative, otherwise Due (also with no or a bad date). */
export function billBadge(
  bill: Pick<BillView, 'type' | 'due_date' | 'is_paid' | 'paid_at' | 'source' | 'original_bank_bill'> & { frequency?: string | null },
  today: string,
): BillBadge {
  if (isBillPaid(bill)) return 'Paid';
  const days = dueInDays(bill, today);
  return days !== null && days < 0 ? 'Overdue' : 'Due';
}
