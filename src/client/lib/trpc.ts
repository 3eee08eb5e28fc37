import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink } from '@trpc/client';
import { MAX_BATCH_SIZE } from '../../shared/limits';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../server/trpc/app-router';

export const trpc = createTRPCReact<AppRouter>();

export const queryClient = new QueryClient({
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
export const trpcClient = trpc.createClient({
  links: [httpBatchLink({ url: '/trpc', maxURLLength: 2000, maxItems: MAX_BATCH_SIZE })],
});

/** For code outside React; route guards and loaders get it from the router context. */
export const trpcUtils = createTRPCQueryUtils({ queryClient, client: trpcClient });
export type TrpcUtils = typeof trpcUtils;

function isClientError(error: unknown): boolean {
  const status = (error as { data?: { httpStatus?: number } })?.data?.httpStatus;
  return status !== undefined && status >= 400 && status < 500;
}
