import { trpc } from '../../lib/trpc';
import { IncomeSummary } from './income-summary';
import { QueryStatus } from '../../components/query-status';
import { INCOME_QUERY, INCOME_STATUS } from './income-query-options';
import { PayCycleList } from './pay-cycle-card';

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
        <QueryStatus query={monthly} {...INCOME_STATUS}>
          {({ cycles }) => (cycles.length === 0 ? <p className="text-muted-foreground">No pay cycle data available yet.</p> : <PayCycleList cycles={cycles} />)}
        </QueryStatus>
      </section>
    </div>
  );
}
