import { useNavigate } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { trpc } from '../../lib/trpc';
import { OnboardingShell } from './onboarding-shell';
import { clearOnboardingData, loadOnboardingData, payDayForServer } from './onboarding-data';
import { LoadingStatus } from '../../components/query-status';

/** Waits 2 s, saves everything, then 'Go to my dashboard'. */
export function CompleteStep() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const complete = trpc.onboarding.complete.useMutation();
  const [state, setState] = useState<'saving' | 'done' | 'failed'>('saving');
  const [message, setMessage] = useState('');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const timer = window.setTimeout(async () => {
      const data = loadOnboardingData();
      try {
        await complete.mutateAsync({ payDay: payDayForServer(data.payDay), majorBill: data.majorBill });
        clearOnboardingData();
        // The guards must now see a finished onboarding.
        await utils.auth.session.invalidate();
        setState('done');
      } catch (error) {
        const unauthorized = (error as { data?: { code?: string } })?.data?.code === 'UNAUTHORIZED';
        setMessage(unauthorized ? 'User not found. Please sign in again.' : 'There was a problem saving your information. Please try again.');
        setState('failed');
      }
    }, 2000);
    return () => window.clearTimeout(timer);
  }, [complete, utils]);

  return (
    <OnboardingShell page="complete" title={state === 'done' ? "You're all set!" : 'Setting things up'}>
      {state === 'saving' && <LoadingStatus className="py-0">Saving your choices...</LoadingStatus>}
      {state === 'failed' && (
        <p role="alert" className="text-destructive">
          {message}
        </p>
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
