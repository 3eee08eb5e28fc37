import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../components/notify';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
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
      await reset.mutateAsync({ token: token!, ...values });
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
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Updating...' : 'Update Password'}
        </Button>
      </form>
    </AuthShell>
  );
}
