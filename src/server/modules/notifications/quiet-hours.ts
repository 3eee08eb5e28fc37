// Quiet hours in Europe/London: whole hours, from `from` (inclusive) to `to` (exclusive),
// across midnight when from > to (22 to 7 is 22:00 to 06:59).

const londonHourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hourCycle: 'h23' });

const londonHour = (instant: Date): number => Number(londonHourFormat.format(instant));

export type QuietHours = { from: number; to: number } | null;

export function isQuiet(instant: Date, quiet: QuietHours): boolean {
  if (!quiet || quiet.from === quiet.to) return false;
  const hour = londonHour(instant);
  return quiet.from < quiet.to ? hour >= quiet.from && hour < quiet.to : hour >= quiet.from || hour < quiet.to;
}

const HOUR_MS = 3_600_000;

/** `now` outside quiet hours; else the first whole hour after they end (London's offsets are whole hours). */
export function sendAfter(now: Date, quiet: QuietHours): Date {
  if (!isQuiet(now, quiet)) return now;
  const hourStart = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  for (let i = 1; i <= 26; i++) {
    const candidate = new Date(hourStart + i * HOUR_MS);
    if (!isQuiet(candidate, quiet)) return candidate;
  }
  return now;
}
