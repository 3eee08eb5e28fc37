import { sql } from 'kysely';
import type { RateLimitRule } from '../config';
import type { Db } from '../db/db';
import { AppError } from '../errors';
import { tooManyAttemptsMessage } from '../../shared/errors';

/**
 * Counts one hit on `key` in a fixed window kept in Postgres, so the count holds across
 * restarts and is shared by every instance. One atomic upsert: no read-then-write race.
 * Throws RATE_LIMITED once the window's count passes the rule's maximum.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  const { rows } = await sql<{ hits: number; retry_after: number }>`
    insert into rate_limits as r (key, window_start, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when r.window_start <= now() - make_interval(secs => ${rule.windowSeconds}) then 1 else r.hits + 1 end,
      window_start = case when r.window_start <= now() - make_interval(secs => ${rule.windowSeconds}) then now() else r.window_start end
    returning hits,
      ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry_after`.execute(db);
  const row = rows[0]!;
  if (row.hits > rule.max) {
    const retryAfterSeconds = Math.max(1, row.retry_after);
    throw new AppError('RATE_LIMITED', tooManyAttemptsMessage(retryAfterSeconds), { retryAfterSeconds });
  }
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
