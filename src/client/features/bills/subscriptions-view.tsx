import { useId } from 'react';
import { BILL_KIND_TITLES } from '../../../shared/bills/bill-kind';
import { FREQUENCY_WORDS } from '../../../shared/bills/frequencies';
import { priceRiseText, shortDay } from '../../../shared/bills/price-rise';
import { plainPounds } from '../../../shared/bills/same-bill';
import type { SubscriptionItem } from '../../../shared/bills/subscriptions';
import { formatPence } from '../../../shared/money';
import { notifyError, notifySuccess } from '../../components/notify';
import { LoadingStatus } from '../../components/query-status';
import { Button } from '../../components/ui/button';
import { messageOf } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';
import { useRefreshBills } from '../../lib/use-refresh-bills';
import { CancelHelp } from './cancel-help';

/** The Subscriptions tab of My Bills (issue 25, item 3): every regular payment, what it costs in a year, and how to stop it. */
export function SubscriptionsView() {
  const view = trpc.bills.subscriptions.useQuery();
  const titleId = useId();
  if (view.isPending) return <LoadingStatus className="py-6">Loading your regular payments...</LoadingStatus>;
  if (view.isError)
    return (
      <p role="alert" className="py-6 text-destructive">
        Failed to fetch your regular payments
      </p>
    );
  const { groups, yearlyTotal, monthlyTotal, setAside } = view.data;
  return (
    <section aria-labelledby={titleId} className="grid gap-6">
      <div className="grid gap-1">
        <h2 id={titleId} className="text-lg font-semibold">
          Your regular payments
        </h2>
        <p className="text-sm text-muted-foreground">Bills and subscriptions, from your bank and the ones you added, with what each costs in a year.</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 rounded-lg border border-border bg-card p-4 shadow-sm" aria-label="Totals">
        <div>
          <dt className="text-sm text-muted-foreground">A year</dt>
          <dd className="text-2xl font-semibold tabular-nums" data-testid="subscriptions-yearly">
            {formatPence(yearlyTotal)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">A month, on average</dt>
          <dd className="text-2xl font-semibold tabular-nums" data-testid="subscriptions-monthly">
            {formatPence(monthlyTotal)}
          </dd>
        </div>
      </dl>
      {groups.length === 0 && <p className="text-muted-foreground">No regular payments yet. Add a bill, or connect your bank to find them.</p>}
      {groups.map((group) => (
        <section key={group.kind} aria-label={BILL_KIND_TITLES[group.kind]} className="grid gap-3">
          <h3 className="flex flex-wrap items-baseline justify-between gap-2 font-semibold">
            <span>{BILL_KIND_TITLES[group.kind]}</span>
            <span className="text-sm font-normal text-muted-foreground">{formatPence(group.yearly)} a year</span>
          </h3>
          <ul className="grid gap-3">
            {group.items.map((item) => (
              <SubscriptionCard key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ))}
      {setAside.length > 0 && (
        <section aria-label="Cancelled or not a bill" className="grid gap-3">
          <h3 className="font-semibold">Cancelled or not a bill</h3>
          <p className="text-sm text-muted-foreground">These no longer count in your bills, and stay this way when your bank data refreshes.</p>
          <ul className="grid gap-3">
            {setAside.map((item) => (
              <SubscriptionCard key={item.id} item={item} />
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

const rarerThanMonthly = (item: SubscriptionItem) => ['quarterly', 'six-monthly', 'yearly', 'ten-monthly'].includes(item.frequency);

function SubscriptionCard({ item }: { item: SubscriptionItem }) {
  const setStatus = trpc.bills.setStatus.useMutation();
  const refreshBills = useRefreshBills();
  const active = item.status === 'active';

  const mark = async (status: 'active' | 'cancelled' | 'not-a-bill') => {
    try {
      await setStatus.mutateAsync({ id: item.id, status });
      notifySuccess(
        status === 'active'
          ? `${item.name} counts again`
          : status === 'cancelled'
            ? `${item.name} marked as cancelled`
            : `${item.name} is no longer counted as a bill`,
      );
      await refreshBills();
    } catch (error) {
      notifyError(`Could not save: ${messageOf(error, 'please try again')}`);
    }
  };

  return (
    <li className="grid gap-2 rounded-lg border border-border bg-card p-4 shadow-sm" data-subscription-id={item.id}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <span className="min-w-0 font-medium break-words">{item.name}</span>
        <span className="shrink-0 font-semibold tabular-nums">
          {formatPence(item.amount)} <span className="font-normal text-muted-foreground">{FREQUENCY_WORDS[item.frequency]}</span>
        </span>
      </div>
      <p className="text-sm text-muted-foreground">
        {active ? (item.nextDate ? `Next on ${shortDay(item.nextDate)}` : 'No date yet') : item.status === 'cancelled' ? 'Cancelled' : 'Not a bill'}
        {' · '}
        <span className="text-foreground">{formatPence(item.yearly)} a year</span>
      </p>
      {active && rarerThanMonthly(item) && <p className="text-sm">Put aside {formatPence(item.monthlyShare)} a month so it is covered when it comes.</p>}
      {item.priceRise && <p className="text-sm font-medium text-amber-900">Price rise: {priceRiseText(item.priceRise)}</p>}
      {item.trialEndsOn && <p className="text-sm">Free trial ends {shortDay(item.trialEndsOn)}: we remind you 3 days before.</p>}
      {item.addedAs && (
        <p className="text-sm text-muted-foreground">
          You added this as {item.addedAs.name} {plainPounds(item.addedAs.amount)}.
        </p>
      )}
      {active ? (
        <>
          <details className="rounded-md border border-border p-3">
            <summary className="cursor-pointer text-sm font-medium">How to cancel</summary>
            <div className="pt-3">
              <CancelHelp item={item} />
            </div>
          </details>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" disabled={setStatus.isPending} onClick={() => void mark('cancelled')}>
              I've cancelled it
            </Button>
            <Button type="button" variant="ghost" size="sm" disabled={setStatus.isPending} onClick={() => void mark('not-a-bill')}>
              Not a bill
            </Button>
          </div>
        </>
      ) : (
        <Button type="button" variant="outline" size="sm" className="justify-self-start" disabled={setStatus.isPending} onClick={() => void mark('active')}>
          Count it again
        </Button>
      )}
    </li>
  );
}
