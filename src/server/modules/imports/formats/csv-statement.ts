// A CSV file end to end: find the header (after any preamble, as Nationwide writes), match it
// to a bank layout, or recognise the two header-less shapes; failing all that, hand the
// caller the header and first rows so the user can map the columns.
import { amountToPence, isBlankAmount } from './amounts';
import { cleanCell, formatSortCode } from './account-hint';
import type { ColumnPlan } from './column-plan';
import { CSV_LAYOUTS, normaliseHeaderCell } from './csv-layouts';
import type { CsvRecord } from './csv';
import { looksLikeDate } from './dates';
import { suggestMapping } from './suggest-mapping';
import type { AccountHint, UnknownLayout } from './types';

/** How far into the file a header may sit (Nationwide has 4 or 5 preamble lines). */
const HEADER_SEARCH_RECORDS = 20;

export type CsvLayoutMatch = { layout: string; header: string[]; plan: ColumnPlan; data: CsvRecord[]; fileHint: AccountHint };

export function matchCsvLayout(records: CsvRecord[]): CsvLayoutMatch | null {
  const limit = Math.min(records.length, HEADER_SEARCH_RECORDS);
  for (let i = 0; i < limit; i++) {
    const header = records[i]!.cells;
    const normalised = header.map(normaliseHeaderCell);
    for (const layout of CSV_LAYOUTS) {
      const plan = layout.match(normalised);
      if (plan) return { layout: layout.id, header, plan, data: records.slice(i + 1), fileHint: preambleHint(records.slice(0, i)) };
    }
  }
  return matchHeaderless(records);
}

/**
 * HSBC often sends `date,description,amount` with no header; Barclaycard sends no header with
 * the date first and credit, debit last. Both are recognised from the first row's shape.
 */
function matchHeaderless(records: CsvRecord[]): CsvLayoutMatch | null {
  const first = records[0]?.cells.map(cleanCell);
  if (!first || !looksLikeDate(first[0] ?? '')) return null;
  const isAmount = (c: string | undefined) => c !== undefined && amountToPence(c) !== null;
  const header = first.map((_c, i) => `column ${i + 1}`);
  if (first.length === 3 && isAmount(first[2])) {
    return { layout: 'hsbc', header, plan: { width: 3, date: 0, description: [1], amount: 2 }, data: records, fileHint: {} };
  }
  const credit = first[first.length - 2];
  const debit = first[first.length - 1];
  const oneSideFilled = (isAmount(credit) && isBlankAmount(debit ?? '')) || (isBlankAmount(credit ?? '') && isAmount(debit));
  if (first.length >= 4 && oneSideFilled) {
    const width = first.length;
    return {
      layout: 'barclaycard',
      header,
      plan: { width, date: 0, description: [1], moneyIn: width - 2, moneyOut: width - 1 },
      data: records,
      fileHint: {},
    };
  }
  return null;
}

/**
 * Nationwide's preamble `"Account Name:","FlexAccount ****12345"`, or a title cell with a
 * sort code and account number (Santander's web table: `Account: 123456 12345678 ...`).
 */
function preambleHint(preamble: CsvRecord[]): AccountHint {
  for (const { cells } of preamble) {
    if (/^account name:?$/i.test(cleanCell(cells[0])) && cleanCell(cells[1])) return { name: cleanCell(cells[1]) };
    const numbers = /^account\b.*?\b(\d{2}-?\d{2}-?\d{2})\s+(\d{8})\b/i.exec(cleanCell(cells[0]));
    if (numbers) return { sortCode: formatSortCode(numbers[1]!), accountNumber: numbers[2] };
  }
  return {};
}

/**
 * What to show for mapping. The data rows set the file's usual width (the most common among
 * the first records; preamble lines are usually narrower), and the header is the first record
 * of that width, unless it starts with a date, in which case the file has no header.
 */
export function describeUnknownLayout(records: CsvRecord[], sampleSize = 5): UnknownLayout {
  const head = records.slice(0, HEADER_SEARCH_RECORDS);
  const widths = new Map<number, number>();
  for (const r of head) widths.set(r.cells.length, (widths.get(r.cells.length) ?? 0) + 1);
  const width = [...widths].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 0;
  const start = Math.max(
    0,
    records.findIndex((r) => r.cells.length === width),
  );
  const first = records[start];
  const hasHeader = first !== undefined && !looksLikeDate(cleanCell(first.cells[0]));
  const sampleFrom = hasHeader ? start + 1 : start;
  const header = hasHeader ? first.cells.map((c) => c.trim()) : [];
  const suggestion = hasHeader ? suggestMapping(header) : undefined;
  return {
    headerLine: hasHeader ? first.line : null,
    header,
    sampleRows: records.slice(sampleFrom, sampleFrom + sampleSize).map((r) => ({ line: r.line, cells: r.cells })),
    ...(suggestion ? { suggestion } : {}),
  };
}
