// Dates written without a year ('12 Nov', '12-Nov', 'Nov 12'), as NewDay's card statements
// (John Lewis Partnership Card and others) write them (issue 24). The year comes from the file:
// going row by row in the file's order, each date takes the year that puts it nearest the row
// before (a statement's rows are days or weeks apart, never half a year), so a run from December
// into January moves to the next year whichever way the file is sorted. The whole run is then
// placed in the latest years in which its newest date is not after the statement's date (a
// "Statement date" line in the file) or, failing that, the day of the import.
import { cleanCell } from './account-hint';
import type { CsvRecord } from './csv';
import { MONTHS, parseDate } from './dates';

export type DayMonth = { month: number; day: number };

const DAY_FIRST = /^(\d{1,2})(?:st|nd|rd|th)?[\s\-/]+([A-Za-z]{3,9})\.?$/;
const MONTH_FIRST = /^([A-Za-z]{3,9})\.?[\s\-/]+(\d{1,2})(?:st|nd|rd|th)?$/;

/** A day and a worded month with no year, or null. The day is checked against the month's longest (29 for February). */
export function parseDayMonth(text: string): DayMonth | null {
  const t = text.trim();
  let day: number;
  let monthName: string;
  let m = DAY_FIRST.exec(t);
  if (m) [day, monthName] = [Number(m[1]), m[2]!];
  else {
    m = MONTH_FIRST.exec(t);
    if (!m) return null;
    [monthName, day] = [m[1]!, Number(m[2])];
  }
  const month = MONTHS[monthName.toLowerCase()];
  if (!month || day < 1 || day > LONGEST[month - 1]!) return null;
  return { month, day };
}

const LONGEST = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A position in a year of 12 months of 31 days: enough to tell which of two dates is nearer. */
const position = (d: DayMonth, yearOffset: number) => yearOffset * 372 + (d.month - 1) * 31 + (d.day - 1);

/**
 * Full dates ('yyyy-MM-dd') for yearless dates in the file's order (null where the day does not
 * exist in the year found: 29 Feb of a year that is not a leap year). `latest` is the day the
 * newest of them may not be after ('yyyy-MM-dd': the statement's date, or the import's).
 */
export function withYears(dates: readonly DayMonth[], latest: string): (string | null)[] {
  if (dates.length === 0) return [];
  // Years relative to the first row's: each row nearest the one before.
  const offsets: number[] = [0];
  let newest = 0;
  for (let i = 1; i < dates.length; i++) {
    const before = position(dates[i - 1]!, offsets[i - 1]!);
    let best = offsets[i - 1]!;
    for (const candidate of [offsets[i - 1]! - 1, offsets[i - 1]! + 1]) {
      if (Math.abs(position(dates[i]!, candidate) - before) < Math.abs(position(dates[i]!, best) - before)) best = candidate;
    }
    offsets.push(best);
    if (position(dates[i]!, best) > position(dates[newest]!, offsets[newest]!)) newest = i;
  }
  // The newest date in the latest year that keeps it on or before `latest`.
  const [latestYear, latestMonth, latestDay] = latest.split('-').map(Number) as [number, number, number];
  const n = dates[newest]!;
  const newestYear = n.month < latestMonth || (n.month === latestMonth && n.day <= latestDay) ? latestYear : latestYear - 1;
  const firstYear = newestYear - offsets[newest]!;
  return dates.map((d, i) => isoDate(firstYear + offsets[i]!, d));
}

function isoDate(year: number, { month, day }: DayMonth): string | null {
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Lines a statement date may sit on: before the header, or a trailer after the rows (cells of a line, not long text). */
const EDGE_RECORDS = 20;
const STATEMENT_DATE = /\bstatement\s+date\b|\bdate\s+of\s+statement\b/i;

/**
 * The statement's date, when the file names one on a line of its own near its start or end:
 * `Statement date,20 Jan 2026` or `"Statement date: 20/01/2026"`. Null when there is none.
 */
export function statementDateIn(records: readonly CsvRecord[]): string | null {
  const edges = records.length <= 2 * EDGE_RECORDS ? records : [...records.slice(0, EDGE_RECORDS), ...records.slice(-EDGE_RECORDS)];
  for (const { cells } of edges) {
    const at = cells.findIndex((c) => c.length <= 200 && STATEMENT_DATE.test(c));
    if (at < 0) continue;
    // The date after the words in the same cell, or in the next cell that holds one.
    const sameCell = cleanCell(cells[at]).replace(/^.*?(statement\s+date|date\s+of\s+statement)\s*[:-]?\s*/i, '');
    for (const text of [sameCell, ...cells.slice(at + 1).map((c) => cleanCell(c))]) {
      const date = text ? parseDate(text) : null;
      if (date) return date;
    }
  }
  return null;
}
