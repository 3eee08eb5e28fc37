import { skipToken } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc';
import type { TransactionTab } from './transactions-search';

export type TransactionsFilter = { tab: TransactionTab; from?: string; to?: string; search?: string; category?: string; account?: string };

/**
 * The pages of transactions.list loaded so far for one filter (20 rows a page, newest
 * first). The first page loads at once; loadMore asks for the page after the last row
 * shown (the server's cursor), so rows arriving meanwhile neither repeat nor go missing.
 * Coming back to a filter starts again from one page: the pages loaded beyond the first are
 * dropped on leaving it, so they are neither shown again nor fetched again in the
 * background. `filter` null means there is nothing to ask yet (a custom range missing a date).
 */
export function useTransactionPages(filter: TransactionsFilter | null) {
  const utils = trpc.useUtils();
  const key = JSON.stringify(filter);
  const list = trpc.transactions.list.useInfiniteQuery(filter ?? skipToken, {
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
  });
  const pages = list.data?.pages ?? [];

  // How many pages the user asked for. Kept apart from the pages loaded because a refresh
  // of the list (new bank data arriving) restarts it from the pages it had, cancelling a
  // next page on its way: the wish survives, and the next page is asked for again after.
  const [wanted, setWanted] = useState({ key, pages: 1 });
  const wantedPages = wanted.key === key ? wanted.pages : 1;
  const missing = pages.length > 0 && pages.length < wantedPages && list.hasNextPage && !list.isError;
  const { isFetching, fetchNextPage } = list;
  useEffect(() => {
    if (missing && !isFetching) void fetchNextPage();
  }, [missing, isFetching, fetchNextPage]);

  useEffect(() => {
    const left: TransactionsFilter | null = JSON.parse(key);
    return () => {
      if (left)
        utils.transactions.list.setInfiniteData(left, (data) =>
          data && data.pages.length > 1 ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
        );
    };
  }, [key, utils]);

  const first = pages[0];
  return {
    rows: pages.flatMap((p) => p.rows),
    total: first?.total ?? 0,
    /** False when the server stopped counting a search's matches: there are more than `total`. */
    totalExact: first?.totalExact ?? true,
    isPending: filter !== null && list.isPending,
    isError: list.isError,
    loadingMore: missing,
    hasMore: list.hasNextPage,
    loadMore: () => setWanted({ key, pages: pages.length + 1 }),
    retry: () => void (list.isFetchNextPageError ? fetchNextPage() : list.refetch()),
  };
}
