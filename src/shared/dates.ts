// Calendar days are 'yyyy-MM-dd' strings, computed in Europe/London (never JS Dates, whose
// local time zone would shift them).

const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in London at `instant` (default now). */
export function londonDate(instant: Date = new Date()): string {
  return londonDay.format(instant);
}

/** Adds whole days to a calendar day. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, d + days));
  return utc.toISOString().slice(0, 10);
}
