import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../components/notify';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { FormField } from '../../components/ui/form-field';
import { messageOf } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';
import { newPasswordForm } from '../../../shared/schemas/auth';
import { AuthShell } from './auth-shell';
import { rememberSession } from './session';

type Values = z.input<typeof newPasswordForm>;

/** /reset-password?token=…: a live link lets the user set a new password, then sign in. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const { token } = useSearch({ from: '/auth-only/reset-password' });
  const check = trpc.auth.checkResetToken.useQuery({ token: token ?? '' }, { enabled: Boolean(token && token.length >= 16), retry: false });
  const reset = trpc.auth.resetPassword.useMutation();
  const form = useForm<Values>({ resolver: zodResolver(newPasswordForm), defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;
  // On by default (decision 041): what was added since the password was last entered may be a thief's.
  const [removeNew, setRemoveNew] = useState(true);

  // Once the reset succeeds the link is spent: that must not read as an invalid link.
  const succeeded = useRef(false);
  const invalid = !token || token.length < 16 || check.isError || check.data?.valid === false;
  useEffect(() => {
    if (!invalid || succeeded.current) return;
    notify.error('Invalid or expired reset link');
    // Whoever follows a reset link has an account: sign-in, not sign-up.
    void navigate({ to: '/auth', state: { isLogin: true }, replace: true });
  }, [invalid, navigate]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ token: token!, ...values, removeNewSecondFactors: removeNew });
      succeeded.current = true;
      // Every session ended with the reset: the user signs in again.
      rememberSession(null);
      notify.success('Password updated successfully');
      await navigate({ to: '/auth', state: { isLogin: true } });
    } catch (error) {
      notify.error(messageOf(error, 'Failed to update password'));
    }
  });

  if (invalid || !check.data) {
    return (
      <AuthShell title="Set new password">
        <p role="status" className="text-muted-foreground">
          Loading...
        </p>
      </AuthShell>
    );
  }

  const busy = form.formState.isSubmitting;
  const added = check.data.newSecondFactors;
  const addedText = [
    ...(added.totp ? ['two-factor sign-in with an authenticator app'] : []),
    ...(added.passkeys > 0 ? [added.passkeys === 1 ? '1 passkey' : `${added.passkeys} passkeys`] : []),
  ].join(' and ');
  return (
    <AuthShell title="Set new password">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField
          id="password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormField
          id="confirmPassword"
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        {addedText && (
          <div className="flex items-start gap-3 rounded-md border border-border p-3">
            <Checkbox id="removeNewSecondFactors" checked={removeNew} onCheckedChange={(v) => setRemoveNew(v === true)} className="mt-0.5" />
            <Label htmlFor="removeNewSecondFactors" className="grid gap-1 font-normal leading-snug">
              <span className="font-medium">Also remove {addedText}</span>
              <span className="text-sm text-muted-foreground">
                Added since your password was last entered. If you did not add {added.passkeys + (added.totp ? 1 : 0) === 1 ? 'it' : 'them'}, someone else may
                have: leave this ticked.
              </span>
            </Label>
          </div>
        )}
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Updating...' : 'Update Password'}
        </Button>
      </form>
    </AuthShell>
  );
}
