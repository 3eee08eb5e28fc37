import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { Toaster } from './components/ui/toaster';
import { cameFromOnboarding, redirectSignedIn, requireOnboardedUser, requireSignedIn, smartLanding } from './features/auth/guards';
import { stashCallback } from './features/bank/bank-connect-storage';
import type { TransactionsSearch } from './features/transactions/transactions-search';
import { LoadingPage } from './routes/loading-page';
import { NotFoundPage } from './routes/not-found-page';

// Signed-in only and not needed for the landing page's first paint: loaded lazily.
const BankCallbackHandler = lazy(() => import('./features/bank/bank-callback-handler').then((m) => ({ default: m.BankCallbackHandler })));
const RealtimeRefetch = lazy(() => import('./features/bank/realtime-refetch').then((m) => ({ default: m.RealtimeRefetch })));
const SilentRefresh = lazy(() => import('./features/bank/silent-refresh').then((m) => ({ default: m.SilentRefresh })));
const AppShell = lazy(() => import('./features/shell/app-shell').then((m) => ({ default: m.AppShell })));

const rootRoute = createRootRoute({
  // The bank's return address carries requisitionId and userId: keep them for the
  // callback handler, and drop them from the URL before any guard redirects.
  beforeLoad: ({ location }) => {
    if (stashCallback(location.search as Record<string, unknown>)) throw redirect({ href: location.pathname, replace: true });
  },
  component: () => (
    <>
      <Outlet />
      <Toaster />
      <Suspense>
        <BankCallbackHandler />
      </Suspense>
    </>
  ),
  notFoundComponent: NotFoundPage,
});

const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: ({ location }) => smartLanding(cameFromOnboarding(location.state)),
  component: lazyRouteComponent(() => import('./features/landing/landing-page'), 'LandingPage'),
});

// Pages for visitors who are not signed in: a signed-in visitor is sent onward.
const authOnlyRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'auth-only',
  beforeLoad: ({ location }) => {
    // Reset and verification links are honoured even in a browser where someone is signed in.
    if (location.pathname === '/reset-password') return;
    if (location.pathname === '/verify-email' && typeof (location.search as Record<string, unknown>).token === 'string') return;
    return redirectSignedIn();
  },
});

// Search params are read by hand: zod stays out of the landing page's bundle.
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  (values as readonly unknown[]).includes(value) ? (value as T) : undefined;
const planSearch = (search: Record<string, unknown>) => {
  const plan = oneOf(['monthly', 'yearly', 'trial'] as const, search.plan);
  return plan ? { plan } : {};
};
const tokenSearch = (search: Record<string, unknown>): { token?: string } =>
  typeof search.token === 'string' ? { token: search.token } : {};

const authRoute = createRoute({
  getParentRoute: () => authOnlyRoute,
  path: '/auth',
  validateSearch: planSearch,
  component: lazyRouteComponent(() => import('./features/auth/auth-page'), 'AuthPage'),
});

const verifyEmailRoute = createRoute({
  getParentRoute: () => authOnlyRoute,
  path: '/verify-email',
  validateSearch: tokenSearch,
  component: lazyRouteComponent(() => import('./features/auth/verify-email-page'), 'VerifyEmailPage'),
});

const requestResetRoute = createRoute({
  getParentRoute: () => authOnlyRoute,
  path: '/request-password-reset',
  component: lazyRouteComponent(() => import('./features/auth/request-reset-page'), 'RequestResetPage'),
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => authOnlyRoute,
  path: '/reset-password',
  validateSearch: tokenSearch,
  component: lazyRouteComponent(() => import('./features/auth/reset-password-page'), 'ResetPasswordPage'),
});

// Protected pages: a signed-in user who has finished onboarding, inside the app shell
// (sidebar or bottom bar), with realtime refetches and the once-per-session refresh.
const withRealtime = () => (
  <>
    <Outlet />
    <Suspense>
      <RealtimeRefetch />
    </Suspense>
  </>
);

const protectedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'protected',
  beforeLoad: requireOnboardedUser,
  component: () => (
    <Suspense fallback={<LoadingPage />}>
      <AppShell>
        <Outlet />
      </AppShell>
      <RealtimeRefetch />
      <SilentRefresh />
    </Suspense>
  ),
});

// Pages with no search parameters of their own: path, module, export.
const lazyPage = <P extends string>(path: P, load: () => Promise<Record<string, unknown>>, name: string) =>
  createRoute({ getParentRoute: () => protectedRoute, path, component: lazyRouteComponent(load as never, name as never) });
const comingSoon = () => import('./features/settings/coming-soon-page');
const plainPages = [
  lazyPage('/dashboard', () => import('./features/dashboard/dashboard-page'), 'DashboardPage'),
  lazyPage('/settings', () => import('./features/settings/settings-page'), 'SettingsPage'),
  lazyPage('/settings/profile', () => import('./features/settings/profile-page'), 'ProfilePage'),
  lazyPage('/settings/payday', () => import('./features/settings/payday-page'), 'PaydayPage'),
  lazyPage('/settings/bank-connections', () => import('./features/settings/bank-connections-page'), 'BankConnectionsPage'),
  lazyPage('/settings/subscription', () => import('./features/settings/subscription-page'), 'SubscriptionPage'),
  lazyPage('/settings/support', () => import('./features/settings/support-page'), 'SupportPage'),
  lazyPage('/settings/feedback', () => import('./features/settings/feedback-page'), 'FeedbackPage'),
  // The four 'Coming Soon' screens share one module.
  lazyPage('/settings/2fa', comingSoon, 'TwoFactorPage'),
  lazyPage('/settings/notifications', comingSoon, 'NotificationsPage'),
  lazyPage('/settings/referrals', comingSoon, 'ReferralsPage'),
  lazyPage('/settings/affiliate', comingSoon, 'AffiliatePage'),
  // /money is also the bank's return address: no validateSearch, so the root route still
  // sees requisitionId and userId untouched.
  lazyPage('/money', () => import('./features/money-in/money-in-page'), 'MoneyInPage'),
];

// ?tab= picks the /bills tab (Balance, My Bills, My Loans); anything else opens My Bills.
const billsSearch = (search: Record<string, unknown>) => {
  const tab = oneOf(['balance', 'bills', 'loans'] as const, search.tab);
  return tab ? { tab } : {};
};

const billsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/bills',
  validateSearch: billsSearch,
  component: lazyRouteComponent(() => import('./features/bills/bills-page'), 'BillsPage'),
});

// ?tab=all|yesterday|week|month|custom&from=yyyy-MM-dd&to=yyyy-MM-dd (the spending cards link
// here). Only the shapes are checked here; the page checks the days themselves.
const dayParam = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const transactionsSearch = (search: Record<string, unknown>): TransactionsSearch => {
  const tab = oneOf(['all', 'yesterday', 'week', 'month', 'custom'] as const, search.tab);
  const [from, to] = [dayParam(search.from), dayParam(search.to)];
  return { ...(tab && { tab }), ...(from && { from }), ...(to && { to }) };
};
const transactionsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/transactions',
  validateSearch: transactionsSearch,
  component: lazyRouteComponent(() => import('./features/transactions/transactions-page'), 'TransactionsPage'),
});

// Onboarding: a signed-in user, then the step guard of each page.
const onboardingRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'onboarding',
  beforeLoad: requireSignedIn,
  component: withRealtime,
});

const onboardingStepRoute = createRoute({
  getParentRoute: () => onboardingRoute,
  path: '/onboarding/$step',
  beforeLoad: async ({ params }) => (await import('./features/onboarding/onboarding-guard')).guardOnboardingStep(params.step),
  component: lazyRouteComponent(() => import('./features/onboarding/onboarding-page'), 'OnboardingPage'),
});

const routeTree = rootRoute.addChildren([
  landingRoute,
  authOnlyRoute.addChildren([authRoute, verifyEmailRoute, requestResetRoute, resetPasswordRoute]),
  onboardingRoute.addChildren([onboardingStepRoute]),
  protectedRoute.addChildren([...plainPages, billsRoute, transactionsRoute]),
]);

export const router = createRouter({
  routeTree,
  defaultPendingComponent: LoadingPage,
  defaultPendingMs: 300,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
