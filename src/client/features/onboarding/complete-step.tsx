import { useNavigate } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { trpc } from '../../lib/trpc';
import { OnboardingShell } from './onboarding-shell';
import { clearOnboardingData, loadOnboardingData, payDayForServer } from './onboarding-data';
import { LoadError, LoadingStatus } from '../../components/query-status';
import { useOnboardingNav } from './use-onboarding-nav';

const SAVE_DELAY_MS = 2000;

/** Waits 2 s, saves everything, then 'Go to my dashboard'. A failed save offers Try again and Back. */
export function CompleteStep() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const nav = useOnboardingNav('complete');
  const { mutateAsync: completeOnboarding } = trpc.onboarding.complete.useMutation();
  const [state, setState] = useState<'saving' | 'done' | 'failed' | 'signed-out'>('saving');

  const save = useCallback(async () => {
    setState('saving');
    const data = loadOnboardingData();
    try {
      await completeOnboarding({
        payDay: payDayForServer(data.payDay),
        payDayAdjustment: data.payDayAdjustment,
        ...(data.payEvery && data.payAnchor ? { payEvery: data.payEvery, payAnchor: data.payAnchor } : {}),
        majorBill: data.majorBill,
        selectedPlan: data.selectedPlan,
      });
      clearOnboardingData();
      // The guards must now see a finished onboarding.
      await utils.auth.session.invalidate();
      setState('done');
    } catch (error) {
      const unauthorized = (error as { data?: { code?: string } })?.data?.code === 'UNAUTHORIZED';
      setState(unauthorized ? 'signed-out' : 'failed');
    }
  }, [completeOnboarding, utils]);

  // save is stable (mutateAsync and the utilities are), so this runs once; a cleared timer saved nothing.
  useEffect(() => {
    const timer = window.setTimeout(() => void save(), SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [save]);

  // Back is offered once saving has stopped short; while it runs, leaving would race it.
  const onBack = state === 'failed' ? () => void nav.back() : undefined;
  return (
    <OnboardingShell page="complete" onBack={onBack} title={state === 'done' ? "You're all set!" : 'Setting things up'}>
      {state === 'saving' && <LoadingStatus className="py-0">Saving your choices...</LoadingStatus>}
      {state === 'failed' && (
        <LoadError className="py-0" message="There was a problem saving your information. Please try again." onRetry={() => void save()} />
      )}
      {state === 'signed-out' && (
        <div role="alert" className="grid gap-4">
          <p className="text-destructive">User not found. Please sign in again.</p>
          <Button className="self-start" onClick={() => void navigate({ to: '/auth', state: { isLogin: true } })}>
            Go to sign in
          </Button>
        </div>
      )}
      {state === 'done' && (
        <div className="grid gap-6">
          <p className="flex items-center gap-2">
            <CheckCircle2 className="size-5 text-primary" aria-hidden="true" /> Your money is now in plain sight.
          </p>
          <Button size="lg" onClick={() => void navigate({ to: '/dashboard' })}>
            Go to my dashboard
          </Button>
        </div>
      )}
    </OnboardingShell>
  );
}
