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

/**
 * The embedded database never vacuums or analyses by itself (no autovacuum): without
 * statistics the planner ignores indexes such as the transactions search index. Postgres
 * servers do this on their own.
 */
export async function refreshPlannerStatistics({ db }: Pick<Deps, 'db'>) {
  await sql`analyze`.execute(db);
}

export function startHousekeeping(deps: Deps, options: { analyze: boolean }) {
  const run = async () => {
    await runHousekeeping(deps);
    if (options.analyze) await refreshPlannerStatistics(deps);
  };
  const fail = (err: unknown) => deps.logger.warn({ err }, 'housekeeping failed');
  const timer = setInterval(() => void run().catch(fail), HOUR);
  timer.unref();
  // Soon after start too, so a restarted embedded database plans with statistics.
  const first = options.analyze ? setTimeout(() => void refreshPlannerStatistics(deps).catch(fail), 30_000) : undefined;
  first?.unref();
  return {
    stop: () => {
      clearInterval(timer);
      clearTimeout(first);
    },
  };
}
