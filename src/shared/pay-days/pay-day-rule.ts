import { addDays, daysInMonth, isCalendarDay, splitDay } from '../dates';
import { daysBetween, DEFAULT_PAY_DAY, isValidPayDay, ymd, type PayDayUse } from '../pay-cycle';
import { DEFAULT_UK_REGION, isWorkingDay, UK_REGIONS, weekdayOf, type UkRegion } from './uk-bank-holidays';

/** What happens to a pay day that falls on a weekend or a bank holiday. */
export const PAY_DAY_ADJUSTMENTS = ['as-is', 'previous-working-day', 'next-working-day'] as const;
export type PayDayAdjustment = (typeof PAY_DAY_ADJUSTMENTS)[number];
export const DEFAULT_PAY_DAY_ADJUSTMENT: PayDayAdjustment = 'previous-working-day';

/** How often pay lands (issue 26). Monthly is every rule saved before there was a choice. */
export const PAY_FREQUENCIES = ['monthly', 'four-weekly', 'fortnightly', 'weekly'] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];
/** The frequencies counted from a known payday, and the days between two of their paydays. */
export type WeeklyFrequency = Exclude<PayFrequency, 'monthly'>;
export const DAYS_BETWEEN_PAYDAYS: Record<WeeklyFrequency, number> = { weekly: 7, fortnightly: 14, 'four-weekly': 28 };

/** The weeks of the month a weekday can be in: the 1st to the 4th, or -1 the last (as iCalendar's BYDAY=-1FR). */
export const WEEKS_OF_MONTH = [1, 2, 3, 4, -1] as const;
export type WeekOfMonth = (typeof WEEKS_OF_MONTH)[number];
/** A set weekday of the month: 'the second Tuesday' is { weekday: 2, week: 2 }, 'the last Friday' { weekday: 5, week: -1 }; weekday 1 Monday to 5 Friday. */
export type WeekdayOfMonth = { weekday: number; week: WeekOfMonth };

/**
 * A monthly pay day setting. `day` 1 to 31 is a day of the month (29 to 31 fall on the last
 * day of shorter months before the adjustment); 'last-working-day' is the month's last
 * working day, whatever the adjustment says; a weekday of the month (the last Friday, the
 * second Tuesday) moves like a day when it is a bank holiday. `frequency` is left out on the
 * rules written before issue 26, which are all monthly.
 */
export type MonthlyPayDayRule = {
  frequency?: 'monthly';
  day: number | 'last-working-day' | WeekdayOfMonth;
  adjustment: PayDayAdjustment;
  region: UkRegion;
};

/**
 * Pay every week, two weeks or four weeks, counted from `anchor`, a day the person was paid
 * (or was due to be, before a weekend move): every payday is anchor + n whole periods, then moved.
 */
export type WeeklyPayDayRule = {
  frequency: WeeklyFrequency;
  anchor: string;
  adjustment: PayDayAdjustment;
  region: UkRegion;
};

/** A person's pay day setting: monthly, or every one, two or four weeks. */
export type PayDayRule = MonthlyPayDayRule | WeeklyPayDayRule;

export const isWeeklyRule = (rule: PayDayRule): rule is WeeklyPayDayRule => rule.frequency !== undefined && rule.frequency !== 'monthly';
export const frequencyOf = (rule: PayDayRule): PayFrequency => rule.frequency ?? 'monthly';

/** The stored pay day that has always meant "the end of the month" (pay-cycle.ts LAST_WEEKDAY). */
const STORED_LAST_DAY = 31;

/**
 * The stored columns of a pay day (profiles): `pay_day` 1 to 28 or 31; `pay_frequency` (null:
 * monthly); `pay_anchor` for the weekly kinds; `pay_weekday` and `pay_week` for a weekday of
 * the month. Every column added by issue 26 is null on the rows saved before it, so they
 * read exactly as they did.
 */
export type StoredPayDay = {
  payDay: number | null | undefined;
  adjustment?: string | null;
  region?: string | null;
  frequency?: string | null;
  anchor?: string | null;
  weekday?: number | null;
  week?: number | null;
};

/**
 * The rule from today's stored values: `pay_day` 1 to 28, or 31 for the end of the month,
 * plus the two new settings (null until a person has them, which gives the defaults).
 */
export function payDayRuleFromStored(payDay: number, adjustment?: string | null, region?: string | null): MonthlyPayDayRule {
  return {
    day: payDay === STORED_LAST_DAY ? 'last-working-day' : payDay,
    adjustment: adjustmentOrDefault(adjustment),
    region: regionOrDefault(region),
  };
}

/** The person's own rule from its stored columns, or null while they have not chosen one. */
export function ownPayDayRule(stored: StoredPayDay): PayDayRule | null {
  const adjustment = adjustmentOrDefault(stored.adjustment);
  const region = regionOrDefault(stored.region);
  const frequency = PAY_FREQUENCIES.find((f) => f === stored.frequency) ?? 'monthly';
  if (frequency !== 'monthly') return isCalendarDay(stored.anchor) ? { frequency, anchor: stored.anchor, adjustment, region } : null;
  const week = WEEKS_OF_MONTH.find((w) => w === stored.week);
  if (week !== undefined && isWorkingWeekday(stored.weekday)) return { frequency: 'monthly', day: { weekday: stored.weekday, week }, adjustment, region };
  if (isValidPayDay(stored.payDay)) return payDayRuleFromStored(stored.payDay, stored.adjustment, stored.region);
  return null;
}

/** The columns that store a rule; every other pay day column is null. */
export function storedColumnsOf(rule: PayDayRule) {
  const none = { pay_day: null, pay_frequency: null, pay_anchor: null, pay_weekday: null, pay_week: null };
  const common = { pay_day_adjustment: rule.adjustment, bank_holiday_region: rule.region };
  if (isWeeklyRule(rule)) return { ...none, ...common, pay_frequency: rule.frequency, pay_anchor: rule.anchor };
  if (typeof rule.day === 'object') return { ...none, ...common, pay_frequency: 'monthly', pay_weekday: rule.day.weekday, pay_week: rule.day.week };
  return { ...none, ...common, pay_day: storedPayDay(rule) };
}

const isWorkingWeekday = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;

function adjustmentOrDefault(adjustment: string | null | undefined): PayDayAdjustment {
  return PAY_DAY_ADJUSTMENTS.find((a) => a === adjustment) ?? DEFAULT_PAY_DAY_ADJUSTMENT;
}

/** A stored region, or England and Wales when there is none (or an unknown one). */
export function regionOrDefault(region: string | null | undefined): UkRegion {
  return UK_REGIONS.find((r) => r === region) ?? DEFAULT_UK_REGION;
}

/**
 * The rule a screen uses: the person's own, or while they have none the screen's default day
 * (decision 010) kept as it is. A default is a calendar convention, not anyone's pay, so it is
 * not moved off weekends: spending's default 1 stays the calendar month.
 */
export function effectivePayDayRule(stored: StoredPayDay, use: PayDayUse): PayDayRule {
  return ownPayDayRule(stored) ?? { day: DEFAULT_PAY_DAY[use], adjustment: 'as-is', region: regionOrDefault(stored.region) };
}

/** The stored `pay_day` of a rule: 31 for the last working day, the day of the month, or null when pay is not on a day of the month. */
export function storedPayDay(rule: PayDayRule): number | null {
  if (isWeeklyRule(rule) || typeof rule.day === 'object') return null;
  return rule.day === 'last-working-day' ? STORED_LAST_DAY : rule.day;
}

/**
 * The day pay lands in a month (month 1 to 12), after the adjustment. A moved pay day can
 * leave its month: day 1 moved back from a bank holiday on 1 January is paid in December,
 * and day 31 moved forward from a Saturday is paid in the next month.
 */
export function payDayIn(year: number, month: number, rule: MonthlyPayDayRule): string {
  const last = ymd(year, month, daysInMonth(year, month));
  if (rule.day === 'last-working-day') return workingDayOnOrBefore(last, rule.region);
  const nominal = typeof rule.day === 'object' ? weekdayOfMonth(year, month, rule.day) : ymd(year, month, Math.min(rule.day, daysInMonth(year, month)));
  return adjusted(nominal, rule);
}

/** The day a weekday of the month falls on: the second Tuesday of November 2026 is the 10th. */
export function weekdayOfMonth(year: number, month: number, { weekday, week }: WeekdayOfMonth): string {
  if (week === -1) {
    const last = ymd(year, month, daysInMonth(year, month));
    return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
  }
  const first = ymd(year, month, 1);
  return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + (week - 1) * 7);
}

/** A nominal pay day moved as the rule says when it is not a working day. */
function adjusted(nominal: string, rule: PayDayRule): string {
  if (rule.adjustment === 'previous-working-day') return workingDayOnOrBefore(nominal, rule.region);
  if (rule.adjustment === 'next-working-day') return workingDayOnOrAfter(nominal, rule.region);
  return nominal;
}

// Paydays are numbered so the cycle rules can walk them whatever the frequency: a monthly
// payday by its month (year * 12 + month - 1), the others by whole periods since the anchor
// (negative before it).

/** The number of the last payday due (before any move) on or before `day`. */
export function payDayNumberAt(day: string, rule: PayDayRule): number {
  if (isWeeklyRule(rule)) return Math.floor(daysBetween(rule.anchor, day) / DAYS_BETWEEN_PAYDAYS[rule.frequency]);
  const [year, month] = splitDay(day);
  return year * 12 + month - 1;
}

/** Payday number `n`, after the adjustment. */
export function numberedPayDay(n: number, rule: PayDayRule): string {
  if (isWeeklyRule(rule)) return adjusted(addDays(rule.anchor, n * DAYS_BETWEEN_PAYDAYS[rule.frequency]), rule);
  return payDayIn(Math.floor(n / 12), (n % 12) + 1, rule);
}

export function workingDayOnOrBefore(day: string, region: UkRegion): string {
  let result = day;
  while (!isWorkingDay(result, region)) result = addDays(result, -1);
  return result;
}

export function workingDayOnOrAfter(day: string, region: UkRegion): string {
  let result = day;
  while (!isWorkingDay(result, region)) result = addDays(result, 1);
  return result;
}
