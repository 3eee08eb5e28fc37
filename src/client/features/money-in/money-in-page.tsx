import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { trpc } from '../../lib/trpc';
import { ConnectBankPrompt } from './connect-bank-prompt';
import { IncomeSummary } from './income-summary';
import { MonthlyIncomeTab } from './monthly-income-tab';
import { OtherIncomeTab } from './other-income-tab';
import { YearlyIncomeTab } from './yearly-income-tab';

/**
 * Money In (spec 02 §2): income per pay cycle from the user's own pay day. It is also the
 * bank's return address; the root route takes the return parameters before this renders.
 */
export function MoneyInPage() {
  const bank = trpc.transactions.hasBank.useQuery(undefined, { staleTime: 60_000 });
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 pb-8 md:px-8">
      <h1 className="text-2xl font-semibold tracking-tight">Money In</h1>
      {bank.data?.hasBank === false && <ConnectBankPrompt />}
      <Tabs defaultValue="overview">
        <TabsList aria-label="Money In sections">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="monthly">Monthly Income</TabsTrigger>
          <TabsTrigger value="yearly">Yearly Income</TabsTrigger>
          <TabsTrigger value="other">Other Income</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <IncomeSummary />
        </TabsContent>
        <TabsContent value="monthly">
          <MonthlyIncomeTab />
        </TabsContent>
        <TabsContent value="yearly">
          <YearlyIncomeTab />
        </TabsContent>
        <TabsContent value="other">
          <OtherIncomeTab />
        </TabsContent>
      </Tabs>
    </main>
  );
}
