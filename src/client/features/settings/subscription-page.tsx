import { useEffect, useRef } from 'react';
import { notify } from '../../components/notify';
import { Button } from '../../components/ui/button';
import { trpc } from '../../lib/trpc';
import { useSession } from '../auth/session';
import { SettingsShell } from './settings-shell';
import { checkoutUrl, formatPlanDate, openInNewTab, useOpenPortal } from './subscription-checkout';
import { CurrentPlanCard } from './subscription-current-plan';
import { SubscriptionPlanCard, type PlanAction } from './subscription-plan-card';
import type { BillingStatus, PlanOnSale } from './subscription-types';
import { LoadingStatus } from '../../components/query-status';

export const paymentsNotSetUp =
  "Payments are not set up on this server yet, so the Monthly and Yearly plans can't be bought here. You can still start the 7-day free trial.";

/** Settings > Subscription (spec 01 §2): current plan, the three plans, cancelling. */
export function SubscriptionPage() {
  const session = useSession();
  const utils = trpc.useUtils();
  const plans = trpc.billing.plans.useQuery(undefined, { staleTime: 5 * 60_000 });
  // Checked again on return from a checkout or portal tab.
  const status = trpc.billing.status.useQuery(undefined, { staleTime: 10_000, refetchOnWindowFocus: true });
  const startTrial = trpc.billing.startTrial.useMutation({ onSuccess: (next) => utils.billing.status.setData(undefined, next) });
  const portal = useOpenPortal();
  const statusToastShown = useRef(false);

  useEffect(() => {
    if (!status.isError || statusToastShown.current) return;
    statusToastShown.current = true;
    notify.error('Failed to check subscription status');
  }, [status.isError]);

  const subscribe = (plan: PlanOnSale) => {
    const user = session.data?.user;
    if (!user) {
      notify.error('Please sign in to subscribe');
      return;
    }
    if (!plan.paymentLink) return;
    openInNewTab(checkoutUrl(plan.paymentLink, user));
    notify.info('Please complete payment in the opened tab. Your plan will show here once it is done.');
  };

  const beginTrial = async () => {
    try {
      await startTrial.mutateAsync();
      notify.success('Your 7-day free trial has started');
    } catch {
      notify.error('There was a problem starting your free trial. Please try again.');
    }
  };

  const actionFor = (plan: PlanOnSale, s: BillingStatus | undefined): { action: PlanAction; current: boolean; note?: string } => {
    if (!s) return { action: { label: plan.isPremium ? 'Subscribe' : 'Start Free Trial', disabled: true }, current: false };
    if (plan.isPremium) {
      const current = s.subscribed && s.subscription_tier === plan.name;
      // Already paying: switching plans goes through the portal, never a second checkout.
      if (s.subscribed)
        return { action: { label: current ? 'Current Plan' : 'Subscribe', disabled: portal.opening, onClick: () => void portal.open() }, current };
      if (!plan.paymentLink) return { action: { label: 'Subscribe', disabled: true }, current: false, note: 'Not available on this server yet.' };
      return { action: { label: 'Subscribe', disabled: false, onClick: () => subscribe(plan) }, current: false };
    }
    if (s.trial?.active) {
      // A running trial is never offered again (with a paid plan too, it just runs out).
      if (!s.subscribed) return { action: { label: 'Current Plan', disabled: true }, current: true, note: `Ends on ${formatPlanDate(s.trial.endsAt)}` };
      return { action: { label: 'Trial running', disabled: true }, current: false, note: `Ends on ${formatPlanDate(s.trial.endsAt)}` };
    }
    if (!s.subscribed && !s.trial) {
      return {
        action: { label: startTrial.isPending ? 'Processing...' : 'Start Free Trial', disabled: startTrial.isPending, onClick: () => void beginTrial() },
        current: false,
      };
    }
    return {
      action: { label: 'Start Free Trial', disabled: true },
      current: false,
      note: s.trial ? `Your free trial ended on ${formatPlanDate(s.trial.endsAt)}` : undefined,
    };
  };

  return (
    <SettingsShell title="Subscription" description="Your plan, and changing or cancelling it.">
      {status.isPending && <LoadingStatus className="mb-6 py-0">Checking your subscription...</LoadingStatus>}
      {status.isError && (
        <div role="alert" className="mb-6 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-destructive/40 p-4 text-destructive">
          <span>Failed to check subscription status</span>
          <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {status.data && <CurrentPlanCard status={status.data} onManage={() => void portal.open()} opening={portal.opening} />}

      {plans.data?.provider === 'none' && <p className="mb-6 rounded-lg bg-muted p-4 text-sm">{paymentsNotSetUp}</p>}
      {plans.isError && (
        <p role="alert" className="text-destructive">
          Failed to load the plans. Please try again later.
        </p>
      )}
      {plans.data && (
        <ul className="grid gap-6 md:grid-cols-3 md:gap-4" aria-label="Plans">
          {plans.data.plans.map((plan) => {
            const { action, current, note } = actionFor(plan, status.data);
            return (
              <li key={plan.id} className="flex">
                <SubscriptionPlanCard plan={plan} action={action} current={current} note={note} />
              </li>
            );
          })}
        </ul>
      )}

      {status.data?.subscribed && (
        <div className="mt-8 flex justify-center">
          <Button variant="outline" className="w-full text-destructive sm:w-auto" disabled={portal.opening} onClick={() => void portal.open()}>
            Cancel Subscription
          </Button>
        </div>
      )}
    </SettingsShell>
  );
}
