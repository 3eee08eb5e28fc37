import { AlertTriangle, CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../components/notify';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { trpc } from '../../lib/trpc';
import { refreshMessages } from '../../../shared/bank/refresh-messages';
import { needsReconnecting, type ConnectionState } from '../../../shared/bank/connection-state';
import { goToBank, useConnectBank } from '../bank/use-connect-bank';
import { TokenLinkForm } from '../bank/token-link-form';

type Connection = {
  id: string;
  institution_id: string;
  institution_name: string;
  /** Decided by the server (modules/bank/connection-state.ts). */
  state: ConnectionState;
  /** How it is linked again: through the bank, or with a new pasted token. */
  linking: 'redirect' | 'token';
  provider: string;
  access_expires_at: Date | string | null;
};

const formatDay = (at: Date | string | number) => new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** Each connection's access end, "Renew access" from a week before, and "Reconnect" once it has lapsed. */
export function BankConnectionStatus() {
  const connections = trpc.bank.connections.useQuery(undefined, { staleTime: 60_000 });
  const shown = (connections.data ?? []).filter((c) => c.state !== 'linking' && c.state !== 'manual');
  if (shown.length === 0) return null;
  return (
    <ul className="mb-4 grid gap-2" aria-label="Bank connections">
      {shown.map((c) => (
        <ConnectionRow key={c.id} connection={c} />
      ))}
    </ul>
  );
}

function ConnectionRow({ connection: c }: { connection: Connection }) {
  const utils = trpc.useUtils();
  const renew = trpc.bank.renewConnection.useMutation();
  const { connect, pending } = useConnectBank(() => {}, '/settings/bank-connections');
  const end = c.access_expires_at ? new Date(c.access_expires_at).getTime() : null;
  const [newToken, setNewToken] = useState(false);
  const lapsed = needsReconnecting(c.state);
  const renewable = c.state === 'renewable';

  const confirmRenewal = async () => {
    try {
      const result = await renew.mutateAsync({ requisitionId: c.id, reconfirmed: true, returnPath: '/settings/bank-connections' });
      if (result.status === 'redirect') {
        notify.loading('Connecting to your bank...');
        goToBank(result.redirectLink);
        return;
      }
      notify.success(`Access renewed until ${formatDay(result.accessExpiresAt)}`);
      await utils.bank.connections.invalidate();
    } catch {
      notify.error('Failed to renew access. Please try again.');
    }
  };

  if (newToken) {
    const bank = { id: c.institution_id, name: c.institution_name, provider: c.provider, tokenHelp: null };
    return (
      <li className="rounded-lg border border-border p-3 text-sm">
        <TokenLinkForm bank={bank} reconnect={c.id} onBack={() => setNewToken(false)} onLinked={() => setNewToken(false)} />
      </li>
    );
  }

  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium">{c.institution_name}</p>
        {lapsed ? (
          <p className="flex items-center gap-1 text-destructive" role="alert">
            <AlertTriangle className="size-4 shrink-0" aria-hidden="true" /> {refreshMessages.invalidConnection}
          </p>
        ) : end !== null ? (
          <p className="flex items-center gap-1 text-muted-foreground">
            <CalendarClock className="size-4 shrink-0" aria-hidden="true" /> Access until {formatDay(end)}
          </p>
        ) : null}
      </div>
      {lapsed ? (
        <Button size="sm" disabled={pending} onClick={() => (c.linking === 'token' ? setNewToken(true) : void connect(c.institution_id, { reconnect: c.id }))}>
          Reconnect
        </Button>
      ) : renewable ? (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="outline">
              Renew access
            </Button>
          }
          title="Renew access"
          description={`Keep sharing ${c.institution_name} with Plain Sight, read-only, for another 90 days? Your bank may ask you to sign in again.`}
          confirmLabel={renew.isPending ? 'Renewing...' : 'Yes, renew access'}
          onConfirm={() => void confirmRenewal()}
        />
      ) : null}
    </li>
  );
}
