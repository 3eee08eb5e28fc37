import { Loader2 } from 'lucide-react';
import { useCycleWord } from '../../lib/use-cycle-word';
import type { ReactNode } from 'react';
import { Card, CardContent } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { londonDate } from '../../../shared/dates';
import { dataSinceLabel, sinceLabel } from '../../../shared/pay-days/cycle-label';

/** One figure with its caption; a spinner while it loads, a short note if it failed. */
export function StatCard({
  title,
  caption,
  value,
  loading,
  failed,
  tone = 'default',
  children,
}: {
  title: string;
  caption: string;
  value: string | undefined;
  loading: boolean;
  failed?: boolean;
  tone?: 'default' | 'red' | 'green';
  children?: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-1 p-5">
        <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
        <div className="min-h-9" aria-live="polite">
          {loading ? (
            <Loader2 className="size-6 animate-spin text-muted-foreground" role="status" aria-label={`Loading ${title}`} />
          ) : failed ? (
            <p className="text-sm text-destructive">Could not load this figure</p>
          ) : (
            <p className={cn('text-3xl font-semibold tracking-tight', tone === 'red' && 'text-red-700', tone === 'green' && 'text-green-700')}>{value}</p>
          )}
        </div>
        <p className="text-sm text-muted-foreground">{caption}</p>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * Where this month (the pay cycle) began: 'This month: since 23 Oct' (decision 024); when the
 * person's history starts later, where the figure's data begins: 'This month: since 26 Oct,
 * your first transaction' (issue 22, item 7).
 */
export function CycleRange({ from, dataFrom = null }: { from: string; dataFrom?: string | null }) {
  const today = londonDate();
  // 'This pay cycle: since 27 Feb' for pay every few weeks (issue 26).
  const word = useCycleWord();
  return (
    <p className="text-xs text-muted-foreground">
      This {word}: {dataFrom ? dataSinceLabel(dataFrom, today) : sinceLabel(from, today)}
    </p>
  );
}
