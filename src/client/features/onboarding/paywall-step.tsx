import { useEffect, useRef, useState } from 'react';
import { notify } from '../../components/notify';
import { formatPence } from '../../../shared/money';
import { planFeatures, plans } from '../../../shared/plans';
import type { PlanId } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { trpc } from '../../lib/trpc';
import { useSession } from '../auth/session';
import { checkoutUrl, openInNewTab } from '../settings/subscription-checkout';
import { OnboardingShell } from './onboarding-shell';
import { useOnboardingData } from './onboarding-data';
import { useOnboardingNav } from './use-onboarding-nav';

/** The spec's pause between choosing a paid plan (opening its payment link) and moving on. */
const ADVANCE_AFTER_CHECKOUT_MS = 2000;
const setupFailed = 'There was a problem setting up your subscription. You can try again later in settings.';
const paymentsOffNote =
  'Payments are not set up on this server yet, so nothing will be charged. Your choice is saved, and you can subscribe later in Settings.';

/**
 * Plan cards. A plan with a payment link opens it in a new tab and the flow moves on 2 s
 * later; with payments not set up, a paid plan is remembered as the choice (saved with the
 * rest at completion, shown in Settings > Subscription) and the flow moves on after the same
 * 2 s with a note saying so. The free trial is recorded on the server, and only offered
 * while none has been started.
 */
export function PaywallStep() {
  const nav = useOnboardingNav('paywall');
  const [data, update] = useOnboardingData();
  const [choosing, setChoosing] = useState<PlanId | null>(null);
  const onSale = trpc.billing.plans.useQuery(undefined, { staleTime: 5 * 60_000 });
  const session = useSession();
  const startTrial = trpc.billing.startTrial.useMutation();
  const status = trpc.billing.status.useQuery(undefined, { staleTime: 10_000, retry: false });
  const trialRunning = status.data?.trial?.active === true;
  const advanceTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(advanceTimer.current), []);

  const linkOf = (id: PlanId) => onSale.data?.plans.find((p) => p.id === id)?.paymentLink ?? null;
  const paymentsOff = onSale.data?.provider === 'none';

  const advanceLater = () => {
    advanceTimer.current = window.setTimeout(() => void nav.next().finally(() => setChoosing(null)), ADVANCE_AFTER_CHECKOUT_MS);
  };

  const choose = async (id: PlanId) => {
    setChoosing(id);
    try {
      const link = linkOf(id);
      if (id !== 'trial' && paymentsOff) {
        update({ selectedPlan: id });
        notify.info(paymentsOffNote);
        advanceLater();
        return;
      }
      if (link) {
        const user = session.data?.user;
        if (!user) {
          notify.error('Please sign in to subscribe');
          setChoosing(null);
          return;
        }
        openInNewTab(checkoutUrl(link, user));
        update({ selectedPlan: id });
        notify.info('Please complete payment in the opened tab before continuing.');
        advanceLater();
        return;
      }
      if (id === 'trial' && !trialRunning) await startTrial.mutateAsync();
      update({ selectedPlan: id });
      await nav.next();
    } catch {
      notify.error(setupFailed);
    }
    setChoosing(null);
  };

  return (
    <OnboardingShell page="paywall" onBack={() => void nav.back()} title="Choose your plan">
      <p className="mb-4 text-muted-foreground">No obligations, no contracts, cancel at any time.</p>
      {paymentsOff && <p className="mb-6 rounded-lg bg-muted p-4 text-sm">{paymentsOffNote}</p>}
      <div className="grid gap-4 md:grid-cols-3">
        {(['monthly', 'yearly', 'trial'] as const).map((id) => {
          const plan = plans[id];
          return (
            <Card
              key={id}
              data-plan={id}
              className={cn('flex flex-col', plan.isFeatured && 'border-primary ring-2 ring-primary', data.selectedPlan === id && 'bg-secondary')}
            >
              <CardHeader>
                <h2 className="text-lg font-semibold">{plan.name}</h2>
                <p className="flex flex-wrap items-baseline gap-x-2 text-2xl font-bold">
                  {/* '£0' as on the landing page: it reads as free, '£0.00' like an invoice. */}
                  <span className="whitespace-nowrap">{plan.pricePence === 0 ? '£0' : formatPence(plan.pricePence)}</span>
                  <span className="whitespace-nowrap text-sm font-normal text-muted-foreground">
                    {id === 'trial' ? 'for 7 days' : `per ${plan.billingCycle}`}
                  </span>
                </p>
                <p className="text-sm text-muted-foreground">{plan.description}</p>
              </CardHeader>
              <CardContent className="flex flex-1 flex-col gap-4">
                <ul className="grid gap-1 text-sm">
                  {planFeatures.map((f) => (
                    <li key={f}>✓ {f}</li>
                  ))}
                </ul>
                <Button
                  className="mt-auto"
                  variant={plan.isFeatured ? 'default' : 'outline'}
                  disabled={choosing !== null || onSale.isPending}
                  onClick={() => void choose(id)}
                >
                  {choosing === id ? 'Processing...' : id === 'trial' ? (trialRunning ? 'Continue with your trial' : 'Start Free Trial') : 'Get Started'}
                </Button>
              </CardContent>
            </Card>
          );
        })}
      </div>
    </OnboardingShell>
  );
}
