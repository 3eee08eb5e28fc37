import { addDays, splitDay } from '../dates';
import { nextMonth, prevMonth, type PayCycle } from '../pay-cycle';
import { payDayIn, type PayDayRule } from './pay-day-rule';

/** A salary landing up to this many days before the adjusted pay day starts that cycle. */
export const EARLY_SALARY_DAYS = 7;

/** A pay cycle, both ends included; `nextPayDay` is the day the next cycle starts (end + 1). */
export type AnchoredPayCycle = { start: string; end: string; nextPayDay: string };

/**
 * The first day of the cycle paid on `payDay` (an adjusted pay day): the earliest salary that
 * landed in the 7 days before it, else the pay day itself. A late salary never moves it: the
 * cycle has begun whether or not the money has.
 */
export function cycleStartFor(payDay: string, salaryDates: readonly string[] = []): string {
  const earliest = addDays(payDay, -EARLY_SALARY_DAYS);
  let start = payDay;
  for (const day of salaryDates) if (day >= earliest && day < start) start = day;
  return start;
}

/**
 * The pay cycle holding `today`: from the day pay landed (the adjusted pay day, or a salary a
 * few days before it) to the day before the next one starts. `salaryDates` are the days the
 * recognised salary arrived (salary.ts, `salaryDatesFrom`); without them the cycle follows the
 * rule alone. Future salaries are unknown, so the current cycle ends the day before the next
 * adjusted pay day.
 */
export function payCycleAt(today: string, rule: PayDayRule, salaryDates: readonly string[] = []): AnchoredPayCycle {
  const [year, month] = splitDay(today);
  // A moved pay day can leave its month by a few days, so the months around today hold the
  // start before today and the one after it.
  let [y, m] = prevMonth(...prevMonth(year, month));
  const starts: string[] = [];
  for (let i = 0; i < 5; i++) {
    starts.push(cycleStartFor(payDayIn(y, m, rule), salaryDates));
    [y, m] = nextMonth(y, m);
  }
  const index = starts.findLastIndex((start) => start <= today);
  const start = starts[index] as string;
  const nextPayDay = starts[index + 1] as string;
  return { start, end: addDays(nextPayDay, -1), nextPayDay };
}

/** `count` cycles ending with the one holding `today`, newest first; each ends the day before the next starts. */
export function recentPayCyclesAt(today: string, rule: PayDayRule, count: number, salaryDates: readonly string[] = []): AnchoredPayCycle[] {
  const cycles: AnchoredPayCycle[] = [];
  let day = today;
  for (let i = 0; i < count; i++) {
    const cycle = payCycleAt(day, rule, salaryDates);
    cycles.push(cycle);
    day = addDays(cycle.start, -1);
  }
  return cycles;
}

/**
 * The Yearly Income list (decision 010) on these cycles, newest first: the cycle paid in
 * January of today's year (its pay can land on 31 December) up to the current one, plus the next.
 */
export function yearlyPayCyclesAt(today: string, rule: PayDayRule, salaryDates: readonly string[] = []): AnchoredPayCycle[] {
  const current = payCycleAt(today, rule, salaryDates);
  const januaryStart = cycleStartFor(payDayIn(Number(today.slice(0, 4)), 1, rule), salaryDates);
  const cycles = [payCycleAt(current.nextPayDay, rule, salaryDates), current];
  let cycle = current;
  while (cycle.start > januaryStart) {
    cycle = payCycleAt(addDays(cycle.start, -1), rule, salaryDates);
    cycles.push(cycle);
  }
  return cycles;
}

/** The shape the older rules take (spending periods, cycle states): start and end only. */
export const asPayCycle = (cycle: AnchoredPayCycle): PayCycle => ({ startDate: cycle.start, endDate: cycle.end });
