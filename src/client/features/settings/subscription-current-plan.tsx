import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { formatPence } from '../../../shared/money';
import { plans } from '../../../shared/plans';
import { formatPlanDate } from './subscription-checkout';
import type { BillingStatus } from './subscription-types';

/**
 * 'Your Current Plan': the paid plan (tier name, or 'Premium' when Stripe's price does
 * not say), when it renews or ends, and 'Manage Subscription'. While the free trial runs
 * and nothing is paid, the trial and its end.
 */
export function CurrentPlanCard({ status, onManage, opening }: { status: BillingStatus; onManage: () => void; opening: boolean }) {
  const trial = !status.subscribed && status.trial?.active ? status.trial : null;
  // A paid plan chosen (at sign-up or on the paywall) but not paid for: remembered, and said so.
  const chosen = status.chosen_plan === 'monthly' || status.chosen_plan === 'yearly' ? plans[status.chosen_plan] : null;
  if (!status.subscribed && !trial && !chosen) return null;
  return (
    <Card role="region" aria-labelledby="current-plan-title" className="mb-6">
      <CardHeader className="pb-3">
        <h2 id="current-plan-title" className="text-sm font-medium text-muted-foreground">
          Your Current Plan
        </h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-xl font-semibold">{status.subscribed ? (status.subscription_tier ?? 'Premium') : trial ? 'Free Trial' : 'No active plan'}</p>
          {status.subscribed && status.subscription_end && (
            <p className="text-sm text-muted-foreground">
              {status.cancel_at_period_end ? 'Ends on' : 'Renews on'} {formatPlanDate(status.subscription_end)}
            </p>
          )}
          {trial && <p className="text-sm text-muted-foreground">Your free trial ends on {formatPlanDate(trial.endsAt)}</p>}
          {!status.subscribed && chosen && (
            <p className="text-sm text-muted-foreground">
              You chose the {chosen.name} plan ({formatPence(chosen.pricePence)} per {chosen.billingCycle}). It isn't paid for yet.
            </p>
          )}
        </div>
        {status.subscribed && (
          <Button variant="outline" disabled={opening} onClick={onManage}>
            {opening ? 'Opening...' : 'Manage Subscription'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
