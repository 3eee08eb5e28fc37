import { useCycleWord } from '../../lib/use-cycle-word';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { formatPence } from '../../../shared/money';
import { sinceLabel } from '../../../shared/pay-days/cycle-label';
import { Card } from '../../components/ui/card';
import { trpc } from '../../lib/trpc';
import { LoadingStatus } from '../../components/query-status';
import { lazy, Suspense } from 'react';

// Recharts is loaded only when this tab shows (issue 14): not in the entry or dashboard chunk.
const SpendingCharts = lazy(() => import('./spending-charts'));

/** Money spent as the cards show it: '-£12.50', and £0.00 (never '-£0.00') for nothing spent. */
export const formatSpent = (pence: number) => (pence === 0 ? formatPence(0) : `-${formatPence(pence)}`);

/** Spending Overview tab: one card per visible period, each opening its transactions. */
export function SpendingOverview() {
  const spending = trpc.dashboard.spending.useQuery(undefined, {
    staleTime: 10_000,
    gcTime: 5 * 60_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
    retry: 3,
  });
  // Pay every few weeks: 'this month' is the pay cycle (issue 26).
  const cycleWord = useCycleWord();

  return (
    <section aria-labelledby="spending-heading" className="flex flex-col gap-4">
      <h2 id="spending-heading" className="text-lg font-semibold">
        Spending Overview
      </h2>
      {spending.isPending ? (
        <LoadingStatus className="py-0">Loading your spending...</LoadingStatus>
      ) : spending.isError ? (
        <p role="alert" className="text-destructive">
          Failed to load your transactions
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {spending.data.periods.map((period) => (
            <li key={period.key}>
              <Card className="transition-colors hover:border-primary">
                <Link
                  to="/transactions"
                  search={{ tab: 'custom', from: period.from, to: period.to }}
                  className="flex items-center justify-between gap-3 rounded-lg p-5 focus-visible:outline-2 focus-visible:outline-primary"
                >
                  <span className="flex flex-col gap-1">
                    <span className="text-sm font-medium text-muted-foreground">
                      {period.key === 'thisMonth' && cycleWord !== 'month' ? "What you've spent this pay cycle" : period.label}
                    </span>
                    <span className="text-2xl font-semibold tracking-tight">{formatSpent(period.total)}</span>
                    {period.key === 'thisMonth' && <span className="text-xs text-muted-foreground">{sinceLabel(period.from, period.to)}</span>}
                    <span className="text-xs text-muted-foreground">Click to view transactions</span>
                  </span>
                  <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={<LoadingStatus className="py-0">Loading your charts...</LoadingStatus>}>
        <SpendingCharts />
      </Suspense>
    </section>
  );
}
