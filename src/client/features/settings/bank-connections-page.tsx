import { Link } from '@tanstack/react-router';
import { FileUp, Landmark, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../components/notify';
import { formatPence } from '../../../shared/money';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Switch } from '../../components/ui/switch';
import { trpc } from '../../lib/trpc';
import { formatWait } from '../../../shared/bank/refresh-messages';
import { AccountLastUpdated, AccountSummary } from '../bank/account-summary';
import { ConnectBankDialog } from '../bank/connect-bank-dialog';
import { ImportKeptNote } from '../bank/import-kept-note';
import { useUpdateNow } from '../bank/use-update-now';
import { SettingsShell } from './settings-shell';
import { BankConnectionStatus } from './bank-connection-status';
import { LoadingStatus } from '../../components/query-status';

/** Settings > Bank Connections (spec 01 §2). */
export function BankConnectionsPage() {
  const [connectOpen, setConnectOpen] = useState(false);
  const accounts = trpc.bank.accounts.useQuery(undefined, { staleTime: 5 * 60_000 });
  const connectButton = (className: string) => (
    <Button className={className} onClick={() => setConnectOpen(true)}>
      <Plus aria-hidden="true" /> Connect Bank Account
    </Button>
  );

  // Statement imports (issue 12): the path that works with any bank.
  const importLink = (className: string) => (
    <Button asChild variant="outline" className={className}>
      <Link to="/import">
        <FileUp aria-hidden="true" /> Import a statement
      </Link>
    </Button>
  );

  let body;
  if (accounts.isPending) {
    body = <LoadingStatus className="py-0">Loading your bank accounts...</LoadingStatus>;
  } else if (accounts.isError) {
    body = (
      <p role="alert" className="text-destructive">
        Failed to load your bank accounts
      </p>
    );
  } else if (accounts.data.length === 0) {
    body = (
      <>
        <BankConnectionStatus />
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
            <Landmark className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No bank accounts connected yet</p>
            <p className="text-sm text-muted-foreground">Connect your bank to manage your finances</p>
            {connectButton('mt-2')}
            {importLink('')}
          </CardContent>
        </Card>
      </>
    );
  } else {
    body = (
      <>
        <RefreshBar />
        <BankConnectionStatus />
        <ul className="grid gap-3" aria-label="Connected bank accounts">
          {accounts.data.map((account) => (
            <AccountItem key={account.id} account={account} />
          ))}
        </ul>
        {connectButton('mt-4 w-full md:hidden')}
        {importLink('mt-4')}
      </>
    );
  }

  return (
    <SettingsShell
      title="Bank Connections"
      description="The accounts you have linked, read-only."
      actions={accounts.data && accounts.data.length > 0 ? connectButton('hidden md:inline-flex') : undefined}
    >
      {body}
      <ConnectBankDialog open={connectOpen} onOpenChange={setConnectOpen} returnPath="/settings/bank-connections" />
    </SettingsShell>
  );
}

/** Update Now: refresh every connection, within the provider's limits. */
function RefreshBar() {
  const { state, rateLimit, updateNow, importKept } = useUpdateNow();
  return (
    <div className="mb-4 grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {state === 'rate-limited' && rateLimit
            ? `Bank limit reached: try again in ${formatWait(rateLimit.waitTimeSeconds)}`
            : 'Balances and transactions refresh on their own during the day.'}
        </p>
        <Button variant="outline" size="sm" disabled={state === 'refreshing'} onClick={updateNow}>
          <RefreshCw className={state === 'refreshing' ? 'animate-spin' : undefined} aria-hidden="true" />
          {state === 'refreshing' ? 'Updating...' : 'Update Now'}
        </Button>
      </div>
      <ImportKeptNote accounts={importKept} />
    </div>
  );
}

type Account = {
  id: string;
  account_name: string;
  institution_name: string;
  account_classification: 'CurrentAccount' | 'SavingsAccount';
  balance: number;
  currency: string;
  sort_code: string | null;
  last_synced_at: Date | string | null;
  /** A manual account's newest transaction: how current it is. */
  data_to: string | null;
  /** No bank link: filled by statement imports. */
  manual?: boolean;
};

function AccountItem({ account }: { account: Account }) {
  const utils = trpc.useUtils();
  const classify = trpc.bank.setAccountClassification.useMutation();
  const remove = trpc.bank.removeAccount.useMutation();
  const savings = account.account_classification === 'SavingsAccount';
  const switchId = `savings-${account.id}`;

  const toggle = async (checked: boolean) => {
    try {
      await classify.mutateAsync({ accountId: account.id, classification: checked ? 'SavingsAccount' : 'CurrentAccount' });
      notify.success(checked ? 'Account marked as savings' : 'Account marked as current');
      await utils.bank.accounts.invalidate();
    } catch {
      notify.error('Failed to update account type');
    }
  };

  const disconnect = async () => {
    try {
      await remove.mutateAsync({ accountId: account.id });
      notify.success('Bank account disconnected successfully');
      await utils.bank.invalidate();
    } catch {
      notify.error('Failed to disconnect bank account');
    }
  };

  return (
    <li>
      <Card>
        <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <AccountSummary account={account} />
            {account.manual && (
              <span className="mt-1 inline-block rounded-full border px-2 py-0.5 text-xs font-medium" data-testid="manual-badge">
                Manual
              </span>
            )}
            <p className="mt-1 text-lg font-semibold">{formatPence(account.balance, account.currency || 'GBP')}</p>
            <AccountLastUpdated syncedAt={account.last_synced_at} manual={account.manual} dataTo={account.data_to} accountId={account.id} />
            <ImportBatches accountId={account.id} />
          </div>
          <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end">
            <div className="flex items-center gap-2">
              <Switch id={switchId} checked={savings} disabled={classify.isPending} onCheckedChange={(v) => void toggle(v)} />
              <label htmlFor={switchId} className="text-sm">
                Mark as savings account
              </label>
            </div>
            <ConfirmDialog
              trigger={
                <Button variant="ghost" size="sm" className="text-destructive" aria-label={`Disconnect ${account.account_name}`}>
                  <Trash2 aria-hidden="true" /> Disconnect
                </Button>
              }
              title="Disconnect Bank Account"
              description="This will disconnect your bank account and remove all associated data. This action cannot be undone."
              confirmLabel={remove.isPending ? 'Disconnecting...' : 'Disconnect'}
              onConfirm={() => void disconnect()}
            />
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const day = (d: string) => DAY.format(new Date(`${d}T00:00:00Z`));

/** The statement imports into this account, newest first, each with Undo (its rows removed, nothing else). */
function ImportBatches({ accountId }: { accountId: string }) {
  const utils = trpc.useUtils();
  const batches = trpc.imports.batches.useQuery({ accountId }, { staleTime: 60_000 });
  const undo = trpc.imports.undo.useMutation();
  if (!batches.data || batches.data.length === 0) return null;

  const undoBatch = async (batchId: string) => {
    try {
      const result = await undo.mutateAsync({ batchId });
      notify.success(`Import undone: ${result.removed} transaction${result.removed === 1 ? '' : 's'} removed`);
      await utils.invalidate();
    } catch {
      notify.error('Failed to undo the import');
    }
  };

  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-muted-foreground">Imports ({batches.data.length})</summary>
      <ul className="mt-2 grid gap-2" aria-label="Imports">
        {batches.data.map((b) => (
          <li key={b.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 break-words">
              {b.file_name ?? 'Statement'}
              {b.date_from && b.date_to ? `, ${day(b.date_from)} to ${day(b.date_to)}` : ''}: {b.added_count} added
            </span>
            <ConfirmDialog
              trigger={
                <Button variant="ghost" size="sm" aria-label={`Undo import of ${b.file_name ?? 'statement'}`}>
                  Undo
                </Button>
              }
              title="Undo this import?"
              description={`The ${b.added_count} transaction${b.added_count === 1 ? '' : 's'} this file added will be removed. Nothing else changes.`}
              confirmLabel="Undo import"
              onConfirm={() => void undoBatch(b.id)}
            />
          </li>
        ))}
      </ul>
    </details>
  );
}
