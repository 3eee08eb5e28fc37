import { createRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireOnboardedUser } from '../features/auth/guards';
import { rootRoute } from './root-route';

// Signed-in only and not needed for the landing page's first paint: loaded lazily.
const RealtimeRefetch = lazy(() => import('../features/bank/realtime-refetch').then((m) => ({ default: m.RealtimeRefetch })));
const SilentRefresh = lazy(() => import('../features/bank/silent-refresh').then((m) => ({ default: m.SilentRefresh })));
// Loaded by the route's loader, alongside the page's chunk, so the first render (which
// replaces the skeleton in the HTML) already shows the shell.
const AppShell = lazyRouteComponent(() => import('../features/shell/app-shell'), 'AppShell');
/** The shell's code; main.tsx starts it early on a signed-in page's first load. */
export const preloadAppShell = () => AppShell.preload?.();

/**
 * The signed-in app: a user who has finished onboarding, inside the app shell (sidebar or
 * bottom bar), with realtime refetches and the once-per-session refresh. Every page of the
 * app (app-routes.ts, settings-routes.ts) is a child of this route.
 */
export const appLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'protected',
  beforeLoad: ({ context }) => requireOnboardedUser(context.trpc),
  loader: preloadAppShell,
  component: () => (
    <>
      <AppShell>
        <Outlet />
      </AppShell>
      <Suspense>
        <RealtimeRefetch />
        <SilentRefresh />
      </Suspense>
    </>
  ),
});
