import { addDays } from './dates';
import { splitDay } from './pay-cycle';

export type SpendingPeriodKey = 'today' | 'yesterday' | 'thisWeek' | 'lastWeek' | 'twoWeeksAgo' | 'threeWeeksAgo' | 'thisMonth';

/** One Spending Overview card: an inclusive range of calendar days. */
export type SpendingPeriod = { key: SpendingPeriodKey; label: string; from: string; to: string };

/** The card texts, in the spec's order. */
const SPENDING_PERIOD_LABELS: Record<SpendingPeriodKey, string> = {
  today: "What you've spent today",
  yesterday: "What you've spent yesterday",
  thisWeek: "What you've spent this week",
  lastWeek: "What you've spent last week",
  twoWeeksAgo: "What you've spent 2 weeks ago",
  threeWeeksAgo: "What you've spent 3 weeks ago",
  thisMonth: "What you've spent this month",
};

/** The Monday of the week holding `day` (weeks start on Monday). */
export function weekStart(day: string): string {
  const [y, m, d] = splitDay(day);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The pay cycle holding today, both ends included (payday/pay-cycles.ts gives it). */
export type CurrentCycle = { start: string; end: string };

/**
 * The spending month holding `today`: its pay cycle, from the day pay landed to the day
 * before the next (decision 024: not clamped to the calendar month, so the month after a pay
 * day on the 25th runs 25th to 24th, and "this month" everywhere means the same days).
 */
export function spendingMonth(_today: string, cycle: CurrentCycle): { from: string; to: string } {
  return { from: cycle.start, to: cycle.end };
}

/**
 * The Spending Overview cards that apply today, in the spec's order. Yesterday shows only
 * once the spending month began at least a day ago; last week, 2 and 3 weeks ago only once
 * it began at least 7, 14 or 21 days ago. Week ranges run Monday to Sunday and are not cut
 * at the month start; this week and this month end today.
 */
export function spendingPeriods(today: string, cycle: CurrentCycle): SpendingPeriod[] {
  const month = spendingMonth(today, cycle);
  const monday = weekStart(today);
  const began = (daysAgo: number) => month.from <= addDays(today, -daysAgo);
  const period = (key: SpendingPeriodKey, from: string, to: string): SpendingPeriod => ({ key, label: SPENDING_PERIOD_LABELS[key], from, to });
  const weeksAgo = (key: SpendingPeriodKey, n: number) => period(key, addDays(monday, -7 * n), addDays(monday, -7 * n + 6));

  const yesterday = addDays(today, -1);
  return [
    period('today', today, today),
    began(1) ? period('yesterday', yesterday, yesterday) : null,
    period('thisWeek', monday, today),
    began(7) ? weeksAgo('lastWeek', 1) : null,
    began(14) ? weeksAgo('twoWeeksAgo', 2) : null,
    began(21) ? weeksAgo('threeWeeksAgo', 3) : null,
    period('thisMonth', month.from, today),
  ].filter((p): p is SpendingPeriod => p !== null);
}
