import { SHORT_MONTH_NAMES, isCalendarDay, splitDay } from './pay-cycle';

// Dates as a person reads them: this year's without the year ('5 Mar'), any other year's with
// it ('5 Mar 2025'), so a December transaction seen in January is not taken for this year's.
// A fixed month table, not Intl: browsers' en-GB data disagree on September ('Sep'/'Sept').

/** '2026-03-05' as '5 Mar' when `today` is in 2026, else '5 Mar 2026'. */
export function formatDayLabel(day: string, today: string): string {
  if (!isCalendarDay(day)) return day;
  const [y] = splitDay(day);
  return y === splitDay(today)[0] ? dayMonth(day) : `${dayMonth(day)} ${y}`;
}

/**
 * A run of days (a pay cycle): '25 Feb – 24 Mar' within this year; with the year once at the
 * end when both days are in one other year ('25 Feb – 24 Mar 2025'); each with its year when
 * the run crosses a new year ('25 Dec 2025 – 24 Jan 2026').
 */
export function formatDayRangeLabel(startDate: string, endDate: string, today: string): string {
  if (!isCalendarDay(startDate) || !isCalendarDay(endDate)) return `${startDate} – ${endDate}`;
  const [sy] = splitDay(startDate);
  const [ey] = splitDay(endDate);
  const thisYear = splitDay(today)[0];
  if (sy === thisYear && ey === thisYear) return `${dayMonth(startDate)} – ${dayMonth(endDate)}`;
  if (sy === ey) return `${dayMonth(startDate)} – ${dayMonth(endDate)} ${ey}`;
  return `${dayMonth(startDate)} ${sy} – ${dayMonth(endDate)} ${ey}`;
}

/**
 * Labels for a run of days in order, where space is short (a chart's axis): '5 Mar' within this
 * year; otherwise the first label and the first of each new year carry their year, so a run
 * across a new year reads '25 Nov 2025', '25 Dec', '25 Jan 2026', '25 Feb'.
 */
export function formatDayRunLabels(days: readonly string[], today: string): string[] {
  const thisYear = splitDay(today)[0];
  const withinThisYear = days.every((day) => !isCalendarDay(day) || splitDay(day)[0] === thisYear);
  let lastYear = withinThisYear ? thisYear : undefined;
  return days.map((day) => {
    if (!isCalendarDay(day)) return day;
    const [y] = splitDay(day);
    const label = y === lastYear ? dayMonth(day) : `${dayMonth(day)} ${y}`;
    lastYear = y;
    return label;
  });
}

function dayMonth(day: string): string {
  const [, m, d] = splitDay(day);
  return `${d} ${SHORT_MONTH_NAMES[m - 1]}`;
}
