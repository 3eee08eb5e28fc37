import { sql } from 'kysely';
import type { Deps } from '../deps';
import { deleteExpiredUploads } from '../modules/imports/uploads';
import { deleteExpiredChallenges } from '../modules/security/queries';
import { deleteExpiredSpentValues } from '../security/single-use';

const HOUR = 60 * 60 * 1000;

/**
 * Deletes what has expired: sessions, spent or stale one-time tokens, old rate-limit
 * windows, the ids of Stripe events applied long ago. Idempotent, so several instances may
 * run it at once without harm.
 */
export async function runHousekeeping({ db }: Pick<Deps, 'db'>) {
  await db
    .deleteFrom('sessions')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .deleteFrom('auth_tokens')
    .where('expires_at', '<', sql<Date>`now() - interval '7 days'`)
    .execute();
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  // Stripe redelivers an event for up to 3 days, each time newly signed (and a signature
  // older than 5 minutes is refused), so a month of applied event ids is ample.
  await db
    .deleteFrom('stripe_events')
    .where('processed_at', '<', sql<Date>`now() - interval '30 days'`)
    .execute();
  await deleteExpiredChallenges(db);
  await deleteExpiredSpentValues(db);
  await deleteExpiredUploads({ db });
}

/**
 * The embedded database never vacuums or analyses by itself (no autovacuum), which Postgres
 * servers do on their own. Without statistics the planner ignores indexes such as the
 * transactions search index; without vacuuming, updated and deleted rows are never reclaimed
 * and the search index's pending entries wait for the next large insert. After the first
 * run, a vacuum skips the pages nothing has changed: about as quick as the analysis alone
 * (~0.5 s at 170,000 transactions).
 */
export async function maintainEmbeddedDatabase({ db }: Pick<Deps, 'db'>) {
  await sql`vacuum analyze`.execute(db);
}

export function startHousekeeping(deps: Deps, options: { maintainEmbedded: boolean }) {
  const run = async () => {
    await runHousekeeping(deps);
    if (options.maintainEmbedded) await maintainEmbeddedDatabase(deps);
  };
  const fail = (err: unknown) => deps.logger.warn({ err }, 'housekeeping failed');
  const timer = setInterval(() => void run().catch(fail), HOUR);
  timer.unref();
  // Soon after start too, so a restarted embedded database plans with statistics.
  const first = options.maintainEmbedded ? setTimeout(() => void maintainEmbeddedDatabase(deps).catch(fail), 30_000) : undefined;
  first?.unref();
  return {
    stop: () => {
      clearInterval(timer);
      clearTimeout(first);
    },
  };
}
