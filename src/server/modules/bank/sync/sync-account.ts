import type { Db } from '../../../db/db';
import { classifyAccount, formatSortCode, institutionNameFor, PREFERRED_BALANCE_TYPES } from '../../../../shared/bank/account-rules';
import { addDays } from '../../../../shared/dates';
import { decimalToPence } from '../../../../shared/money';
import { recordCall, recordLimited, takeCall, type CallPurpose } from '../call-budget';
import {
  ProviderRateLimitedError,
  type AccountDetails,
  type Balance,
  type BankProvider,
  type CallScope,
  type ProviderResult,
  type TransactionsPage,
} from '../providers/types';
import { isStorable, toTransactionRow, type TransactionRow } from './normalise';
import { findSyncedAccount, lockLinkExclusions, removeStalePending, upsertAccount, upsertTransactions } from './sync-queries';
import { keyTransactions } from './transaction-key';

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
};

/**
 * Reads one account from the provider, each call within its call budget. Nothing of the
 * account is written here: storeAccount does that, in the caller's transaction.
 */
export async function fetchAccount(ctx: SyncContext, providerAccountId: string): Promise<FetchedAccount> {
  const existing = await findSyncedAccount(ctx.db, ctx.requisition.id, providerAccountId);
  const stored = (existing?.raw_data ?? {}) as { details?: AccountDetails; balance_list?: Balance[] };
  let rateLimitedSeconds: number | null = null;
  let limitedScopes = 0;
  const limited = (e: ProviderRateLimitedError) => {
    rateLimitedSeconds = Math.max(rateLimitedSeconds ?? 0, e.retryAfterSeconds);
    limitedScopes++;
    return undefined;
  };

  // Details rarely change: read them once, then reuse what is stored.
  const details = stored.details ?? (await call(ctx, providerAccountId, 'details', () => ctx.provider.getAccountDetails(providerAccountId)));
  const balances =
    (await call(ctx, providerAccountId, 'balances', () => ctx.provider.getBalances(providerAccountId)).catch(onlyRateLimit(limited))) ??
    stored.balance_list ??
    [];
  // Re-read from a little before the newest booked day we hold: late bookings land there.
  const latest = existing?.latest_booked && existing.latest_booked < ctx.today ? existing.latest_booked : ctx.today;
  const from = existing?.latest_booked ? addDays(latest, -OVERLAP_DAYS) : addDays(ctx.today, -FIRST_SYNC_DAYS);
  const page: TransactionsPage | undefined = await call(ctx, providerAccountId, 'transactions', () =>
    ctx.provider.getTransactions(providerAccountId, { from, to: ctx.today }),
  ).catch(onlyRateLimit(limited));

  const name = details.name ?? details.product ?? details.ownerName ?? 'Account';
  const transactions = page && {
    booked: keyTransactions(page.booked.filter(isStorable), 'booked').map(({ key, tx }) => toTransactionRow(key, tx, 'booked', ctx.today)),
    pending: keyTransactions(page.pending.filter(isStorable), 'pending').map(({ key, tx }) => toTransactionRow(key, tx, 'pending', ctx.today)),
  };
  return {
    providerAccountId,
    existing: existing && { id: existing.id, balance: existing.balance },
    name,
    details,
    balances,
    transactions,
    rateLimitedSeconds,
    allLimited: limitedScopes === 2,
  };
}

/**
 * Writes one fetched account: its row, its booked transactions and exactly the provider's
 * current pending ones. The caller runs this in ONE database transaction, so a failure or
 * a crash part-way leaves the previous state whole.
 */
export async function storeAccount(db: Db, ctx: Pick<SyncContext, 'userId' | 'requisition'>, fetched: FetchedAccount): Promise<AccountSyncResult> {
  const { providerAccountId, existing, name, details, balances, transactions, rateLimitedSeconds } = fetched;
  const limits = { rateLimitedSeconds, ...(fetched.allLimited ? { allLimited: true as const } : {}) };

  // Lock the link row: removing an account updates it in its own transaction, so a sync
  // already under way sees the removal (or the link's deletion) and writes nothing back.
  const excluded = await lockLinkExclusions(db, ctx.requisition.id);
  if (!excluded || excluded.includes(providerAccountId)) {
    return { accountId: existing?.id ?? '', inserted: 0, updated: 0, pendingRemoved: 0, ...limits };
  }
  const accountId = await upsertAccount(db, {
    userId: ctx.userId,
    requisitionId: ctx.requisition.id,
    accountId: providerAccountId,
    accountName: name,
    institutionName: institutionNameFor(ctx.requisition.institution_name, name),
    classification: classifyAccount(details.product ?? details.name),
    balancePence: pickBalance(balances) ?? existing?.balance ?? null,
    currency: details.currency || 'GBP',
    sortCode: formatSortCode(details.sortCode),
    rawData: { details, balance_list: balances, balances: balanceFallbacks(balances) },
  });
  if (!transactions) return { accountId, inserted: 0, updated: 0, pendingRemoved: 0, ...limits };
  const written = await upsertTransactions(db, ctx.userId, accountId, transactions.booked);
  const pendingRemoved = await removeStalePending(
    db,
    accountId,
    transactions.pending.map((p) => p.external_key),
  );
  const pendingWritten = await upsertTransactions(db, ctx.userId, accountId, transactions.pending);
  return {
    accountId,
    inserted: written.inserted + pendingWritten.inserted,
    updated: written.updated + pendingWritten.updated,
    pendingRemoved,
    ...limits,
  };
}

/** One provider call, paid for from the day's budget and recorded afterwards. */
async function call<T>(ctx: SyncContext, accountRef: string, scope: CallScope, fn: () => Promise<ProviderResult<T>>): Promise<T> {
  const budget = { provider: ctx.provider.id, accountRef, scope };
  await takeCall(ctx.db, budget, ctx.purpose);
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
