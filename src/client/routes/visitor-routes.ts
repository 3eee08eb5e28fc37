import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { cameFromOnboarding, redirectSignedIn, smartLanding } from '../features/auth/guards';
import { rootRoute } from './root-route';
import { authSearch, tokenSearch } from './search-params';

// The landing page, and the pages for visitors who are not signed in.

const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: ({ context, location }) => smartLanding(context.trpc, cameFromOnboarding(location.state)),
  component: lazyRouteComponent(() => import('../features/landing/landing-page'), 'LandingPage'),
});

// A signed-in visitor is sent onward.
const authOnlyRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'auth-only',
  beforeLoad: ({ context, location }) => {
    // Reset and verification links are honoured even in a browser where someone is signed in.
    if (location.pathname === '/reset-password') return;
    if (location.pathname === '/verify-email' && typeof (location.search as Record<string, unknown>).token === 'string') return;
    return redirectSignedIn(context.trpc);
  },
});

const authRoute = createRoute({
  getParentRoute: () => authOnlyRoute,
  path: '/auth',
  validateSearch: authSearch,
  component: lazyRouteComponent(() => import('../features/auth/auth-page'), 'AuthPage'),
});

const verifyEmailRoute = createRoute({
  getParentRoute: () => authOnlyRoute,
  path: '/verify-email',
  validateSearch: tokenSearch,
  component: lazyRouteComponent(() => import('../features/auth/verify-email-page'), 'VerifyEmailPage'),
});

const requestResetRoute = createRoute({
  getParentRoute: () => authOnlyRoute,
  path: '/request-password-reset',
  component: lazyRouteComponent(() => import('../features/auth/request-reset-page'), 'RequestResetPage'),
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => authOnlyRoute,
  path: '/reset-password',
  validateSearch: tokenSearch,
  component: lazyRouteComponent(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage'),
});

export const visitorRoutes = [landingRoute, authOnlyRoute.addChildren([authRoute, verifyEmailRoute, requestResetRoute, resetPasswordRoute])];
