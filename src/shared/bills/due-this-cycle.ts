import { addDays, isCalendarDay, splitDay } from '../dates';
import { clampedDayIn, daysBetween, nextMonth } from '../pay-cycle';
import { isBillFrequency, type BillFrequency } from './frequencies';

// Which bills fall due in the current pay cycle, and on which days (issue 11, item 4;
// decision 024), at every cadence a bill may have (issue 25, decision 048). 'Your total bills
// this month' and the left-to-spend card count these.

/**
 * A pay cycle's days. `shorterThanAMonth` is set for pay every one, two or four weeks (issue
 * 26): a monthly bill then counts only in the cycle its day falls in, not once in every cycle.
 */
export type Cycle = { start: string; end: string; shorterThanAMonth?: boolean };

/** One bill as this rule sees it: manual and bank bills alike. */
export type CycleBill = {
  amount: number;
  /** 'one-time' is one-off (a manual bill); anything else recurs at its frequency. */
  type: string;
  /** Any one day the bill falls due: the cadence runs from it. */
  dueDate: string | null;
  /** A cadence of frequencies.ts; missing, empty or unknown reads as monthly. */
  frequency?: string | null;
  /** A loan's payment bill: the loan's final payment date. */
  loanFinalDate?: string | null;
};

/** Days between payments for the cadences counted in days. */
const EVERY_DAYS: Partial<Record<BillFrequency, number>> = { weekly: 7, fortnightly: 14, 'four-weekly': 28 };
/** Months between payments for the cadences counted in months. */
const EVERY_MONTHS: Partial<Record<BillFrequency, number>> = { monthly: 1, 'ten-monthly': 1, quarterly: 3, 'six-monthly': 6, yearly: 12 };
/** Council tax's two free months in ten-monthly: February and March (instalments April to January). */
const FREE_MONTHS = new Set([2, 3]);

/** The bill's cadence: missing, empty or unknown is monthly (how bills were stored before cadences). */
export function cadenceOf(frequency: string | null | undefined): BillFrequency {
  const value = (frequency ?? '').trim().toLowerCase();
  return isBillFrequency(value) ? value : 'monthly';
}

/** Days in a cadence counted in days (weekly 7, fortnightly 14, four-weekly 28); null for those counted in months. */
export function cadenceDays(frequency: BillFrequency): number | null {
  return EVERY_DAYS[frequency] ?? null;
}

/**
 * Every day from range.start to range.end (inclusive) a bill of this cadence falls due, the
 * cadence running from `anchor` (any one of its days, before or after the range). Days 29 to
 * 31 fall on the last day of shorter months. Ten-monthly skips February and March.
 */
function occurrencesBetween(anchor: string, frequency: BillFrequency, range: Cycle): string[] {
  const days = cadenceDays(frequency);
  if (days !== null) return everyNDays(anchor, days, range);
  const step = EVERY_MONTHS[frequency] ?? 1;
  const [, anchorMonth] = splitDay(anchor);
  return monthlyDaysIn(anchor, range).filter((day) => {
    const [, m] = splitDay(day);
    if (frequency === 'ten-monthly') return !FREE_MONTHS.has(m);
    return (((m - anchorMonth) % step) + step) % step === 0;
  });
}

/** The first day on or after `today` the bill falls due (the anchor itself while it is ahead). */
export function nextOccurrence(anchor: string, frequency: BillFrequency, today: string): string {
  if (anchor >= today) return anchor;
  // A yearly bill's next day is at most a year and a day away; 400 days covers every cadence.
  return occurrencesBetween(anchor, frequency, { start: today, end: addDays(today, 400) })[0] ?? anchor;
}

/** The day before `next` that a bill of this cadence was last due (for the paid check of one payment). */
export function previousOccurrence(anchor: string, frequency: BillFrequency, next: string): string | null {
  const days = occurrencesBetween(anchor, frequency, { start: addDays(next, -400), end: addDays(next, -1) });
  return days.at(-1) ?? null;
}

/**
 * The days `bill` falls due inside the cycle. A monthly bill counts once (on its day of the
 * month inside the cycle, or the cycle's start when a short cycle holds none; `null` when it
 * has no date); ten-monthly the same outside February and March. A one-time bill counts only
 * when its date is inside the cycle. Weekly, fortnightly and four-weekly bills count each time
 * they fall in the cycle (a weekly £47 in a cycle with four Tuesdays is 4 × £47); quarterly,
 * six-monthly and yearly ones only in the cycles that hold their day. A loan's bill counts only
 * while payments remain (its final date is not before today).
 */
export function dueDatesInCycle(bill: CycleBill, cycle: Cycle, today: string): (string | null)[] {
  if (bill.loanFinalDate && bill.loanFinalDate < today) return [];
  const anchor = bill.dueDate && isCalendarDay(bill.dueDate) ? bill.dueDate : null;
  if (bill.type === 'one-time') return anchor && anchor >= cycle.start && anchor <= cycle.end ? [anchor] : [];
  const frequency = cadenceOf(bill.frequency);
  if (!anchor) return undatedDays(frequency, cycle);
  const days = occurrencesBetween(anchor, frequency, cycle);
  if (frequency === 'monthly' || frequency === 'ten-monthly') {
    // Pay every few weeks: on its day, when that falls in the cycle (decision 049).
    if (cycle.shorterThanAMonth) return days;
    if (days.length > 0) return [days[0]!];
    // A cycle shorter than a month may hold none of its days: it counts once all the same.
    const [, startMonth] = splitDay(cycle.start);
    const holdsAny = monthlyDaysIn(anchor, cycle).length > 0;
    return holdsAny || (frequency === 'ten-monthly' && FREE_MONTHS.has(startMonth)) ? [] : [cycle.start];
  }
  return days;
}

/** The cycle's total of the bills' amounts, each counted as often as it falls due. */
export function dueInCycleTotal(bills: readonly CycleBill[], cycle: Cycle, today: string): number {
  return bills.reduce((sum, bill) => sum + bill.amount * dueDatesInCycle(bill, cycle, today).length, 0);
}

/**
 * The days `bill` falls due from `range.start` to `range.end` (for the days left before
 * payday): the same rules as dueDatesInCycle, except that a monthly (or ten-monthly) bill
 * falls on each of its days in the range (none when they are all behind), and one without a
 * date counts once (null).
 */
export function dueDatesBetween(bill: CycleBill, range: Cycle, today: string): (string | null)[] {
  const frequency = cadenceOf(bill.frequency);
  if (bill.type === 'one-time' || (frequency !== 'monthly' && frequency !== 'ten-monthly')) return dueDatesInCycle(bill, range, today);
  if (bill.loanFinalDate && bill.loanFinalDate < today) return [];
  const anchor = bill.dueDate && isCalendarDay(bill.dueDate) ? bill.dueDate : null;
  return anchor ? occurrencesBetween(anchor, frequency, range) : undatedDays(frequency, range);
}

/**
 * A bill without a date: the cadences paid at least monthly count once (null); the rarer ones
 * cannot be placed. For pay every few weeks a monthly one counts in the cycle that holds a 1st.
 */
function undatedDays(frequency: BillFrequency, cycle: Cycle): (string | null)[] {
  if (frequency === 'quarterly' || frequency === 'six-monthly' || frequency === 'yearly') return [];
  const monthly = frequency === 'monthly' || frequency === 'ten-monthly';
  if (monthly && cycle.shorterThanAMonth) return monthlyDaysIn(`${cycle.start.slice(0, 8)}01`, cycle).length > 0 ? [null] : [];
  return [null];
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

/** Every n days from anchor inside the range: worked out, not stepped, so an old anchor costs nothing. */
function everyNDays(anchor: string, n: number, range: Cycle): string[] {
  const gap = daysBetween(anchor, range.start);
  const first = addDays(range.start, ((-gap % n) + n) % n);
  const days: string[] = [];
  for (let day = first; day <= range.end; day = addDays(day, n)) days.push(day);
  return days;
}
