import { addDays, daysInMonth, isCalendarDay, splitDay } from './dates';

// Calendar helpers live in dates.ts (small enough for the landing bundle); re-exported here
// for the rules that import them with the pay-cycle ones.
export { daysInMonth, isCalendarDay, splitDay };

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

/** The user's own pay day; the screen's default only while they have none (or a stored value out of range). */
export function effectivePayDay(stored: number | null | undefined, use: PayDayUse): number {
  return isValidPayDay(stored) ? stored : DEFAULT_PAY_DAY[use];
}

/** The pay date of a month: the day itself (1 to 28), or its last weekday for 31. */
export function payDateIn(year: number, month: number, payDay: number): string {
  if (payDay !== LAST_WEEKDAY) return ymd(year, month, payDay);
  const last = new Date(Date.UTC(year, month, 0));
  const weekday = last.getUTCDay();
  const back = weekday === 0 ? 2 : weekday === 6 ? 1 : 0;
  return ymd(year, month, last.getUTCDate() - back);
}

export type PayCycle = { startDate: string; endDate: string };

/** The pay cycle holding `day`: from a pay date to the day before the next one. */
export function payCycleFor(day: string, payDay: number): PayCycle {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const thisMonth = payDateIn(y, m, payDay);
  const [sy, sm] = thisMonth <= day ? [y, m] : prevMonth(y, m);
  return cycleStartingIn(sy, sm, payDay);
}

/** The cycle right after `cycle`: it starts the day after `cycle` ends. */
export function nextPayCycle(cycle: PayCycle, payDay: number): PayCycle {
  return payCycleFor(addDays(cycle.endDate, 1), payDay);
}

/** The cycle right before `cycle`: it ends the day before `cycle` starts. */
export function previousPayCycle(cycle: PayCycle, payDay: number): PayCycle {
  return payCycleFor(addDays(cycle.startDate, -1), payDay);
}

/**
 * The Yearly Income list, newest first: the cycles from the one starting in January of
 * today's year up to the current cycle, plus the one after it (exactly one upcoming cycle).
 * When today falls before January's pay date the current cycle began in December and the
 * list is just that cycle and the next (see docs/decisions/010-money-rules.md).
 */
export function yearlyPayCycles(today: string, payDay: number): PayCycle[] {
  const current = payCycleFor(today, payDay);
  const year = Number(today.slice(0, 4));
  const january = cycleStartingIn(year, 1, payDay);
  const cycles: PayCycle[] = [nextPayCycle(current, payDay), current];
  let cycle = current;
  while (cycle.startDate > january.startDate) {
    cycle = previousPayCycle(cycle, payDay);
    cycles.push(cycle);
  }
  return cycles;
}

/** `count` cycles ending with the current one (the one holding today), newest first. */
export function recentPayCycles(today: string, payDay: number, count: number): PayCycle[] {
  const cycles: PayCycle[] = [];
  let cycle = payCycleFor(today, payDay);
  for (let i = 0; i < count; i++) {
    cycles.push(cycle);
    cycle = previousPayCycle(cycle, payDay);
  }
  return cycles;
}

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
export const prevMonth = (y: number, m: number): [number, number] => (m === 1 ? [y - 1, 12] : [y, m - 1]);
export const nextMonth = (y: number, m: number): [number, number] => (m === 12 ? [y + 1, 1] : [y, m + 1]);

function cycleStartingIn(year: number, month: number, payDay: number): PayCycle {
  const [ny, nm] = nextMonth(year, month);
  return { startDate: payDateIn(year, month, payDay), endDate: addDays(payDateIn(ny, nm, payDay), -1) };
}
