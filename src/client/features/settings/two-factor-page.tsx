import { KeyRound, LogOut, MonitorSmartphone, Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { notify } from '../../components/notify';
import { QueryStatus } from '../../components/query-status';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { CodeField } from '../../components/code-field';
import { FormField } from '../../components/ui/form-field';
import { messageOf } from '../../lib/api-error';
import { createPasskey, passkeysSupported, wasCancelled } from '../../lib/passkey';
import { trpc } from '../../lib/trpc';
import type { TotpSetup, TwoFactorStatus } from '../../../shared/schemas/two-factor';
import { useConfirmIdentity } from './confirm-identity-dialog';
import { SettingsShell } from './settings-shell';

/** Settings > 2FA: an authenticator app with recovery codes (decision 029). */
export function TwoFactorPage() {
  const status = trpc.security.totp.status.useQuery();
  return (
    <SettingsShell title="Two-Factor Authentication" description="Add an extra layer of security to your account.">
      <div className="grid gap-6">
        <QueryStatus query={status} loading="Loading your security settings..." error="Failed to load your security settings">
          {(data) => <AuthenticatorCard status={data} />}
        </QueryStatus>
        <PasskeysCard />
        <SignedInCard />
      </div>
    </SettingsShell>
  );
}

function AuthenticatorCard({ status }: { status: TwoFactorStatus }) {
  const [codes, setCodes] = useState<string[]>();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <ShieldCheck className="size-5" aria-hidden="true" /> Authenticator app
        </CardTitle>
        <CardDescription>
          {status.totpEnabled
            ? `On. Signing in asks for a code from your app after your password. Recovery codes left: ${status.recoveryCodesLeft} of 10.`
            : 'Off. Turn it on to be asked for a code from an app such as Google Authenticator, Microsoft Authenticator or 1Password when you sign in.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(undefined)} />
        ) : status.totpEnabled ? (
          <ManageTwoFactor onNewCodes={setCodes} />
        ) : (
          <TurnOn onCodes={setCodes} />
        )}
      </CardContent>
    </Card>
  );
}

function TurnOn({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const utils = trpc.useUtils();
  const start = trpc.security.totp.startSetup.useMutation();
  const confirm = trpc.security.totp.confirmSetup.useMutation();
  const [setup, setSetup] = useState<TotpSetup>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const { withRecentAuth, dialog } = useConfirmIdentity();

  const begin = async () => {
    try {
      const started = await withRecentAuth(() => start.mutateAsync());
      if (started) setSetup(started);
    } catch (e) {
      notify.error(messageOf(e, 'Something went wrong. Please try again.'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      const done = await withRecentAuth(() => confirm.mutateAsync({ code }));
      if (!done) return;
      const { recoveryCodes } = done;
      onCodes(recoveryCodes);
      notify.success('Two-factor sign-in is on');
      // Turning it on signed the other browsers out (decision 041): the list below changes too.
      await Promise.all([utils.security.totp.status.invalidate(), utils.security.sessions.list.invalidate()]);
    } catch (e) {
      setError(messageOf(e, 'Something went wrong. Please try again.'));
    }
  };

  if (!setup)
    return (
      <>
        <Button onClick={begin} disabled={start.isPending}>
          {start.isPending ? 'Loading...' : 'Turn on two-factor sign-in'}
        </Button>
        {dialog}
      </>
    );
  return (
    <>
      {dialog}
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Turn on two-factor sign-in">
        <ol className="grid list-decimal gap-4 pl-5 text-sm">
          <li>
            Scan this QR code with your authenticator app.
            <img src={setup.qrDataUrl} alt="QR code for your authenticator app" width={220} height={220} className="mt-2 rounded-md border border-border" />
          </li>
          <li>
            Or enter this key by hand (it is the same):
            <code data-testid="totp-secret" className="mt-2 block break-all rounded-md bg-muted p-3 font-mono text-base tracking-wider">
              {setup.secret.match(/.{1,4}/g)?.join(' ')}
            </code>
          </li>
          <li>Enter the 6-digit code your app shows.</li>
        </ol>
        <CodeField id="totp-code" label="Code" value={code} onChange={(e) => setCode(e.target.value)} error={error} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={confirm.isPending}>
            {confirm.isPending ? 'Checking...' : 'Confirm'}
          </Button>
          <Button type="button" variant="outline" onClick={() => setSetup(undefined)}>
            Cancel
          </Button>
        </div>
      </form>
    </>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify.success('Recovery codes copied');
    } catch {
      notify.error('Could not copy. Please write the codes down.');
    }
  };
  return (
    <div className="grid gap-4" role="region" aria-label="Recovery codes">
      <p className="text-sm">
        Keep these recovery codes somewhere safe, such as your password manager. Each one signs you in once if you lose your phone. This is the only time we
        show them.
      </p>
      <ul className="grid grid-cols-1 gap-2 rounded-md bg-muted p-4 font-mono sm:grid-cols-2">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={copy}>
          Copy codes
        </Button>
        <Button type="button" onClick={onDone}>
          I have saved my codes
        </Button>
      </div>
    </div>
  );
}

type Action = 'off' | 'codes';

function ManageTwoFactor({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const [action, setAction] = useState<Action>();
  if (!action)
    return (
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => setAction('codes')}>
          New recovery codes
        </Button>
        <Button variant="destructive" onClick={() => setAction('off')}>
          Turn off
        </Button>
      </div>
    );
  return <PasswordAndCode action={action} onNewCodes={onNewCodes} onClose={() => setAction(undefined)} />;
}

function PasswordAndCode({ action, onNewCodes, onClose }: { action: Action; onNewCodes: (codes: string[]) => void; onClose: () => void }) {
  const utils = trpc.useUtils();
  const disable = trpc.security.totp.disable.useMutation();
  const regenerate = trpc.security.totp.regenerateRecoveryCodes.useMutation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const busy = disable.isPending || regenerate.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      if (action === 'off') {
        await disable.mutateAsync({ password, code });
        notify.success('Two-factor sign-in is off');
        onClose();
      } else {
        const { recoveryCodes } = await regenerate.mutateAsync({ password, code });
        onNewCodes(recoveryCodes);
      }
      await utils.security.totp.status.invalidate();
    } catch (e) {
      setError(messageOf(e, 'Something went wrong. Please try again.'));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={action === 'off' ? 'Turn off two-factor sign-in' : 'Make new recovery codes'}>
      <p className="text-sm text-muted-foreground">
        {action === 'off' ? 'To turn two-factor sign-in off, confirm it is you.' : 'New codes replace the old ones. Confirm it is you.'}
      </p>
      <FormField
        id="tf-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <CodeField
        id="tf-code"
        label="Code from your app (or a recovery code)"
        accepts="either"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant={action === 'off' ? 'destructive' : 'default'} disabled={busy}>
          {busy ? 'Checking...' : action === 'off' ? 'Turn off' : 'Make new codes'}
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

function PasskeysCard() {
  const utils = trpc.useUtils();
  const list = trpc.security.passkeys.list.useQuery();
  const options = trpc.security.passkeys.registrationOptions.useMutation();
  const register = trpc.security.passkeys.register.useMutation();
  const [name, setName] = useState('');
  const busy = options.isPending || register.isPending;
  const { withRecentAuth, dialog } = useConfirmIdentity();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const started = await withRecentAuth(() => options.mutateAsync());
      if (!started) return;
      const { options: creation, ceremony } = started;
      const response = await createPasskey(creation as unknown as Record<string, unknown>);
      await register.mutateAsync({ ceremony, response, name: name.trim() || 'Passkey' });
      setName('');
      notify.success('Passkey added');
      await Promise.all([utils.security.passkeys.list.invalidate(), utils.security.totp.status.invalidate(), utils.security.sessions.list.invalidate()]);
    } catch (e) {
      if (!wasCancelled(e)) notify.error(messageOf(e, "We couldn't add the passkey. Please try again."));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <KeyRound className="size-5" aria-hidden="true" /> Passkeys
        </CardTitle>
        <CardDescription>
          Sign in with your fingerprint, face or screen lock instead of a password, or use a passkey as your second step after the password.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {dialog}
        <QueryStatus query={list} loading="Loading your passkeys..." error="Failed to load your passkeys">
          {(passkeys) =>
            passkeys.length === 0 ? (
              <p className="text-sm text-muted-foreground">No passkeys yet.</p>
            ) : (
              <ul className="grid gap-2" aria-label="Your passkeys">
                {passkeys.map((p) => (
                  <PasskeyRow key={p.id} passkey={p} />
                ))}
              </ul>
            )
          }
        </QueryStatus>
        {passkeysSupported() ? (
          <form onSubmit={add} className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Add a passkey">
            <div className="grow">
              <FormField
                id="passkey-name"
                label="Name for the new passkey"
                placeholder="e.g. My laptop"
                maxLength={60}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            </div>
            <Button type="submit" disabled={busy}>
              {busy ? 'Waiting for your device...' : 'Add a passkey'}
            </Button>
          </form>
        ) : (
          <p className="text-sm text-muted-foreground">This browser cannot use passkeys.</p>
        )}
      </CardContent>
    </Card>
  );
}

type PasskeyItem = { id: string; name: string; createdAt: string | Date; lastUsedAt: string | Date | null };

function PasskeyRow({ passkey }: { passkey: PasskeyItem }) {
  const utils = trpc.useUtils();
  const rename = trpc.security.passkeys.rename.useMutation();
  const remove = trpc.security.passkeys.remove.useMutation();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const refresh = () => Promise.all([utils.security.passkeys.list.invalidate(), utils.security.totp.status.invalidate()]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await rename.mutateAsync({ id: passkey.id, name });
      setEditing(false);
      notify.success('Passkey renamed');
      await refresh();
    } catch (e) {
      notify.error(messageOf(e, "We couldn't rename the passkey."));
    }
  };
  const drop = async () => {
    if (!window.confirm(`Remove the passkey "${passkey.name}"? You can no longer sign in with it.`)) return;
    try {
      await remove.mutateAsync({ id: passkey.id });
      notify.success('Passkey removed');
      await refresh();
    } catch (e) {
      notify.error(messageOf(e, "We couldn't remove the passkey."));
    }
  };

  return (
    <li className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-center sm:justify-between">
      {editing ? (
        <form onSubmit={save} className="flex grow flex-col gap-2 sm:flex-row sm:items-end" aria-label={`Rename ${passkey.name}`}>
          <div className="grow">
            <FormField id={`rename-${passkey.id}`} label="Passkey name" maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <Button type="submit" size="sm" disabled={rename.isPending}>
            Save
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <>
          <div>
            <p className="font-medium">{passkey.name}</p>
            <p className="text-sm text-muted-foreground">
              Added {dateFormat.format(new Date(passkey.createdAt))}
              {passkey.lastUsedAt ? ` · last used ${dateFormat.format(new Date(passkey.lastUsedAt))}` : ' · not used yet'}
            </p>
          </div>
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Rename ${passkey.name}`}>
              <Pencil aria-hidden="true" /> Rename
            </Button>
            <Button size="sm" variant="outline" onClick={drop} disabled={remove.isPending} aria-label={`Remove ${passkey.name}`}>
              <Trash2 aria-hidden="true" /> Remove
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

const timeFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const when = (d: string | Date | null) => (d ? timeFormat.format(new Date(d)) : 'not yet');

/** Where you're signed in: browser sessions (sign out one or all others) and personal access tokens. */
function SignedInCard() {
  const utils = trpc.useUtils();
  const places = trpc.security.sessions.list.useQuery();
  const signOut = trpc.security.sessions.signOut.useMutation();
  const signOutOthers = trpc.security.sessions.signOutOthers.useMutation();

  const endOne = async (id: string) => {
    try {
      await signOut.mutateAsync({ id });
      notify.success('Signed out on that device');
      await utils.security.sessions.list.invalidate();
    } catch (e) {
      notify.error(messageOf(e, "We couldn't sign that device out. Please try again."));
    }
  };
  const endOthers = async () => {
    try {
      const { ended } = await signOutOthers.mutateAsync();
      notify.success(ended === 1 ? 'Signed out on 1 other device' : `Signed out on ${ended} other devices`);
      await utils.security.sessions.list.invalidate();
    } catch (e) {
      notify.error(messageOf(e, "We couldn't sign the other devices out. Please try again."));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <MonitorSmartphone className="size-5" aria-hidden="true" /> Where you're signed in
        </CardTitle>
        <CardDescription>If you don't recognise a device, sign it out and change your password.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryStatus query={places} loading="Loading where you're signed in..." error="Failed to load where you're signed in">
          {(data) => (
            <div className="grid gap-4">
              <ul className="grid gap-2" aria-label="Signed-in devices">
                {data.sessions.map((s) => (
                  <li key={s.id} className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-center sm:justify-between">
                    <div>
                      <p className="font-medium">
                        {s.device}
                        {s.current && <span className="ml-2 rounded bg-secondary px-2 py-0.5 text-xs font-normal">This device</span>}
                      </p>
                      <p className="text-sm text-muted-foreground">
                        Signed in {when(s.signedInAt)} · last used {when(s.lastUsedAt ?? s.signedInAt)}
                      </p>
                    </div>
                    {!s.current && (
                      <Button size="sm" variant="outline" onClick={() => void endOne(s.id)} disabled={signOut.isPending} aria-label={`Sign out ${s.device}`}>
                        <LogOut aria-hidden="true" /> Sign out
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
              {data.sessions.some((s) => !s.current) && (
                <Button variant="outline" className="justify-self-start" onClick={() => void endOthers()} disabled={signOutOthers.isPending}>
                  Sign out all other devices
                </Button>
              )}
              {data.tokens.length > 0 && (
                <div className="grid gap-2">
                  <h3 className="font-medium">Personal access tokens</h3>
                  <ul className="grid gap-2" aria-label="Personal access tokens">
                    {data.tokens.map((t) => (
                      <li key={t.id} className="rounded-md border border-border p-3 text-sm">
                        <p className="font-medium">{t.name}</p>
                        <p className="text-muted-foreground">
                          Last used {when(t.lastUsedAt)} · ends {when(t.expiresAt)}
                        </p>
                      </li>
                    ))}
                  </ul>
                  <p className="text-sm text-muted-foreground">Revoke tokens under Edit Profile.</p>
                </div>
              )}
            </div>
          )}
        </QueryStatus>
      </CardContent>
    </Card>
  );
}
