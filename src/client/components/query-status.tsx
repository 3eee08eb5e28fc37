import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

/** The spinner line shown while a query loads, e.g. 'Loading your bills...'. */
export function LoadingStatus({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="status" className={cn('flex items-center gap-2 py-4 text-muted-foreground', className)}>
      <Loader2 className="size-4 animate-spin" aria-hidden="true" /> {children}
    </p>
  );
}

/** A failed load, with 'Try again' when it can be retried. */
export function LoadError({ message, onRetry, className }: { message: ReactNode; onRetry?: () => void; className?: string }) {
  return (
    <div role="alert" className={cn('flex flex-wrap items-center gap-3 py-4', className)}>
      <p className="text-destructive">{message}</p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

type QueryLike<T> = { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };

type QueryStatusProps<T> = {
  query: QueryLike<T>;
  /** What is loading, e.g. 'Loading your income...'. */
  loading: ReactNode;
  /** What failed, e.g. 'Failed to load your transactions'. */
  error: ReactNode;
  className?: string;
  children: (data: T) => ReactNode;
};

/** One query's three states: the spinner, the failure with 'Try again', or its data. */
export function QueryStatus<T>({ query, loading, error, className, children }: QueryStatusProps<T>) {
  if (query.isPending) return <LoadingStatus className={className}>{loading}</LoadingStatus>;
  if (query.isError || query.data === undefined) return <LoadError message={error} onRetry={() => void query.refetch()} className={className} />;
  return children(query.data);
}
