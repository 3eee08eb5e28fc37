// What every imported row must be, whatever format it came in, checked in one place after the
// parsers (issue 23 items 6 and 16): an amount or balance within the app's one cap, a date
// from 1900 to the end of next year, and no NUL (Postgres text and jsonb cannot hold one).
// A row that fails is an unreadable row with its reason; the rest of the file imports.
import { MAX_AMOUNT_PENCE } from '../../../shared/limits';
import { FIRST_DATE } from '../../../shared/schemas/fields';
import type { StatementRow } from './formats';

const ROW_AMOUNT_TOO_LARGE = 'The amount is larger than £99,999,999.99, the most the app takes';
const ROW_BALANCE_TOO_LARGE = 'The balance is larger than £99,999,999.99, the most the app takes';
const ROW_DATE_TOO_EARLY = 'The date is before 1900';

/** Why the row cannot be imported, or null when it can. `today` is London's 'yyyy-MM-dd'. */
export function rowLimitProblem(row: StatementRow, today: string): string | null {
  if (!Number.isSafeInteger(row.amountPence) || Math.abs(row.amountPence) > MAX_AMOUNT_PENCE) return ROW_AMOUNT_TOO_LARGE;
  if (row.balancePence !== undefined && (!Number.isSafeInteger(row.balancePence) || Math.abs(row.balancePence) > MAX_AMOUNT_PENCE))
    return ROW_BALANCE_TOO_LARGE;
  if (row.date < FIRST_DATE) return ROW_DATE_TOO_EARLY;
  const last = lastImportDate(today);
  if (row.date > last) return `The date is after ${last}: a statement cannot hold days that far ahead`;
  return null;
}

/** The last day a row may fall on: the end of next year (a bank may date a payment ahead, not years ahead). */
export function lastImportDate(today: string): string {
  return `${Number(today.slice(0, 4)) + 1}-12-31`;
}

/** The row with every NUL taken out of its text (a control character no bank means). */
export function withoutNul(row: StatementRow): StatementRow {
  const strip = (text: string) => (text.includes('\u0000') ? text.replaceAll('\u0000', '') : text);
  const dirty =
    row.key.includes('\u0000') ||
    row.description.includes('\u0000') ||
    (row.counterparty ?? '').includes('\u0000') ||
    (row.externalId ?? '').includes('\u0000') ||
    (row.typeCode ?? '').includes('\u0000') ||
    Object.entries(row.raw).some(([k, v]) => k.includes('\u0000') || v.includes('\u0000'));
  if (!dirty) return row;
  return {
    ...row,
    key: strip(row.key),
    description: strip(row.description),
    ...(row.counterparty === undefined ? {} : { counterparty: strip(row.counterparty) }),
    ...(row.externalId === undefined ? {} : { externalId: strip(row.externalId) }),
    ...(row.typeCode === undefined ? {} : { typeCode: strip(row.typeCode) }),
    raw: Object.fromEntries(Object.entries(row.raw).map(([k, v]) => [strip(k), strip(v)])),
  };
}
