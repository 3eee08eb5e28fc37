import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../components/notify';
import type { z } from 'zod';
import { changePasswordInput, currentPasswordIncorrect, passwordsDontMatch } from '../../../shared/schemas/settings';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { messageOf } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';

type Values = z.input<typeof changePasswordInput>;
const empty: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Password: 'Change Password' opens the three fields; success or Cancel closes and clears them. */
export function PasswordCard() {
  const [open, setOpen] = useState(false);
  const change = trpc.settings.changePassword.useMutation();
  const form = useForm<Values, unknown, z.output<typeof changePasswordInput>>({ resolver: zodResolver(changePasswordInput), defaultValues: empty });
  const { errors } = form.formState;

  const close = () => {
    form.reset(empty);
    setOpen(false);
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await change.mutateAsync(values);
        notify.success('Password updated', { description: 'Your password has been changed successfully.' });
        close();
      } catch (error) {
        const message = messageOf(error, 'There was a problem updating your password.');
        if (message === currentPasswordIncorrect) form.setError('currentPassword', { message }, { shouldFocus: true });
        notify.error('Error updating password', { description: message });
      }
    },
    (invalid) => {
      if (invalid.confirmPassword?.message === passwordsDontMatch.title)
        notify.error(passwordsDontMatch.title, { description: passwordsDontMatch.description });
    },
  );

  const busy = form.formState.isSubmitting;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Password</CardTitle>
        <CardDescription>Change the password you sign in with.</CardDescription>
      </CardHeader>
      <CardContent>
        {open ? (
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Change password">
            <FormField
              id="currentPassword"
              label="Current Password"
              type="password"
              autoComplete="current-password"
              required
              autoFocus
              error={errors.currentPassword?.message}
              {...form.register('currentPassword')}
            />
            <FormField
              id="newPassword"
              label="New Password"
              type="password"
              autoComplete="new-password"
              required
              error={errors.newPassword?.message}
              {...form.register('newPassword')}
            />
            <FormField
              id="confirmPassword"
              label="Confirm New Password"
              type="password"
              autoComplete="new-password"
              required
              error={errors.confirmPassword?.message}
              {...form.register('confirmPassword')}
            />
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button type="submit" disabled={busy}>
                {busy ? 'Updating...' : 'Update Password'}
              </Button>
              <Button type="button" variant="outline" disabled={busy} onClick={close}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="outline" onClick={() => setOpen(true)}>
            <KeyRound aria-hidden="true" /> Change Password
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
