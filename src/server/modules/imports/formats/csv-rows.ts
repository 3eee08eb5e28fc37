// Reads a CSV's data records through a column plan: one reader for every bank layout and for
// a user's own mapping, so quirks are handled once (ragged rows, split or inverted amounts,
// the day/month order decided from all the file's dates).
import { amountToPence, isBlankAmount, statedDirection } from './amounts';
import { cleanCell, compactHint, formatSortCode, splitAccountCell } from './account-hint';
import type { ColumnPlan } from './column-plan';
import type { CsvRecord } from './csv';
import { addDayMonthEvidence, orderFromEvidence, parseDate, type DayMonthEvidence } from './dates';
import { STEP_ROWS, type Steps } from './steps';
import { parseDayMonth, withYears, type DayMonth } from './yearless-dates';
import { londonDate } from '../../../../shared/dates';
import { TYPE_CODE_MAX_LENGTH, type AccountHint, type DraftRow, type LineIssue } from './types';

export type CsvRowsResult = { rows: DraftRow[]; errors: LineIssue[]; skipped: LineIssue[] };

/**
 * What dates written without a year are placed against (yearless-dates.ts): the statement's
 * date when the file names one, else the day of the import ('yyyy-MM-dd', London).
 */
export type YearContext = { today?: string; statementDate?: string | null };

/** readCsvRows, yielding every STEP_ROWS records. */
export function* readCsvRowsSteps(
  records: CsvRecord[],
  header: string[],
  plan: ColumnPlan,
  fileHint: AccountHint = {},
  years: YearContext = {},
): Steps<CsvRowsResult> {
  const rows: DraftRow[] = [];
  const errors: LineIssue[] = [];
  const skipped: LineIssue[] = [];
  // The rows at the header's width, and the day/month order from all their dates, before any
  // date is read.
  const shaped: { line: number; cells: string[] | null; given: number }[] = [];
  const evidence: DayMonthEvidence = { dmyOnly: false, mdyOnly: false };
  // Dates without a year ('12 Nov'), by their row's place in `shaped`: given years once all are seen.
  const yearless: { at: number; date: DayMonth }[] = [];
  for (let i = 0; i < records.length; i++) {
    if (i > 0 && i % STEP_ROWS === 0) yield;
    const r = records[i]!;
    if (!r.cells.some((c) => c.trim() !== '')) continue;
    const cells = fitToWidth(r.cells, plan);
    const text = dateCell(cells, plan);
    const dayMonth = parseDayMonth(text);
    if (dayMonth) yearless.push({ at: shaped.length, date: dayMonth });
    shaped.push({ line: r.line, cells, given: r.cells.length });
    addDayMonthEvidence(evidence, text);
  }
  const order = orderFromEvidence(evidence);
  const withYear = new Map<number, string | null>();
  if (yearless.length > 0) {
    const latest = years.statementDate ?? years.today ?? londonDate(new Date());
    const dates = withYears(
      yearless.map((y) => y.date),
      latest,
    );
    yearless.forEach((y, i) => withYear.set(y.at, dates[i]!));
  }
  yield;
  const names = header.map((h, i) => h.trim() || `column ${i + 1}`);
  // Rows of one account share one hint object: 100,000 rows need not build 100,000.
  const hints = new Map<string, AccountHint>();
  const accountColumns = [plan.account, plan.accountName, plan.sortCode, plan.accountNumber, plan.currency];
  const accountOf = (cells: string[]): AccountHint => {
    const key = accountColumns.map((i) => (i === undefined ? '' : cells[i])).join('\u001f');
    let hint = hints.get(key);
    if (!hint) {
      hint = rowAccount(cells, plan, fileHint);
      hints.set(key, hint);
    }
    return hint;
  };

  for (let i = 0; i < shaped.length; i++) {
    if (i > 0 && i % STEP_ROWS === 0) yield;
    const { line, cells, given } = shaped[i]!;
    if (!cells) {
      errors.push({ line, reason: `The row has ${given} cells where the header has ${plan.width}` });
      continue;
    }
    const state = plan.state === undefined ? '' : cleanCell(cells[plan.state]).toUpperCase();
    if (state && state !== 'COMPLETED' && state !== 'PENDING') {
      skipped.push({ line, reason: `Left out: the bank marks it ${state}`, kind: 'not-completed' });
      continue;
    }
    const dateText = dateCell(cells, plan);
    // A date without a year that has none in the year found (29 Feb) reads as no date.
    const date = withYear.has(i) ? withYear.get(i)! : parseDate(dateText, order);
    if (!date) {
      const leftOut = notATransaction(dateText, cells, plan);
      if (leftOut) skipped.push({ line, ...leftOut });
      else errors.push({ line, reason: dateText ? `"${dateText}" is not a date` : 'The date is missing' });
      continue;
    }
    const amount = readAmount(cells, plan);
    if (amount === BALANCE_LINE) {
      skipped.push({ line, reason: 'Left out: an opening or closing balance line', kind: 'summary' });
      continue;
    }
    if (typeof amount === 'string') {
      errors.push({ line, reason: amount });
      continue;
    }
    const raw: Record<string, string> = {};
    names.forEach((name, i) => (raw[name] = cells[i] ?? ''));
    const description = plan.description.map((i) => tidy(cells[i])).find((d) => d !== '') ?? '';
    const counterparty = plan.counterparty === undefined ? '' : tidy(cells[plan.counterparty]);
    const externalId = plan.externalId === undefined ? '' : cleanCell(cells[plan.externalId]);
    const typeCode = plan.typeCode === undefined ? '' : tidy(cells[plan.typeCode]).slice(0, TYPE_CODE_MAX_LENGTH).trim();
    const balance = plan.balance === undefined || isBlankAmount(cells[plan.balance] ?? '') ? null : amountToPence(cells[plan.balance] ?? '');
    const row: DraftRow = { line, date, amountPence: amount, description, raw, account: accountOf(cells) };
    if (counterparty) row.counterparty = counterparty;
    if (externalId) row.externalId = externalId;
    if (typeCode) row.typeCode = typeCode;
    if (balance !== null) row.balancePence = balance;
    if (state === 'PENDING') row.pending = true;
    rows.push(row);
  }
  return { rows, errors, skipped };
}

/** The row's cells at the header's width, or null when extra cells hold data we cannot place. */
function fitToWidth(cells: string[], plan: ColumnPlan): string[] | null {
  if (cells.length <= plan.width) return cells;
  const extra = cells.length - plan.width;
  if (plan.spill !== undefined) {
    const merged = cells.slice(plan.spill, plan.spill + extra + 1).join(',');
    return [...cells.slice(0, plan.spill), merged, ...cells.slice(plan.spill + extra + 1)];
  }
  // Trailing empty cells (a trailing comma) carry nothing.
  return cells.slice(plan.width).every((c) => c.trim() === '') ? cells.slice(0, plan.width) : null;
}

/** Words a summary line puts where a date would be: `"Arranged Overdraft Limit","20/08/2025","£100.00"`. */
const SUMMARY_LABEL = /\b(?:overdraft|limit|balance|brought forward|carried forward|total|available|statement)\b/i;

/**
 * A line without a date that is not a transaction, with why (docs/decisions/040): a pending
 * row (NewDay writes 'Pending' for the date), an account summary line (an overdraft limit, a
 * total, a balance), or a description that runs on from the row above (no date, no amount).
 * Anything else without a date is a row that could not be read.
 */
function notATransaction(dateText: string, cells: string[], plan: ColumnPlan): Omit<LineIssue, 'line'> | null {
  if (/^pending$/i.test(dateText)) return { reason: 'Pending: import it again once your bank has completed it', kind: 'pending' };
  if (SUMMARY_LABEL.test(dateText) && !/\d/.test(dateText)) return { reason: `Left out: "${dateText}" is a summary line, not a transaction`, kind: 'summary' };
  const amountCells = [plan.amount, plan.moneyIn, plan.moneyOut].filter((i): i is number => i !== undefined);
  const hasText = plan.description.some((i) => cleanCell(cells[i]) !== '');
  if (!dateText && hasText && amountCells.every((i) => isBlankAmount(cells[i] ?? ''))) {
    return { reason: 'Left out: it continues the description of the row above', kind: 'continuation' };
  }
  return null;
}

function dateCell(cells: string[] | null, plan: ColumnPlan): string {
  if (!cells) return '';
  const primary = cleanCell(cells[plan.date]);
  return primary || (plan.dateFallback === undefined ? '' : cleanCell(cells[plan.dateFallback]));
}

const BALANCE_LINE = 'balance line';

/** Pence, or the reason the row has no readable amount. */
function readAmount(cells: string[], plan: ColumnPlan): number | string {
  let pence: number;
  if (plan.amount !== undefined) {
    const text = cells[plan.amount] ?? '';
    const value = amountToPence(text);
    if (value === null) return isBlankAmount(text) ? 'The amount is missing' : `"${cleanCell(text)}" is not an amount`;
    pence = directed(value, text, plan.marker === undefined ? '' : cleanCell(cells[plan.marker]), plan.invert === true);
    if (plan.fee !== undefined && !isBlankAmount(cells[plan.fee] ?? '')) {
      const fee = amountToPence(cells[plan.fee] ?? '');
      if (fee === null) return `The fee "${cleanCell(cells[plan.fee])}" is not an amount`;
      pence -= Math.abs(fee);
    }
  } else {
    const inText = plan.moneyIn === undefined ? '' : (cells[plan.moneyIn] ?? '');
    const outText = plan.moneyOut === undefined ? '' : (cells[plan.moneyOut] ?? '');
    if (isBlankAmount(inText) && isBlankAmount(outText)) {
      const description = plan.description.map((i) => cells[i] ?? '').join(' ');
      return /brought forward|carried forward|opening balance|closing balance/i.test(description) ? BALANCE_LINE : 'Both money in and money out are empty';
    }
    const moneyIn = isBlankAmount(inText) ? 0 : amountToPence(inText);
    const moneyOut = isBlankAmount(outText) ? 0 : amountToPence(outText);
    if (moneyIn === null) return `"${cleanCell(inText)}" is not an amount`;
    if (moneyOut === null) return `"${cleanCell(outText)}" is not an amount`;
    // Each split column holds a size; some banks write money out as negative, some not.
    pence = Math.abs(moneyIn) - Math.abs(moneyOut);
    if (plan.invert) pence = -pence;
  }
  return pence;
}

/**
 * A signed amount's pence from the account holder's view: a CR/DR marker column decides,
 * else a direction the cell states ('+', CR, DR), else the layout's sign, flipped for a card
 * that writes charges positive.
 */
function directed(pence: number, text: string, marker: string, invert: boolean): number {
  // As written, a '+' or CR already reads as money in and DR as money out: nothing to decide.
  if (!invert && marker === '') return pence;
  const size = Math.abs(pence);
  const mark = marker.toUpperCase();
  if (mark === 'CR') return size;
  // `0 - size` would be -0 for a zero amount.
  if (mark === 'DR') return -size || 0;
  const stated = statedDirection(text);
  if (stated) return stated === 'in' ? size : -size || 0;
  return invert ? -pence : pence;
}

function rowAccount(cells: string[], plan: ColumnPlan, fileHint: AccountHint): AccountHint {
  const at = (i: number | undefined) => (i === undefined ? '' : cleanCell(cells[i]));
  return compactHint({
    ...fileHint,
    ...(plan.account !== undefined ? splitAccountCell(at(plan.account)) : {}),
    ...(plan.accountName !== undefined ? { name: at(plan.accountName) } : {}),
    ...(plan.sortCode !== undefined ? { sortCode: formatSortCode(at(plan.sortCode)) ?? at(plan.sortCode) } : {}),
    ...(plan.accountNumber !== undefined ? { accountNumber: at(plan.accountNumber) } : {}),
    currency: at(plan.currency).toUpperCase() || plan.headerCurrency || fileHint.currency,
  });
}

/** Trimmed, the spreadsheet apostrophe gone, runs of spaces (Barclays pads its memo) made one. */
function tidy(cell: string | undefined): string {
  return cleanCell(cell).replace(/\s+/g, ' ');
}
