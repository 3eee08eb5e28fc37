import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { queryClient, trpcUtils } from './lib/trpc';
import { appLayoutRoute } from './routes/app-layout-route';
import { appRoutes } from './routes/app-routes';
import { importRoute } from './routes/import-routes';
import { LoadingPage } from './routes/loading-page';
import { onboardingRoutes } from './routes/onboarding-routes';
import { rootRoute } from './routes/root-route';
import { settingsRoutes } from './routes/settings-routes';
import { visitorRoutes } from './routes/visitor-routes';

// The route tree. Each file under routes/ defines one area's routes: path, guard, search
// params, loader and the lazily loaded page. Everything under routes/ is in the entry chunk,
// which the landing page loads: keep it to definitions, and pages behind dynamic imports.
const routeTree = rootRoute.addChildren([...visitorRoutes, onboardingRoutes, importRoute, appLayoutRoute.addChildren([...appRoutes, ...settingsRoutes])]);

/** The app's router; the build's prerender (prerender-entry.tsx) passes a memory history. */
export const createAppRouter = (history?: RouterHistory) =>
  createRouter({
    routeTree,
    scrollRestoration: true,
    // Prerendering (no window): its own history and origin, nothing to scroll.
    ...(history ? { history, origin: 'http://localhost', scrollRestoration: false } : {}),
    context: { queryClient, trpc: trpcUtils },
    defaultPendingComponent: LoadingPage,
    defaultPendingMs: 300,
    defaultPreload: 'intent',
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
