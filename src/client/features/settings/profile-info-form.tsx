import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { notify } from '../../components/notify';
import type { z } from 'zod';
import { updateProfileInput } from '../../../shared/schemas/settings';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { trpc } from '../../lib/trpc';

type Values = z.input<typeof updateProfileInput>;
type Profile = { firstName: string; lastName: string; phoneNumber: string | null; email: string };

/** Personal info: names and phone number; the email is shown, not editable. */
export function ProfileInfoForm({ profile }: { profile: Profile }) {
  const utils = trpc.useUtils();
  const update = trpc.settings.updateProfile.useMutation();
  const form = useForm<Values, unknown, z.output<typeof updateProfileInput>>({
    resolver: zodResolver(updateProfileInput),
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, phoneNumber: profile.phoneNumber ?? '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // A blank number is sent as null: the number is removed.
      const saved = await update.mutateAsync({ ...values, phoneNumber: values.phoneNumber ?? null });
      form.reset({ firstName: saved.firstName, lastName: saved.lastName, phoneNumber: saved.phoneNumber ?? '' });
      utils.settings.profile.setData(undefined, saved);
      await utils.auth.session.invalidate();
      notify.success('Profile updated', { description: 'Your profile information has been updated successfully.' });
    } catch {
      notify.error('Error updating profile', { description: 'There was a problem updating your profile.' });
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Personal Information</CardTitle>
        <CardDescription>Your name and phone number.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="firstName" label="First Name" autoComplete="given-name" required error={errors.firstName?.message} {...form.register('firstName')} />
            <FormField id="lastName" label="Last Name" autoComplete="family-name" required error={errors.lastName?.message} {...form.register('lastName')} />
          </div>
          <FormField
            id="phoneNumber"
            label="Phone Number"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            error={errors.phoneNumber?.message}
            {...form.register('phoneNumber')}
          />
          <div className="grid gap-2">
            <FormField id="email" label="Email" type="email" value={profile.email} disabled readOnly aria-describedby="email-note" />
            <p id="email-note" className="text-sm text-muted-foreground">
              To change your email, please contact support.
            </p>
          </div>
          <div>
            <Button type="submit" disabled={busy} className="w-full sm:w-auto">
              {busy ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
