import { SHORT_MONTH_NAMES, isCalendarDay, splitDay } from './pay-cycle';

/**
 * A description cut to `max` characters plus '...' when longer (spec: 18 plus an ellipsis).
 * Counts characters, not UTF-16 units, so an emoji is never split in half.
 */
export function truncateDescription(text: string | null, max = 18): string {
  const chars = Array.from(text ?? '');
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : chars.join('');
}

/**
 * A day as day and short month, en-GB style: '2026-03-05' -> '5 Mar'. A fixed month table, not
 * Intl: browsers' en-GB data disagree on September ('Sep' or 'Sept').
 */
export function formatDayShortMonth(day: string): string {
  if (!isCalendarDay(day)) return day;
  const [, m, d] = splitDay(day);
  return `${d} ${SHORT_MONTH_NAMES[m - 1]}`;
}
