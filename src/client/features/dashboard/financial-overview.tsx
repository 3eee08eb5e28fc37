import { RefreshCw } from 'lucide-react';
import { memo } from 'react';
import { useCycleWord } from '../../lib/use-cycle-word';
import { formatPence } from '../../../shared/money';
import { formatWait } from '../../../shared/bank/refresh-messages';
import { Button } from '../../components/ui/button';
import { trpc } from '../../lib/trpc';
import { BudgetsAtRiskCard, GoalCards } from '../budgets/dashboard-budget-cards';
import { ImportKeptNote } from '../bank/import-kept-note';
import { useUpdateNow } from '../bank/use-update-now';
import { ForecastCard } from './forecast-card';
import { LeftToSpendCard } from './left-to-spend-card';
import { NoBankPrompt } from './no-bank-prompt';
import { CycleRange, StatCard } from './stat-card';

/**
 * Balance tab: Update Now, then the figure people open the app for (left to spend until
 * payday) first, then the four headline figures (spec 02 §2). Their captions say how they
 * differ: Payday is this month's money after all of this month's bills, Left to spend is what
 * the current accounts hold after the bills still to come (issue 22, item 4; decision 045).
 */
export function FinancialOverview() {
  const { state, rateLimit, updateNow, importKept } = useUpdateNow();
  const overview = trpc.dashboard.overview.useQuery(undefined, { staleTime: 30_000, refetchOnWindowFocus: true, refetchOnMount: true });
  const bills = trpc.bills.summary.useQuery(undefined, { staleTime: 30_000 });
  const cycleWord = useCycleWord();
  const refreshing = state === 'refreshing';
  // Payday: what is left of this month's money after the bills.
  const left = overview.data && bills.data ? overview.data.moneyIn - bills.data.total : undefined;

  return (
    <section aria-labelledby="overview-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="overview-heading" className="text-lg font-semibold">
          Financial Overview
        </h2>
        <Button variant="outline" size="sm" disabled={refreshing} onClick={updateNow}>
          <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden="true" />
          {refreshing ? 'Updating...' : 'Update Now'}
        </Button>
      </div>
      <ImportKeptNote accounts={importKept} />
      <NoBankPrompt />
      {state === 'rate-limited' && rateLimit && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Bank limit reached: you can update again in {formatWait(rateLimit.waitTimeSeconds)}.
        </p>
      )}
      <LeadCards refreshing={refreshing} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Balance"
          caption="Your current available cash"
          value={overview.data && formatPence(overview.data.balance)}
          loading={overview.isPending || refreshing}
          failed={overview.isError}
        >
          {overview.data && overview.data.savings !== 0 && (
            <p className="text-xs text-muted-foreground">In your current accounts, plus {formatPence(overview.data.savings)} in savings</p>
          )}
        </StatCard>
        <StatCard
          title="Money In"
          caption={`Total money received this ${cycleWord}`}
          value={overview.data && formatPence(overview.data.moneyIn)}
          loading={overview.isPending || refreshing}
          failed={overview.isError}
        >
          {overview.data && <CycleRange from={overview.data.payCycle.startDate} dataFrom={overview.data.payCycle.dataFrom} />}
        </StatCard>
        <StatCard
          title="My Bills"
          caption={`Your total bills this ${cycleWord}`}
          value={bills.data && formatPence(bills.data.total)}
          loading={bills.isPending || refreshing}
          failed={bills.isError}
          tone="red"
        >
          {bills.data && <CycleRange from={bills.data.cycle.startDate} />}
        </StatCard>
        <StatCard
          title="Payday"
          caption={`Your money left after all of this ${cycleWord}'s bills`}
          value={left === undefined ? undefined : formatPence(left)}
          loading={overview.isPending || bills.isPending || refreshing}
          failed={overview.isError || bills.isError}
          tone={left !== undefined && left < 0 ? 'red' : 'green'}
        >
          {overview.data && bills.data && <CycleRange from={overview.data.payCycle.startDate} dataFrom={overview.data.payCycle.dataFrom} />}
        </StatCard>
      </div>
      <Goals />
    </section>
  );
}

// The cards that read their own data are memoised: a query of this tab landing (the overview,
// the bills, the account list) re-renders the four figures, not every card, as happened a few
// times over while Home first loaded (issue 27 item 7).
const LeadCards = memo(function LeadCards({ refreshing }: { refreshing: boolean }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <LeftToSpendCard refreshing={refreshing} />
      <ForecastCard refreshing={refreshing} />
      <BudgetsAtRiskCard />
    </div>
  );
});
const Goals = memo(GoalCards);
