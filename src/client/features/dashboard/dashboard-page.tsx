import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingStatus } from '../../components/query-status';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { SalaryQuestion } from '../bank/salary-question';
import { Greeting } from '../shell/greeting';
import { FinancialOverview } from './financial-overview';

// The Balance tab is what Home opens on; the other four tabs' code (the bills list brings
// its forms, date picker and dialogs) loads when a tab is about to be chosen, so a phone's
// first load carries only what it shows (issue 17). Radix mounts only the chosen tab.
const tabCode = {
  spending: () => import('./spending-overview'),
  bills: () => import('../bills/bills-list'),
  savings: () => import('./savings-tab'),
  accounts: () => import('./bank-accounts-tab'),
};
const SpendingOverview = lazy(() => tabCode.spending().then((m) => ({ default: m.SpendingOverview })));
const BillsList = lazy(() => tabCode.bills().then((m) => ({ default: m.BillsList })));
const SavingsTab = lazy(() => tabCode.savings().then((m) => ({ default: m.SavingsTab })));
const BankAccountsTab = lazy(() => tabCode.accounts().then((m) => ({ default: m.BankAccountsTab })));
/** On a pointer over the tabs or focus in them: the tabs' code is then here by the click. */
const loadTabCode = () => Object.values(tabCode).forEach((load) => void load().catch(() => undefined));

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
      <SalaryQuestion />
      <Tabs defaultValue="balance">
        <TabsList aria-label="Dashboard sections" onPointerEnter={loadTabCode} onPointerDown={loadTabCode} onFocus={loadTabCode}>
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
          <TabCode>
            <SpendingOverview />
          </TabCode>
        </TabsContent>
        <TabsContent value="bills">
          <TabCode>
            <BillsList />
          </TabCode>
        </TabsContent>
        <TabsContent value="savings">
          <TabCode>
            <SavingsTab />
          </TabCode>
        </TabsContent>
        <TabsContent value="accounts">
          <TabCode>
            <BankAccountsTab />
          </TabCode>
        </TabsContent>
      </Tabs>
    </main>
  );
}

const TabCode = ({ children }: { children: ReactNode }) => <Suspense fallback={<LoadingStatus>Loading...</LoadingStatus>}>{children}</Suspense>;
