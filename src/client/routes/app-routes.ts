import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { INCOME_QUERY } from '../features/money-in/income-query-options';
import { isUserData } from '../lib/user-data-cache';
import { appLayoutRoute } from './app-layout-route';
import { billsSearch, transactionsSearch } from './search-params';

// The signed-in app's money pages. Each loader starts the queries its page shows first, so
// they travel with the page's chunk instead of after it. Loaders do not wait for them: a slow
// or failed query shows the page's own loading or error state, as it always has.

const ignore = () => undefined;

const dashboardRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/dashboard',
  loader: ({ context: { queryClient, trpc } }) => {
    // Every figure on Home is fresh: money data cached by other pages is marked stale (and
    // fetched again when a tab shows it); the Balance tab's two queries start now.
    void queryClient.invalidateQueries({ predicate: isUserData, refetchType: 'none' });
    void trpc.dashboard.overview.prefetch(undefined, { staleTime: 30_000 });
    void trpc.bills.summary.prefetch(undefined, { staleTime: 30_000 });
  },
  component: lazyRouteComponent(() => import('../features/dashboard/dashboard-page'), 'DashboardPage'),
});

// /money is also the bank's return address: no validateSearch, so the root route still
// sees requisitionId and userId untouched.
const moneyInRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/money',
  loader: ({ context: { trpc } }) => {
    void trpc.transactions.hasBank.prefetch(undefined, { staleTime: 60_000 });
    void trpc.money.overview.prefetch(undefined, INCOME_QUERY);
  },
  component: lazyRouteComponent(() => import('../features/money-in/money-in-page'), 'MoneyInPage'),
});

const billsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/bills',
  validateSearch: billsSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'bills' }),
  loader: ({ context: { trpc }, deps: { tab } }) => {
    if (tab === 'balance') void trpc.bills.summary.prefetch();
    else if (tab === 'loans') void trpc.loans.list.prefetch();
    else void trpc.bills.list.prefetch();
  },
  component: lazyRouteComponent(() => import('../features/bills/bills-page'), 'BillsPage'),
});

const transactionsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/transactions',
  validateSearch: transactionsSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'all' }),
  loader: ({ context: { trpc }, deps: { tab } }) => {
    // The first page of a period tab (not Custom, whose range the page settles), once the
    // user is known to have a bank.
    const firstPage = ({ hasBank }: { hasBank: boolean }) =>
      hasBank && tab !== 'custom' ? trpc.transactions.list.prefetchInfinite({ tab }, { staleTime: 30_000 }) : undefined;
    void trpc.transactions.hasBank.ensureData(undefined, { staleTime: 60_000 }).then(firstPage).catch(ignore);
  },
  component: lazyRouteComponent(() => import('../features/transactions/transactions-page'), 'TransactionsPage'),
});

export const appRoutes = [dashboardRoute, moneyInRoute, billsRoute, transactionsRoute];
