import { addDays, daysInMonth } from '../dates';
import { DEFAULT_PAY_DAY, isValidPayDay, ymd, type PayDayUse } from '../pay-cycle';
import { DEFAULT_UK_REGION, isWorkingDay, UK_REGIONS, type UkRegion } from './uk-bank-holidays';

/** What happens to a pay day that falls on a weekend or a bank holiday. */
export const PAY_DAY_ADJUSTMENTS = ['as-is', 'previous-working-day', 'next-working-day'] as const;
export type PayDayAdjustment = (typeof PAY_DAY_ADJUSTMENTS)[number];
export const DEFAULT_PAY_DAY_ADJUSTMENT: PayDayAdjustment = 'previous-working-day';

/**
 * A person's pay day setting. `day` 1 to 31 is a day of the month (29 to 31 fall on the last
 * day of shorter months before the adjustment); 'last-working-day' is the month's last
 * working day, whatever the adjustment says.
 */
export type PayDayRule = {
  day: number | 'last-working-day';
  adjustment: PayDayAdjustment;
  region: UkRegion;
};

/** The stored pay day that has always meant "the end of the month" (pay-cycle.ts LAST_WEEKDAY). */
const STORED_LAST_DAY = 31;

/**
 * The rule from today's stored values: `pay_day` 1 to 28, or 31 for the end of the month,
 * plus the two new settings (null until a person has them, which gives the defaults).
 */
export function payDayRuleFromStored(payDay: number, adjustment?: string | null, region?: string | null): PayDayRule {
  return {
    day: payDay === STORED_LAST_DAY ? 'last-working-day' : payDay,
    adjustment: PAY_DAY_ADJUSTMENTS.find((a) => a === adjustment) ?? DEFAULT_PAY_DAY_ADJUSTMENT,
    region: regionOrDefault(region),
  };
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
export function effectivePayDayRule(
  stored: { payDay: number | null | undefined; adjustment?: string | null; region?: string | null },
  use: PayDayUse,
): PayDayRule {
  if (isValidPayDay(stored.payDay)) return payDayRuleFromStored(stored.payDay, stored.adjustment, stored.region);
  return { day: DEFAULT_PAY_DAY[use], adjustment: 'as-is', region: regionOrDefault(stored.region) };
}

/** The stored `pay_day` of a rule: 31 for the last working day, else the day. */
export function storedPayDay(rule: PayDayRule): number {
  return rule.day === 'last-working-day' ? STORED_LAST_DAY : rule.day;
}

/**
 * The day pay lands in a month (month 1 to 12), after the adjustment. A moved pay day can
 * leave its month: day 1 moved back from a bank holiday on 1 January is paid in December,
 * and day 31 moved forward from a Saturday is paid in the next month.
 */
export function payDayIn(year: number, month: number, rule: PayDayRule): string {
  const last = ymd(year, month, daysInMonth(year, month));
  if (rule.day === 'last-working-day') return workingDayOnOrBefore(last, rule.region);
  const nominal = ymd(year, month, Math.min(rule.day, daysInMonth(year, month)));
  if (rule.adjustment === 'previous-working-day') return workingDayOnOrBefore(nominal, rule.region);
  if (rule.adjustment === 'next-working-day') return workingDayOnOrAfter(nominal, rule.region);
  return nominal;
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
