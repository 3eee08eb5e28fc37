import { isCalendarDay, splitDay } from './dates';

// Dates as UK people type them: day first, then month, then the full year.

/**
 * '5/3/2026', '05/03/2026', '05-03-2026' or '05.03.2026' as '2026-03-05'; null when the text
 * is not a real day written day first (31/02/2026, 2026-03-05, 03/05/26, partial text).
 */
export function parseTypedDay(text: string): string | null {
  const match = /^\s*(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [, d, m, y] = match as unknown as [string, string, string, string];
  const day = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isCalendarDay(day) ? day : null;
}

/** '2026-03-05' as '05/03/2026'; anything else (partial or wrong text) as it is. */
export function formatTypedDay(value: string): string {
  if (!isCalendarDay(value)) return value;
  const [y, m, d] = splitDay(value);
  return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
}
