import { tracked } from '@trpc/server';
import { authedProcedure } from '../trpc/init';
import type { UserEvent } from './event-bus';

/**
 * The realtime endpoint: server-sent events that tell the user's open pages which data
 * changed. Served as the tRPC subscription bank.onChange (the path the client opens).
 */
export const onChangeSubscription = authedProcedure.subscription(async function* ({ ctx, signal }) {
  const queue: UserEvent[] = [];
  let wake: (() => void) | undefined;
  const unsubscribe = ctx.deps.events.subscribe(ctx.userId, (event) => {
    queue.push(event);
    wake?.();
  });
  // One abort listener for the whole stream (not one per wait).
  const onAbort = () => wake?.();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    let n = 0;
    while (!signal?.aborted) {
      const event = queue.shift();
      if (event) {
        yield tracked(String(++n), { topics: event.topics });
        continue;
      }
      await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    unsubscribe();
  }
});
