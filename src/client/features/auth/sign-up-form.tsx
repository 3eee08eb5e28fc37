import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { Controller, useForm } from 'react-hook-form';
import { notify } from '../../components/notify';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { appCodeOf, messageOf } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';
import { signUpInput, type PlanId } from '../../../shared/schemas/auth';
import { VERIFICATION_EMAIL_KEY } from './verification-email';

type Values = z.input<typeof signUpInput>;

export function SignUpForm({ plan, onEmailInUse }: { plan: PlanId | undefined; onEmailInUse: (email: string) => void }) {
  const navigate = useNavigate();
  const signUp = trpc.auth.signUp.useMutation();
  const form = useForm<Values, unknown, z.output<typeof signUpInput>>({
    resolver: zodResolver(signUpInput),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', acceptTerms: false, plan },
  });
  const { errors } = form.formState;
  const accepted = form.watch('acceptTerms');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { email } = await signUp.mutateAsync(values);
      sessionStorage.setItem(VERIFICATION_EMAIL_KEY, email);
      await navigate({ to: '/verify-email' });
    } catch (error) {
      notify.error(messageOf(error, 'Something went wrong. Please try again.'));
      if (appCodeOf(error) === 'EMAIL_IN_USE') onEmailInUse(values.email);
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="firstName" label="First name" autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
        <FormField id="lastName" label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
      </div>
      <FormField id="email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <FormField id="password" label="Password" type="password" autoComplete="new-password" error={errors.password?.message} {...form.register('password')} />
      <div className="grid gap-2">
        <div className="flex items-center gap-3">
          <Controller
            control={form.control}
            name="acceptTerms"
            render={({ field }) => (
              <Checkbox id="acceptTerms" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} onBlur={field.onBlur} />
            )}
          />
          <Label htmlFor="acceptTerms">I agree to the terms &amp; conditions</Label>
        </div>
        {/* Submit stays disabled until ticked, so the rule is shown as a hint. */}
        {!accepted && <p className="text-xs text-muted-foreground">{errors.acceptTerms?.message ?? 'Please agree to the terms and conditions'}</p>}
      </div>
      <Button type="submit" disabled={busy || !accepted} className="w-full">
        {busy ? 'Loading...' : 'Create account'}
      </Button>
    </form>
  );
}
