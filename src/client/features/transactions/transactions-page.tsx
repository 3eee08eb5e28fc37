import { useCycleWord } from '../../lib/use-cycle-word';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { FileUp, Search } from 'lucide-react';
import { useState } from 'react';
import { londonDate } from '../../../shared/dates';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { trpc } from '../../lib/trpc';
import { CustomRangeCalendar } from './custom-range-calendar';
import { sinceLabel } from '../../../shared/pay-days/cycle-label';
import { TransactionFilters } from './transaction-filters';
import { TransactionResults } from './transaction-results';
import { NoBankState } from './transactions-empty-state';
import type { TransactionsSearch } from '../../routes/search-params';
import { isTransactionTab, listFilterOf, TRANSACTION_TAB_LABELS, TRANSACTION_TABS } from './transactions-search';
import { useDebouncedValue } from './use-debounced-value';
import type { TransactionsFilter } from './use-transaction-pages';
import { LoadError, LoadingStatus } from '../../components/query-status';

/**
 * Transactions (spec 02 §2): five period tabs, a server-side search, and paged rows. The tab
 * and the custom range live in the query string (the dashboard's spending cards link here
 * with tab=custom&from=&to=), so the URL always says what is on screen.
 */
export function TransactionsPage() {
  const navigate = useNavigate();
  const search = useSearch({ from: '/protected/transactions' });
  const tab = search.tab ?? 'all';
  const today = londonDate();
  const hasBank = trpc.transactions.hasBank.useQuery(undefined, { staleTime: 60_000 });
  const [term, setTerm] = useState('');
  const searched = useDebouncedValue(term.trim(), 300);

  // The category and account filters stay as the tab changes (and the tab as they change).
  const show = (next: TransactionsSearch) =>
    void navigate({ to: '/transactions', search: { category: search.category, account: search.account, ...next }, replace: true });

  let body;
  if (hasBank.isPending) {
    body = <LoadingStatus className="py-0">Loading your transactions...</LoadingStatus>;
  } else if (hasBank.isError) {
    body = <LoadError className="py-0" message="Failed to load your transactions" onRetry={() => void hasBank.refetch()} />;
  } else if (!hasBank.data.hasBank) {
    body = <NoBankState />;
  } else {
    body = (
      <>
        <div className="relative">
          <Search className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder="Search transactions..."
            aria-label="Search transactions"
            className="pl-9"
          />
        </div>
        <TransactionFilters
          category={search.category}
          account={search.account}
          onChange={(filters) => void navigate({ to: '/transactions', search: { ...search, ...filters }, replace: true })}
        />
        <Tabs
          value={tab}
          onValueChange={(value) => isTransactionTab(value) && show(value === 'custom' ? { tab: value, from: search.from, to: search.to } : { tab: value })}
        >
          <TabsList aria-label="Transaction periods">
            {TRANSACTION_TABS.map((value) => (
              <TabsTrigger key={value} value={value}>
                {TRANSACTION_TAB_LABELS[value]}
              </TabsTrigger>
            ))}
          </TabsList>
          {TRANSACTION_TABS.map((value) => (
            <TabsContent key={value} value={value} className="grid grid-cols-1 gap-4">
              {value === 'custom' && (
                <CustomRangeCalendar from={search.from} to={search.to} today={today} onChange={(range) => show({ tab: 'custom', ...range })} />
              )}
              <TabBody tab={value} search={search} searched={searched} today={today} onClearSearch={() => setTerm('')} />
            </TabsContent>
          ))}
        </Tabs>
      </>
    );
  }

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 pb-8 md:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Transactions</h1>
        <Button asChild variant="outline" size="sm">
          <Link to="/import">
            <FileUp aria-hidden="true" /> Import a statement
          </Link>
        </Button>
      </div>
      {body}
    </main>
  );
}

type TabBodyProps = { tab: TransactionsFilter['tab']; search: TransactionsSearch; searched: string; today: string; onClearSearch: () => void };

function TabBody({ tab, search, searched, today, onClearSearch }: TabBodyProps) {
  // The same input as the route's prefetch (routes/app-routes.ts), so the page finds it started.
  const filter = listFilterOf({ ...search, tab }, today, searched);
  if (!filter) return <p className="py-4 text-muted-foreground">Please select both start and end dates to view transactions.</p>;
  if (tab === 'month') {
    return (
      <>
        <MonthRange today={today} />
        <TransactionResults filter={filter} onClearSearch={onClearSearch} />
      </>
    );
  }
  return <TransactionResults filter={filter} onClearSearch={onClearSearch} />;
}

/** This Month is the pay cycle so far (decision 024): say where it began, as the spending card does. */
function MonthRange({ today }: { today: string }) {
  const spending = trpc.dashboard.spending.useQuery(undefined, { staleTime: 30_000 });
  const cycleWord = useCycleWord();
  const month = spending.data?.periods.find((p) => p.key === 'thisMonth');
  if (!month) return null;
  return (
    <p className="mb-2 text-sm text-muted-foreground">
      Your pay {cycleWord === 'month' ? 'month' : 'cycle'}, {sinceLabel(month.from, today)}
    </p>
  );
}
