import { randomUUID } from 'node:crypto';
import { sql, type UpdateObject } from 'kysely';
import type { Db } from '../../db/db';
import type { Database } from '../../db/schema';
import { boundedWait } from './providers/types';

const MANUAL_COOLDOWN_SECONDS = 60;
/**
 * A run's claim lasts this long past its owner's last heartbeat: a server that died
 * mid-refresh stops beating, and its claim is taken over within the lease, not after
 * minutes (decision 020). The owner beats at a third of it, so a slow bank never loses it.
 */
const RUN_LEASE_SECONDS = 30;
export const HEARTBEAT_MS = (RUN_LEASE_SECONDS * 1000) / 3;
/**
 * Forced refreshes that may skip the cooldown per user per UTC day: GoCardless gives 4
 * reads of a scope a day, so more cannot read anything new there, and for the other
 * providers it bounds what a client asking for 'forced' again and again can cost.
 */
const FORCED_PER_DAY = 4;

export type RefreshMode = 'manual' | 'forced' | 'silent';
export type Refusal = { reason: 'running' | 'cooldown' | 'rate_limited'; waitSeconds: number };

/**
 * Starts a user's refresh, or says why not: one already running (its lease not run out),
 * a manual refresh within 60 s of the last one, or the provider's limit still in force.
 * A forced refresh skips the cooldown while the day's allowance lasts, and a silent one
 * (the server has already checked it is the session's first) skips it too. One statement,
 * so two tabs or two instances cannot both start one. Returns the run's id, which the
 * heartbeat and the end of the run name.
 */
export async function beginRefresh(db: Db, userId: string, mode: RefreshMode): Promise<{ runId: string } | Refusal> {
  const runId = randomUUID();
  const manual = mode !== 'silent';
  const cooling = sql<boolean>`(s.last_manual_at is not null and s.last_manual_at > now() - make_interval(secs => ${MANUAL_COOLDOWN_SECONDS}))`;
  const forcedToday = sql<number>`(case when s.forced_day = (now() at time zone 'utc')::date then s.forced_count else 0 end)`;
  const skipsCooldown = mode === 'forced' ? sql<boolean>`(${cooling} and ${forcedToday} < ${FORCED_PER_DAY})` : sql<boolean>`false`;
  const started = await sql<{ user_id: string }>`
    insert into refresh_state as s (user_id, running_since, heartbeat_at, run_id, last_manual_at)
    values (${userId}, now(), now(), ${runId}, ${manual ? sql`now()` : sql`null`})
    on conflict (user_id) do update set
      running_since = now(),
      heartbeat_at = now(),
      run_id = ${runId},
      last_manual_at = ${manual ? sql`now()` : sql`s.last_manual_at`},
      forced_count = case when ${skipsCooldown} then ${forcedToday} + 1 else s.forced_count end,
      forced_day = case when ${skipsCooldown} then (now() at time zone 'utc')::date else s.forced_day end,
      updated_at = now()
    where (s.running_since is null or coalesce(s.heartbeat_at, s.running_since) < now() - make_interval(secs => ${RUN_LEASE_SECONDS}))
      and (${mode === 'silent'} or not ${cooling} or ${skipsCooldown})
      and (s.limited_until is null or s.limited_until <= now())
    returning user_id`.execute(db);
  if (started.rows.length > 0) return { runId };

  const state = await sql<{ running_wait: number | null; limited_wait: number | null; cooldown_wait: number | null }>`
    select
      case when running_since is not null and coalesce(heartbeat_at, running_since) >= now() - make_interval(secs => ${RUN_LEASE_SECONDS})
        then greatest(1, ceil(extract(epoch from coalesce(heartbeat_at, running_since) + make_interval(secs => ${RUN_LEASE_SECONDS}) - now())))::int end as running_wait,
      case when limited_until > now() then ceil(extract(epoch from limited_until - now()))::int end as limited_wait,
      case when last_manual_at > now() - make_interval(secs => ${MANUAL_COOLDOWN_SECONDS})
        then ceil(extract(epoch from last_manual_at + make_interval(secs => ${MANUAL_COOLDOWN_SECONDS}) - now()))::int end as cooldown_wait
    from refresh_state where user_id = ${userId}`.execute(db);
  const row = state.rows[0];
  // The longest a caller can have to wait: the owner finishing ends it sooner.
  if (row?.running_wait) return { reason: 'running', waitSeconds: row.running_wait };
  if (row?.limited_wait) return { reason: 'rate_limited', waitSeconds: row.limited_wait };
  return { reason: 'cooldown', waitSeconds: row?.cooldown_wait ?? MANUAL_COOLDOWN_SECONDS };
}

/** The run is alive: its lease starts again. A run whose claim was taken over renews nothing. */
export async function heartbeat(db: Db, userId: string, runId: string) {
  await db
    .updateTable('refresh_state')
    .set({ heartbeat_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('run_id', '=', runId)
    .execute();
}

/**
 * Ends the run. `generalLimitSeconds` is a limit that stops every call of the provider
 * (kept for the user); a limit on one account's scope is kept with that account's budget.
 */
export async function endRefresh(db: Db, userId: string, runId: string, generalLimitSeconds: number | null) {
  const values: UpdateObject<Database, 'refresh_state'> = { running_since: null, heartbeat_at: null, run_id: null, updated_at: sql<Date>`now()` };
  if (generalLimitSeconds !== null) values.limited_until = sql<Date>`now() + make_interval(secs => ${boundedWait(generalLimitSeconds)})`;
  await db.updateTable('refresh_state').set(values).where('user_id', '=', userId).where('run_id', '=', runId).execute();
}
