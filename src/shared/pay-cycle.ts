import { daysInMonth, isCalendarDay, splitDay } from './dates';

// Calendar helpers live in dates.ts (small enough for the landing bundle); re-exported here
// for the rules that import them with the pay-cycle ones.
export { isCalendarDay, splitDay };

/** 31 stands for 'the last weekday of the month' (chosen during onboarding). */
export const LAST_WEEKDAY = 31;

/**
 * The pay day each screen assumes while the user has not set their own (spec 02 §9):
 * 1 for spending, 28 for income (Money In) and bills. Never used once the user has one.
 */
export const DEFAULT_PAY_DAY = { spending: 1, income: 28, bills: 28 } as const;

export type PayDayUse = keyof typeof DEFAULT_PAY_DAY;

/** A pay day the rules accept: 1 to 28, or 31 for the last weekday of the month. */
export function isValidPayDay(payDay: unknown): payDay is number {
  return typeof payDay === 'number' && Number.isInteger(payDay) && ((payDay >= 1 && payDay <= 28) || payDay === LAST_WEEKDAY);
}

export type PayCycle = { startDate: string; endDate: string };

/** Current while today is inside the cycle (both ends included), past after it, upcoming before it. */
export function cycleState(cycle: PayCycle, today: string): 'current' | 'past' | 'upcoming' {
  if (today > cycle.endDate) return 'past';
  if (today < cycle.startDate) return 'upcoming';
  return 'current';
}

// Small calendar helpers on 'yyyy-MM-dd' strings, shared by the money rules (UTC arithmetic
// only, so the machine's time zone never shifts a day).

/** The day `dayOfMonth` of a month, moved back to the month's last day when the month is shorter (31 -> 28 Feb). */
export function clampedDayIn(year: number, month: number, dayOfMonth: number): string {
  return ymd(year, month, Math.min(dayOfMonth, daysInMonth(year, month)));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = splitDay(from);
  const [ty, tm, td] = splitDay(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000);
}

/** Short English month names, 'Jan' to 'Dec' (fixed: en-GB data in browsers disagree on 'Sep'/'Sept'). */
export const SHORT_MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'yyyy-MM-dd' from year, month 1 to 12 and day. */
export const ymd = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
export const nextMonth = (y: number, m: number): [number, number] => (m === 12 ? [y + 1, 1] : [y, m + 1]);
