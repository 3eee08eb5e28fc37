import type { Deps } from '../deps';
import { afterSync, scheduleNextRefresh } from '../modules/bank/service';
import { connections } from '../modules/ledger/service';
import { ProviderRateLimitedError } from '../modules/bank/providers/types';
import { syncRequisition } from '../modules/bank/sync/sync-requisition';

const BATCH = 10;
const EXPIRY_WARNING_DAYS = 7;

/**
 * One pass of the scheduled refresh. Each due connection is claimed and moved to its next
 * slot in one statement (FOR UPDATE SKIP LOCKED), so with several instances on one
 * Postgres each connection is refreshed once per slot. Scheduled calls leave the last
 * call of each day's budget for the user's own refresh.
 */
export async function runScheduledRefresh(deps: Deps): Promise<{ refreshed: number; flaggedExpiring: number }> {
  const { db } = deps;
  const now = deps.clock();
  const claimed = await connections.claimDueConnections(db, now, BATCH);

  let refreshed = 0;
  for (const { id } of claimed.rows) {
    const requisition = await db.selectFrom('requisitions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!requisition) continue;
    try {
      const results = await syncRequisition(deps, requisition, 'scheduled');
      await afterSync(deps, requisition.user_id, results);
      refreshed++;
    } catch (err) {
      // A spent budget or a broken link is not an error of ours: try again next slot.
      if (!(err instanceof ProviderRateLimitedError)) deps.logger.warn({ err, requisitionId: id }, 'scheduled refresh failed');
    }
    await scheduleNextRefresh(deps, id);
  }

  // Links whose access ends within a week are flagged once, before they expire. The flag
  // feeds the notifications' reconnect reminder (modules/notifications/triggers.ts).
  const flagged = await connections.flagExpiringConnections(db, now, EXPIRY_WARNING_DAYS);
  return { refreshed, flaggedExpiring: flagged };
}

/** Runs the pass every minute (unref'd: it never keeps the process alive). */
export function startBankRefreshJob(deps: Deps, everyMs = 60_000) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runScheduledRefresh(deps)
      .catch((err) => deps.logger.error({ err }, 'scheduled refresh pass failed'))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
