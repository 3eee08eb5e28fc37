import type { Deps } from '../deps';
import { failStaleImports } from '../modules/imports/service';

const EVERY_MS = 5 * 60 * 1000;

/**
 * Marks failed (and so undoable, and no longer holding its account) every import a dead
 * process left 'importing' (issue 23 item 13). At start-up with `failAllNow`, every one: only
 * this process can write to an embedded database, so none of them is running. Then, and on
 * Postgres (where another instance may be importing right now), those older than any import
 * runs, checked every few minutes. Awaited once before the server listens.
 */
export async function startImportRecoveryJob(deps: Deps, options: { failAllNow: boolean }) {
  const run = async (all: boolean) => {
    const failed = await failStaleImports(deps, { all });
    if (failed > 0) deps.logger.warn({ failed }, 'imports left unfinished by a stopped server were marked failed');
  };
  await run(options.failAllNow).catch((err: unknown) => deps.logger.warn({ err }, 'marking unfinished imports failed did not work'));
  const timer = setInterval(
    () => void run(false).catch((err: unknown) => deps.logger.warn({ err }, 'marking unfinished imports failed did not work')),
    EVERY_MS,
  );
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
