import { useState } from 'react';
import { toast } from 'sonner';
import { formatPence } from '../../../shared/money';
import { planFeatures, plans } from '../../../shared/plans';
import type { PlanId } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { OnboardingShell } from './onboarding-shell';
import { useOnboardingData } from './onboarding-data';
import { useOnboardingNav } from './use-onboarding-nav';

/** Plan cards. Payments are not set up on this server, so choosing records the plan and moves on. */
export function PaywallStep() {
  const nav = useOnboardingNav('paywall');
  const [data, update] = useOnboardingData();
  const [choosing, setChoosing] = useState<PlanId | null>(null);

  const choose = async (plan: PlanId) => {
    setChoosing(plan);
    try {
      update({ selectedPlan: plan });
      await nav.next();
    } catch {
      toast.error('There was a problem setting up your subscription. You can try again later in settings.');
    } finally {
      setChoosing(null);
    }
  };

  return (
    <OnboardingShell page="paywall" onBack={() => void nav.back()} title="Choose your plan">
      <p className="mb-6 text-muted-foreground">No obligations, no contracts, cancel at any time.</p>
      <div className="grid gap-4 md:grid-cols-3">
        {(['monthly', 'yearly', 'trial'] as const).map((id) => {
          const plan = plans[id];
          return (
            <Card key={id} data-plan={id} className={cn('flex flex-col', plan.isFeatured && 'border-primary ring-2 ring-primary', data.selectedPlan === id && 'bg-secondary')}>
              <CardHeader>
                <h2 className="text-lg font-semibold">{plan.name}</h2>
                <p className="text-2xl font-bold">
                  {formatPence(plan.pricePence)} <span className="text-sm font-normal text-muted-foreground">{id === 'trial' ? 'for 7 days' : `per ${plan.billingCycle}`}</span>
                </p>
                <p className="text-sm text-muted-foreground">{plan.description}</p>
              </CardHeader>
              <CardContent className="flex flex-1 flex-col gap-4">
                <ul className="grid gap-1 text-sm">
                  {planFeatures.map((f) => (
                    <li key={f}>✓ {f}</li>
                  ))}
                </ul>
                <Button className="mt-auto" variant={plan.isFeatured ? 'default' : 'outline'} disabled={choosing !== null} onClick={() => void choose(id)}>
                  {choosing === id ? 'Processing...' : id === 'trial' ? 'Start Free Trial' : 'Get Started'}
                </Button>
              </CardContent>
            </Card>
          );
        })}
      </div>
    </OnboardingShell>
  );
}
