import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '../../components/notify';
import { Button } from '../../components/ui/button';
import { CodeField } from '../../components/code-field';
import { messageOf } from '../../lib/api-error';
import { askForPasskey, wasCancelled } from '../../lib/passkey';
import { trpc } from '../../lib/trpc';
import { codeInput, type SecondFactorNeeded } from '../../../shared/schemas/two-factor';
import { rememberSession } from './session';

type Values = z.input<typeof codeInput>;

/** Sign-in, second step: a code from the authenticator app, or one of the recovery codes. */
export function SecondFactorForm({ methods, onCancel }: { methods: SecondFactorNeeded['secondFactor']; onCancel: () => void }) {
  const router = useRouter();
  const [useRecovery, setUseRecovery] = useState(false);
  const verify = trpc.security.signInWithCode.useMutation();
  const passkeyOptions = trpc.security.passkeySecondFactorOptions.useMutation();
  const passkeyVerify = trpc.security.signInWithPasskeySecondFactor.useMutation();
  const passkeyBusy = passkeyOptions.isPending || passkeyVerify.isPending;

  const withPasskey = async () => {
    try {
      const { options, ceremony } = await passkeyOptions.mutateAsync();
      const response = await askForPasskey(options as unknown as Record<string, unknown>);
      rememberSession(await passkeyVerify.mutateAsync({ ceremony, response }));
      await router.invalidate();
    } catch (error) {
      if (!wasCancelled(error)) notify.error(messageOf(error, "We couldn't check that passkey. Please try again."));
    }
  };
  const form = useForm<Values, unknown, z.output<typeof codeInput>>({ resolver: zodResolver(codeInput), defaultValues: { code: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      rememberSession(await verify.mutateAsync(values));
      await router.invalidate();
    } catch (error) {
      const message = messageOf(error, 'Something went wrong. Please try again.');
      form.setError('code', { message }, { shouldFocus: true });
      notify.error(message);
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Two-factor sign-in">
      {methods.totp &&
        (useRecovery ? (
          <CodeField id="code" label="Recovery code" accepts="recovery" autoFocus error={errors.code?.message} {...form.register('code')} />
        ) : (
          <CodeField id="code" label="Code from your authenticator app" autoFocus error={errors.code?.message} {...form.register('code')} />
        ))}
      {methods.totp && (
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Loading...' : 'Verify'}
        </Button>
      )}
      {methods.totp && (
        <Button
          type="button"
          variant="link"
          className="h-auto p-0"
          onClick={() => {
            form.reset({ code: '' });
            setUseRecovery(!useRecovery);
          }}
        >
          {useRecovery ? 'Use a code from your app instead' : 'Use a recovery code instead'}
        </Button>
      )}
      {methods.passkey && (
        <Button type="button" variant={methods.totp ? 'outline' : 'default'} className="w-full" onClick={withPasskey} disabled={passkeyBusy}>
          {passkeyBusy ? 'Waiting for your passkey...' : 'Use a passkey'}
        </Button>
      )}
      <Button type="button" variant="outline" className="w-full" onClick={onCancel}>
        Back
      </Button>
    </form>
  );
}
