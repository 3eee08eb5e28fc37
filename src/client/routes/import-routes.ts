import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/guards';
import { rootRoute } from './root-route';

// Import a statement (issue 12). Any signed-in user: onboarding's connect-bank step offers it
// ("Import a statement instead") before the app itself is open, so it sits outside the app
// shell's onboarded-only layout. ?from=onboarding leads back to that step; ?account=<id> chooses
// the account a newer statement goes into ("Update Now" on an account kept by import).
const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const importRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/import',
  validateSearch: (search: Record<string, unknown>): { from?: 'onboarding'; account?: string } => ({
    ...(search.from === 'onboarding' ? { from: 'onboarding' as const } : {}),
    ...(typeof search.account === 'string' && ACCOUNT_ID.test(search.account) ? { account: search.account } : {}),
  }),
  beforeLoad: ({ context }) => requireSignedIn(context.trpc),
  loader: ({ context: { trpc } }) => void trpc.bank.accounts.prefetch(undefined, { staleTime: 60_000 }),
  component: lazyRouteComponent(() => import('../features/imports/import-page'), 'ImportPage'),
});
