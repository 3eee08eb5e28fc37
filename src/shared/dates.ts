// Calendar days are 'yyyy-MM-dd' strings, computed in Europe/London (never JS Dates, whose
// local time zone would shift them).

// Made on first use, not as the module loads: the first formatter with a time zone loads the
// zone's data, about 10 ms of a phone's start at a desktop's speed, and the browser's start
// runs this module in its entry's one task (decision 031).
let londonDay: Intl.DateTimeFormat | undefined;

/** The calendar day in London at `instant` (default now). */
export function londonDate(instant: Date = new Date()): string {
  londonDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });
  return londonDay.format(instant);
}

/** Adds whole days to a calendar day. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, d + days));
  return utc.toISOString().slice(0, 10);
}

/** True for a real calendar day written 'yyyy-MM-dd' ('2026-02-30' is not one). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = splitDay(value);
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** Days in a month (month 1 to 12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** [year, month 1 to 12, day] of a 'yyyy-MM-dd' day. */
export function splitDay(day: string): [number, number, number] {
  return day.split('-').map(Number) as [number, number, number];
}
