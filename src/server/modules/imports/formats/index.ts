// parseStatement: a bank's own export file (bytes) to rows in pence and 'yyyy-MM-dd', grouped
// by account, each with a stable key; or a request to map the columns; or a refusal saying
// what to download instead. Pure: no database, no clock, no file system.
// parseStatementInTurns is the same read, handing the caller's event loop back between slices
// of any file's rows or tags (steps.ts; docs/decisions/039-parsing-stays-linear-and-yields.md).
import { groupByAccountSteps } from './accounts';
import { guessDelimiter, readCsvSteps, type CsvRecord } from './csv';
import { describeUnknownLayout, matchCsvLayout } from './csv-statement';
import { readCsvRowsSteps, type CsvRowsResult } from './csv-rows';
import { detectFormat, MAX_ROWS, REFUSALS, refuse } from './detect';
import { readHtmlTableSteps } from './html-table';
import { applyMappingSteps, type ColumnMapping } from './mapping';
import { ofxVersion, parseOfxSteps } from './ofx';
import { parseQifSteps } from './qif';
import { StatementRefusal } from './refusal';
import { parseSantanderTxtSteps } from './santander-txt';
import { runSteps, runStepsInTurns, type Steps } from './steps';
import { statementDateIn } from './yearless-dates';
import type { LineIssue, ParseResult, StatementAccount } from './types';

export type { ColumnMapping } from './mapping';
export type * from './types';
export { MAX_FILE_BYTES, REFUSALS } from './detect';

export type ParseOptions = {
  /** The uploaded file's name: only used to tell QFX from OFX; content decides the rest. */
  fileName?: string;
  /** A mapping saved for the account: used for CSVs whose layout we do not recognise. */
  mapping?: ColumnMapping;
  /** The day of the import ('yyyy-MM-dd', London; today when not given): no date written without a year is placed after it. */
  today?: string;
};

export function parseStatement(bytes: Uint8Array, options: ParseOptions = {}): ParseResult {
  return runSteps(parseSteps(bytes, options));
}

/** parseStatement, awaiting `pause` between slices of the work (the server passes setImmediate). */
export function parseStatementInTurns(bytes: Uint8Array, options: ParseOptions, pause: () => Promise<unknown>): Promise<ParseResult> {
  return runStepsInTurns(parseSteps(bytes, options), pause);
}

function* parseSteps(bytes: Uint8Array, options: ParseOptions): Steps<ParseResult> {
  try {
    return yield* readSteps(bytes, options);
  } catch (error) {
    // Something in the file no bank writes: told to the person, never a 500.
    if (error instanceof StatementRefusal) return { status: 'refused', code: error.code, message: error.message || REFUSALS[error.code] };
    throw error;
  }
}

function* readSteps(bytes: Uint8Array, options: ParseOptions): Steps<ParseResult> {
  const detection = detectFormat(bytes, options.fileName);
  if (detection.status === 'refused') return detection;
  const { format } = detection;
  const text = detection.decoded.text;

  yield;
  if (format === 'ofx' || format === 'qfx') return parsed(format, ofxVersion(text), yield* parseOfxSteps(text));
  if (format === 'qif') return parsed(format, 'qif', yield* parseQifSteps(text));
  if (format === 'santander-txt') return parsed(format, 'santander-txt', yield* parseSantanderTxtSteps(text));

  const records: CsvRecord[] = format === 'html-table' ? yield* readHtmlTableSteps(text) : yield* readCsvSteps(text, guessDelimiter(text));
  if (records.length === 0) return refuse('empty');
  yield;
  // Refused early when even generous room for a header and preamble leaves too many rows;
  // the exact count of transactions is checked once they are read.
  if (records.length > MAX_ROWS + 50) return refuse('too-many-rows');

  const years = { today: options.today, statementDate: statementDateIn(records) };
  const match = matchCsvLayout(records);
  if (match) return yield* fromCsvRows(format, match.layout, yield* readCsvRowsSteps(match.data, match.header, match.plan, match.fileHint, years));
  if (options.mapping) {
    const mapped = applyMappingSteps(records, options.mapping, years);
    return mapped ? yield* fromCsvRows(format, 'mapping', yield* mapped) : refuse('mapping-mismatch');
  }
  return { status: 'needs-mapping', format: 'csv', unknownLayout: describeUnknownLayout(records) };
}

function* fromCsvRows(format: 'csv' | 'html-table', layout: string, result: CsvRowsResult): Steps<ParseResult> {
  yield;
  return parsed(format, layout, { accounts: yield* groupByAccountSteps(result.rows), errors: result.errors, skipped: result.skipped });
}

function parsed(
  format: Extract<ParseResult, { status: 'parsed' }>['format'],
  layout: string,
  result: { accounts: StatementAccount[]; errors: LineIssue[]; skipped?: LineIssue[] },
): ParseResult {
  const rowCount = result.accounts.reduce((n, a) => n + a.rows.length, 0) + result.errors.length;
  if (rowCount > MAX_ROWS) return refuse('too-many-rows');
  if (rowCount === 0 && (result.skipped ?? []).length === 0) return refuse('no-transactions');
  return { status: 'parsed', format, layout, accounts: result.accounts, errors: result.errors, skipped: result.skipped ?? [] };
}
