import { setImmediate as nextTurn } from 'node:timers/promises';
import { withTransaction, type Db } from '../../../db/db';
import { classifyAccount, formatSortCode, institutionNameFor, PREFERRED_BALANCE_TYPES } from '../../../../shared/bank/account-rules';
import { addDays } from '../../../../shared/dates';
import { decimalToPence } from '../../../../shared/money';
import { categoriseForInsert, keepChoicesOfBookedPending, rowCategoriser } from '../../categories/service';
import { recordCall, recordLimited, takeCall, type CallPurpose } from '../call-budget';
import {
  ProviderRateLimitedError,
  type AccountDetails,
  type Balance,
  type BankProvider,
  type CallScope,
  type PersonPresent,
  type ProviderResult,
  type ProviderTransaction,
  type RecurringPayment,
  type TransactionsPage,
} from '../providers/types';
import { isStorable, toTransactionRow, type TransactionRow } from './normalise';
import {
  accountClaimsFileRows,
  adoptSameAccount,
  findSyncedAccount,
  lockLinkExclusions,
  markAccountSynced,
  replacePending,
  upsertAccount,
  writeRows,
  type AccountWrite,
  type Categorise,
} from '../../ledger/service';
import { transactionKeyer } from './transaction-key';
import { matchPendingToBooked } from '../../../../shared/bank/pending-match';

/** How far back the first sync reads, and how much a later sync re-reads for late bookings. */
const FIRST_SYNC_DAYS = 730;
const OVERLAP_DAYS = 10;

export type AccountSyncResult = {
  accountId: string;
  inserted: number;
  updated: number;
  pendingRemoved: number;
  /** Set when a scope could not be read for the provider's rate limit. */
  rateLimitedSeconds: number | null;
  /** Nothing of the account could be read (its details are limited): not counted as synced. */
  notRead?: true;
  /** Every scope a refresh reads was refused for the rate limit. */
  allLimited?: true;
};

export type SyncContext = {
  db: Db;
  provider: BankProvider;
  userId: string;
  requisition: { id: string; institution_name: string };
  purpose: CallPurpose;
  /** The person asked for this sync and is at the app (their IP goes to the bank). */
  present?: PersonPresent;
  today: string;
};

/** What one account's provider calls brought back, ready to be written by storeAccount. */
export type FetchedAccount = {
  providerAccountId: string;
  existing: { id: string; balance: number | null } | undefined;
  name: string;
  details: AccountDetails;
  balances: Balance[];
  /** Keyed and normalised; undefined when they could not be read for the provider's rate limit. */
  transactions: { booked: TransactionRow[]; pending: TransactionRow[] } | undefined;
  rateLimitedSeconds: number | null;
  /** Neither balances nor transactions could be read for the rate limit. */
  allLimited: boolean;
  /** Standing orders and direct debits the bank lists (capabilities.recurringPayments); undefined when not read. */
  recurring?: StoredRecurring[];
};

/** A standing order or direct debit as kept on the account (raw_data.recurring) for the bills. */
type StoredRecurring = Omit<RecurringPayment, 'raw'>;

/**
 * Reads one account from the provider, each call within its call budget. Nothing of the
 * account is written here: storeAccount does that, in the caller's transaction.
 */
export async function fetchAccount(ctx: SyncContext, providerAccountId: string): Promise<FetchedAccount> {
  let existing = await findSyncedAccount(ctx.db, ctx.requisition.id, providerAccountId);
  if (!existing && (await adoptFromAnotherLink(ctx, providerAccountId))) {
    existing = await findSyncedAccount(ctx.db, ctx.requisition.id, providerAccountId);
  }
  const stored = (existing?.raw_data ?? {}) as { details?: AccountDetails; balance_list?: Balance[]; recurring?: StoredRecurring[] };
  let rateLimitedSeconds: number | null = null;
  let limitedScopes = 0;
  const limited = (e: ProviderRateLimitedError) => {
    rateLimitedSeconds = Math.max(rateLimitedSeconds ?? 0, e.retryAfterSeconds);
    limitedScopes++;
    return undefined;
  };

  // Details rarely change: read them once, then reuse what is stored.
  const details = stored.details ?? (await call(ctx, providerAccountId, 'details', () => ctx.provider.getAccountDetails(providerAccountId, ctx.present)));
  const balances =
    (await call(ctx, providerAccountId, 'balances', () => ctx.provider.getBalances(providerAccountId, ctx.present)).catch(onlyRateLimit(limited))) ??
    stored.balance_list ??
    [];
  // Re-read from a little before the newest booked day we hold: late bookings land there.
  const latest = existing?.latest_booked && existing.latest_booked < ctx.today ? existing.latest_booked : ctx.today;
  const from = existing?.latest_booked ? addDays(latest, -OVERLAP_DAYS) : addDays(ctx.today, -FIRST_SYNC_DAYS);
  const page: TransactionsPage | undefined = await call(ctx, providerAccountId, 'transactions', () =>
    ctx.provider.getTransactions(providerAccountId, { from, to: ctx.today }, ctx.present),
  ).catch(onlyRateLimit(limited));

  const name = details.name ?? details.product ?? details.ownerName ?? 'Account';
  const booked = page && (await rowsOf(page.booked, 'booked', ctx.today));
  const pending = page && (await rowsOf(page.pending, 'pending', ctx.today));
  const transactions = booked &&
    pending && { booked, pending: ctx.provider.capabilities.pendingRenamedWhenBooked ? stillPending(providerAccountId, pending, booked) : pending };
  const coreLimited = limitedScopes;
  const recurring = ctx.provider.capabilities.recurringPayments ? await readRecurring(ctx, providerAccountId, limited) : undefined;
  return {
    providerAccountId,
    existing: existing && { id: existing.id, balance: existing.balance },
    name,
    details,
    balances,
    transactions,
    rateLimitedSeconds,
    allLimited: coreLimited === 2,
    recurring: recurring ?? stored.recurring,
  };
}

/** Provider transactions keyed and read per KEY_SLICE_ROWS (the event loop is free between slices). */
const KEY_SLICE_ROWS = 1000;

/**
 * The storable transactions as rows, keyed (keyTransactions' keys). Keying hashes every
 * row: two years of a busy account took 250 ms of one event loop at once (more on a busy
 * machine), so every other person's request waited that long (issue 17); in slices each
 * waits a few milliseconds at most.
 */
async function rowsOf(transactions: ProviderTransaction[], status: 'booked' | 'pending', today: string): Promise<TransactionRow[]> {
  const keyOf = transactionKeyer(status);
  const rows: TransactionRow[] = [];
  for (let i = 0; i < transactions.length; i++) {
    if (i > 0 && i % KEY_SLICE_ROWS === 0) await nextTurn();
    const tx = transactions[i]!;
    if (!isStorable(tx)) continue;
    const key = keyOf(tx);
    if (key !== undefined) rows.push(toTransactionRow(key, tx, status, today));
  }
  return rows;
}

/**
 * The same account already held under another link of this provider (provider.sameAccount)
 * is moved here with its history, and that link stops claiming it (its excluded accounts),
 * so the two never trade it back.
 */
async function adoptFromAnotherLink(ctx: SyncContext, accountRef: string): Promise<boolean> {
  const same = ctx.provider.sameAccount?.(accountRef);
  if (!same) return false;
  const sameId = { userId: ctx.userId, requisitionId: ctx.requisition.id, provider: ctx.provider.id, accountRef, accountIdLike: same.accountIdLike };
  const adopt = (match: { sortCode: string | null; accountNumber: string | null }) =>
    withTransaction(ctx.db, (trx) => adoptSameAccount(trx, { ...sameId, ...match }));
  if (await adopt({ sortCode: null, accountNumber: null })) return true;
  if (!same.bySortCode) return false;
  const details = await call(ctx, accountRef, 'details', () => ctx.provider.getAccountDetails(accountRef, ctx.present));
  return adopt({ sortCode: details.sortCode, accountNumber: details.accountNumber });
}

/**
 * Some providers give a settled payment a new id and often new text, and may still list it as
 * pending for a while (capabilities.pendingRenamedWhenBooked): a pending row matching a booked one (account, amount, date window)
 * is dropped, so the payment is never shown twice (the stale pending row is then removed).
 */
function stillPending(accountRef: string, pending: TransactionRow[], booked: TransactionRow[]): TransactionRow[] {
  const row = (r: TransactionRow) => ({ id: r.external_key, accountId: accountRef, amountPence: r.amount, date: r.date });
  const { unmatchedPendingIds } = matchPendingToBooked(pending.map(row), booked.map(row));
  const keep = new Set(unmatchedPendingIds);
  return pending.filter((p) => keep.has(p.external_key));
}

/** Standing orders and direct debits, each within its own budget; undefined when either could not be read. */
async function readRecurring(ctx: SyncContext, accountRef: string, limited: (e: ProviderRateLimitedError) => undefined) {
  const { getStandingOrders, getDirectDebits } = ctx.provider;
  if (!getStandingOrders || !getDirectDebits) return undefined;
  const orders = await call(ctx, accountRef, 'standing_orders', () => getStandingOrders.call(ctx.provider, accountRef, ctx.present)).catch(
    onlyRateLimit(limited),
  );
  const debits = await call(ctx, accountRef, 'direct_debits', () => getDirectDebits.call(ctx.provider, accountRef, ctx.present)).catch(onlyRateLimit(limited));
  if (!orders || !debits) return undefined;
  return [...orders, ...debits].map(({ raw: _raw, ...payment }) => payment);
}

/**
 * Writes one fetched account: its row, its booked transactions and exactly the provider's
 * current pending ones, in the caller's one database transaction (storeAccountInChunks runs
 * a long history in chunks instead, decision 031).
 */
export async function storeAccount(db: Db, ctx: Pick<SyncContext, 'userId' | 'requisition'>, fetched: FetchedAccount): Promise<AccountSyncResult> {
  const { existing, transactions } = fetched;
  // Lock the link row: removing an account updates it in its own transaction, so a sync
  // already under way sees the removal (or the link's deletion) and writes nothing back.
  if (await linkExcludes(db, ctx, fetched)) return { accountId: existing?.id ?? '', inserted: 0, updated: 0, pendingRemoved: 0, ...limitsOf(fetched) };
  const accountId = await upsertAccount(db, accountWrite(ctx, fetched));
  if (!transactions) return { accountId, inserted: 0, updated: 0, pendingRemoved: 0, ...limitsOf(fetched) };
  const categorise = await categoriserFor(db, ctx.userId, [...transactions.booked, ...transactions.pending]);
  const claimFileRows = await accountClaimsFileRows(db, accountId);
  const written = await writeBooked(db, ctx.userId, accountId, transactions.booked, categorise, claimFileRows);
  const pending = await writePending(db, ctx.userId, accountId, transactions.pending, categorise);
  return {
    accountId,
    inserted: written.inserted + pending.inserted,
    updated: written.updated + pending.updated,
    pendingRemoved: pending.removed,
    ...limitsOf(fetched),
  };
}

/**
 * Booked rows written per transaction by storeAccountInChunks. The embedded database has
 * one connection: another person's query waits for at most about one chunk (issue 17).
 */
export const WRITE_CHUNK_ROWS = 100;
/**
 * A breath between chunks, so a request's next query gets in before the next chunk does: a
 * request makes several queries one after another, and with only setImmediate between
 * chunks each of them waited for a chunk (bills.list p50 24 ms against 9 ms, issue 17).
 */
const CHUNK_PAUSE_MS = 2;

/**
 * storeAccount for a long history, as syncRequisition runs it: the account and the first
 * chunk of booked rows in one transaction, each further chunk in its own, so other people's
 * requests get the database between chunks; the last chunk also writes the account's
 * balance, raw data and last_synced_at and its pending rows, so an account never claims a
 * sync whose rows are not all there. Each chunk locks the link again first: once the
 * account is removed (or the link deleted) nothing more is written. A failure part-way keeps
 * the chunks already written and the account's old balance; the rows are upserts by key, so
 * the next sync writes the rest (docs/decisions/031-phone-performance.md).
 */
export async function storeAccountInChunks(
  db: Db,
  ctx: Pick<SyncContext, 'userId' | 'requisition'>,
  fetched: FetchedAccount,
  chunkRows = WRITE_CHUNK_ROWS,
): Promise<AccountSyncResult> {
  const booked = fetched.transactions?.booked ?? [];
  if (!fetched.transactions || booked.length <= chunkRows) return withTransaction(db, (trx) => storeAccount(trx, ctx, fetched));
  const pendingRows = fetched.transactions.pending;
  const notWritten = { accountId: fetched.existing?.id ?? '', inserted: 0, updated: 0, pendingRemoved: 0, ...limitsOf(fetched) };
  const opened = await withTransaction(db, async (trx) => {
    if (await linkExcludes(trx, ctx, fetched)) return undefined;
    const accountId = await upsertAccount(trx, accountWrite(ctx, fetched), false);
    const categorise = await categoriserFor(trx, ctx.userId, [...booked, ...pendingRows]);
    const claimFileRows = await accountClaimsFileRows(trx, accountId);
    const written = await writeBooked(trx, ctx.userId, accountId, booked.slice(0, chunkRows), categorise, claimFileRows);
    return { accountId, claimFileRows, categorise, written };
  });
  if (!opened) return notWritten;
  const { accountId, claimFileRows, categorise } = opened;
  let { inserted, updated } = opened.written;
  let pendingRemoved = 0;
  for (let from = chunkRows; from < booked.length; from += chunkRows) {
    await new Promise((resolve) => setTimeout(resolve, CHUNK_PAUSE_MS));
    const last = from + chunkRows >= booked.length;
    const written = await withTransaction(db, async (trx) => {
      if (await linkExcludes(trx, ctx, fetched)) return undefined;
      const rows = await writeBooked(trx, ctx.userId, accountId, booked.slice(from, from + chunkRows), categorise, claimFileRows);
      if (!last) return { ...rows, removed: 0 };
      await markAccountSynced(trx, accountId, accountWrite(ctx, fetched));
      const pending = await writePending(trx, ctx.userId, accountId, pendingRows, categorise);
      return { inserted: rows.inserted + pending.inserted, updated: rows.updated + pending.updated, removed: pending.removed };
    });
    if (!written) break;
    inserted += written.inserted;
    updated += written.updated;
    pendingRemoved += written.removed;
  }
  return { accountId, inserted, updated, pendingRemoved, ...limitsOf(fetched) };
}

/** Locks the link row (see storeAccount): true when the account, or the whole link, is gone. */
async function linkExcludes(db: Db, ctx: Pick<SyncContext, 'requisition'>, fetched: FetchedAccount): Promise<boolean> {
  const excluded = await lockLinkExclusions(db, ctx.requisition.id);
  return !excluded || excluded.includes(fetched.providerAccountId);
}

function limitsOf(fetched: FetchedAccount) {
  return { rateLimitedSeconds: fetched.rateLimitedSeconds, ...(fetched.allLimited ? { allLimited: true as const } : {}) };
}

function accountWrite(ctx: Pick<SyncContext, 'userId' | 'requisition'>, fetched: FetchedAccount): AccountWrite {
  const { providerAccountId, existing, name, details, balances } = fetched;
  return {
    userId: ctx.userId,
    requisitionId: ctx.requisition.id,
    accountId: providerAccountId,
    accountName: name,
    institutionName: institutionNameFor(ctx.requisition.institution_name, name),
    classification: classifyAccount(details.product ?? details.name),
    balancePence: pickBalance(balances) ?? existing?.balance ?? null,
    currency: details.currency || 'GBP',
    sortCode: formatSortCode(details.sortCode),
    rawData: {
      details,
      balance_list: balances,
      balances: balanceFallbacks(balances),
      ...(fetched.recurring ? { recurring: fetched.recurring } : {}),
    },
  };
}

/**
 * New rows are categorised as they are written, by the person's rules first (issue 14); a
 * refund where its merchant's purchases are, among the stored rows and these (issue 22).
 */
async function categoriserFor(db: Db, userId: string, rows: readonly TransactionRow[]): Promise<Categorise> {
  const sorter = await rowCategoriser(db, userId, rows);
  return (row) => categoriseForInsert(sorter, row);
}

/** Booked rows through the ledger; a new one first claims the file row of the same payment (decision 034). */
async function writeBooked(db: Db, userId: string, accountId: string, rows: TransactionRow[], categorise: Categorise, claimFileRows: boolean) {
  return writeRows(db, { userId, accountId }, rows, { kind: 'bank' }, { categorise, claimFileRows });
}

/**
 * Pending rows are exactly the provider's current list: the rest go, these are upserted.
 * Runs after every booked row of the sync is written, so a pending row the person
 * re-categorised first hands their choice to the booked row replacing it (issue 14).
 */
async function writePending(db: Db, userId: string, accountId: string, rows: TransactionRow[], categorise: Categorise) {
  return replacePending(db, { userId, accountId }, rows, {
    categorise,
    beforeRemoval: (stillPending) => keepChoicesOfBookedPending(db, userId, accountId, stillPending),
  });
}

/** One provider call, paid for from the day's budget and recorded afterwards. */
async function call<T>(ctx: SyncContext, accountRef: string, scope: CallScope, fn: () => Promise<ProviderResult<T>>): Promise<T> {
  const budget = { provider: ctx.provider, accountRef, scope };
  await takeCall(ctx.db, budget, ctx.purpose, ctx.present !== undefined);
  try {
    const result = await fn();
    await recordCall(ctx.db, budget, result.rateLimit);
    return result.data;
  } catch (error) {
    if (error instanceof ProviderRateLimitedError) await recordLimited(ctx.db, budget, error.retryAfterSeconds);
    throw error;
  }
}

const onlyRateLimit =
  <T>(handle: (e: ProviderRateLimitedError) => T) =>
  (error: unknown): T => {
    if (error instanceof ProviderRateLimitedError) return handle(error);
    throw error;
  };

function pickBalance(balances: Balance[]): number | null {
  for (const type of PREFERRED_BALANCE_TYPES) {
    const found = balances.find((b) => b.type === type);
    if (found) return decimalToPence(found.amount);
  }
  return balances[0] ? decimalToPence(balances[0].amount) : null;
}

/** The named balances the spec's fallbacks read (balances.booked.amount...), in pounds. */
function balanceFallbacks(balances: Balance[]) {
  const amount = (type: string) => balances.find((b) => b.type === type)?.amount;
  return {
    booked: { amount: amount('closingBooked') ?? amount('interimBooked') },
    interim_available: { amount: amount('interimAvailable') },
    current: { amount: amount('expected') },
    available: { amount: amount('closingAvailable') ?? amount('forwardAvailable') },
  };
}
