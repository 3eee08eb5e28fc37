import { sql } from 'kysely';
import type { RateLimitRule } from '../config';
import type { Db } from '../db/db';
import { AppError } from '../errors';
import { tooManyAttemptsMessage } from '../../shared/errors';

const rateLimited = (seconds: number) => {
  const retryAfterSeconds = Math.max(1, seconds);
  return new AppError('RATE_LIMITED', tooManyAttemptsMessage(retryAfterSeconds), { retryAfterSeconds });
};

/**
 * Counts one hit on `key` in a fixed window kept in Postgres, so the count holds across
 * restarts and is shared by every instance. One atomic upsert: no read-then-write race.
 * Answers the window's count so far and the seconds until the window ends.
 */
export async function countHit(db: Db, key: string, rule: RateLimitRule): Promise<{ hits: number; retryAfterSeconds: number }> {
  const { rows } = await sql<{ hits: number; retry_after: number }>`
    insert into rate_limits as r (key, window_start, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when r.window_start <= now() - make_interval(secs => ${rule.windowSeconds}) then 1 else r.hits + 1 end,
      window_start = case when r.window_start <= now() - make_interval(secs => ${rule.windowSeconds}) then now() else r.window_start end
    returning hits,
      ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry_after`.execute(db);
  const row = rows[0]!;
  return { hits: row.hits, retryAfterSeconds: row.retry_after };
}

/** Counts a hit and throws RATE_LIMITED once the window's count passes the rule's maximum. */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  const { hits, retryAfterSeconds } = await countHit(db, key, rule);
  if (hits > rule.max) throw rateLimited(retryAfterSeconds);
}

/**
 * Slows attempts on `key` down instead of locking: `rule.max` attempts pass at once, then
 * each must wait 2^(attempts - max) seconds (at most `rule.windowSeconds`) after the one
 * before. An attempt made too soon is refused with the wait left and is not counted, so a
 * guesser gains nothing by hammering. The row keeps the time of the last counted attempt;
 * after `rule.windowSeconds` of quiet the count starts again. Counted before the password is
 * checked, so requests sent at once cannot slip through together. clearRateLimit on success.
 */
export async function throttleAttempt(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  const stale = sql<boolean>`r.window_start <= now() - make_interval(secs => ${rule.windowSeconds})`;
  // The exponent is held to 0..30: power() must neither underflow nor overflow a double.
  const wait = (hits: unknown) => sql`make_interval(secs => least(${rule.windowSeconds}, power(2, least(greatest(${hits} - ${rule.max}, 0), 30))))`;
  const tooSoon = sql<boolean>`(not ${stale} and r.hits >= ${rule.max} and now() < r.window_start + ${wait(sql`r.hits`)})`;
  const { rows } = await sql<{ refused: boolean; retry_after: number }>`
    insert into rate_limits as r (key, window_start, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when ${stale} then 1 when ${tooSoon} then r.hits else r.hits + 1 end,
      window_start = case when ${tooSoon} then r.window_start else now() end
    returning window_start < now() as refused,
      ceil(extract(epoch from (window_start + ${wait(sql`hits`)} - now())))::int as retry_after`.execute(db);
  // A counted attempt sets window_start to now() (one value for the whole statement); a refused one keeps an earlier time.
  const row = rows[0]!;
  if (row.refused) throw rateLimited(row.retry_after);
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
