// Statement dates to 'yyyy-MM-dd'. Numeric dates are ambiguous between dd/mm and mm/dd, so
// the order is decided once per file from all its dates (a single 13 or more settles it) and
// only then is each date read; UK banks write dd/mm, so a file with no telling date is dd/mm.

import { londonDate } from '../../../../shared/dates';

export type DayMonthOrder = 'dmy' | 'mdy';

export const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
};

// An optional time after the date ('2026-11-05 10:12:00', '05/11/2026 09:30') is ignored,
// with an offset after it or not (Monzo's older export: '2018-02-25 12:34:56 +0000').
const TIME = String.raw`(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s?(?:Z|[+-]\d{2}:?\d{2}))?)?`;
// Year first, with '-', '.' or '/' used alike ('2026-11-05', '2026.11.05', '2026/11/05').
const ISO = new RegExp(String.raw`^(\d{4})([-./])(\d{1,2})\2(\d{1,2})${TIME}$`);
// A year-first instant with its offset: the day it was in London, not in UTC.
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s?(Z|[+-]\d{2}:?\d{2})$/;
const NUMERIC = new RegExp(String.raw`^(\d{1,2})\s*[/.\-]\s*(\d{1,2})\s*[/.\-']\s*(\d{2}|\d{4})${TIME}$`);
const WORDED = new RegExp(String.raw`^(\d{1,2})(?:st|nd|rd|th)?[\s\-/]+([A-Za-z]{3,9})\.?,?[\s\-/]+(\d{2}|\d{4})${TIME}$`);
const WORDED_MONTH_FIRST = new RegExp(String.raw`^([A-Za-z]{3,9})\.?[\s\-/]+(\d{1,2})(?:st|nd|rd|th)?,?[\s\-/]+(\d{4})${TIME}$`);

/** The day/month order for a whole file: 'mdy' only when some date can only be mm/dd. */
export function decideDayMonthOrder(texts: Iterable<string>): DayMonthOrder {
  const evidence = { dmyOnly: false, mdyOnly: false };
  for (const text of texts) addDayMonthEvidence(evidence, text);
  return orderFromEvidence(evidence);
}

export type DayMonthEvidence = { dmyOnly: boolean; mdyOnly: boolean };

/** Notes what one date says: a first number over 12 can only be dd/mm, a second only mm/dd. */
export function addDayMonthEvidence(evidence: DayMonthEvidence, text: string): void {
  const m = NUMERIC.exec(text.trim());
  if (!m) return;
  const a = Number(m[1]);
  const b = Number(m[2]);
  if (a > 12 && b <= 12) evidence.dmyOnly = true;
  if (b > 12 && a <= 12) evidence.mdyOnly = true;
}

export function orderFromEvidence({ dmyOnly, mdyOnly }: DayMonthEvidence): DayMonthOrder {
  // Both seen means the file mixes orders or holds junk: dd/mm reads the UK rows, and the
  // others fail one by one with their line numbers.
  return mdyOnly && !dmyOnly ? 'mdy' : 'dmy';
}

/** One date as 'yyyy-MM-dd', or null if it is not a real calendar date. */
export function parseDate(text: string, order: DayMonthOrder = 'dmy'): string | null {
  const t = text.trim();
  let m = INSTANT.exec(t);
  if (m) return londonDayOf(m);
  m = ISO.exec(t);
  if (m) return toIso(Number(m[1]), Number(m[3]), Number(m[4]));
  m = NUMERIC.exec(t);
  if (m) {
    const [first, second] = [Number(m[1]), Number(m[2])];
    const year = fullYear(m[3]!);
    return order === 'dmy' ? toIso(year, second, first) : toIso(year, first, second);
  }
  m = WORDED.exec(t);
  if (m) {
    const month = MONTHS[m[2]!.toLowerCase()];
    return month ? toIso(fullYear(m[3]!), month, Number(m[1])) : null;
  }
  m = WORDED_MONTH_FIRST.exec(t);
  if (m) {
    const month = MONTHS[m[1]!.toLowerCase()];
    return month ? toIso(Number(m[3]), month, Number(m[2])) : null;
  }
  return null;
}

/** OFX dates: yyyymmdd, optionally followed by hhmmss[.xxx][[+-]h:TZ]; the calendar day is kept. */
export function parseOfxDate(text: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(text.trim());
  return m ? toIso(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** True when the text reads as a date in any supported form (used to spot header-less files). */
export function looksLikeDate(text: string): boolean {
  return parseDate(text, 'dmy') !== null || parseDate(text, 'mdy') !== null;
}

/**
 * The London calendar day of an instant with an offset: '2018-06-25 23:30:00 +0000' was
 * 26 June in London (British Summer Time), the day the person saw the payment.
 */
function londonDayOf(m: RegExpExecArray): string | null {
  const day = toIso(Number(m[1]), Number(m[2]), Number(m[3]));
  const hours = Number(m[4]);
  const minutes = Number(m[5]);
  if (!day || hours > 23 || minutes > 59) return null;
  const zone = m[7]!;
  const offsetMinutes = zone === 'Z' ? 0 : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)));
  const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), hours, minutes, Number(m[6] ?? 0)) - offsetMinutes * 60_000;
  return londonDate(new Date(utc));
}

/** Two-digit years from this one on are the 1900s ('94' is 1994, as Quicken's QIF writes it); below it, this century. */
const TWO_DIGIT_YEAR_PIVOT = 70;

function fullYear(text: string): number {
  if (text.length !== 2) return Number(text);
  const yy = Number(text);
  return yy >= TWO_DIGIT_YEAR_PIVOT ? 1900 + yy : 2000 + yy;
}

function toIso(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 2999) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
