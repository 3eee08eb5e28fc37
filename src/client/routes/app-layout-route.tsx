import { createRoute, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireOnboardedUser } from '../features/auth/guards';
import { LoadingPage } from './loading-page';
import { rootRoute } from './root-route';

// Signed-in only and not needed for the landing page's first paint: loaded lazily.
const RealtimeRefetch = lazy(() => import('../features/bank/realtime-refetch').then((m) => ({ default: m.RealtimeRefetch })));
const SilentRefresh = lazy(() => import('../features/bank/silent-refresh').then((m) => ({ default: m.SilentRefresh })));
const AppShell = lazy(() => import('../features/shell/app-shell').then((m) => ({ default: m.AppShell })));

/**
 * The signed-in app: a user who has finished onboarding, inside the app shell (sidebar or
 * bottom bar), with realtime refetches and the once-per-session refresh. Every page of the
 * app (app-routes.ts, settings-routes.ts) is a child of this route.
 */
export const appLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'protected',
  beforeLoad: ({ context }) => requireOnboardedUser(context.trpc),
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
