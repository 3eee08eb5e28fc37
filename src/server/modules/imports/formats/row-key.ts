// The stable key that makes re-imports safe: the same row in any later file gets the same key
// within its account, and two genuinely identical rows in one file get two keys.
//
// The file's own id when it has one; otherwise a hash of date, amount and description plus an
// occurrence index that counts identical rows. Bank exports cover whole days, so a row that
// appears in two overlapping files appears there with all its same-day twins, and the indexes
// agree. Pending rows get a 'p:' prefix (as synced ones do) so the booked row is not mistaken
// for them.
import { hash } from 'node:crypto';
import { STEP_ROWS, type Steps } from './steps';
import { MAX_TEXT_LENGTH, type DraftRow, type StatementRow } from './types';

type Keyable = Pick<DraftRow, 'date' | 'amountPence' | 'description' | 'externalId' | 'pending'>;

/** Keys one account's rows, fed one by one in file order (the occurrence indexes count as it goes). */
function rowKeyer(): (row: Keyable) => string {
  const seenHashes = new Map<string, number>();
  const seenIds = new Map<string, number>();
  // Descriptions repeat (one shop, many payments): each is tidied once.
  const tidied = new Map<string, string>();
  return (row) => {
    const prefix = row.pending ? 'p:' : '';
    if (row.externalId) {
      // A bank that repeats an id within one file must not make us drop a row: later
      // repeats get an index, so nothing collapses and re-imports still line up.
      const n = seenIds.get(row.externalId) ?? 0;
      seenIds.set(row.externalId, n + 1);
      return `${prefix}id:${row.externalId}${n === 0 ? '' : `#${n}`}`;
    }
    let description = tidied.get(row.description);
    if (description === undefined) {
      description = tidyDescription(row.description);
      tidied.set(row.description, description);
    }
    const hash = contentHash(row.date, row.amountPence, description);
    const n = seenHashes.get(hash) ?? 0;
    seenHashes.set(hash, n + 1);
    return `${prefix}fh:${hash}:${n}`;
  };
}

/** The rows with their keys, yielding every STEP_ROWS rows. */
export function* withKeysSteps(rows: DraftRow[]): Steps<StatementRow[]> {
  const key = rowKeyer();
  const keyed: StatementRow[] = new Array<StatementRow>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && i % STEP_ROWS === 0) yield;
    const d = rows[i]!;
    // The key is made from the whole description (as before the cut, so keys stay the same);
    // the row keeps at most MAX_TEXT_LENGTH characters, and raw the whole text.
    const row: StatementRow = { line: d.line, date: d.date, amountPence: d.amountPence, description: cut(d.description), key: key(d), raw: d.raw };
    if (d.counterparty !== undefined) row.counterparty = cut(d.counterparty);
    if (d.externalId !== undefined) row.externalId = d.externalId;
    if (d.typeCode !== undefined) row.typeCode = d.typeCode;
    if (d.balancePence !== undefined) row.balancePence = d.balancePence;
    if (d.pending) row.pending = true;
    keyed[i] = row;
  }
  return keyed;
}

/** Text no longer than MAX_TEXT_LENGTH: a long word in a description costs every later reader. */
function cut(text: string): string {
  return text.length > MAX_TEXT_LENGTH ? text.slice(0, MAX_TEXT_LENGTH).trimEnd() : text;
}

/** Case and spacing do not make a different payment ('TESCO  STORES' = 'Tesco Stores'). */
function tidyDescription(description: string): string {
  return description.trim().replace(/\s+/g, ' ').toLowerCase();
}

function contentHash(date: string, amountPence: number, description: string): string {
  return hash('sha256', `${date}\u001f${amountPence}\u001f${description}`, 'hex').slice(0, 32);
}
