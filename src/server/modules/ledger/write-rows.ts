import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db';
import { addDays } from '../../../shared/dates';
import type { LedgerAccount, LedgerRow, Origin, RowCategory, WriteCounts } from './ledger-row';
import { accountHasImports, claimFileRows, fileRowsBetween } from './claim-queries';
import { pairSamePayments, SAME_PAYMENT_WINDOW_DAYS } from './same-payment';
import { heldKeys, insertRows, removeStalePending, type PreparedWrite } from './write-queries';

// The ledger's one write path (docs/decisions/037-one-ledger.md): a bank sync, a statement
// import, rows typed by hand and the tests' factory all add transactions through writeRows.
// Keys, dedupe, the claiming between bank and file rows, where a row came from and its
// category on insert are decided here and in the one statement it sends (write-queries.ts).

/**
 * The category columns of a new row (categories/categorise-rows.ts categoriseForInsert with
 * the person's rules), given by the writer: a row already held keeps its own category.
 */
export type Categorise = (row: LedgerRow) => RowCategory;

export type WriteOptions = {
  categorise?: Categorise;
  /**
   * Bank origin: a new booked row first claims the file row of the same payment. Worked out
   * once per sync (accountClaimsFileRows): only an account with an import has any.
   */
  claimFileRows?: boolean;
};

/**
 * Categorised and serialised: what insertRows sends. Cheap to build while another write is in flight.
 * Each row travels with its new id, made here rather than by the column's default: on the
 * embedded database gen_random_uuid() calls out of WebAssembly for random bytes (node's
 * randomFillSync) on every row, about six times the cost of reading an id from the JSON
 * (docs/decisions/032-import-speed.md). A row already held keeps its id: neither the upsert
 * nor 'do nothing' writes it.
 */
export function prepareRows(account: LedgerAccount, rows: readonly LedgerRow[], origin: Origin, categorise?: Categorise): PreparedWrite {
  const file = origin.kind === 'file' ? origin : undefined;
  return {
    account,
    origin,
    rowsJson: JSON.stringify(rows.map((row) => ({ id: randomUUID(), ...withoutNulls(categorise ? { ...row, ...categorise(row) } : row) }))),
    mergedJson: JSON.stringify(file?.merged ?? []),
    seenJson: JSON.stringify(file?.seen ?? []),
  };
}

/**
 * The row's own fields without the null ones (json_to_recordset reads a missing field as null):
 * the database parses every byte of the JSON, and a file row leaves most of the bank's fields
 * empty. Only the top level: raw_data is stored as it came.
 */
function withoutNulls(row: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key in row) if (row[key] !== null) kept[key] = row[key];
  return kept;
}

/** Writes a prepared chunk (an import sends the one it built ahead). */
export function writePrepared(db: Db, prepared: PreparedWrite): Promise<WriteCounts> {
  return insertRows(db, prepared);
}

/** Rows a bank writes per statement: a long history goes in several. */
const BANK_STATEMENT_ROWS = 5000;

/**
 * Adds rows to an account, from one origin. Call it in the caller's transaction when the
 * write must land with others (a sync's chunk); a file chunk is atomic by itself.
 */
export async function writeRows(db: Db, account: LedgerAccount, rows: readonly LedgerRow[], origin: Origin, options: WriteOptions = {}): Promise<WriteCounts> {
  if (origin.kind !== 'bank') return insertRows(db, prepareRows(account, rows, origin, options.categorise));
  if (options.claimFileRows && rows.length > 0) await claimFileTwins(db, account.accountId, rows);
  const total: WriteCounts = { inserted: 0, updated: 0, merged: 0 };
  for (let i = 0; i < rows.length; i += BANK_STATEMENT_ROWS) {
    const counts = await insertRows(db, prepareRows(account, rows.slice(i, i + BANK_STATEMENT_ROWS), origin, options.categorise));
    total.inserted += counts.inserted;
    total.updated += counts.updated;
  }
  return total;
}

/** Whether a sync's new bank rows should look for file rows to claim: only when the account has an import. */
export function accountClaimsFileRows(db: Db, accountId: string): Promise<boolean> {
  return accountHasImports(db, accountId);
}

/**
 * The bank's current pending rows replace the account's: the others go (booked now, or
 * dropped), these are upserted. `beforeRemoval` runs first, while the leaving rows are still
 * there (a person's choice of category passes to the booked row replacing a pending one).
 */
export async function replacePending(
  db: Db,
  account: LedgerAccount,
  rows: readonly LedgerRow[],
  options: { categorise?: Categorise; beforeRemoval?: (stillPendingKeys: string[]) => Promise<unknown> } = {},
): Promise<WriteCounts & { removed: number }> {
  const stillPending = rows.map((p) => p.external_key);
  await options.beforeRemoval?.(stillPending);
  const removed = await removeStalePending(db, account.accountId, stillPending);
  return { removed, ...(await writeRows(db, account, rows, { kind: 'bank' }, { categorise: options.categorise })) };
}

/**
 * A new booked bank row that is a file row already held (same amount, within the window,
 * similar payee: same-payment.ts) claims it, so the upsert after updates it rather than
 * adding the payment twice. Only bank rows the account does not hold yet claim.
 */
async function claimFileTwins(db: Db, accountId: string, rows: readonly LedgerRow[]) {
  const booked = rows.filter((r) => r.status === 'booked');
  if (booked.length === 0) return;
  const dates = booked.map((r) => r.date).sort();
  const fileRows = await fileRowsBetween(db, accountId, addDays(dates[0]!, -SAME_PAYMENT_WINDOW_DAYS), addDays(dates.at(-1)!, SAME_PAYMENT_WINDOW_DAYS));
  if (fileRows.length === 0) return;
  const amounts = new Set(fileRows.map((r) => r.amount));
  const maybe = booked.filter((r) => amounts.has(r.amount));
  const held = await heldKeys(
    db,
    accountId,
    maybe.map((r) => r.external_key),
  );
  const fresh = maybe.filter((r) => !held.has(r.external_key));
  const pairs = pairSamePayments(fresh, fileRows);
  await claimFileRows(
    db,
    accountId,
    pairs.map(([i, j]) => ({ transactionId: fileRows[j]!.id, externalKey: fresh[i]!.external_key })),
  );
}
