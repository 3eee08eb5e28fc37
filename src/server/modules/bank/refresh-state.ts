import { sql, type UpdateObject } from 'kysely';
import type { Db } from '../../db/db';
import type { Database } from '../../db/schema';

export const MANUAL_COOLDOWN_SECONDS = 60;
/** A run older than this is taken to have died with its server. */
const STALE_RUN_SECONDS = 300;

export type RefreshMode = 'manual' | 'forced' | 'silent';
export type Refusal = { reason: 'running' | 'cooldown' | 'rate_limited'; waitSeconds: number };

/**
 * Starts a user's refresh, or says why not: one already running, a manual refresh within
 * 60 s of the last one (forced and the silent once-per-session refresh skip this), or the
 * provider's rate limit still in force. One statement, so two tabs or two instances cannot
 * both start one.
 */
export async function beginRefresh(db: Db, userId: string, mode: RefreshMode): Promise<Refusal | null> {
  const manual = mode === 'manual' || mode === 'forced';
  const checkCooldown = mode === 'manual';
  const started = await sql<{ user_id: string }>`
    insert into refresh_state as s (user_id, running_since, last_manual_at)
    values (${userId}, now(), ${manual ? sql`now()` : sql`null`})
    on conflict (user_id) do update set
      running_since = now(),
      last_manual_at = ${manual ? sql`now()` : sql`s.last_manual_at`},
      updated_at = now()
    where (s.running_since is null or s.running_since < now() - make_interval(secs => ${STALE_RUN_SECONDS}))
      and (not ${checkCooldown} or s.last_manual_at is null or s.last_manual_at <= now() - make_interval(secs => ${MANUAL_COOLDOWN_SECONDS}))
      and (s.limited_until is null or s.limited_until <= now())
    returning user_id`.execute(db);
  if (started.rows.length > 0) return null;

  const state = await sql<{ running: boolean; limited_wait: number | null; cooldown_wait: number | null }>`
    select
      (running_since is not null and running_since >= now() - make_interval(secs => ${STALE_RUN_SECONDS})) as running,
      case when limited_until > now() then ceil(extract(epoch from limited_until - now()))::int end as limited_wait,
      case when last_manual_at > now() - make_interval(secs => ${MANUAL_COOLDOWN_SECONDS})
        then ceil(extract(epoch from last_manual_at + make_interval(secs => ${MANUAL_COOLDOWN_SECONDS}) - now()))::int end as cooldown_wait
    from refresh_state where user_id = ${userId}`.execute(db);
  const row = state.rows[0];
  if (row?.running) return { reason: 'running', waitSeconds: 0 };
  if (row?.limited_wait) return { reason: 'rate_limited', waitSeconds: row.limited_wait };
  return { reason: 'cooldown', waitSeconds: row?.cooldown_wait ?? MANUAL_COOLDOWN_SECONDS };
}

export async function endRefresh(db: Db, userId: string, rateLimitedSeconds: number | null) {
  const values: UpdateObject<Database, 'refresh_state'> = { running_since: null, updated_at: sql<Date>`now()` };
  if (rateLimitedSeconds !== null) values.limited_until = sql<Date>`now() + make_interval(secs => ${rateLimitedSeconds})`;
  await db.updateTable('refresh_state').set(values).where('user_id', '=', userId).execute();
}
