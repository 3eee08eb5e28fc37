import { createRootRouteWithContext, Outlet, redirect, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { pageTitle } from '../../shared/app-paths';
import { stashCallback } from '../features/bank/bank-connect-storage';
import { NotFoundPage } from './not-found-page';
import type { RouterContext } from './router-context';

// Not needed for the landing page's first paint: loaded lazily. (sonner shows a toast raised
// before its Toaster mounts.)
const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));
const BankCallbackHandler = lazy(() => import('../features/bank/bank-callback-handler').then((m) => ({ default: m.BankCallbackHandler })));

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // The bank's return address carries requisitionId and userId: keep them for the
  // callback handler, and drop them from the URL before any guard redirects.
  beforeLoad: ({ location }) => {
    if (stashCallback(location.search as Record<string, unknown>)) throw redirect({ href: location.pathname, replace: true });
  },
  component: () => (
    <>
      <DocumentTitle />
      <Outlet />
      <Suspense>
        <Toaster />
        <BankCallbackHandler />
      </Suspense>
    </>
  ),
  notFoundComponent: NotFoundPage,
});

/** Each page's own title ("Transactions - Plain Sight"), as the server also writes it. */
function DocumentTitle() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
  return null;
}
