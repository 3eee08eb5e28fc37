import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import type { TransactionTab } from './transactions-search';

export type TransactionsFilter = { tab: TransactionTab; from?: string; to?: string; search?: string };

/**
 * The pages of transactions.list loaded so far for one filter (20 rows a page, newest
 * first). The first page loads at once; loadMore asks for the next. A new filter starts
 * again from one page. `filter` null means there is nothing to ask yet (a custom range
 * missing a date).
 */
export function useTransactionPages(filter: TransactionsFilter | null) {
  const key = JSON.stringify(filter);
  const [paging, setPaging] = useState({ key, count: 1 });
  const count = paging.key === key ? paging.count : 1;

  const pages = trpc.useQueries((t) =>
    filter ? Array.from({ length: count }, (_, page) => t.transactions.list({ ...filter, page }, { staleTime: 30_000 })) : [],
  );

  // A refetch after new rows arrive can shift a row onto the next page: keep the first copy.
  const seen = new Set<string>();
  const rows = pages.flatMap((p) => p.data?.rows ?? []).filter((row) => (seen.has(row.id) ? false : (seen.add(row.id), true)));
  const first = pages[0];
  const last = pages.at(-1);

  return {
    rows,
    total: first?.data?.total ?? 0,
    isPending: Boolean(first?.isPending),
    isError: pages.some((p) => p.isError),
    loadingMore: count > 1 && Boolean(last?.isPending),
    hasMore: Boolean(last?.data?.hasMore),
    loadMore: () => setPaging({ key, count: count + 1 }),
    retry: () => pages.forEach((p) => p.isError && void p.refetch()),
  };
}
