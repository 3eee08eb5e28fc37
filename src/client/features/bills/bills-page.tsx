import { useNavigate, useSearch } from '@tanstack/react-router';
import type { BillsTab } from '../../../shared/url-values';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { BudgetsTab } from '../budgets/budgets-tab';
import { LoansTab } from '../loans/loans-tab';
import { BillsList } from './bills-list';
import { BillsSummary } from './bills-summary';
import { CheckPaymentsButton } from './check-payments-button';
import { SubscriptionsView } from './subscriptions-view';

/** My Bills /bills (spec 02 §2): Balance, My Bills, My Loans and Budgets (issue 26); the tab is kept in the address (?tab=). */
export function BillsPage() {
  const search = useSearch({ from: '/protected/bills' });
  const navigate = useNavigate();
  const tab = search.tab ?? 'bills';
  const setTab = (next: string) => void navigate({ to: '/bills', search: next === 'bills' ? {} : { tab: next as BillsTab }, replace: true });

  return (
    <main className="mx-auto w-full max-w-6xl px-4 pb-8 md:px-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">My Bills</h1>
        <CheckPaymentsButton />
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Bills sections">
          <TabsTrigger value="balance">Balance</TabsTrigger>
          <TabsTrigger value="bills">My Bills</TabsTrigger>
          <TabsTrigger value="subscriptions">Subscriptions</TabsTrigger>
          <TabsTrigger value="loans">My Loans</TabsTrigger>
          <TabsTrigger value="budgets">Budgets</TabsTrigger>
        </TabsList>
        <TabsContent value="balance">
          <BillsSummary />
        </TabsContent>
        <TabsContent value="bills">
          <BillsList title="Your bills" />
        </TabsContent>
        <TabsContent value="subscriptions">
          <SubscriptionsView />
        </TabsContent>
        <TabsContent value="loans">
          <LoansTab />
        </TabsContent>
        <TabsContent value="budgets">
          <BudgetsTab />
        </TabsContent>
      </Tabs>
    </main>
  );
}
