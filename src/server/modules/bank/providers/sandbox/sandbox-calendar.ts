// Calendar arithmetic for the sandbox bank. Days are whole numbers (days since
// 1970-01-01) so loops and comparisons need no Date objects or time zones; months are
// whole numbers too (year * 12 + month - 1). Only "which day is it in London" needs a
// time zone, because UK banks book by the UK calendar day.

import { isWorkingDay as isUkWorkingDay } from '../../../../../shared/pay-days/uk-bank-holidays';

/** Days since 1970-01-01, a calendar day with no time zone. */
export type Day = number;
/** year * 12 + (month - 1). */
export type Month = number;

// Howard Hinnant's days_from_civil / civil_from_days: plain integer arithmetic, because
// the generators ask for thousands of dates per call and Date objects are slow to make.

export function dayOf(year: number, month: number, dayOfMonth: number): Day {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + dayOfMonth - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

export type DayParts = { year: number; month: number; dayOfMonth: number; /** 0 Sunday ... 6 Saturday */ weekday: number };

export function dayParts(day: Day): DayParts {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const dayOfMonth = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  // 1970-01-01 was a Thursday.
  return { year, month, dayOfMonth, weekday: (((day + 4) % 7) + 7) % 7 };
}

export function weekday(day: Day): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** 'yyyy-MM-dd' */
export function isoDay(day: Day): string {
  const { year, month, dayOfMonth } = dayParts(day);
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}-${dayOfMonth < 10 ? '0' : ''}${dayOfMonth}`;
}

export function parseIsoDay(text: string): Day {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new RangeError(`Not a yyyy-MM-dd date: ${JSON.stringify(text)}`);
  return dayOf(Number(match[1]), Number(match[2]), Number(match[3]));
}

// One formatter for the process: creating Intl formatters is slow, and this one is fixed.
const londonFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day an instant falls on in Europe/London (BST or GMT). */
export function londonDay(instant: Date): Day {
  const parts = Object.fromEntries(londonFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return dayOf(Number(parts.year), Number(parts.month), Number(parts.day));
}

export function monthOf(day: Day): Month {
  const { year, month } = dayParts(day);
  return year * 12 + month - 1;
}

export function monthStart(month: Month): Day {
  return dayOf(Math.floor(month / 12), (month % 12) + 1, 1);
}

export function monthEnd(month: Month): Day {
  return monthStart(month + 1) - 1;
}

/** The `dayOfMonth`th day of `month`. */
export function dayInMonth(month: Month, dayOfMonth: number): Day {
  return dayOf(Math.floor(month / 12), (month % 12) + 1, dayOfMonth);
}

/** Calendar month 1-12 of a Month number. */
export function monthNumber(month: Month): number {
  return (month % 12) + 1;
}

/** The Monday on or after `day`. */
export function mondayOnOrAfter(day: Day): Day {
  return day + ((8 - weekday(day)) % 7);
}

/**
 * Weekdays that are not England and Wales bank holidays. The sandbox's banks follow the
 * same calendar as the app's pay days (src/shared/pay-days), one-off holidays included.
 */
export function isWorkingDay(day: Day): boolean {
  return weekday(day) % 6 !== 0 && isUkWorkingDay(isoDay(day), 'england-and-wales');
}

/** Direct debits are collected on the next working day when the due day is not one. */
export function onOrAfterWorkingDay(day: Day): Day {
  let result = day;
  while (!isWorkingDay(result)) result++;
  return result;
}

/** Employers pay early, on the previous working day, when pay day is not one. */
export function onOrBeforeWorkingDay(day: Day): Day {
  let result = day;
  while (!isWorkingDay(result)) result--;
  return result;
}
