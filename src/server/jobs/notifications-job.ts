import type { Deps } from '../deps';
import { runNotificationPass } from '../modules/notifications/service';

/** Runs the notifications pass every minute (unref'd: it never keeps the process alive). */
export function startNotificationsJob(deps: Deps, everyMs = 60_000) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runNotificationPass(deps)
      .catch((err: unknown) => deps.logger.error({ err }, 'notifications pass failed'))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
