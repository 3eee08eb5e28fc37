import { sql } from 'kysely';
import type { Db } from '../../db/db';
import { boundedWait, ProviderRateLimitedError, type CallScope, type RateLimitState } from './providers/types';

/**
 * The server never spends a provider call it has not got. GoCardless allows 4 calls per
 * account, per scope, per day; scheduled refreshes leave the last one for the user's own
 * refresh. A provider without limits (the sandbox) is not counted.
 */
// TrueLayer: UK rules allow 4 reads a day per account and endpoint without the person
// present; scheduled refreshes (every 8 hours) take at most 3 of them.
const DAILY_LIMITS: Record<string, number | undefined> = { gocardless: 4, truelayer: 4 };
const KEPT_FOR_USER = 1;
// TrueLayer passes the person's IP on to the bank (X-PSU-IP): a read they are present for is
// not one of the 4 unattended ones, so it is not counted, nor held back by an unattended wait.
const ONLY_UNATTENDED_COUNTED = new Set(['truelayer']);
// A connection's list of accounts ('link') counts where the bank limits it: TrueLayer's
// /accounts and /cards are Data API reads (one call covers both, always read together);
// GoCardless's requisition read is not an account endpoint and is not counted.
const LINK_READS_COUNTED = new Set(['truelayer']);

/** Whether calls of this provider and scope are counted at all. */
const counted = (b: Budget) => DAILY_LIMITS[b.provider] !== undefined && (b.scope !== 'link' || LINK_READS_COUNTED.has(b.provider));

export type CallPurpose = 'user' | 'scheduled';

type Budget = { provider: string; accountRef: string; scope: CallScope };

/**
 * Takes one call from today's budget, or throws ProviderRateLimitedError with the wait.
 * `personPresent`: the person is at the app and the provider is told so.
 */
export async function takeCall(db: Db, b: Budget, purpose: CallPurpose, personPresent = false): Promise<void> {
  const limit = DAILY_LIMITS[b.provider];
  if (limit === undefined || !counted(b)) return;
  if (personPresent && ONLY_UNATTENDED_COUNTED.has(b.provider)) return;
  const floor = purpose === 'scheduled' ? KEPT_FOR_USER : 0;
  // A provider-given wait holds even when it runs past midnight into a new day's row.
  const waiting = await sql<{ wait: number }>`
    select ceil(extract(epoch from max(limited_until) - now()))::int as wait from provider_call_budgets
    where provider = ${b.provider} and account_ref = ${b.accountRef} and scope = ${b.scope} and limited_until > now()`.execute(db);
  if (waiting.rows[0]?.wait) throw new ProviderRateLimitedError(waiting.rows[0].wait, b.scope);
  // Once a provider-given wait has passed, its window has reset: the scope is fresh again.
  const left = sql`case when b.limited_until is not null and b.limited_until <= now()
    then coalesce(b.call_limit, ${limit}) else coalesce(b.remaining, coalesce(b.call_limit, ${limit}) - b.used) end`;
  const taken = await sql<{ used: number }>`
    insert into provider_call_budgets as b (provider, account_ref, scope, day, used, call_limit, remaining)
    values (${b.provider}, ${b.accountRef}, ${b.scope}, (now() at time zone 'utc')::date, 1, ${limit}, ${limit - 1})
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
    .where('provider', '=', b.provider)
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
    values (${b.provider}, ${b.accountRef}, ${b.scope}, (now() at time zone 'utc')::date, 0, 0, now() + make_interval(secs => ${wait}))
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
    where provider = ${b.provider} and account_ref = ${b.accountRef} and scope = ${b.scope}
      and day = (now() at time zone 'utc')::date`.execute(db);
  return rows[0]?.wait ?? 3600;
}
