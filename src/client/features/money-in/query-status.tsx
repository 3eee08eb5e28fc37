import { Loader2 } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** The spinner shown while income figures load. */
export function IncomeLoading() {
  return (
    <p className="flex items-center gap-2 py-4 text-muted-foreground" role="status">
      <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading your income...
    </p>
  );
}

/** A failed load, with a way to try again (spec §8: 'Failed to load your transactions'). */
export function IncomeLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 py-4">
      <p className="text-destructive">Failed to load your transactions</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
