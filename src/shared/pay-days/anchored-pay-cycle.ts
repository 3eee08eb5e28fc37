import { addDays, daysInMonth } from '../dates';
import { ymd, type PayCycle } from '../pay-cycle';
import { isWeeklyRule, numberedPayDay, payDayNumberAt, weekdayOfMonth, type PayDayRule } from './pay-day-rule';

/** A salary landing up to this many days before the adjusted pay day starts that cycle ... */
const EARLY_SALARY_DAYS = 7;
/** ... or up to 3 days for weekly pay, whose paydays are only 7 days apart. */
const EARLY_WEEKLY_SALARY_DAYS = 3;

/**
 * A pay cycle, both ends included; `nextPayDay` is the day the next cycle starts (end + 1).
 * `payDay` is the day pay was due (after the weekend or bank-holiday move), which a salary
 * landing early may precede: the tax year counts the cycles whose `payDay` falls in it.
 */
export type AnchoredPayCycle = { start: string; end: string; nextPayDay: string; payDay: string };

/** A year of cycles: the cycles whose pay day is due from `from` to `to` (both included). */
export type YearRange = { from: string; to: string };

/**
 * The first day of the cycle paid on `payDay` (an adjusted pay day): the earliest salary that
 * landed in the `earlyDays` before it (but after `previousPayDay`, so a weekly salary never
 * starts the cycle after its own), else the pay day itself. A late salary never moves it: the
 * cycle has begun whether or not the money has.
 */
export function cycleStartFor(payDay: string, salaryDates: readonly string[] = [], earlyDays = EARLY_SALARY_DAYS, previousPayDay?: string): string {
  const window = addDays(payDay, -earlyDays);
  const earliest = previousPayDay !== undefined && previousPayDay >= window ? addDays(previousPayDay, 1) : window;
  let start = payDay;
  for (const day of salaryDates) if (day >= earliest && day < start) start = day;
  return start;
}

const earlyDaysOf = (rule: PayDayRule) => (isWeeklyRule(rule) && rule.frequency === 'weekly' ? EARLY_WEEKLY_SALARY_DAYS : EARLY_SALARY_DAYS);

/** The cycle paid on payday number `n` (pay-day-rule.ts numbers them, monthly or weekly alike). */
function numberedCycle(n: number, rule: PayDayRule, salaryDates: readonly string[]): AnchoredPayCycle {
  const early = earlyDaysOf(rule);
  const payDay = numberedPayDay(n, rule);
  const next = numberedPayDay(n + 1, rule);
  const start = cycleStartFor(payDay, salaryDates, early, numberedPayDay(n - 1, rule));
  const nextPayDay = cycleStartFor(next, salaryDates, early, payDay);
  return { start, end: addDays(nextPayDay, -1), nextPayDay, payDay };
}

/** The number of the cycle holding `day`. */
function cycleNumberAt(day: string, rule: PayDayRule, salaryDates: readonly string[]): number {
  // A moved pay day, or a salary a week early, can start a cycle a few days before its
  // nominal day: the paydays around `day` hold the one that started last.
  const around = payDayNumberAt(day, rule);
  let n = around - 2;
  for (let candidate = around - 1; candidate <= around + 2; candidate++) {
    if (cycleStartFor(numberedPayDay(candidate, rule), salaryDates, earlyDaysOf(rule), numberedPayDay(candidate - 1, rule)) <= day) n = candidate;
  }
  return n;
}

/**
 * The pay cycle holding `today`: from the day pay landed (the adjusted pay day, or a salary a
 * few days before it) to the day before the next one starts, whatever the frequency.
 * `salaryDates` are the days the recognised salary arrived (salary.ts, `salaryDatesFrom`);
 * without them the cycle follows the rule alone. Future salaries are unknown, so the current
 * cycle ends the day before the next adjusted pay day.
 */
export function payCycleAt(today: string, rule: PayDayRule, salaryDates: readonly string[] = []): AnchoredPayCycle {
  return numberedCycle(cycleNumberAt(today, rule, salaryDates), rule, salaryDates);
}

/** `count` cycles ending with the one holding `today`, newest first; each ends the day before the next starts. */
export function recentPayCyclesAt(today: string, rule: PayDayRule, count: number, salaryDates: readonly string[] = []): AnchoredPayCycle[] {
  const n = cycleNumberAt(today, rule, salaryDates);
  return Array.from({ length: count }, (_, i) => numberedCycle(n - i, rule, salaryDates));
}

/** 1 January to 31 December of `day`'s year. */
export function calendarYearOf(day: string): YearRange {
  return { from: `${day.slice(0, 4)}-01-01`, to: `${day.slice(0, 4)}-12-31` };
}

/** The UK tax year holding `day`: 6 April to 5 April. */
export function taxYearOf(day: string): YearRange {
  const year = Number(day.slice(0, 4));
  const first = day.slice(5) >= '04-06' ? year : year - 1;
  return taxYearStarting(first);
}

/** The tax year that starts on 6 April of `year` ('2025-26' starts in 2025). */
export function taxYearStarting(year: number): YearRange {
  return { from: `${year}-04-06`, to: `${year + 1}-04-05` };
}

/**
 * The Yearly Income list (decision 010) on these cycles, newest first: the cycles paid in the
 * year (the calendar year of today unless another is given, e.g. the tax year) up to the
 * current one, plus the next. A cycle counts in the year when its pay day, before any
 * weekend move, is due in it: January's monthly pay moved back to 31 December is January's.
 */
export function yearlyPayCyclesAt(
  today: string,
  rule: PayDayRule,
  salaryDates: readonly string[] = [],
  year: YearRange = calendarYearOf(today),
): AnchoredPayCycle[] {
  const current = cycleNumberAt(today, rule, salaryDates);
  const first = firstNumberFrom(year.from, rule);
  const cycles: AnchoredPayCycle[] = [];
  for (let n = current + 1; n >= Math.min(first, current); n--) cycles.push(numberedCycle(n, rule, salaryDates));
  return cycles;
}

/** The number of the first payday whose nominal day (before any move) is on or after `from`. */
function firstNumberFrom(from: string, rule: PayDayRule): number {
  const n = payDayNumberAt(from, rule);
  return nominalPayDay(n, rule) < from ? n + 1 : n;
}

/** Payday number `n` before any weekend or bank-holiday move (the month's last day for the last working day). */
function nominalPayDay(n: number, rule: PayDayRule): string {
  if (isWeeklyRule(rule)) return numberedPayDay(n, { ...rule, adjustment: 'as-is' });
  const [year, month] = [Math.floor(n / 12), (n % 12) + 1];
  if (rule.day === 'last-working-day') return ymd(year, month, daysInMonth(year, month));
  if (typeof rule.day === 'object') return weekdayOfMonth(year, month, rule.day);
  return ymd(year, month, Math.min(rule.day, daysInMonth(year, month)));
}

/** Whole pay cycles in a year of this rule's pay, for a monthly figure: 12 monthly, 13 four-weekly, 26 fortnightly, 52 weekly. */
export function cyclesPerYear(rule: PayDayRule): number {
  if (!isWeeklyRule(rule)) return 12;
  return { weekly: 52, fortnightly: 26, 'four-weekly': 13 }[rule.frequency];
}

/** The shape the older rules take (spending periods, cycle states): start and end only. */
export const asPayCycle = (cycle: AnchoredPayCycle): PayCycle => ({ startDate: cycle.start, endDate: cycle.end });
