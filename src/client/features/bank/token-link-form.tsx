import { useState, type FormEvent } from 'react';
import { notify } from '../../components/notify';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { connectMessages } from '../../../shared/bank/refresh-messages';
import { trpc } from '../../lib/trpc';

export type TokenBank = { id: string; name: string; provider: string; tokenHelp: string | null };

/**
 * A bank linked with a token the person pastes (the provider's linking is 'token'): the
 * server checks it at once and keeps it encrypted; it is never shown again, so the field
 * is a password field and empties after sending.
 */
export function TokenLinkForm({
  bank,
  reconnect,
  onBack,
  onLinked,
}: {
  bank: TokenBank;
  /** The connection whose token stopped working: it takes the new one, its accounts and history stay. */
  reconnect?: string;
  onBack: () => void;
  onLinked: () => void;
}) {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | undefined>();
  const utils = trpc.useUtils();
  const link = trpc.bank.linkWithToken.useMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await link.mutateAsync({ provider: bank.provider, institutionId: bank.id, token, reconnect });
      setToken('');
      notify.success(connectMessages.connected);
      await utils.bank.invalidate();
      onLinked();
    } catch (e) {
      setToken('');
      const known = (e as { data?: { httpStatus?: number } })?.data?.httpStatus;
      setError(known && known < 500 ? (e as Error).message : connectMessages.exception);
    }
  };

  return (
    <form className="grid gap-4" onSubmit={(e) => void submit(e)} aria-label={`Connect ${bank.name}`}>
      <p className="font-medium">Connect {bank.name}</p>
      {bank.tokenHelp && <p className="text-sm text-muted-foreground">{bank.tokenHelp}</p>}
      <FormField
        id="bank-token"
        label="Personal access token"
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={token}
        onChange={(e) => setToken(e.target.value)}
        error={error}
        required
        minLength={8}
        maxLength={4096}
      />
      <p className="text-sm text-muted-foreground">
        It is checked with your bank at once, kept encrypted, and never shown again. Read-only: nobody can move your money.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={link.isPending || token.trim().length < 8}>
          {link.isPending ? 'Connecting...' : 'Connect'}
        </Button>
        <Button type="button" variant="outline" onClick={onBack} disabled={link.isPending}>
          Back
        </Button>
      </div>
    </form>
  );
}
