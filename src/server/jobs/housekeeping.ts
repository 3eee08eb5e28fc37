import { sql } from 'kysely';
import type { Deps } from '../deps';

const HOUR = 60 * 60 * 1000;

/**
 * Deletes what has expired: sessions, spent or stale one-time tokens, old rate-limit
 * windows. Idempotent, so several instances may run it at once without harm.
 */
export async function runHousekeeping({ db }: Pick<Deps, 'db'>) {
  await db.deleteFrom('sessions').where('expires_at', '<', sql<Date>`now()`).execute();
  await db.deleteFrom('auth_tokens').where('expires_at', '<', sql<Date>`now() - interval '7 days'`).execute();
  await db.deleteFrom('rate_limits').where('window_start', '<', sql<Date>`now() - interval '1 day'`).execute();
}

export function startHousekeeping(deps: Deps) {
  const timer = setInterval(() => {
    runHousekeeping(deps).catch((err) => deps.logger.warn({ err }, 'housekeeping failed'));
  }, HOUR);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
