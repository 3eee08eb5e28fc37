import { useRef, useState, type FormEvent } from 'react';
import { CodeField } from '../../components/code-field';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { appCodeOf, messageOf } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';

// "Confirm it's you" (decision 041): turning on 2FA, adding a passkey and deleting the account
// need the password entered in the last few minutes. When the server answers REAUTH_REQUIRED,
// this dialog asks for it (or a code from the app), and the action runs again.

type Pending = { resolve: (confirmed: boolean) => void };

/**
 * `withRecentAuth(action)` runs the action; when the server asks for the password first, it
 * opens the dialog and, once confirmed, runs the action again. Cancelled: undefined.
 * Render `dialog` in the component.
 */
export function useConfirmIdentity() {
  const [pending, setPending] = useState<Pending>();
  const pendingRef = useRef<Pending>(undefined);

  async function withRecentAuth<T>(action: () => Promise<T>, beforeAsking?: () => void): Promise<T | undefined> {
    try {
      return await action();
    } catch (error) {
      if (appCodeOf(error) !== 'REAUTH_REQUIRED') throw error;
      beforeAsking?.();
      const confirmed = await new Promise<boolean>((resolve) => {
        pendingRef.current = { resolve };
        setPending(pendingRef.current);
      });
      return confirmed ? action() : undefined;
    }
  }

  const finish = (confirmed: boolean) => {
    pendingRef.current?.resolve(confirmed);
    pendingRef.current = undefined;
    setPending(undefined);
  };

  return { withRecentAuth, dialog: <ConfirmIdentityDialog open={pending !== undefined} onFinish={finish} /> };
}

function ConfirmIdentityDialog({ open, onFinish }: { open: boolean; onFinish: (confirmed: boolean) => void }) {
  const status = trpc.security.totp.status.useQuery(undefined, { enabled: open });
  const confirm = trpc.security.confirmIdentity.useMutation();
  const [useCode, setUseCode] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const reset = () => {
    setPassword('');
    setCode('');
    setError(undefined);
    setUseCode(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // React passes events up through the portal: the page's own form must not see this submit.
    event.stopPropagation();
    setError(undefined);
    try {
      await confirm.mutateAsync(useCode ? { code } : { password });
      reset();
      onFinish(true);
    } catch (e) {
      setError(messageOf(e, 'Something went wrong. Please try again.'));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next || confirm.isPending) return;
        reset();
        onFinish(false);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Confirm it&apos;s you</DialogTitle>
          <DialogDescription>
            For your security, please {useCode ? 'enter a code from your authenticator app or a recovery code' : 'enter your password'} to continue.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Confirm it's you">
          {useCode ? (
            <CodeField
              id="confirm-identity-code"
              label="Code"
              accepts="either"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={error}
              autoFocus
            />
          ) : (
            <FormField
              id="confirm-identity-password"
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={error}
              autoFocus
            />
          )}
          {status.data?.totpEnabled && (
            <button
              type="button"
              className="justify-self-start text-sm text-primary underline-offset-4 hover:underline"
              onClick={() => {
                setError(undefined);
                setUseCode(!useCode);
              }}
            >
              {useCode ? 'Use your password instead' : 'Use a code from your authenticator app instead'}
            </button>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="outline"
              disabled={confirm.isPending}
              onClick={() => {
                reset();
                onFinish(false);
              }}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={confirm.isPending}>
              {confirm.isPending ? 'Checking...' : 'Continue'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
