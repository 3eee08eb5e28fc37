import { addDays, daysInMonth, splitDay } from '../dates';
import { ymd as iso } from '../pay-cycle';

// UK bank holidays by rule, plus a table of the days Parliament or the King added or moved.
// Days are 'yyyy-MM-dd' strings; weekdays come from UTC arithmetic so no time zone can
// shift them (see dates.ts).

export const UK_REGIONS = ['england-and-wales', 'scotland', 'northern-ireland'] as const;
export type UkRegion = (typeof UK_REGIONS)[number];
export const DEFAULT_UK_REGION: UkRegion = 'england-and-wales';

/** 0 Sunday ... 6 Saturday. */
export function weekdayOf(day: string): number {
  const [y, m, d] = splitDay(day);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

const isWeekend = (day: string) => weekdayOf(day) % 6 === 0;

/**
 * One-off changes announced by proclamation: extra days, and regular days moved elsewhere.
 * Every UK region takes these. Add a row when a new one is announced (gov.uk lists them a
 * year or more ahead).
 */
const ONE_OFF_CHANGES: { year: number; add: string[]; drop: string[] }[] = [
  // Royal wedding.
  { year: 2011, add: ['2011-04-29'], drop: [] },
  // Diamond Jubilee: the spring holiday moved to Monday 4 June and Tuesday 5 June added.
  { year: 2012, add: ['2012-06-04', '2012-06-05'], drop: ['2012-05-28'] },
  // 75th anniversary of VE day: the early May holiday moved from Monday 4 May to Friday 8 May.
  { year: 2020, add: ['2020-05-08'], drop: ['2020-05-04'] },
  // Platinum Jubilee: the spring holiday moved to Thursday 2 June and Friday 3 June added;
  // state funeral of Queen Elizabeth II on Monday 19 September.
  { year: 2022, add: ['2022-06-02', '2022-06-03', '2022-09-19'], drop: ['2022-05-30'] },
  // Coronation of King Charles III.
  { year: 2023, add: ['2023-05-08'], drop: [] },
];

/** Easter Sunday (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
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
  return iso(year, month, dayOfMonth);
}

/** All bank holidays of a year in a region, in date order. */
export function bankHolidays(year: number, region: UkRegion): string[] {
  const easter = easterSunday(year);
  const days = new Set<string>([
    addDays(easter, -2), // Good Friday
    firstMonday(year, 5), // early May
    lastMonday(year, 5), // spring
    ...withSubstitutes(fixedDates(year, region)),
  ]);
  if (region !== 'scotland') days.add(addDays(easter, 1)); // Easter Monday
  days.add(region === 'scotland' ? firstMonday(year, 8) : lastMonday(year, 8)); // summer
  for (const change of ONE_OFF_CHANGES) {
    if (change.year !== year) continue;
    for (const day of change.drop) days.delete(day);
    for (const day of change.add) days.add(day);
  }
  return [...days].sort();
}

const cache = new Map<string, Set<string>>();

export function isBankHoliday(day: string, region: UkRegion): boolean {
  const year = Number(day.slice(0, 4));
  const key = `${region}:${year}`;
  let days = cache.get(key);
  if (!days) {
    days = new Set(bankHolidays(year, region));
    cache.set(key, days);
  }
  return days.has(day);
}

/** Monday to Friday and not a bank holiday in the region. */
export function isWorkingDay(day: string, region: UkRegion): boolean {
  return !isWeekend(day) && !isBankHoliday(day, region);
}

/** The holidays on a fixed date, in the order their substitutes are given out. */
function fixedDates(year: number, region: UkRegion): string[] {
  const days = [iso(year, 1, 1)];
  if (region === 'scotland') days.push(iso(year, 1, 2));
  if (region === 'northern-ireland') days.push(iso(year, 3, 17), iso(year, 7, 12));
  if (region === 'scotland') days.push(iso(year, 11, 30));
  days.push(iso(year, 12, 25), iso(year, 12, 26));
  return days;
}

/**
 * A fixed-date holiday on a weekend is replaced by the next weekday that is not already a
 * holiday. Weekday holidays keep their day first, which is why Christmas on a Sunday moves to
 * Tuesday 27th: Monday 26th is Boxing Day itself.
 */
function withSubstitutes(days: string[]): string[] {
  const taken = new Set(days.filter((day) => !isWeekend(day)));
  for (const day of days) {
    if (!isWeekend(day)) continue;
    let substitute = day;
    while (isWeekend(substitute) || taken.has(substitute)) substitute = addDays(substitute, 1);
    taken.add(substitute);
  }
  return [...taken];
}

function firstMonday(year: number, month: number): string {
  const first = iso(year, month, 1);
  return addDays(first, (8 - weekdayOf(first)) % 7);
}

function lastMonday(year: number, month: number): string {
  const last = iso(year, month, daysInMonth(year, month));
  return addDays(last, -((weekdayOf(last) + 6) % 7));
}
