import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { londonDate } from '../../shared/dates';
import { forecastInput, readPlanChoice } from '../features/dashboard/forecast-plan-choice';
import { INCOME_QUERY } from '../features/money-in/income-query-options';
import { listFilterOf } from '../features/transactions/transactions-search';
import { isUserData } from '../lib/user-data-cache';
import { appLayoutRoute } from './app-layout-route';
import type { RouterContext } from './router-context';
import { billsSearch, transactionsSearch } from './search-params';

// The signed-in app's money pages. Each loader starts the queries its page shows first, so
// they travel with the page's chunk instead of after it. Loaders do not wait for them: a slow
// or failed query shows the page's own loading or error state, as it always has.

const ignore = () => undefined;

/**
 * Home's first figures: money data cached by other pages is marked stale (every figure on
 * Home is fresh, and a tab showing it fetches again), and the Balance tab's queries start.
 */
function startHomeData({ queryClient, trpc }: RouterContext) {
  void queryClient.invalidateQueries({ predicate: isUserData, refetchType: 'none' });
  void trpc.dashboard.overview.prefetch(undefined, { staleTime: 30_000 });
  void trpc.bills.summary.prefetch(undefined, { staleTime: 30_000 });
  void trpc.dashboard.leftToSpend.prefetch(undefined, { staleTime: 30_000 });
  void trpc.payday.get.prefetch(undefined, { staleTime: 60_000 });
  void trpc.transactions.hasBank.prefetch(undefined, { staleTime: 60_000 });
  // The Balance tab's other cards (the forecast, budgets at risk, goals, Update Now's account
  // list) asked for their data only once they had rendered: a second round trip, and a second
  // pass of rendering as it landed. They start now, as their own request (the next macrotask,
  // after tRPC's batch of the figures has gone), so the slower forecast never holds the figures.
  setTimeout(() => {
    void trpc.forecast.toPayday.prefetch(forecastInput(readPlanChoice()), { staleTime: 30_000 });
    void trpc.forecast.settings.prefetch(undefined, { staleTime: 60_000 });
    void trpc.budgets.list.prefetch(undefined, { staleTime: 30_000 });
    void trpc.budgets.goalOffers.prefetch(undefined, { staleTime: 60_000 });
    void trpc.bank.accounts.prefetch(undefined, { staleTime: 5 * 60_000 });
  });
}

function startMoneyInData({ trpc }: RouterContext) {
  void trpc.transactions.hasBank.prefetch(undefined, { staleTime: 60_000 });
  void trpc.money.overview.prefetch(undefined, INCOME_QUERY);
}

/** The data of the pages startFirstPageData knows, by path. */
const FIRST_PAGE_DATA: Record<string, (context: RouterContext) => void> = { '/dashboard': startHomeData, '/money': startMoneyInData };
let startedFirst: string | undefined;

/**
 * On the first page load, main.tsx starts the page's data with the session check, so the
 * guard's question and the page's queries travel in ONE HTTP request instead of one after
 * the other (issue 17). That page's loader then finds them started, and fresh.
 */
export function startFirstPageData(pathname: string, context: RouterContext) {
  const start = FIRST_PAGE_DATA[pathname];
  if (!start) return;
  startedFirst = pathname;
  start(context);
}

/** After the first load: from now on, every loader starts its own page's data. */
export function endFirstPageData() {
  startedFirst = undefined;
}

/** True once, for the page startFirstPageData started: its loader need not start it again. */
function takeStarted(pathname: string) {
  const started = startedFirst === pathname;
  startedFirst = undefined;
  return started;
}

const dashboardRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/dashboard',
  loader: async ({ context }) => {
    if (!takeStarted('/dashboard')) startHomeData(context);
    // The salary question sits above the tabs: had it arrived after the page, everything
    // under it would jump down. It comes with the page's other queries (or from the cache),
    // so the page waits for it; failing, the page shows without it, as the question does.
    await context.trpc.payday.get.ensureData(undefined, { staleTime: 60_000 }).catch(ignore);
  },
  component: lazyRouteComponent(() => import('../features/dashboard/dashboard-page'), 'DashboardPage'),
});

// /money is also the bank's return address: no validateSearch, so the root route still
// sees requisitionId and userId untouched.
const moneyInRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/money',
  loader: ({ context }) => {
    if (!takeStarted('/money')) startMoneyInData(context);
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
    else if (tab === 'budgets') void trpc.budgets.list.prefetch(undefined);
    else void trpc.bills.list.prefetch();
  },
  component: lazyRouteComponent(() => import('../features/bills/bills-page'), 'BillsPage'),
});

const transactionsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/transactions',
  validateSearch: transactionsSearch,
  // Every filter the URL holds, so a link from the category chart (?category=, a custom range)
  // or an account starts the very query the page asks for rather than one it never reads.
  loaderDeps: ({ search: { tab, from, to, category, account } }) => ({ tab, from, to, category, account }),
  loader: ({ context: { trpc }, deps }) => {
    // The first page of what the URL shows (not the words searched: they live in the page,
    // empty on arrival), once the user is known to have a bank. A custom range missing a day
    // asks nothing.
    const filter = listFilterOf(deps, londonDate());
    const firstPage = ({ hasBank }: { hasBank: boolean }) =>
      hasBank && filter ? trpc.transactions.list.prefetchInfinite(filter, { staleTime: 30_000 }) : undefined;
    void trpc.transactions.hasBank.ensureData(undefined, { staleTime: 60_000 }).then(firstPage).catch(ignore);
  },
  component: lazyRouteComponent(() => import('../features/transactions/transactions-page'), 'TransactionsPage'),
});

export const appRoutes = [dashboardRoute, moneyInRoute, billsRoute, transactionsRoute];
