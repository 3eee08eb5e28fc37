import { SHORT_MONTH_NAMES, splitDay, ymd } from '../../../shared/pay-cycle';

// Days are 'yyyy-MM-dd' strings everywhere; the calendar widget alone wants JS Dates. These
// convert at that boundary, through local midnight built from the parts: new Date('yyyy-MM-dd')
// would be UTC midnight, which is the evening before west of Greenwich.

/** '2026-03-02' as local midnight on 2 March 2026. */
export function dayToDate(day: string): Date {
  const [y, m, d] = splitDay(day);
  return new Date(y, m - 1, d);
}

/** The local calendar day of a Date the calendar gave back. */
export function dateToDay(date: Date): string {
  return ymd(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/** '2026-03-02' as '2 Mar 2026' (a fixed month table, as in shared/day-labels.ts, not Intl; the range button always shows the year). */
function formatDayMonthYear(day: string): string {
  const [y, m, d] = splitDay(day);
  return `${d} ${SHORT_MONTH_NAMES[m - 1]} ${y}`;
}

/** What the range button says: '1 Mar 2026 – 10 Mar 2026', the start alone, or nothing yet. */
export function rangeText(from: string | undefined, to: string | undefined): string {
  if (from && to) return `${formatDayMonthYear(from)} – ${formatDayMonthYear(to)}`;
  if (from) return `${formatDayMonthYear(from)} – …`;
  return 'Pick a date range';
}
