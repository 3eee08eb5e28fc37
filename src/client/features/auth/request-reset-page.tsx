import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { notify } from '../../components/notify';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { messageOf } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';
import { emailOnlyInput } from '../../../shared/schemas/auth';
import { AuthShell } from './auth-shell';

type Values = z.input<typeof emailOnlyInput>;

export function RequestResetPage() {
  const navigate = useNavigate();
  const request = trpc.auth.requestPasswordReset.useMutation();
  const form = useForm<Values, unknown, z.output<typeof emailOnlyInput>>({
    resolver: zodResolver(emailOnlyInput),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      notify.success('Password reset link sent to your email');
      await navigate({ to: '/auth', state: { isLogin: true } });
    } catch (error) {
      notify.error(messageOf(error, 'Failed to send reset link'));
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <AuthShell title="Reset your password" description="Enter your email and we'll send you a link to set a new password.">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField id="email" label="Email" type="email" autoComplete="email" error={form.formState.errors.email?.message} {...form.register('email')} />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <Link to="/auth" state={{ isLogin: true }} className="text-center text-sm text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </form>
    </AuthShell>
  );
}
