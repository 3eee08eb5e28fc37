import { sql } from 'kysely';
import type { Db } from '../../db/db';
import { boundedWait, ProviderRateLimitedError, type BankProvider, type CallScope, type RateLimitState } from './providers/types';

/**
 * The server never spends a provider call it has not got. Each provider declares its reads a
 * day per account and scope (capabilities.reads.daily; e.g. 4 under UK rules); scheduled
 * refreshes (every 8 hours) leave the last one for the user's own refresh. A provider without
 * a daily limit (the sandbox) is not counted.
 */
const KEPT_FOR_USER = 1;

/** Whether calls of this provider and scope are counted at all: the connection's list of accounts ('link') only where the bank counts it (reads.linkReadsCounted). */
const counted = (b: Budget) => b.provider.capabilities.reads.daily !== null && (b.scope !== 'link' || b.provider.capabilities.reads.linkReadsCounted);

export type CallPurpose = 'user' | 'scheduled';

/** The budget rows are keyed by the provider's id; its capabilities say how it counts. */
type Budget = { provider: Pick<BankProvider, 'id' | 'capabilities'>; accountRef: string; scope: CallScope };

/**
 * Takes one call from today's budget, or throws ProviderRateLimitedError with the wait.
 * `personPresent`: the person is at the app and the provider is told so.
 */
export async function takeCall(db: Db, b: Budget, purpose: CallPurpose, personPresent = false): Promise<void> {
  const limit = b.provider.capabilities.reads.daily;
  if (limit === null || !counted(b)) return;
  // A provider that tells the bank the person is there (their IP): a read they are present for
  // is not one of the unattended ones, so it is not counted, nor held back by an unattended wait.
  if (personPresent && b.provider.capabilities.reads.presentReadsFree) return;
  const floor = purpose === 'scheduled' ? KEPT_FOR_USER : 0;
  // A provider-given wait holds even when it runs past midnight into a new day's row.
  const waiting = await sql<{ wait: number }>`
    select ceil(extract(epoch from max(limited_until) - now()))::int as wait from provider_call_budgets
    where provider = ${b.provider.id} and account_ref = ${b.accountRef} and scope = ${b.scope} and limited_until > now()`.execute(db);
  if (waiting.rows[0]?.wait) throw new ProviderRateLimitedError(waiting.rows[0].wait, b.scope);
  // Once a provider-given wait has passed, its window has reset: the scope is fresh again.
  const left = sql`case when b.limited_until is not null and b.limited_until <= now()
    then coalesce(b.call_limit, ${limit}) else coalesce(b.remaining, coalesce(b.call_limit, ${limit}) - b.used) end`;
  const taken = await sql<{ used: number }>`
    insert into provider_call_budgets as b (provider, account_ref, scope, day, used, call_limit, remaining)
    values (${b.provider.id}, ${b.accountRef}, ${b.scope}, (now() at time zone 'utc')::date, 1, ${limit}, ${limit - 1})
    on conflict (provider, account_ref, scope, day) do update set
      used = b.used + 1,
      remaining = ${left} - 1,
      limited_until = case when b.limited_until <= now() then null else b.limited_until end,
      updated_at = now()
    where ${left} > ${floor}
      and (b.limited_until is null or b.limited_until <= now())
    returning used`.execute(db);
  if (taken.rows.length > 0) return;
  throw new ProviderRateLimitedError(await secondsUntilAvailable(db, b), b.scope);
}

/** What the provider's headers said about the rest of the day. */
export async function recordCall(db: Db, b: Budget, state: RateLimitState | null): Promise<void> {
  if (!counted(b) || !state || state.remaining === null) return;
  await db
    .updateTable('provider_call_budgets')
    // Two overlapping syncs: a late header must not give back a call the other one spent.
    .set({ remaining: sql<number>`least(coalesce(remaining, ${state.remaining}), ${state.remaining})`, call_limit: state.limit, updated_at: sql`now()` })
    .where('provider', '=', b.provider.id)
    .where('account_ref', '=', b.accountRef)
    .where('scope', '=', b.scope)
    .where('day', '=', sql<string>`(now() at time zone 'utc')::date`)
    .execute();
}

/** The provider said no: nothing more for this scope until it says the wait is over. */
export async function recordLimited(db: Db, b: Budget, retryAfterSeconds: number): Promise<void> {
  if (b.scope === 'link' && !counted(b)) return;
  const wait = boundedWait(retryAfterSeconds);
  await sql`
    insert into provider_call_budgets as b (provider, account_ref, scope, day, used, remaining, limited_until)
    values (${b.provider.id}, ${b.accountRef}, ${b.scope}, (now() at time zone 'utc')::date, 0, 0, now() + make_interval(secs => ${wait}))
    on conflict (provider, account_ref, scope, day) do update set
      remaining = 0, limited_until = excluded.limited_until, updated_at = now()`.execute(db);
}

async function secondsUntilAvailable(db: Db, b: Budget): Promise<number> {
  const { rows } = await sql<{ wait: number }>`
    select greatest(1, ceil(extract(epoch from coalesce(
      case when limited_until > now() then limited_until end,
      date_trunc('day', now() at time zone 'utc') at time zone 'utc' + interval '1 day'
    ) - now())))::int as wait
    from provider_call_budgets
    where provider = ${b.provider.id} and account_ref = ${b.accountRef} and scope = ${b.scope}
      and day = (now() at time zone 'utc')::date`.execute(db);
  return rows[0]?.wait ?? 3600;
}
