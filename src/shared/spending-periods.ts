import { addDays } from './dates';
import { daysInMonth, payCycleFor, splitDay, ymd } from './pay-cycle';

export type SpendingPeriodKey = 'today' | 'yesterday' | 'thisWeek' | 'lastWeek' | 'twoWeeksAgo' | 'threeWeeksAgo' | 'thisMonth';

/** One Spending Overview card: an inclusive range of calendar days. */
export type SpendingPeriod = { key: SpendingPeriodKey; label: string; from: string; to: string };

/** The card texts, in the spec's order. */
export const SPENDING_PERIOD_LABELS: Record<SpendingPeriodKey, string> = {
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

/**
 * The spending month holding `today`: its pay period (pay day to the day before the next,
 * starting in the previous month before pay day) clamped to today's calendar month.
 */
export function spendingMonth(today: string, payDay: number): { from: string; to: string } {
  const [y, m] = splitDay(today);
  const cycle = payCycleFor(today, payDay);
  const monthStart = ymd(y, m, 1);
  const monthEnd = ymd(y, m, daysInMonth(y, m));
  return { from: max(cycle.startDate, monthStart), to: min(cycle.endDate, monthEnd) };
}

/**
 * The Spending Overview cards that apply today, in the spec's order. Yesterday shows only
 * once the spending month began at least a day ago; last week, 2 and 3 weeks ago only once
 * it began at least 7, 14 or 21 days ago. Week ranges run Monday to Sunday and are not cut
 * at the month start; this week and this month end today.
 */
export function spendingPeriods(today: string, payDay: number): SpendingPeriod[] {
  const month = spendingMonth(today, payDay);
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

const max = (a: string, b: string) => (a > b ? a : b);
const min = (a: string, b: string) => (a < b ? a : b);
