import { Check } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { formatPence } from '../../../shared/money';
import { planFeatures, type Plan } from '../../../shared/plans';

const cycleLabel: Record<Plan['billingCycle'], string> = {
  month: 'per month',
  year: 'per year',
  '7 days': 'for 7 days',
};

type Props = { plan: Plan; pending: boolean; onChoose: () => void };

export function PlanCard({ plan, pending, onChoose }: Props) {
  const titleId = `plan-${plan.id}-title`;
  // '£0' reads as free; '£0.00' reads like an invoice.
  const price = plan.pricePence === 0 ? '£0' : formatPence(plan.pricePence);
  const idleLabel = plan.isPremium ? 'Get Started' : 'Start Free Trial';

  return (
    <article
      aria-labelledby={titleId}
      data-plan={plan.id}
      className={cn(
        'relative flex w-full flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8',
        plan.isFeatured ? 'border-primary ring-2 ring-primary shadow-lg shadow-primary/10' : 'border-border',
      )}
    >
      {plan.isFeatured && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold whitespace-nowrap text-primary-foreground">
          Best value
        </p>
      )}
      <h3 id={titleId} className="text-lg font-semibold">
        {plan.name}
      </h3>
      <p className={cn('mt-1 text-sm', plan.isFeatured ? 'font-medium text-primary' : 'text-muted-foreground')}>{plan.description}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-bold tracking-tight">{price}</span> <span className="text-muted-foreground">{cycleLabel[plan.billingCycle]}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {planFeatures.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Button className="mt-8 w-full" variant={plan.isFeatured ? 'default' : 'outline'} disabled={pending} aria-describedby={titleId} onClick={onChoose}>
        {pending ? 'Processing...' : idleLabel}
      </Button>
    </article>
  );
}
