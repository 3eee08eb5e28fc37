import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
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
import { toTransactionRow } from './normalise';
import { removeStalePending, upsertAccount, upsertTransactions } from './sync-queries';
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
};

type Ctx = {
  db: Kysely<Database>;
  provider: BankProvider;
  userId: string;
  requisition: { id: string; institution_name: string };
  purpose: CallPurpose;
  today: string;
};

/**
 * Reads one account from the provider (within its call budget) and writes it in ONE
 * database transaction: a failure or a crash part-way leaves the previous state whole.
 */
export async function syncAccount(ctx: Ctx, providerAccountId: string): Promise<AccountSyncResult> {
  const { db } = ctx;
  const existing = await db
    .selectFrom('bank_accounts')
    .select((eb) => [
      'id',
      'raw_data',
      'balance',
      eb
        .selectFrom('transactions')
        .select((t) => t.fn.max('date').as('d'))
        .whereRef('transactions.account_id', '=', 'bank_accounts.id')
        .where('transactions.status', '=', 'booked')
        .as('latest_booked'),
    ])
    .where('requisition_id', '=', ctx.requisition.id)
    .where('account_id', '=', providerAccountId)
    .executeTakeFirst();
  const stored = (existing?.raw_data ?? {}) as { details?: AccountDetails; balance_list?: Balance[] };
  let rateLimitedSeconds: number | null = null;
  const limited = (e: ProviderRateLimitedError) => {
    rateLimitedSeconds = Math.max(rateLimitedSeconds ?? 0, e.retryAfterSeconds);
    return undefined;
  };

  // Details rarely change: read them once, then reuse what is stored.
  const details = stored.details ?? (await call(ctx, providerAccountId, 'details', () => ctx.provider.getAccountDetails(providerAccountId)));
  const balances = (await call(ctx, providerAccountId, 'balances', () => ctx.provider.getBalances(providerAccountId)).catch(onlyRateLimit(limited))) ?? stored.balance_list ?? [];
  // Re-read from a little before the newest booked day we hold: late bookings land there.
  const latest = existing?.latest_booked && existing.latest_booked < ctx.today ? existing.latest_booked : ctx.today;
  const from = existing?.latest_booked ? addDays(latest, -OVERLAP_DAYS) : addDays(ctx.today, -FIRST_SYNC_DAYS);
  const page: TransactionsPage | undefined = await call(ctx, providerAccountId, 'transactions', () =>
    ctx.provider.getTransactions(providerAccountId, { from, to: ctx.today }),
  ).catch(onlyRateLimit(limited));

  const name = details.name ?? details.product ?? details.ownerName ?? 'Account';
  const booked = page ? keyTransactions(page.booked, 'booked').map(({ key, tx }) => toTransactionRow(key, tx, 'booked', ctx.today)) : [];
  const pending = page ? keyTransactions(page.pending, 'pending').map(({ key, tx }) => toTransactionRow(key, tx, 'pending', ctx.today)) : [];

  return db.transaction().execute(async (trx) => {
    // Lock the link row: removing an account updates it in its own transaction, so a sync
    // already under way sees the removal (or the link's deletion) and writes nothing back.
    const link = await trx.selectFrom('requisitions').select('excluded_account_ids').where('id', '=', ctx.requisition.id).forUpdate().executeTakeFirst();
    if (!link || link.excluded_account_ids.includes(providerAccountId)) {
      return { accountId: existing?.id ?? '', inserted: 0, updated: 0, pendingRemoved: 0, rateLimitedSeconds };
    }
    const accountId = await upsertAccount(trx, {
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
    if (!page) return { accountId, inserted: 0, updated: 0, pendingRemoved: 0, rateLimitedSeconds };
    const written = await upsertTransactions(trx, ctx.userId, accountId, booked);
    const pendingRemoved = await removeStalePending(trx, accountId, pending.map((p) => p.external_key));
    const pendingWritten = await upsertTransactions(trx, ctx.userId, accountId, pending);
    return {
      accountId,
      inserted: written.inserted + pendingWritten.inserted,
      updated: written.updated + pendingWritten.updated,
      pendingRemoved,
      rateLimitedSeconds,
    };
  });
}

/** One provider call, paid for from the day's budget and recorded afterwards. */
async function call<T>(ctx: Ctx, accountRef: string, scope: CallScope, fn: () => Promise<ProviderResult<T>>): Promise<T> {
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
