import { formatPence } from '../../../shared/money';
import { trpc } from '../../lib/trpc';
import { QueryStatus } from '../../components/query-status';
import { FigureCard } from './figure-card';
import { INCOME_QUERY, INCOME_STATUS } from './income-query-options';
import { formatDayRange } from './day-range';
import { dataSinceLabel } from '../../../shared/pay-days/cycle-label';

/**
 * This month's (or pay cycle's) income over the user's own pay period (from their pay day, returned by the
 * server), and the total since 1 January.
 */
export function IncomeSummary() {
  const overview = trpc.money.overview.useQuery(undefined, INCOME_QUERY);
  return (
    <QueryStatus query={overview} {...INCOME_STATUS}>
      {({ payDayWords, cycleWord, current, yearToDate }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <FigureCard
            title={cycleWord === 'month' ? "This month's income" : "This pay cycle's income"}
            value={formatPence(current.total)}
            caption={<>Pay period {formatDayRange(current.startDate, current.endDate)}</>}
          >
            <p className="text-xs text-muted-foreground">Your pay period starts on your pay day, {payDayWords}.</p>
          </FigureCard>
          <FigureCard
            title="Year to date"
            value={formatPence(yearToDate.total)}
            // Three months of data is not a year: say where it starts (issue 22, item 7).
            caption={
              yearToDate.dataFrom
                ? `Since ${dataSinceLabel(yearToDate.dataFrom, yearToDate.to).slice('since '.length)}`
                : formatDayRange(yearToDate.from, yearToDate.to)
            }
          />
        </div>
      )}
    </QueryStatus>
  );
}
