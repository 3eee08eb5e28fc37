import { createRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireSignedIn } from '../features/auth/guards';
import { rootRoute } from './root-route';

const RealtimeRefetch = lazy(() => import('../features/bank/realtime-refetch').then((m) => ({ default: m.RealtimeRefetch })));

// Onboarding: a signed-in user, then the step guard of each page.
const onboardingLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'onboarding',
  beforeLoad: ({ context }) => requireSignedIn(context.trpc),
  component: () => (
    <>
      <Outlet />
      <Suspense>
        <RealtimeRefetch />
      </Suspense>
    </>
  ),
});

const onboardingStepRoute = createRoute({
  getParentRoute: () => onboardingLayoutRoute,
  path: '/onboarding/$step',
  beforeLoad: async ({ context, params }) => (await import('../features/onboarding/onboarding-guard')).guardOnboardingStep(context.trpc, params.step),
  component: lazyRouteComponent(() => import('../features/onboarding/onboarding-page'), 'OnboardingPage'),
});

export const onboardingRoutes = onboardingLayoutRoute.addChildren([onboardingStepRoute]);
