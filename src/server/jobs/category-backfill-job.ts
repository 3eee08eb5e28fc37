import type { Db } from '../db/db';
import type { Logger } from '../logger';
import { categoriseUnsortedRows } from '../modules/categories/categorise-rows';

/**
 * Rows stored before categories existed get theirs once (issue 14), after the server
 * listens: 166,000 rows took 9.6 s, which start-up must not wait for (issue 17: cold start
 * within 1.5 s). One pass at a time; a second start while one runs joins it. The pass works
 * in batches of 5,000 rows, so requests interleave with it, and stop() ends it between two.
 * Rows still unsorted meanwhile show as uncategorised, as they did before the migration.
 */
export function startCategoryBackfill(db: Db, logger: Logger) {
  let stopping = false;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= (async () => {
      const started = performance.now();
      try {
        const written = await categoriseUnsortedRows(db, { stopped: () => stopping });
        if (written > 0) logger.info({ rows: written, ms: Math.round(performance.now() - started) }, 'categorised rows stored before categories');
      } catch (err) {
        if (!stopping) logger.warn({ err }, 'categorising unsorted rows failed; the next start tries again');
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  void run();
  return {
    run,
    /** Waits for the batch in hand, so the database can close after. */
    async stop() {
      stopping = true;
      await running;
    },
  };
}
