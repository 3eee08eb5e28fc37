import { formatPence } from '../../../shared/money';
import { trpc } from '../../lib/trpc';
import { QueryStatus } from '../../components/query-status';
import { formatDayRange } from './day-range';
import { FigureCard } from './figure-card';
import { INCOME_STATUS, YEARLY_INCOME_QUERY } from './income-query-options';
import { PayCycleList } from './pay-cycle-card';

/** The year so far, then one pay cycle per month from January plus the next, newest first. */
export function YearlyIncomeTab() {
  const yearly = trpc.money.yearly.useQuery(undefined, YEARLY_INCOME_QUERY);
  return (
    <QueryStatus query={yearly} {...INCOME_STATUS}>
      {({ yearTotal, beforeFirstCycle, cycles }) => (
        <div className="grid gap-6">
          <FigureCard title="What you've earned this year" value={formatPence(yearTotal)} caption="1 January to today" />
          <section aria-labelledby="yearly-cycles" className="grid gap-3">
            <h2 id="yearly-cycles" className="text-lg font-semibold">
              Pay cycles this year
            </h2>
            <PayCycleList cycles={cycles} />
            {beforeFirstCycle && (
              <FigureCard
                title={formatDayRange(beforeFirstCycle.startDate, beforeFirstCycle.endDate)}
                value={formatPence(beforeFirstCycle.total)}
                caption="Before your first payday this year: counted in the year's total"
              />
            )}
          </section>
        </div>
      )}
    </QueryStatus>
  );
}
