import { notify } from '../../components/notify';
import { formatDateTime } from '../../../shared/format';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { trpc } from '../../lib/trpc';
import { LoadingStatus } from '../../components/query-status';

type Token = { id: string; name: string; token_prefix: string; created_at: Date | string; last_used_at: Date | string | null; expires_at: Date | string };

/** The user's live tokens: what identifies each one (never the token itself), when it was last used and when it stops working. */
export function AccessTokensList() {
  const tokens = trpc.tokens.list.useQuery();

  if (tokens.isPending) {
    return <LoadingStatus className="text-sm py-0">Loading your tokens...</LoadingStatus>;
  }
  if (tokens.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Failed to load your tokens
      </p>
    );
  if (tokens.data.length === 0) return <p className="text-sm text-muted-foreground">You have no tokens yet.</p>;

  return (
    <ul aria-label="Your tokens" className="grid divide-y divide-border rounded-md border border-border">
      {tokens.data.map((token) => (
        <TokenItem key={token.id} token={token} />
      ))}
    </ul>
  );
}

function TokenItem({ token }: { token: Token }) {
  const utils = trpc.useUtils();
  const revoke = trpc.tokens.revoke.useMutation();

  const confirmRevoke = async () => {
    try {
      await revoke.mutateAsync({ id: token.id });
      notify.success('Token revoked');
    } catch {
      notify.error('Failed to revoke token');
    }
    await utils.tokens.list.invalidate();
  };

  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words">{token.name}</p>
        <p className="text-sm text-muted-foreground">
          <code className="text-xs">{token.token_prefix}…</code> · Created {formatDateTime(token.created_at)}
        </p>
        <p className="text-sm text-muted-foreground">{token.last_used_at ? `Last used ${formatDateTime(token.last_used_at)}` : 'Never used'}</p>
        <p className="text-sm text-muted-foreground">Expires {formatDateTime(token.expires_at)}</p>
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" className="self-start text-destructive sm:self-center" aria-label={`Revoke ${token.name}`}>
            Revoke
          </Button>
        }
        title="Revoke this token?"
        description={`Scripts using "${token.name}" will stop working straight away. This cannot be undone: you would need to create a new token.`}
        confirmLabel="Revoke"
        onConfirm={() => void confirmRevoke()}
      />
    </li>
  );
}
