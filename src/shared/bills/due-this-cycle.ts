import { addDays, isCalendarDay, splitDay } from '../dates';
import { clampedDayIn, nextMonth } from '../pay-cycle';

// Which bills fall due in the current pay cycle, and on which days (issue 11, item 4;
// decision 024). 'Your total bills this month' and the left-to-spend card count these.

/**
 * A pay cycle's days. `shorterThanAMonth` is set for pay every one, two or four weeks (issue
 * 26): a monthly bill then counts only in the cycle its day falls in, not once in every cycle.
 */
export type Cycle = { start: string; end: string; shorterThanAMonth?: boolean };

/** One bill as this rule sees it: a manual bill (type, due date, its loan's final date) or a bank bill (frequency). */
export type CycleBill = {
  amount: number;
  /** Manual: 'one-time' is one-off, anything else monthly. Bank bills: their frequency decides. */
  type: string;
  dueDate: string | null;
  /** Bank bills only: 'weekly' | 'fortnightly' | 'monthly' | 'yearly' ('' reads as monthly). */
  frequency?: string | null;
  /** A loan's payment bill: the loan's final payment date. */
  loanFinalDate?: string | null;
};

/**
 * The days `bill` falls due inside the cycle. A monthly bill counts once (on its day of the
 * month inside the cycle; `null` when it has no date). A one-time bill counts only when its date is inside the cycle. A loan's bill counts only
 * while payments remain (its final date is not before today). Bank bills go by frequency: a
 * weekly one each time it falls in the cycle, a yearly one only in its cycle.
 */
export function dueDatesInCycle(bill: CycleBill, cycle: Cycle, today: string): (string | null)[] {
  if (bill.loanFinalDate && bill.loanFinalDate < today) return [];
  const anchor = bill.dueDate && isCalendarDay(bill.dueDate) ? bill.dueDate : null;
  const frequency = bill.frequency === undefined ? null : (bill.frequency ?? '').trim().toLowerCase();
  if (frequency === null && bill.type === 'one-time') return anchor && anchor >= cycle.start && anchor <= cycle.end ? [anchor] : [];
  if (frequency === 'weekly' || frequency === 'fortnightly') {
    if (!anchor) return [null];
    return everyNDays(anchor, frequency === 'weekly' ? 7 : 14, cycle);
  }
  if (frequency === 'yearly') {
    if (!anchor) return [];
    const [, m, d] = splitDay(anchor);
    const days: string[] = [];
    for (const year of new Set([Number(cycle.start.slice(0, 4)), Number(cycle.end.slice(0, 4))])) {
      const day = clampedDayIn(year, m, d);
      if (day >= cycle.start && day <= cycle.end) days.push(day);
    }
    return days;
  }
  // Monthly (manual bills of any other type, bank bills monthly or without a frequency).
  if (cycle.shorterThanAMonth) {
    // Weekly to four-weekly pay: on its day, when that falls in the cycle; one without a date
    // once a month, in the cycle that holds the 1st.
    if (anchor) return monthlyDaysIn(anchor, cycle);
    return monthlyDaysIn(`${cycle.start.slice(0, 8)}01`, cycle).length > 0 ? [null] : [];
  }
  return [anchor ? monthlyDayIn(anchor, cycle) : null];
}

/** The cycle's total of the bills' amounts, each counted as often as it falls due. */
export function dueInCycleTotal(bills: readonly CycleBill[], cycle: Cycle, today: string): number {
  return bills.reduce((sum, bill) => sum + bill.amount * dueDatesInCycle(bill, cycle, today).length, 0);
}

/** A monthly bill's day inside the cycle: its first day of the month there (the cycle's start if none falls inside). */
function monthlyDayIn(anchor: string, cycle: Cycle): string {
  return monthlyDaysIn(anchor, cycle)[0] ?? cycle.start;
}

/** Every day of the month `anchor` names inside the range (29 to 31 on the last day of shorter months). */
function monthlyDaysIn(anchor: string, range: Cycle): string[] {
  const [, , d] = splitDay(anchor);
  let [y, m] = splitDay(range.start);
  const days: string[] = [];
  for (let day = clampedDayIn(y, m, d); day <= range.end; day = clampedDayIn(y, m, d)) {
    if (day >= range.start) days.push(day);
    [y, m] = nextMonth(y, m);
  }
  return days;
}

/**
 * The days `bill` falls due from `range.start` to `range.end` (for the days left before
 * payday): the same rules as dueDatesInCycle, except that a monthly bill falls on each of its
 * days in the range (none when they are all behind), and one without a date counts once (null).
 */
export function dueDatesBetween(bill: CycleBill, range: Cycle, today: string): (string | null)[] {
  const frequency = bill.frequency === undefined ? null : (bill.frequency ?? '').trim().toLowerCase();
  const monthly = !(frequency === null && bill.type === 'one-time') && !['weekly', 'fortnightly', 'yearly'].includes(frequency ?? '');
  if (!monthly) return dueDatesInCycle(bill, range, today);
  if (bill.loanFinalDate && bill.loanFinalDate < today) return [];
  const anchor = bill.dueDate && isCalendarDay(bill.dueDate) ? bill.dueDate : null;
  if (anchor) return monthlyDaysIn(anchor, range);
  // Without a date: once, or for pay every few weeks only when the days hold a 1st (as dueDatesInCycle).
  return !range.shorterThanAMonth || monthlyDaysIn(`${range.start.slice(0, 8)}01`, range).length > 0 ? [null] : [];
}

function everyNDays(anchor: string, n: number, cycle: Cycle): string[] {
  let day = anchor;
  // Step to the first occurrence on or after the cycle start (backwards or forwards).
  while (day > cycle.start) day = addDays(day, -n);
  while (day < cycle.start) day = addDays(day, n);
  const days: string[] = [];
  for (; day <= cycle.end; day = addDays(day, n)) days.push(day);
  return days;
}
