import { createRouter } from '@tanstack/react-router';
import { queryClient, trpcUtils } from './lib/trpc';
import { appLayoutRoute } from './routes/app-layout-route';
import { appRoutes } from './routes/app-routes';
import { LoadingPage } from './routes/loading-page';
import { onboardingRoutes } from './routes/onboarding-routes';
import { rootRoute } from './routes/root-route';
import { settingsRoutes } from './routes/settings-routes';
import { visitorRoutes } from './routes/visitor-routes';

// The route tree. Each file under routes/ defines one area's routes: path, guard, search
// params, loader and the lazily loaded page. Everything under routes/ is in the entry chunk,
// which the landing page loads: keep it to definitions, and pages behind dynamic imports.
const routeTree = rootRoute.addChildren([...visitorRoutes, onboardingRoutes, appLayoutRoute.addChildren([...appRoutes, ...settingsRoutes])]);

export const router = createRouter({
  routeTree,
  context: { queryClient, trpc: trpcUtils },
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
