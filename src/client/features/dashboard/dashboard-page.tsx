import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { BillsList } from '../bills/bills-list';
import { Greeting } from '../shell/greeting';
import { BankAccountsTab } from './bank-accounts-tab';
import { FinancialOverview } from './financial-overview';
import { SavingsTab } from './savings-tab';
import { SpendingOverview } from './spending-overview';

/**
 * Home: the greeting and five tabs (spec 02 §2). The route's loader marks the money data
 * cached by other pages stale, so every figure here is fresh; the once-per-session silent
 * bank refresh runs from the signed-in layout.
 */
export function DashboardPage() {
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 pb-8 md:px-8">
      <h1 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">Home</h1>
      <Greeting />
      <Tabs defaultValue="balance">
        <TabsList aria-label="Dashboard sections">
          <TabsTrigger value="balance">Balance</TabsTrigger>
          <TabsTrigger value="spending">Spending Overview</TabsTrigger>
          <TabsTrigger value="bills">My Bills</TabsTrigger>
          <TabsTrigger value="savings">Savings</TabsTrigger>
          <TabsTrigger value="accounts">Bank Accounts</TabsTrigger>
        </TabsList>
        <TabsContent value="balance">
          <FinancialOverview />
        </TabsContent>
        <TabsContent value="spending">
          <SpendingOverview />
        </TabsContent>
        <TabsContent value="bills">
          <BillsList />
        </TabsContent>
        <TabsContent value="savings">
          <SavingsTab />
        </TabsContent>
        <TabsContent value="accounts">
          <BankAccountsTab />
        </TabsContent>
      </Tabs>
    </main>
  );
}
