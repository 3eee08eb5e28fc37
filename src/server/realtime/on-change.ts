import { tracked, TRPCError } from '@trpc/server';
import { authedProcedure } from '../trpc/init';
import type { UserEvent } from './event-bus';
import { stillSignedIn } from './session-check';

/**
 * Open streams one user may hold on one instance: a tab keeps one, so ten is plenty for a
 * person, and a script cannot pin a thousand connections (issue 16 item 17).
 */
const MAX_STREAMS_PER_USER = 10;
const TOO_MANY_STREAMS = 'Live updates are already open in too many windows. Close one, then reload this page.';

/**
 * The realtime endpoint: server-sent events that tell the user's open pages which data
 * changed. Served as the tRPC subscription bank.onChange (the path the client opens).
 * The stream ends once its session has ended: every wake-up re-checks it, and sign-out
 * publishes an event with no topics to wake the user's streams at once.
 */
export const onChangeSubscription = authedProcedure.subscription(async function* ({ ctx, signal }) {
  // Refused rather than closing the oldest: the browser reopens a closed stream, and tabs
  // would take turns closing each other.
  if (ctx.deps.events.listenerCount(ctx.userId) >= MAX_STREAMS_PER_USER) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: TOO_MANY_STREAMS });
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
      if (queue.length === 0) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
        continue;
      }
      if (!(await stillSignedIn(ctx, ctx.session.sessionId))) return;
      for (const event of queue.splice(0)) {
        if (event.topics.length > 0) yield tracked(String(++n), { topics: event.topics });
      }
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    unsubscribe();
  }
});
