import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useAccountNames, useCategoryNames } from '../../lib/categories';
import { TransactionDetailSheet } from './transaction-detail-sheet';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TransactionRow } from './transaction-row';
import { NoTransactionsState } from './transactions-empty-state';
import { useTransactionPages, type TransactionsFilter } from './use-transaction-pages';
import { LoadError, LoadingStatus } from '../../components/query-status';

/**
 * The list for one tab: 20 rows at first, then 'Load Transactions' adds the next 20 while
 * more remain, and 'No more transactions' once they are all shown.
 */
export function TransactionResults({ filter, onClearSearch }: { filter: TransactionsFilter; onClearSearch: () => void }) {
  const list = useTransactionPages(filter);
  const categories = useCategoryNames();
  const accounts = useAccountNames();
  const [open, setOpen] = useState<string | null>(null);

  if (list.isPending) {
    return <LoadingStatus className="py-6">Loading your transactions...</LoadingStatus>;
  }
  if (list.isError && list.rows.length === 0) {
    return <LoadError className="py-6" message="Failed to load your transactions" onRetry={list.retry} />;
  }
  if (list.rows.length === 0) return <NoTransactionsState search={filter.search ?? ''} onClearSearch={onClearSearch} />;

  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {list.rows.length.toLocaleString('en-GB')} of {list.total.toLocaleString('en-GB')}
        {list.totalExact ? '' : '+'} transactions
      </p>
      <Card>
        <ul aria-label="Transactions" className="divide-y divide-border">
          {list.rows.map((row) => (
            <TransactionRow
              key={row.id}
              row={row}
              categoryName={categories.nameOf(row.category_id)}
              accountName={accounts.nameOf(row.account_id)}
              onOpen={setOpen}
            />
          ))}
        </ul>
      </Card>
      <TransactionDetailSheet transactionId={open} onClose={() => setOpen(null)} />
      {list.isError && (
        <p role="alert" className="text-destructive">
          Failed to load your transactions
        </p>
      )}
      <div className="flex justify-center">
        {list.loadingMore ? (
          <Button variant="outline" disabled>
            <Loader2 className="animate-spin" aria-hidden="true" /> Loading...
          </Button>
        ) : list.isError ? (
          <Button variant="outline" onClick={list.retry}>
            Try again
          </Button>
        ) : list.hasMore ? (
          <Button variant="outline" onClick={list.loadMore}>
            Load Transactions
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">No more transactions</p>
        )}
      </div>
    </div>
  );
}
