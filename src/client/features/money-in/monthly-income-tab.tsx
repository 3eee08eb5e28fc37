import { trpc } from '../../lib/trpc';
import { IncomeSummary } from './income-summary';
import { INCOME_QUERY } from './income-query-options';
import { PayCycleList } from './pay-cycle-card';
import { IncomeLoadError, IncomeLoading } from './query-status';

/** This month and the year so far, then the income of each recent pay cycle. */
export function MonthlyIncomeTab() {
  const monthly = trpc.money.monthly.useQuery(undefined, INCOME_QUERY);
  return (
    <div className="grid gap-6">
      <IncomeSummary />
      <section aria-labelledby="cycle-breakdown" className="grid gap-3">
        <h2 id="cycle-breakdown" className="text-lg font-semibold">
          Pay cycle breakdown
        </h2>
        {monthly.isPending ? (
          <IncomeLoading />
        ) : monthly.isError ? (
          <IncomeLoadError onRetry={() => void monthly.refetch()} />
        ) : monthly.data.cycles.length === 0 ? (
          <p className="text-muted-foreground">No pay cycle data available yet.</p>
        ) : (
          <PayCycleList cycles={monthly.data.cycles} />
        )}
      </section>
    </div>
  );
}
