import { useState } from 'react';
import { cn } from '../../lib/cn';
import { plans, TRIAL_DAYS, type Plan } from '../../../shared/plans';
import { container, sectionTarget } from './layout';
import { PlanCard } from './plan-card';
import { SectionHeading } from './section-heading';
import { useOpenAuth } from './use-open-auth';

/**
 * One DOM list, reordered by CSS: on a phone the best value comes first, on wider
 * screens it sits in the middle between monthly and the trial.
 */
const cardOrder: Record<Plan['id'], string> = {
  monthly: 'order-2 md:order-1',
  yearly: 'order-1 md:order-2',
  trial: 'order-3 md:order-3',
};

export function PricingSection() {
  const openAuth = useOpenAuth();
  const [pendingPlan, setPendingPlan] = useState<Plan['id'] | null>(null);

  const choose = async (id: Plan['id']) => {
    setPendingPlan(id);
    try {
      await openAuth.choosePlan(id);
    } finally {
      setPendingPlan(null);
    }
  };

  return (
    <section id="pricing" aria-labelledby="pricing-title" className={cn(sectionTarget, 'py-16 md:py-24')}>
      <div className={container}>
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="Simple, honest pricing">
          <p>Plain Sight is in beta. Try everything with a {TRIAL_DAYS}-day free trial, then pick the plan that suits you.</p>
        </SectionHeading>

        <ul className="mt-14 grid gap-8 md:grid-cols-3 md:gap-6 lg:gap-8">
          {Object.values(plans).map((plan) => (
            <li key={plan.id} className={cn('flex', cardOrder[plan.id])}>
              <PlanCard plan={plan} pending={pendingPlan === plan.id} onChoose={() => void choose(plan.id)} />
            </li>
          ))}
        </ul>

        <p className="mt-10 text-center font-medium text-muted-foreground">No obligations, no contracts, cancel at any time.</p>
      </div>
    </section>
  );
}
