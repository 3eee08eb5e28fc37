import { redirect } from '@tanstack/react-router';
import type { SessionInfo } from '../../../shared/schemas/auth';
import type { TrpcUtils } from '../../lib/trpc';
import { loadSession } from './session';

// Route guards (spec 01 §2). Each runs in a route's beforeLoad, with the tRPC utilities of
// the router context, and throws a redirect.

const toAuth = () => redirect({ to: '/auth', replace: true });
const toOnboarding = () => redirect({ to: '/onboarding/$step', params: { step: 'welcome' }, replace: true });
const toDashboard = () => redirect({ to: '/dashboard', replace: true });

/** Where a signed-in user belongs: the dashboard, or onboarding until it is complete. */
const onward = (session: SessionInfo) => (session.onboardingCompleted ? toDashboard() : toOnboarding());

/** Auth-only pages send a signed-in visitor onward. */
export async function redirectSignedIn(trpc: TrpcUtils) {
  const session = await loadSession(trpc).catch(() => null);
  if (session) throw onward(session);
}

/** Onboarding needs a signed-in user. */
export async function requireSignedIn(trpc: TrpcUtils) {
  const session = await loadSession(trpc).catch(() => null);
  if (!session) throw toAuth();
  return { session };
}

/** Protected pages need a user who has finished onboarding. */
export async function requireOnboardedUser(trpc: TrpcUtils) {
  const session = await loadSession(trpc).catch(() => null);
  if (!session) throw toAuth();
  if (!session.onboardingCompleted) throw toOnboarding();
  return { session };
}

/**
 * The smart landing at /: anonymous visitors see the landing page; signed-in users go
 * to the dashboard, or to onboarding unless they just came from it. A failed check
 * counts as 'not complete'.
 */
export async function smartLanding(trpc: TrpcUtils, fromOnboarding: boolean) {
  let session: SessionInfo | null;
  try {
    session = await loadSession(trpc);
  } catch {
    throw toOnboarding();
  }
  if (!session) return;
  if (session.onboardingCompleted) throw toDashboard();
  if (!fromOnboarding) throw toOnboarding();
}

export function cameFromOnboarding(state: { fromOnboarding?: boolean } | undefined): boolean {
  if (state?.fromOnboarding) return true;
  try {
    return document.referrer !== '' && new URL(document.referrer).pathname.startsWith('/onboarding');
  } catch {
    return false;
  }
}
