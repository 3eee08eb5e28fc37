import { useNavigate } from '@tanstack/react-router';
import { notify } from '../../components/notify';
import { nextPage, previousPage, type OnboardingPage, type OnboardingStep } from '../../../shared/onboarding';
import { trpc } from '../../lib/trpc';

/**
 * Next records the current step (after `before`, e.g. saving goals) and then moves on; a
 * failed save aborts the move. Previous moves back one page.
 */
export function useOnboardingNav(page: OnboardingPage) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const record = trpc.onboarding.recordStep.useMutation();
  const go = (target: OnboardingPage | null) => (target ? navigate({ to: '/onboarding/$step', params: { step: target } }) : undefined);
  return {
    saving: record.isPending,
    async next(before?: () => Promise<void>) {
      try {
        await before?.();
        if (page !== 'complete') await record.mutateAsync({ step: page as OnboardingStep });
        await utils.onboarding.state.invalidate();
      } catch (error) {
        if (!(error instanceof AbortStep)) notify.error(`Failed to save progress: ${(error as Error)?.message || 'Unknown error'}`);
        return;
      }
      await go(nextPage(page));
    },
    back: () => go(previousPage(page)),
  };
}

/** Thrown by a `before` step that already told the user what went wrong. */
export class AbortStep extends Error {}
