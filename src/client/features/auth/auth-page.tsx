import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthShell } from './auth-shell';
import type { SecondFactorNeeded } from '../../../shared/schemas/two-factor';
import { SecondFactorForm } from './second-factor-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/** /auth: sign-up by default; sign-in when navigation state says isLogin. */
export function AuthPage() {
  const navigate = useNavigate();
  const isLogin = useLocation({ select: (l) => l.state.isLogin === true });
  const { plan } = useSearch({ from: '/auth-only/auth' });
  const [email, setEmail] = useState('');
  const [secondFactor, setSecondFactor] = useState<SecondFactorNeeded['secondFactor']>();

  // The mode lives in the history entry, not in the component: Back from 'Forgot your
  // password?' returns to the sign-in the person left.
  const setMode = (login: boolean) => void navigate({ to: '/auth', search: true, state: (s) => ({ ...s, isLogin: login }), replace: true });
  const toSignIn = (withEmail?: string) => {
    if (withEmail) setEmail(withEmail);
    setMode(true);
  };

  if (isLogin && secondFactor)
    return (
      <AuthShell
        title="Two-factor sign-in"
        description={secondFactor.totp ? 'Enter the 6-digit code from your authenticator app.' : 'Use your passkey to finish signing in.'}
      >
        <SecondFactorForm methods={secondFactor} onCancel={() => setSecondFactor(undefined)} />
      </AuthShell>
    );

  return (
    <AuthShell
      title={isLogin ? 'Welcome back' : 'Create your account'}
      description={isLogin ? 'Sign in to see your money in plain sight.' : 'Start your 7-day free trial. No card needed to look around.'}
    >
      {isLogin ? <SignInForm key="in" defaultEmail={email} onSecondFactor={setSecondFactor} /> : <SignUpForm key="up" plan={plan} onEmailInUse={toSignIn} />}
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {isLogin ? "Don't have an account? " : 'Already have an account? '}
        <button type="button" className="font-medium text-primary underline-offset-4 hover:underline" onClick={() => setMode(!isLogin)}>
          {isLogin ? 'Sign up' : 'Sign in'}
        </button>
      </p>
    </AuthShell>
  );
}
