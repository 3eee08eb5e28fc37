import { Link } from '@tanstack/react-router';
import { FileUp, Landmark, Plus } from 'lucide-react';
import { useState } from 'react';
import { formatPence } from '../../../shared/money';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { trpc } from '../../lib/trpc';
import { AccountLastUpdated, AccountSummary } from '../bank/account-summary';
import { ConnectBankDialog } from '../bank/connect-bank-dialog';
import { LoadingStatus } from '../../components/query-status';

/** Bank Accounts tab: each linked account with its available balance; add another bank. */
export function BankAccountsTab() {
  const [connectOpen, setConnectOpen] = useState(false);
  const accounts = trpc.bank.accounts.useQuery(undefined, { staleTime: 5 * 60_000 });
  const none = accounts.data?.length === 0;

  return (
    <section aria-labelledby="accounts-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="accounts-heading" className="text-lg font-semibold">
          Bank Accounts
        </h2>
        <Button size="sm" onClick={() => setConnectOpen(true)}>
          <Plus aria-hidden="true" /> Add Account
        </Button>
      </div>
      {accounts.isPending ? (
        <LoadingStatus className="py-0">Loading your bank accounts...</LoadingStatus>
      ) : accounts.isError ? (
        <p role="alert" className="text-destructive">
          Failed to load bank accounts
        </p>
      ) : none ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
            <Landmark className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No bank accounts connected yet</p>
            <p className="text-sm text-muted-foreground">Connect your bank to manage your finances</p>
            <Button asChild variant="outline" className="mt-2">
              <Link to="/import">
                <FileUp aria-hidden="true" /> Import a statement
              </Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Bank accounts">
          {accounts.data.map((account) => (
            <li key={account.id}>
              <Card>
                <CardContent className="flex flex-col gap-2 p-4">
                  <AccountSummary account={account} />
                  <AccountLastUpdated syncedAt={account.last_synced_at} manual={account.manual} dataTo={account.data_to} accountId={account.id} />
                  <div>
                    <p className="text-xs text-muted-foreground">Available balance</p>
                    <p className="text-xl font-semibold">{formatPence(account.balance, account.currency || 'GBP')}</p>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {accounts.data && (
        <Button variant="outline" className="self-start" onClick={() => setConnectOpen(true)}>
          <Plus aria-hidden="true" /> {none ? 'Connect Bank Account' : 'Add Another Account'}
        </Button>
      )}
      <ConnectBankDialog open={connectOpen} onOpenChange={setConnectOpen} returnPath="/dashboard" />
    </section>
  );
}
