import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../components/notify';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { appCodeOf, messageOf } from '../../lib/api-error';
import { passkeysSupported, askForPasskey, wasCancelled } from '../../lib/passkey';
import { trpc } from '../../lib/trpc';
import { signInInput } from '../../../shared/schemas/auth';
import type { SecondFactorNeeded } from '../../../shared/schemas/two-factor';
import { rememberSession } from './session';
import { VERIFICATION_EMAIL_KEY } from './verification-email';

type Values = z.input<typeof signInInput>;

/** `onSecondFactor`: the password was right and the account has a second factor (decision 029). */
export function SignInForm({ defaultEmail, onSecondFactor }: { defaultEmail: string; onSecondFactor: (methods: SecondFactorNeeded['secondFactor']) => void }) {
  const router = useRouter();
  const navigate = useNavigate();
  const signIn = trpc.auth.signIn.useMutation();
  const resend = trpc.auth.resendVerification.useMutation();
  const passkeyOptions = trpc.security.passkeySignInOptions.useMutation();
  const passkeySignIn = trpc.security.signInWithPasskey.useMutation();
  const passkeyBusy = passkeyOptions.isPending || passkeySignIn.isPending;

  const withPasskey = async () => {
    try {
      const { options, ceremony } = await passkeyOptions.mutateAsync();
      const response = await askForPasskey(options as unknown as Record<string, unknown>);
      rememberSession(await passkeySignIn.mutateAsync({ ceremony, response }));
      await router.invalidate();
    } catch (error) {
      if (!wasCancelled(error)) notify.error(messageOf(error, "We couldn't check that passkey. Please try again."));
    }
  };
  const [unverifiedEmail, setUnverifiedEmail] = useState<string>();
  const form = useForm<Values, unknown, z.output<typeof signInInput>>({
    resolver: zodResolver(signInInput),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setUnverifiedEmail(undefined);
    try {
      const result = await signIn.mutateAsync(values);
      if (result && 'secondFactor' in result) return onSecondFactor(result.secondFactor);
      rememberSession(result);
      // The guards decide where a signed-in user goes.
      await router.invalidate();
    } catch (error) {
      if (appCodeOf(error) === 'EMAIL_NOT_VERIFIED') setUnverifiedEmail(values.email);
      notify.error(messageOf(error, 'Something went wrong. Please try again.'));
    }
  });

  const sendNewLink = async () => {
    if (!unverifiedEmail) return;
    try {
      await resend.mutateAsync({ email: unverifiedEmail });
      sessionStorage.setItem(VERIFICATION_EMAIL_KEY, unverifiedEmail);
      notify.success('We have sent you a new verification link.');
      await navigate({ to: '/verify-email' });
    } catch (error) {
      notify.error(messageOf(error, 'Failed to send a new link'));
    }
  };

  const busy = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <FormField
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="text-right text-sm">
        <Link to="/request-password-reset" className="text-primary underline-offset-4 hover:underline">
          Forgot your password?
        </Link>
      </div>
      {unverifiedEmail && (
        <div className="rounded-md border border-border bg-secondary p-3 text-sm" role="status">
          <p>Your email address is not verified yet.</p>
          <Button type="button" variant="link" className="h-auto p-0" onClick={sendNewLink} disabled={resend.isPending}>
            {resend.isPending ? 'Sending...' : 'Send me a new verification link'}
          </Button>
        </div>
      )}
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? 'Loading...' : 'Sign in'}
      </Button>
      {passkeysSupported() && (
        <Button type="button" variant="outline" className="w-full" onClick={withPasskey} disabled={passkeyBusy}>
          {passkeyBusy ? 'Waiting for your passkey...' : 'Continue with a passkey'}
        </Button>
      )}
      <Button type="button" variant="outline" className="w-full" onClick={() => navigate({ to: '/' })}>
        Back
      </Button>
    </form>
  );
}
