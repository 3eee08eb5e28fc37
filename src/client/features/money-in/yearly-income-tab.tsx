import { formatPence } from '../../../shared/money';
import { trpc } from '../../lib/trpc';
import { FigureCard } from './figure-card';
import { YEARLY_INCOME_QUERY } from './income-query-options';
import { PayCycleList } from './pay-cycle-card';
import { IncomeLoadError, IncomeLoading } from './query-status';

/** The year so far, then one pay cycle per month from January plus the next, newest first. */
export function YearlyIncomeTab() {
  const yearly = trpc.money.yearly.useQuery(undefined, YEARLY_INCOME_QUERY);
  if (yearly.isPending) return <IncomeLoading />;
  if (yearly.isError) return <IncomeLoadError onRetry={() => void yearly.refetch()} />;
  return (
    <div className="grid gap-6">
      <FigureCard title="What you've earned this year" value={formatPence(yearly.data.yearTotal)} caption="1 January to today" />
      <section aria-labelledby="yearly-cycles" className="grid gap-3">
        <h2 id="yearly-cycles" className="text-lg font-semibold">
          Pay cycles this year
        </h2>
        <PayCycleList cycles={yearly.data.cycles} />
      </section>
    </div>
  );
}
