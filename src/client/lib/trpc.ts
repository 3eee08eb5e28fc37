import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { httpBatchLink } from '@trpc/client';
import { MAX_BATCH_SIZE } from '../../shared/limits';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../server/trpc/app-router';
import { fetchFirstOrNew } from '../first-request';

export const trpc = createTRPCReact<AppRouter>();

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: forgetSessionIfSignedOut }),
  mutationCache: new MutationCache({ onError: forgetSessionIfSignedOut }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // An auth failure is an answer, not a glitch: don't retry it.
      retry: (count, error) => count < 2 && !isClientError(error),
    },
  },
});

// Subscriptions have their own client in features/bank/use-realtime-refetch.ts, loaded
// lazily, so the landing page does not carry the event-stream code.
// fetchFirstOrNew: the first load's batch may have been sent by the entry already (first-request.ts).
export const trpcClient = trpc.createClient({
  links: [httpBatchLink({ url: '/trpc', maxURLLength: 2000, maxItems: MAX_BATCH_SIZE, fetch: fetchFirstOrNew })],
});

/** For code outside React; route guards and loaders get it from the router context. */
export const trpcUtils = createTRPCQueryUtils({ queryClient, client: trpcClient });
export type TrpcUtils = typeof trpcUtils;

/**
 * An UNAUTHORIZED answer means the session is gone (signed out in another tab, expired): the
 * cached 'signed in' must go with it, or the guards send the person from /auth back into the
 * app. A wrong password (also UNAUTHORIZED) says nothing about the session.
 */
function forgetSessionIfSignedOut(error: unknown) {
  const data = (error as { data?: { code?: string; appCode?: string | null } })?.data;
  if (data?.code !== 'UNAUTHORIZED' || data.appCode === 'INVALID_CREDENTIALS') return;
  trpcUtils.auth.session.setData(undefined, null);
}

function isClientError(error: unknown): boolean {
  const status = (error as { data?: { httpStatus?: number } })?.data?.httpStatus;
  return status !== undefined && status >= 400 && status < 500;
}
