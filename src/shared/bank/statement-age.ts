import { daysInMonth, splitDay } from '../dates';

// When an account kept up to date by importing statements needs a newer one (issue 22 item 7).
// Its data is as current as its newest statement's newest row; a month on, the figures built
// on it (balance, left to spend, bills paid) have drifted enough to say so.

/** The day a month after `day`: the same day of the next month, or that month's last day when shorter (31 Jan -> 28 Feb). */
export function monthAfter(day: string): string {
  const [y, m, d] = splitDay(day);
  const [ny, nm] = m === 12 ? [y + 1, 1] : [y, m + 1];
  const nd = Math.min(d, daysInMonth(ny, nm));
  return `${ny}-${String(nm).padStart(2, '0')}-${String(nd).padStart(2, '0')}`;
}

/** True once the newest row (`dataTo`) is a month old on `today`: from the same day of the next month on. */
export function statementIsMonthOld(dataTo: string, today: string): boolean {
  return today >= monthAfter(dataTo);
}
