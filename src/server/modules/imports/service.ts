// Statement imports: a bank's own export file read by parseStatement (formats/), shown as a
// preview that writes nothing, then confirmed into an existing account or a new manual one.
// The file is read in turns and its rows written in chunks of one statement each, so a 50,000-row
// file never holds the event loop or the embedded database for long
// (docs/decisions/026-statement-import-wiring.md, 032-import-speed.md).
import { createHash } from 'node:crypto';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { LONG_STATEMENT_TIMEOUT_MS, withStatementTimeout } from '../../db/database';
import { withTransaction } from '../../db/db';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { londonDate } from '../../../shared/dates';
import { decimalToPence } from '../../../shared/money';
import {
  afterLedgerChange,
  deleteBatchRows,
  findOwnAccount,
  handOverSeenRows,
  insertManualAccount,
  matchFileRows,
  prepareRows,
  recomputeManualBalance,
  writePrepared,
  type FileRowStatus,
  type LedgerRow,
  type PreparedWrite,
} from '../ledger/service';
import { layoutAccount, normaliseHeaderCell } from './formats/csv-layouts';
import {
  MAX_FILE_BYTES,
  parseStatement,
  parseStatementInTurns,
  type ColumnMapping,
  type LeftOutKind,
  type LineIssue,
  type ParseResult,
  type StatementAccount,
  type StatementRow,
} from './formats';
import * as b from './batch-queries';
import * as q from './queries';
import { rowLimitProblem, withoutNul } from './row-limits';
import { readUpload } from './uploads';
import { categoriseForInsert, rowCategoriser, type RowCategoriser } from '../categories/service';

/**
 * Rows are written in chunks, each one statement that holds the database for about
 * CHUNK_TARGET_MS. On the embedded database every other person's query waits for the chunk in
 * flight, and a request such as bills.list makes a few queries one after another, each of which
 * may wait for one chunk: 20 ms. A Postgres server answers others on other connections
 * meanwhile, and there a row costs a third less in chunks of thousands than of hundreds: 150 ms.
 * Chunks are sized from how long the last one took (the database's speed and load vary by far
 * more than the rows' size), between MIN and MAX_CHUNK_ROWS
 * (scripts/bench-import.ts; docs/decisions/032-import-speed.md).
 */
const CHUNK_TARGET_MS = { embedded: 20, postgres: 150 };
export const FIRST_CHUNK_ROWS = 250;
const MIN_CHUNK_ROWS = 100;
const MAX_CHUNK_ROWS = 5000;
/** Transactions an undo deletes per statement. */
const UNDO_CHUNK_ROWS = 5000;
/** Rows the preview sends back to show (the counts cover them all). */
const PREVIEW_ROWS = 200;
/**
 * An import still 'importing' after this long died with its process (a 100,000-row file takes
 * well under a minute): it no longer holds its account, and the recovery job marks it failed.
 */
const STALE_IMPORT_MINUTES = 15;
/** How long a repeated confirm waits for the first one's answer, and how often it looks. */
const ANSWER_WAIT_MS = 120_000;
const ANSWER_POLL_MS = 100;

const IMPORT_RUNNING = 'Another file is being imported into this account. Please wait for it to finish, then try again.';
const IMPORT_DID_NOT_FINISH = 'This import did not finish. Please try again.';
const UNDO_WHILE_RUNNING = 'This import is still running. Please wait for it to finish, then undo it.';

type StatementFile = { base64: string } | { text: string } | { uploadId: string };
type NewAccount = { name: string; institution: string; type: 'current' | 'savings' | 'credit_card'; sortCode?: string; openingBalance?: string };
export type PreviewInput = { file: StatementFile; fileName?: string; mapping?: ColumnMapping; accountId?: string; accountIndex: number };
export type ConfirmInput = PreviewInput & {
  batchId?: string;
  target: { accountId: string } | { newAccount: NewAccount };
  saveMapping: boolean;
};

type RowStatus = FileRowStatus;
type FileRead = Awaited<ReturnType<typeof readFile>>;

type Classified = {
  parsed: Extract<ParseResult, { status: 'parsed' }>;
  account: StatementAccount;
  rows: StatementRow[];
  marks: RowStatus[];
  /** For rows marked 'merge': the synced transaction's id. */
  mergeInto: Map<number, string>;
  skipped: LineIssue[];
  /** The parser's unreadable rows and the rows over the app's limits (row-limits.ts), by line. */
  errors: LineIssue[];
  mappingUsed: ColumnMapping | undefined;
};

export type PreviewResult =
  | { status: 'refused'; code: string; message: string }
  | {
      status: 'needs-mapping';
      headerLine: number | null;
      header: string[];
      sampleRows: { line: number; cells: string[] }[];
      suggestion: ColumnMapping | null;
    }
  | {
      status: 'parsed';
      format: string;
      layout: string;
      accounts: { index: number; name: string | null; sortCode: string | null; accountNumber: string | null; currency: string | null; rowCount: number }[];
      accountIndex: number;
      totalRows: number;
      newCount: number;
      existingCount: number;
      mergeCount: number;
      dateFrom: string | null;
      dateTo: string | null;
      /** Pence, of the new rows only (what confirming would add). */
      moneyIn: number;
      moneyOut: number;
      /** The file's balance after its newest row (pence), when it has a balance column. */
      closingBalance: number | null;
      rows: { line: number; date: string; amount: number; description: string; status: RowStatus }[];
      errors: { line: number; reason: string }[];
      skipped: LineIssue[];
      /** Lines left out that are not transactions, counted by kind ('other' for the rest): "3 pending rows left out". */
      leftOut: { kind: LeftOutKind | 'other'; count: number }[];
      /** What the recognised layout says about the account, to fill in a new account. */
      suggestedAccount: { bank: string | null; type: 'credit_card' | null };
      /** The mapping the file was read with (given, or saved for the account), to save again. */
      mapping: ColumnMapping | null;
    };

/** The file's bytes and name: sent in the call, or uploaded before (uploads.ts). */
async function readFile(deps: Deps, userId: string, input: PreviewInput): Promise<{ bytes: Uint8Array; fileName: string | undefined }> {
  const file = input.file;
  if ('uploadId' in file) {
    const upload = await readUpload(deps, userId, file.uploadId);
    return { bytes: upload.bytes, fileName: input.fileName ?? upload.fileName ?? undefined };
  }
  return { bytes: 'base64' in file ? Buffer.from(file.base64, 'base64') : new TextEncoder().encode(file.text), fileName: input.fileName };
}

function headerKey(header: string[] | null): string {
  return header ? header.map(normaliseHeaderCell).join('\u001f') : '';
}

/**
 * Reads the file: with the mapping given, else a recognised layout, else a mapping saved for
 * this header. A long file is read in turns, so other people's requests are answered meanwhile.
 */
async function parseFor(
  deps: Deps,
  userId: string,
  input: PreviewInput,
  { bytes, fileName }: FileRead,
): Promise<{ result: ParseResult; mappingUsed: ColumnMapping | undefined }> {
  if (bytes.length > MAX_FILE_BYTES) return { result: parseStatement(bytes), mappingUsed: undefined };
  // Dates a statement writes without a year are placed on or before the day of the import.
  const today = londonDate(deps.clock());
  const first = await parseStatementInTurns(bytes, { fileName, mapping: input.mapping, today }, nextTurn);
  if (first.status !== 'needs-mapping')
    return { result: first, mappingUsed: first.status === 'parsed' && first.layout === 'mapping' ? input.mapping : undefined };
  const key = headerKey(first.unknownLayout.headerLine === null ? null : first.unknownLayout.header);
  const saved = (await q.mappingsOf(deps.db, userId)).filter((m) => m.header_key === key);
  const chosen = saved.find((m) => m.account_id === input.accountId) ?? saved[0];
  if (!chosen) return { result: first, mappingUsed: undefined };
  const mapping = chosen.mapping as ColumnMapping;
  return { result: await parseStatementInTurns(bytes, { fileName, mapping, today }, nextTurn), mappingUsed: mapping };
}

/** Marks each row new, already there (an earlier import) or to merge with a synced row. */
async function classify(
  deps: Deps,
  userId: string,
  input: PreviewInput,
  file: FileRead,
  targetAccountId: string | undefined,
): Promise<Classified | PreviewResult> {
  const { result, mappingUsed } = await parseFor(deps, userId, input, file);
  if (result.status === 'refused') return { status: 'refused', code: result.code, message: result.message };
  if (result.status === 'needs-mapping') {
    const u = result.unknownLayout;
    return { status: 'needs-mapping', headerLine: u.headerLine, header: u.header, sampleRows: u.sampleRows, suggestion: u.suggestion ?? null };
  }
  // A file none of whose rows could be read has no account: the preview shows why, line by line.
  const account = result.accounts[input.accountIndex] ?? (result.accounts.length === 0 ? { accountHint: {}, rows: [] } : undefined);
  if (!account) throw new AppError('INVALID_INPUT', 'That account is not in this file.');
  const skipped: LineIssue[] = [...result.skipped];
  const rows: StatementRow[] = [];
  const overLimits: { line: number; reason: string }[] = [];
  const today = londonDate(deps.clock());
  for (const parsedRow of account.rows) {
    const row = withoutNul(parsedRow);
    const problem = rowLimitProblem(row, today);
    if (problem) overLimits.push({ line: row.line, reason: problem });
    // A pending row would be stored twice once it clears under another key: left for a later file.
    else if (row.pending) skipped.push({ line: row.line, reason: 'Pending: import it again once your bank has completed it', kind: 'pending' });
    else rows.push(row);
  }
  // In file order: the reader's left-out lines and the pending rows set aside here interleave.
  skipped.sort((a, b) => a.line - b.line);
  const errors = overLimits.length === 0 ? result.errors : [...result.errors, ...overLimits].sort((a, b) => a.line - b.line);
  // Already there, or a bank row already held: the ledger's dedupe (ledger/file-matches.ts).
  const { marks, mergeInto } = targetAccountId
    ? await matchFileRows(deps.db, targetAccountId, rows)
    : { marks: rows.map((): RowStatus => 'new'), mergeInto: new Map<number, string>() };
  return { parsed: result, account, rows, marks, mergeInto, skipped, errors, mappingUsed };
}

export async function preview(deps: Deps, userId: string, input: PreviewInput): Promise<PreviewResult> {
  if (input.accountId && !(await findOwnAccount(deps.db, userId, input.accountId))) throw new AppError('NOT_FOUND', 'That account was not found.');
  const c = await classify(deps, userId, input, await readFile(deps, userId, input), input.accountId);
  if ('status' in c) return c;
  const summary = summarise(c);
  return {
    status: 'parsed',
    format: c.parsed.format,
    layout: c.parsed.layout,
    accounts: c.parsed.accounts.map((a, index) => ({
      index,
      name: a.accountHint.name ?? null,
      sortCode: a.accountHint.sortCode ?? null,
      accountNumber: a.accountHint.accountNumber ?? null,
      currency: a.accountHint.currency ?? null,
      rowCount: a.rows.length,
    })),
    accountIndex: input.accountIndex,
    totalRows: c.rows.length,
    ...summary,
    rows: c.rows.slice(0, PREVIEW_ROWS).map((r, i) => ({ line: r.line, date: r.date, amount: r.amountPence, description: r.description, status: c.marks[i]! })),
    errors: c.errors,
    skipped: c.skipped,
    leftOut: countLeftOut(c.skipped),
    suggestedAccount: suggestedAccount(c.parsed.layout),
    mapping: c.mappingUsed ?? null,
  };
}

function countLeftOut(skipped: LineIssue[]): { kind: LeftOutKind | 'other'; count: number }[] {
  const counts = new Map<LeftOutKind | 'other', number>();
  for (const s of skipped) counts.set(s.kind ?? 'other', (counts.get(s.kind ?? 'other') ?? 0) + 1);
  return [...counts].map(([kind, count]) => ({ kind, count }));
}

function suggestedAccount(layout: string): { bank: string | null; type: 'credit_card' | null } {
  const { bank, card } = layoutAccount(layout);
  return { bank, type: card ? 'credit_card' : null };
}

function summarise(c: Classified) {
  let newCount = 0;
  let existingCount = 0;
  let mergeCount = 0;
  let moneyIn = 0;
  let moneyOut = 0;
  c.rows.forEach((r, i) => {
    const s = c.marks[i];
    if (s === 'existing') existingCount++;
    else if (s === 'merge') mergeCount++;
    else {
      newCount++;
      if (r.amountPence >= 0) moneyIn += r.amountPence;
      else moneyOut -= r.amountPence;
    }
  });
  const { from, to } = dateRange(c.rows);
  return {
    newCount,
    existingCount,
    mergeCount,
    moneyIn,
    moneyOut,
    dateFrom: from,
    dateTo: to,
    // The balance the file states (OFX LEDGERBAL) when it has one, else the rows' balance column.
    closingBalance: c.account.statedBalancePence ?? closingBalance(c.rows),
  };
}

/** The balance after the file's newest row: files run oldest-first or newest-first, so the order decides which of the last day's rows closes it. */
function closingBalance(rows: StatementRow[]): number | null {
  const withBalance = rows.filter((r) => r.balancePence !== undefined);
  if (withBalance.length === 0) return null;
  const newestFirst = withBalance[0]!.date > withBalance.at(-1)!.date;
  const newest = withBalance.reduce((d, r) => (r.date > d ? r.date : d), withBalance[0]!.date);
  const lastDay = withBalance.filter((r) => r.date === newest);
  return (newestFirst ? lastDay[0]! : lastDay.at(-1)!).balancePence!;
}

export type ConfirmResult = { batchId: string; accountId: string; added: number; merged: number; existing: number; errors: number };

export async function confirm(deps: Deps, userId: string, input: ConfirmInput): Promise<ConfirmResult> {
  // A confirm of the same file running when this one arrived makes this one a second click.
  // Real time, as markFinished's, not deps.clock (tests hold that still).
  const arrivedAt = new Date();
  const targetId = 'accountId' in input.target ? input.target.accountId : undefined;
  if (targetId && !(await findOwnAccount(deps.db, userId, targetId))) throw new AppError('NOT_FOUND', 'That account was not found.');
  // The same batchId again (a retry, a second tab): the first confirm's answer, not a second import.
  if (input.batchId && (await b.batchById(deps.db, input.batchId))) return answerOf(deps, userId, input.batchId);
  const file = await readFile(deps, userId, input);
  const c = await classify(deps, userId, input, file, targetId);
  if ('status' in c) {
    throw new AppError('INVALID_INPUT', c.status === 'refused' ? c.message : 'Please tell us which column holds what before importing this file.');
  }
  // Nothing to import (no row could be read or within the limits, or every row is pending): no
  // batch, no empty account (issue 24), and the first reasons why.
  if (c.rows.length === 0) throw new AppError('INVALID_INPUT', noRowsMessage(c.errors));
  const opening = 'newAccount' in input.target && input.target.newAccount.openingBalance ? poundsToPence(input.target.newAccount.openingBalance) : 0;
  const currency = c.account.accountHint.currency ?? 'GBP';
  const fileSha256 = createHash('sha256').update(file.bytes).digest('hex');
  const newAccount = 'newAccount' in input.target ? input.target.newAccount : undefined;

  // One person's confirms start one at a time (a lock held until this transaction ends), so
  // the checks below cannot both pass for two confirms at once (docs/decisions/042).
  const started = await withTransaction(deps.db, async (trx): Promise<{ earlier: string } | { accountId: string; batchId: string }> => {
    await b.lockImportsOf(trx, userId);
    const batchId = input.batchId;
    if (batchId && (await b.batchById(trx, batchId))) return { earlier: batchId };
    const twin = await b.twinOf(trx, {
      userId,
      fileSha256,
      target: newAccount ? { newAccountName: newAccount.name } : { accountId: targetId! },
      arrivedAt,
    });
    if (twin) return { earlier: twin.id };
    if (targetId && (await b.importingInto(trx, targetId, STALE_IMPORT_MINUTES))) throw new AppError('INVALID_INPUT', IMPORT_RUNNING);
    const accountId =
      targetId ??
      (await insertManualAccount(trx, {
        userId,
        name: newAccount!.name,
        institution: newAccount!.institution,
        type: newAccount!.type,
        sortCode: normaliseSortCode(newAccount!.sortCode),
        openingBalancePence: opening,
        currency,
      }));
    const batch = await q.insertBatch(trx, {
      id: input.batchId,
      userId,
      accountId,
      fileName: file.fileName ?? null,
      format: c.parsed.format,
      layout: c.parsed.layout,
      rowsTotal: c.rows.length,
    });
    await b.describeBatch(trx, batch.id, { fileSha256, createdAccount: !targetId, errors: c.errors.length });
    if (c.mappingUsed && input.mapping && input.saveMapping) await q.upsertMapping(trx, userId, accountId, headerKey(c.mappingUsed.header), c.mappingUsed);
    return { accountId, batchId: batch.id };
  });
  if ('earlier' in started) return answerOf(deps, userId, started.earlier);
  const { accountId, batchId } = started;

  let added = 0;
  let merged = 0;
  // Imported rows get their category and clean merchant name as they are written, as synced
  // ones do (issue 14): one categoriser, with the person's rules, for the whole file.
  // A refund is filed where that merchant's purchases are: the stored ones and this file's (issue 22).
  const sorter = await rowCategoriser(
    deps.db,
    userId,
    c.rows.flatMap((r, i) => (c.marks[i] === 'existing' || c.mergeInto.has(i) ? [] : [ledgerRowOf(r, currency)])),
  );
  const chunkOf = (start: number, size: number): PreparedWrite & { rowsDone: number } => {
    const end = Math.min(start + size, c.rows.length);
    const rows: LedgerRow[] = [];
    const mergedKeys: { key: string; transactionId: string }[] = [];
    const seen: string[] = [];
    for (let i = start; i < end; i++) {
      const r = c.rows[i]!;
      if (c.marks[i] === 'existing') {
        seen.push(r.key);
        continue;
      }
      const mergeId = c.mergeInto.get(i);
      if (mergeId) mergedKeys.push({ key: r.key, transactionId: mergeId });
      else rows.push(importedRow(r, currency, sorter));
    }
    const origin = { kind: 'file' as const, batchId, merged: mergedKeys, seen, rowsDone: end };
    return { ...prepareRows({ userId, accountId }, rows, origin), rowsDone: end };
  };
  try {
    const targetMs = deps.config.databaseUrl ? CHUNK_TARGET_MS.postgres : CHUNK_TARGET_MS.embedded;
    let size = FIRST_CHUNK_ROWS;
    let chunk = c.rows.length > 0 ? chunkOf(0, size) : undefined;
    while (chunk) {
      const sent = performance.now();
      const writing = writePrepared(deps.db, chunk);
      // Handled at the await below; this keeps a failure while the next chunk is built from
      // counting as unhandled.
      writing.catch(() => {});
      // The next chunk is built and serialised while the database writes this one.
      await nextTurn();
      const done = chunk.rowsDone;
      const next = done < c.rows.length ? chunkOf(done, size) : undefined;
      const counts = await writing;
      added += counts.inserted;
      merged += counts.merged;
      size = nextChunkRows(size, performance.now() - sent, targetMs);
      // The next chunk was built at the old size: rebuilt when the size moved a lot, so a slow
      // write is not followed by an equally long one.
      chunk = next && size < (next.rowsDone - done) / 2 ? chunkOf(done, size) : next;
      // Lets other requests' queries in before the next chunk.
      await nextTurn();
    }
    const { from, to } = dateRange(c.rows);
    await withTransaction(deps.db, async (trx) => {
      await q.finishBatch(trx, batchId, {
        added,
        merged,
        existing: c.rows.length - added - merged,
        dateFrom: from,
        dateTo: to,
        closingBalance: c.account.statedBalancePence ?? closingBalance(c.rows),
      });
      await b.markFinished(trx, batchId, new Date());
      await recomputeManualBalance(trx, accountId);
    });
  } catch (error) {
    // Never half an import: what this batch wrote goes again, and the account it made.
    await removeBatchRows(deps, accountId, batchId)
      .then(() => (targetId ? undefined : b.deleteCreatedAccount(deps.db, userId, accountId)))
      .catch((err: unknown) => deps.logger.error({ err, batchId }, 'removing a failed import failed'));
    throw error;
  }
  await afterChange(deps, userId);
  return { batchId, accountId, added, merged, existing: c.rows.length - added - merged, errors: c.errors.length };
}

/** Why a file gave no rows, with the first reasons, for a caller that confirmed it anyway. */
function noRowsMessage(errors: LineIssue[]): string {
  if (errors.length === 0) return 'There is nothing to import in this file yet: it holds no completed transactions.';
  const first = errors.slice(0, 3).map((e) => `line ${e.line}: ${e.reason}`);
  return `None of the rows in this file could be read (${first.join('; ')}${errors.length > 3 ? '; ...' : ''}).`;
}

/** The next chunk's size: scaled toward `targetMs` a write, at most doubling at a time. */
export function nextChunkRows(rows: number, tookMs: number, targetMs: number): number {
  const scaled = Math.round((rows * targetMs) / Math.max(tookMs, 1));
  return Math.max(MIN_CHUNK_ROWS, Math.min(MAX_CHUNK_ROWS, rows * 2, scaled));
}

/**
 * The ledger row an imported row becomes (its batch is the ledger's column), categorised with
 * the bank's type code as a synced row is with its own.
 */
export function importedRow(r: StatementRow, currency: string, sorter: RowCategoriser): LedgerRow & ReturnType<typeof categoriseForInsert> {
  const row = ledgerRowOf(r, currency);
  return { ...row, ...categoriseForInsert(sorter, row) };
}

function ledgerRowOf(r: StatementRow, currency: string): LedgerRow {
  return {
    external_key: r.key,
    status: 'booked',
    date: r.date,
    value_date: null,
    amount: r.amountPence,
    currency,
    description: r.description || r.counterparty || null,
    counterparty: r.counterparty ?? null,
    provider_transaction_id: r.externalId ?? null,
    internal_transaction_id: null,
    bank_transaction_code: null,
    proprietary_code: r.typeCode ?? null,
    raw_data: { import: { line: r.line, cells: r.raw } },
  };
}

/**
 * Removes an import: the transactions it added and its keys, nothing else. Its rows that a
 * later import's file also held stay, as that import's (docs/decisions/035). A failed batch
 * (a crash midway) is undone alike; one still running is not.
 */
export async function undo(deps: Deps, userId: string, batchId: string) {
  const batch = await q.findBatch(deps.db, userId, batchId);
  if (!batch) throw new AppError('NOT_FOUND', 'That import was not found.');
  if (batch.status === 'importing') throw new AppError('INVALID_INPUT', UNDO_WHILE_RUNNING);
  const removed = await removeBatchRows(deps, batch.account_id, batchId);
  await recomputeManualBalance(deps.db, batch.account_id);
  await afterChange(deps, userId);
  // The rows deleted, counted as they went: a crashed batch never recorded its counts.
  return { removed };
}

/** Deletes what the batch wrote, after handing over the rows a later batch also held; returns how many transactions went. */
async function removeBatchRows(deps: Deps, accountId: string, batchId: string): Promise<number> {
  // One statement however many rows the batch holds: the named exception to the pool's timeout.
  await withStatementTimeout(deps.db, LONG_STATEMENT_TIMEOUT_MS, (trx) => handOverSeenRows(trx, accountId, batchId));
  let removed = 0;
  for (;;) {
    const n = await withTransaction(deps.db, (trx) => deleteBatchRows(trx, accountId, batchId, UNDO_CHUNK_ROWS));
    if (n === 0) break;
    removed += n;
    await nextTurn();
  }
  await q.deleteBatch(deps.db, batchId);
  return removed;
}

/**
 * What a confirm of this batch answered (or will: one still running is waited for), for the
 * same batchId or file sent again. Another person's batch id is refused as taken.
 */
async function answerOf(deps: Deps, userId: string, batchId: string): Promise<ConfirmResult> {
  const deadline = Date.now() + ANSWER_WAIT_MS;
  for (;;) {
    const batch = await b.batchById(deps.db, batchId);
    if (batch && batch.user_id !== userId) throw new AppError('INVALID_INPUT', 'This import has already been started.');
    if (!batch || batch.status === 'failed') throw new AppError('INVALID_INPUT', IMPORT_DID_NOT_FINISH);
    if (batch.status === 'done') {
      return {
        batchId,
        accountId: batch.account_id,
        added: batch.added_count,
        merged: batch.merged_count,
        existing: batch.existing_count,
        errors: batch.errors_count,
      };
    }
    if (Date.now() > deadline) throw new AppError('INVALID_INPUT', IMPORT_RUNNING);
    await sleep(ANSWER_POLL_MS);
  }
}

/** Marks failed the imports a stopped server left running: all (`all`), or the stale ones; returns how many. */
export function failStaleImports(deps: Pick<Deps, 'db'>, options: { all: boolean }): Promise<number> {
  return b.failStaleBatches(deps.db, options.all ? 0 : STALE_IMPORT_MINUTES);
}

export function listBatches(deps: Deps, userId: string, accountId?: string) {
  return q.listBatches(deps.db, userId, accountId);
}

export async function progress(deps: Deps, userId: string, batchId: string) {
  const batch = await q.findBatch(deps.db, userId, batchId);
  if (!batch) throw new AppError('NOT_FOUND', 'That import was not found.');
  return { status: batch.status, rowsDone: batch.rows_done, rowsTotal: batch.rows_total };
}

export async function saveMapping(deps: Deps, userId: string, accountId: string, mapping: ColumnMapping) {
  if (!(await findOwnAccount(deps.db, userId, accountId))) throw new AppError('NOT_FOUND', 'That account was not found.');
  await q.upsertMapping(deps.db, userId, accountId, headerKey(mapping.header), mapping);
}

/** The ledger's pipeline after an import or an undo: the same as after a sync (ledger/after-change.ts). */
async function afterChange(deps: Deps, userId: string) {
  await afterLedgerChange(deps, userId, { accounts: true, rows: true });
}

// --- small rules -----------------------------------------------------------------------

/** The first and last date of the rows ('yyyy-MM-dd' compares as text), null for none. */
function dateRange(rows: StatementRow[]): { from: string | null; to: string | null } {
  let from: string | null = null;
  let to: string | null = null;
  for (const r of rows) {
    if (from === null || r.date < from) from = r.date;
    if (to === null || r.date > to) to = r.date;
  }
  return { from, to };
}

function poundsToPence(text: string): number {
  return decimalToPence(text.replace('£', ''));
}

function normaliseSortCode(text: string | undefined): string | null {
  const digits = (text ?? '').replace(/\D/g, '');
  return digits.length === 6 ? `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}` : null;
}
