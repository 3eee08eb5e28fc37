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
import { LoadingPage } from './routes/loading-page';
import { NotFoundPage } from './routes/not-found-page';

// Signed-in only and not needed for the landing page's first paint: loaded lazily.
const BankCallbackHandler = lazy(() => import('./features/bank/bank-callback-handler').then((m) => ({ default: m.BankCallbackHandler })));
const RealtimeRefetch = lazy(() => import('./features/bank/realtime-refetch').then((m) => ({ default: m.RealtimeRefetch })));
const SilentRefresh = lazy(() => import('./features/bank/silent-refresh').then((m) => ({ default: m.SilentRefresh })));

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
const planIds = ['monthly', 'yearly', 'trial'] as const;
type PlanSearch = { plan?: (typeof planIds)[number] };
const planSearch = (search: Record<string, unknown>): PlanSearch =>
  planIds.includes(search.plan as PlanSearch['plan'] & string) ? { plan: search.plan as PlanSearch['plan'] } : {};
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

// Protected pages: a signed-in user who has finished onboarding. The screens themselves
// arrive with the money, settings and onboarding issues; until then the guard runs and
// the path renders the not-found page rather than a stand-in.
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
    <>
      <Outlet />
      <Suspense>
        <RealtimeRefetch />
        <SilentRefresh />
      </Suspense>
    </>
  ),
});

const bankConnectionsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/settings/bank-connections',
  component: lazyRouteComponent(() => import('./features/settings/bank-connections-page'), 'BankConnectionsPage'),
});

const protectedPaths = [
  '/dashboard',
  '/money',
  '/transactions',
  '/bills',
  '/settings',
  '/settings/profile',
  '/settings/payday',
  '/settings/2fa',
  '/settings/notifications',
  '/settings/subscription',
  '/settings/referrals',
  '/settings/affiliate',
  '/settings/support',
  '/settings/feedback',
] as const;

const protectedPages = protectedPaths.map((path) =>
  createRoute({ getParentRoute: () => protectedRoute, path, component: NotFoundPage }),
);

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
  protectedRoute.addChildren([bankConnectionsRoute, ...protectedPages]),
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
