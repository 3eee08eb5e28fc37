import { useState } from 'react';
import { formatPence } from '../../../shared/money';
import type { IncomeYear } from '../../../shared/schemas/money';
import { trpc } from '../../lib/trpc';
import { cn } from '../../lib/cn';
import { QueryStatus } from '../../components/query-status';
import { formatDayRange } from './day-range';
import { FigureCard } from './figure-card';
import { INCOME_STATUS, YEARLY_INCOME_QUERY } from './income-query-options';
import { PayCycleList } from './pay-cycle-card';

const YEAR_CHOICES: readonly { value: IncomeYear; label: string }[] = [
  { value: 'calendar', label: 'Calendar year' },
  { value: 'tax', label: 'Tax year' },
];

/** '6 April 2025 to today (tax year 2025-26)'. */
function taxYearCaption(from: string): string {
  const first = Number(from.slice(0, 4));
  return `6 April ${first} to today (tax year ${first}-${String((first + 1) % 100).padStart(2, '0')})`;
}

/**
 * The year so far, then the pay cycles paid in it plus the next, newest first. The year is
 * the calendar year or the UK tax year, 6 April to 5 April (issue 26 item 2).
 */
export function YearlyIncomeTab() {
  const [kind, setKind] = useState<IncomeYear>('calendar');
  const yearly = trpc.money.yearly.useQuery({ year: kind }, YEARLY_INCOME_QUERY);
  return (
    <div className="grid gap-6">
      <div role="group" aria-label="Which year" className="flex flex-wrap gap-2">
        {YEAR_CHOICES.map((choice) => (
          <button
            key={choice.value}
            type="button"
            aria-pressed={kind === choice.value}
            onClick={() => setKind(choice.value)}
            className={cn(
              'h-9 rounded-md border border-border px-3 text-sm',
              kind === choice.value ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
            )}
          >
            {choice.label}
          </button>
        ))}
      </div>
      <QueryStatus query={yearly} {...INCOME_STATUS}>
        {({ year, yearTotal, beforeFirstCycle, cycles }) => (
          <div className="grid gap-6">
            <FigureCard
              title={year.kind === 'tax' ? "What you've earned this tax year" : "What you've earned this year"}
              value={formatPence(yearTotal)}
              caption={year.kind === 'tax' ? taxYearCaption(year.from) : '1 January to today'}
            />
            <section aria-labelledby="yearly-cycles" className="grid gap-3">
              <h2 id="yearly-cycles" className="text-lg font-semibold">
                {year.kind === 'tax' ? 'Pay cycles this tax year' : 'Pay cycles this year'}
              </h2>
              <PayCycleList cycles={cycles} />
              {beforeFirstCycle && (
                <FigureCard
                  title={formatDayRange(beforeFirstCycle.startDate, beforeFirstCycle.endDate)}
                  value={formatPence(beforeFirstCycle.total)}
                  caption={`Before your first payday this ${year.kind === 'tax' ? 'tax year' : 'year'}: counted in the year's total`}
                />
              )}
            </section>
          </div>
        )}
      </QueryStatus>
    </div>
  );
}
