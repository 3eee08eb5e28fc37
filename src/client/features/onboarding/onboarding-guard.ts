import { redirect } from '@tanstack/react-router';
import { canOpenPage } from '../../../shared/onboarding';
import type { TrpcUtils } from '../../lib/trpc';

const toWelcome = () => redirect({ to: '/onboarding/$step', params: { step: 'welcome' }, replace: true });

/**
 * The step guard (spec 01 §4): welcome is always open; any other page only when the step
 * before it is recorded. Unknown steps, a missing user or a read error go to welcome; a
 * user who has finished goes to the dashboard.
 */
export async function guardOnboardingStep(trpc: TrpcUtils, step: string) {
  let state;
  try {
    state = await trpc.onboarding.state.fetch(undefined, { staleTime: 0 });
  } catch {
    if (step === 'welcome') return;
    throw toWelcome();
  }
  if (state.onboardingCompleted) throw redirect({ to: '/dashboard', replace: true });
  if (!canOpenPage(step, state.steps)) {
    if (step === 'welcome') return;
    throw toWelcome();
  }
}
