import { loadSession } from '../features/auth/session';
import type { createAppRouter } from '../router';
import { preloadAppShell } from './app-layout-route';
import { startFirstPageData } from './app-routes';

const ignore = () => undefined;

/**
 * A signed-in page's first load (the HTML holds the shell's skeleton): its code and data
 * need not wait for the guard's answer. The session check and the page's queries start in
 * the same tick, so tRPC's batch link sends them as ONE request, while the shell's and the
 * page's chunks load alongside. Before this, each waited for the one before: session, then
 * chunks, then data (issue 17). Signed out after all, the page's queries are refused and
 * the guard sends the visitor to sign in, as before.
 */
export function startSignedInPage(router: ReturnType<typeof createAppRouter>) {
  const { pathname } = window.location;
  const context = router.options.context;
  void loadSession(context.trpc).catch(ignore);
  startFirstPageData(pathname, context);
  void preloadAppShell()?.catch(ignore);
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(ignore);
}
