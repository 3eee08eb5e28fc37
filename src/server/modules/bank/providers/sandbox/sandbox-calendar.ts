// Calendar arithmetic for the sandbox bank. Days are whole numbers (days since
// 1970-01-01) so loops and comparisons need no Date objects or time zones; months are
// whole numbers too (year * 12 + month - 1). Only "which day is it in London" needs a
// time zone, because UK banks book by the UK calendar day.

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

/** Easter Sunday (anonymous Gregorian algorithm). */
function easterSunday(year: number): Day {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month, dayOfMonth);
}

/** The Monday on or after `day`. */
export function mondayOnOrAfter(day: Day): Day {
  return day + ((8 - weekday(day)) % 7);
}

/** The last Monday of a month. */
function lastMonday(year: number, month: number): Day {
  const end = monthEnd(year * 12 + month - 1);
  return end - ((weekday(end) + 6) % 7);
}

/**
 * England and Wales bank holidays with their weekend substitutes. One-off holidays
 * (jubilees, coronations, state funerals) are left out: the sandbox needs plausible
 * working days, not an almanac.
 */
function isBankHoliday(day: Day): boolean {
  const { year, month, dayOfMonth } = dayParts(day);
  const easter = easterSunday(year);
  const newYear = dayOf(year, 1, 1);
  const newYearHoliday = weekday(newYear) % 6 === 0 ? mondayOnOrAfter(newYear) : newYear;
  const fixed: Day[] = [newYearHoliday, easter - 2, easter + 1, mondayOnOrAfter(dayOf(year, 5, 1)), lastMonday(year, 5), lastMonday(year, 8)];
  if (month === 12 && dayOfMonth >= 25) {
    // Christmas and Boxing Day move to the next weekdays not already taken.
    const christmasWeekday = weekday(dayOf(year, 12, 25));
    const holidays = christmasWeekday === 6 ? [27, 28] : christmasWeekday === 0 ? [26, 27] : christmasWeekday === 5 ? [25, 28] : [25, 26];
    if (holidays.includes(dayOfMonth)) return true;
  }
  return fixed.includes(day);
}

export function isWorkingDay(day: Day): boolean {
  return weekday(day) % 6 !== 0 && !isBankHoliday(day);
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
