// A user's own column mapping for a layout we do not know. It is saved per account by the
// caller and names the header it was made for, so the next file from that bank is found by
// its header wherever it sits (preambles vary in length) and read with no questions.
import type { ColumnPlan } from './column-plan';
import { normaliseHeaderCell } from './csv-layouts';
import { readCsvRowsSteps, type CsvRowsResult, type YearContext } from './csv-rows';
import { runSteps, type Steps } from './steps';
import type { CsvRecord } from './csv';

export type ColumnMapping = {
  /** The header row the mapping was made for; null for a file with no header row. */
  header: string[] | null;
  /** Zero-based column indexes. */
  date: number;
  description: number;
  /** A signed amount column, or moneyIn and/or moneyOut. */
  amount?: number;
  moneyIn?: number;
  moneyOut?: number;
  counterparty?: number;
  externalId?: number;
  balance?: number;
  /** A column saying CR (money in) or DR (money out) for the amount beside it. */
  marker?: number;
  /** Positive amounts are money out (a credit card's charges). */
  invertSigns?: boolean;
};

const HEADER_SEARCH_RECORDS = 20;

/** Rows read through the mapping, or null when the file has no row matching its header. */
export function applyMapping(records: CsvRecord[], mapping: ColumnMapping, years: YearContext = {}): CsvRowsResult | null {
  const steps = applyMappingSteps(records, mapping, years);
  return steps && runSteps(steps);
}

/** applyMapping, in steps (null when the file has no row matching the mapping's header). */
export function applyMappingSteps(records: CsvRecord[], mapping: ColumnMapping, years: YearContext = {}): Steps<CsvRowsResult> | null {
  if (mapping.amount === undefined && mapping.moneyIn === undefined && mapping.moneyOut === undefined) {
    throw new RangeError('A column mapping needs an amount column, or money in / money out columns');
  }
  let header: string[];
  let data: CsvRecord[];
  if (mapping.header) {
    const wanted = mapping.header.map(normaliseHeaderCell).join('\u001f');
    const index = records.slice(0, HEADER_SEARCH_RECORDS).findIndex((r) => r.cells.map(normaliseHeaderCell).join('\u001f') === wanted);
    if (index < 0) return null;
    header = records[index]!.cells;
    data = records.slice(index + 1);
  } else {
    const width = Math.max(0, ...records.slice(0, HEADER_SEARCH_RECORDS).map((r) => r.cells.length));
    header = Array.from({ length: width }, (_c, i) => `column ${i + 1}`);
    data = records;
  }
  const plan: ColumnPlan = {
    width: header.length,
    date: mapping.date,
    description: [mapping.description],
    amount: mapping.amount,
    moneyIn: mapping.moneyIn,
    moneyOut: mapping.moneyOut,
    counterparty: mapping.counterparty,
    externalId: mapping.externalId,
    balance: mapping.balance,
    marker: mapping.marker,
    invert: mapping.invertSigns,
  };
  return readCsvRowsSteps(data, header, plan, {}, years);
}
