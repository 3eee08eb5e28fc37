// The stable key that makes re-imports safe: the same row in any later file gets the same key
// within its account, and two genuinely identical rows in one file get two keys.
//
// The file's own id when it has one; otherwise a hash of date, amount and description plus an
// occurrence index that counts identical rows. Bank exports cover whole days, so a row that
// appears in two overlapping files appears there with all its same-day twins, and the indexes
// agree. Pending rows get a 'p:' prefix (as synced ones do) so the booked row is not mistaken
// for them.
import { hash } from 'node:crypto';
import type { DraftRow, StatementRow } from './types';

type Keyable = Pick<DraftRow, 'date' | 'amountPence' | 'description' | 'externalId' | 'pending'>;

/** Keys for one account's rows, in the same order. */
export function keyRows(rows: Keyable[]): string[] {
  const seenHashes = new Map<string, number>();
  const seenIds = new Map<string, number>();
  return rows.map((row) => {
    const prefix = row.pending ? 'p:' : '';
    if (row.externalId) {
      // A bank that repeats an id within one file must not make us drop a row: later
      // repeats get an index, so nothing collapses and re-imports still line up.
      const n = seenIds.get(row.externalId) ?? 0;
      seenIds.set(row.externalId, n + 1);
      return `${prefix}id:${row.externalId}${n === 0 ? '' : `#${n}`}`;
    }
    const hash = contentHash(row);
    const n = seenHashes.get(hash) ?? 0;
    seenHashes.set(hash, n + 1);
    return `${prefix}fh:${hash}:${n}`;
  });
}

export function withKeys(rows: DraftRow[]): StatementRow[] {
  const keys = keyRows(rows);
  return rows.map((d, i) => {
    const row: StatementRow = { line: d.line, date: d.date, amountPence: d.amountPence, description: d.description, key: keys[i]!, raw: d.raw };
    if (d.counterparty !== undefined) row.counterparty = d.counterparty;
    if (d.externalId !== undefined) row.externalId = d.externalId;
    if (d.balancePence !== undefined) row.balancePence = d.balancePence;
    if (d.pending) row.pending = true;
    return row;
  });
}

/** Case and spacing do not make a different payment ('TESCO  STORES' = 'Tesco Stores'). */
function contentHash(row: Keyable): string {
  const description = row.description.trim().replace(/\s+/g, ' ').toLowerCase();
  return hash('sha256', [row.date, String(row.amountPence), description].join('\u001f'), 'hex').slice(0, 32);
}
