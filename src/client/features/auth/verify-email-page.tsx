import { useNavigate, useSearch } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../components/notify';
import { Button } from '../../components/ui/button';
import { messageOf } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';
import { AuthShell } from './auth-shell';
import { rememberSession } from './session';
import { onSignedInElsewhere } from './session-broadcast';
import { VERIFICATION_EMAIL_KEY } from './verification-email';

/**
 * /verify-email: 'Check your email' after sign-up; with ?token= (the link from the mail)
 * it confirms the address, which signs the user in, and moves on.
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

  useEffect(() => {
    // Once only: the token is single use (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    verify
      .mutateAsync({ token })
      .then(async (session) => {
        sessionStorage.removeItem(VERIFICATION_EMAIL_KEY);
        notify.success('Your email is confirmed. Welcome!');
        rememberSession(session);
        await navigate({ to: '/dashboard', replace: true });
      })
      .catch((error: unknown) => setFailed(messageOf(error, 'Something went wrong. Please try again.')));
  }, [navigate, token, verify]);

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
