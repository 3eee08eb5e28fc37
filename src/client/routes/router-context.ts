import type { QueryClient } from '@tanstack/react-query';
import type { trpcUtils } from '../lib/trpc';

/** What every route's beforeLoad and loader receive: the query cache and tRPC's helpers over it. */
export type RouterContext = { queryClient: QueryClient; trpc: typeof trpcUtils };
