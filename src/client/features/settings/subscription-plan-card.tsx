import { Check } from 'lucide-react';
import { formatPence } from '../../../shared/money';
import { planFeatures, type Plan } from '../../../shared/plans';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

const cycleLabel: Record<Plan['billingCycle'], string> = {
  month: 'per month',
  year: 'per year',
  '7 days': 'for 7 days',
};

export type PlanAction = { label: string; disabled: boolean; onClick?: () => void };

/** One plan on the Subscription page, in the landing page's card style. */
export function SubscriptionPlanCard({ plan, action, current, note }: { plan: Plan; action: PlanAction; current: boolean; note?: string }) {
  const titleId = `subscription-plan-${plan.id}`;
  const noteId = `${titleId}-note`;
  return (
    <article
      aria-labelledby={titleId}
      data-plan={plan.id}
      className={cn(
        'relative flex w-full flex-col rounded-2xl border bg-card p-6 shadow-sm',
        plan.isFeatured ? 'border-primary ring-2 ring-primary' : 'border-border',
        current && 'bg-secondary/40',
      )}
    >
      {plan.isFeatured && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold whitespace-nowrap text-primary-foreground">
          Best value
        </p>
      )}
      <h2 id={titleId} className="text-lg font-semibold">
        {plan.name}
      </h2>
      <p className={cn('mt-1 text-sm', plan.isFeatured ? 'font-medium text-primary' : 'text-muted-foreground')}>{plan.description}</p>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-bold tracking-tight whitespace-nowrap">{plan.pricePence === 0 ? '£0' : formatPence(plan.pricePence)}</span>{' '}
        <span className="whitespace-nowrap text-muted-foreground">{cycleLabel[plan.billingCycle]}</span>
      </p>
      <ul className="mt-4 flex-1 space-y-2 text-sm">
        {planFeatures.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Button
        className="mt-6 w-full"
        variant={current || plan.isFeatured ? 'default' : 'outline'}
        disabled={action.disabled}
        aria-describedby={note ? `${titleId} ${noteId}` : titleId}
        onClick={action.onClick}
      >
        {action.label}
      </Button>
      {note && (
        <p id={noteId} className="mt-2 text-xs text-muted-foreground">
          {note}
        </p>
      )}
    </article>
  );
}
