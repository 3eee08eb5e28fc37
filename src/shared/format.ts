/** '21 Nov 2026, 09:05' in en-GB, London time. */
export function formatDateTime(value: Date | string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' }).format(new Date(value));
}

/** 1 -> '1st', 2 -> '2nd', 11 -> '11th', 23 -> '23rd' (11 to 13 take 'th'). */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

// Made once, on first use: building a formatter costs far more than formatting (Home's
// greeting renders often), and a time zone's data is not loaded as the app's code starts (as
// londonDate in dates.ts, decision 031).
let longDate: Intl.DateTimeFormat | undefined;

/** 'Saturday 21 November 2026': today's long date in London. */
export function londonLongDate(value: Date | string): string {
  // Assembled from parts: ICU versions differ on the comma after the weekday.
  longDate ??= new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
  const parts = longDate.formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}
