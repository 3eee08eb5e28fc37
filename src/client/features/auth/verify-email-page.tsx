import { useNavigate, useSearch } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { notify } from '../../components/notify';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import type { SessionInfo } from '../../../shared/schemas/auth';
import { messageOf } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';
import { AuthShell } from './auth-shell';
import { rememberSession } from './session';
import { onSignedInElsewhere } from './session-broadcast';
import { VERIFICATION_EMAIL_KEY } from './verification-email';

/**
 * /verify-email: 'Check your email' after sign-up; with ?token= (the link from the mail)
 * it confirms the address, which signs the user in, and moves on. Opened in another browser
 * than the one that signed up (a phone, a mail app), it asks for the sign-up password, or a
 * new one, first (issue 22, item 9).
 */
export function VerifyEmailPage() {
  const { token } = useSearch({ from: '/auth-only/verify-email' });
  return token ? <ConfirmEmail token={token} /> : <CheckYourEmail />;
}

function ConfirmEmail({ token }: { token: string }) {
  const navigate = useNavigate();
  const verify = trpc.auth.verifyEmail.useMutation();
  const started = useRef(false);
  const [failed, setFailed] = useState<string>();
  const [passwordNeeded, setPasswordNeeded] = useState(false);

  const welcome = async (session: SessionInfo | null) => {
    sessionStorage.removeItem(VERIFICATION_EMAIL_KEY);
    notify.success('Your email is confirmed. Welcome!');
    rememberSession(session);
    await navigate({ to: '/dashboard', replace: true });
  };

  useEffect(() => {
    // Once only: the token is single use (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    verify
      .mutateAsync({ token })
      .then(async (answer) => {
        if (answer && 'passwordNeeded' in answer) setPasswordNeeded(true);
        else await welcome(answer);
      })
      .catch((error: unknown) => setFailed(messageOf(error, 'Something went wrong. Please try again.')));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, [token]);

  if (passwordNeeded && !failed) return <ConfirmWithPassword token={token} onDone={welcome} />;
  if (!failed) {
    return (
      <AuthShell title="Confirming your email">
        <p role="status" className="text-muted-foreground">
          Loading...
        </p>
      </AuthShell>
    );
  }
  return (
    <AuthShell title="We couldn't confirm your email">
      <p role="alert" className="mb-6 text-sm text-destructive">
        {failed}
      </p>
      <Button className="w-full" onClick={() => navigate({ to: '/auth', state: { isLogin: true } })}>
        Go to sign in
      </Button>
    </AuthShell>
  );
}

/**
 * The link opened in another browser: whoever chose the password at sign-up types it here;
 * whoever did not (or forgot it) chooses a new one, which replaces it.
 */
function ConfirmWithPassword({ token, onDone }: { token: string; onDone: (session: SessionInfo | null) => Promise<void> }) {
  const withPassword = trpc.auth.verifyEmailWithPassword.useMutation();
  const withNew = trpc.auth.verifyEmailWithNewPassword.useMutation();
  const [choosing, setChoosing] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string>();
  const busy = withPassword.isPending || withNew.isPending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      const session = choosing ? await withNew.mutateAsync({ token, password, confirmPassword: confirm }) : await withPassword.mutateAsync({ token, password });
      await onDone(session);
    } catch (err) {
      setError(messageOf(err, 'Something went wrong. Please try again.'));
    }
  };

  return (
    <AuthShell title={choosing ? 'Choose a new password' : 'Confirm it is you'}>
      <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <p className="text-sm text-muted-foreground">
          {choosing
            ? 'Your new password replaces the one given at sign-up, and you will be signed in here.'
            : 'You opened the link on a different device or browser from the one you signed up on. Enter the password you chose when you signed up to confirm your email and sign in here.'}
        </p>
        <FormField
          id="verify-password"
          label={choosing ? 'New password' : 'Password'}
          type="password"
          autoComplete={choosing ? 'new-password' : 'current-password'}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {choosing && (
          <FormField
            id="verify-confirm"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        )}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <Button type="submit" disabled={busy || password === ''}>
          {busy ? 'Confirming...' : choosing ? 'Save password and sign in' : 'Confirm and sign in'}
        </Button>
        <Button
          type="button"
          variant="link"
          onClick={() => {
            setChoosing(!choosing);
            setError(undefined);
            setPassword('');
            setConfirm('');
          }}
        >
          {choosing ? 'I remember my password' : 'Choose a new password instead'}
        </Button>
      </form>
    </AuthShell>
  );
}

function CheckYourEmail() {
  const navigate = useNavigate();
  const resend = trpc.auth.resendVerification.useMutation();
  const [email] = useState(() => sessionStorage.getItem(VERIFICATION_EMAIL_KEY));
  // Signed in meanwhile (the link opened in another tab, or a return to this tab after it):
  // on to /dashboard, where the guards send a new user to onboarding.
  const session = trpc.auth.session.useQuery(undefined, { refetchOnWindowFocus: 'always' });
  const signedIn = Boolean(session.data);
  const { refetch } = session;

  useEffect(() => onSignedInElsewhere(() => void refetch()), [refetch]);
  useEffect(() => {
    if (signedIn) {
      sessionStorage.removeItem(VERIFICATION_EMAIL_KEY);
      void navigate({ to: '/dashboard', replace: true });
    } else if (!email) void navigate({ to: '/auth', replace: true });
  }, [email, signedIn, navigate]);
  if (!email) return null;

  const sendAgain = async () => {
    try {
      await resend.mutateAsync({ email });
      notify.success('We have sent you a new verification link.');
    } catch (error) {
      notify.error(messageOf(error, 'Failed to send a new link'));
    }
  };

  return (
    <AuthShell title="Check your email">
      <div className="grid gap-4 text-center">
        <MailCheck className="mx-auto size-12 text-primary" aria-hidden="true" />
        <p>
          We've sent a verification link to <strong className="break-all">{email}</strong>.
        </p>
        <p className="text-sm text-muted-foreground">Open it to confirm your address. The link works for 24 hours.</p>
        <Button variant="outline" onClick={sendAgain} disabled={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Send the link again'}
        </Button>
        <Button variant="link" onClick={() => navigate({ to: '/auth', state: { isLogin: true } })}>
          Back to sign in
        </Button>
      </div>
    </AuthShell>
  );
}
