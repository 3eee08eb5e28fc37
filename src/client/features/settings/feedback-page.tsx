import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../components/notify';
import { feedbackMailto, mailtoUrl } from '../../../shared/feedback-mail';
import { FEEDBACK_CATEGORIES, FEEDBACK_CATEGORY_LABELS, feedbackInput, type Feedback, type FeedbackInput } from '../../../shared/schemas/feedback';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { cn } from '../../lib/cn';
import { useSession } from '../auth/session';
import { openMailComposer } from './feedback-page-mail';
import { SettingsShell } from './settings-shell';
import { useSupportEmail } from './support-page-email';

const fieldClass =
  'w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive md:text-sm';

/**
 * Settings > Share Your Feedback (spec 01 §2, §5). Nothing is stored: the form opens the
 * user's mail app with a message to support, so they see exactly what is sent and from whom.
 */
export function FeedbackPage() {
  const { data: session } = useSession();
  const support = useSupportEmail();
  const [mailto, setMailto] = useState<string>();
  const form = useForm<FeedbackInput, unknown, Feedback>({
    resolver: zodResolver(feedbackInput),
    defaultValues: { name: '', email: session?.user.email ?? '', category: 'feedback', message: '' },
  });
  const { errors } = form.formState;

  // The session is normally cached by the route guard; if it arrives later, prefill then.
  const sessionEmail = session?.user.email;
  useEffect(() => {
    if (sessionEmail && !form.getFieldState('email').isDirty && !form.getValues('email')) form.setValue('email', sessionEmail);
  }, [sessionEmail, form]);

  const supportEmail = support.data?.email;
  const onSubmit = form.handleSubmit((values) => {
    if (!supportEmail) return;
    const href = feedbackMailto(supportEmail, values);
    setMailto(href);
    openMailComposer(href);
    notify.success('Opening your mail app', { description: 'Your feedback is ready to send from there. Thank you!' });
  });

  return (
    <SettingsShell title="Share Your Feedback" description="Tell us what works, what doesn't and what you'd like to see next.">
      <Card>
        <CardContent className="pt-6">
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="feedback-name" label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
              <FormField id="feedback-email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="feedback-category">Category</Label>
              <NativeSelect id="feedback-category" className="sm:max-w-xs" {...form.register('category')}>
                {FEEDBACK_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {FEEDBACK_CATEGORY_LABELS[category]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="feedback-message">Message</Label>
              <textarea
                id="feedback-message"
                rows={6}
                placeholder="What would you like to tell us?"
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={errors.message ? 'feedback-message-error' : undefined}
                className={cn(fieldClass, 'min-h-32 py-2')}
                {...form.register('message')}
              />
              {errors.message && (
                <p id="feedback-message-error" role="alert" className="text-sm text-destructive">
                  {errors.message.message}
                </p>
              )}
            </div>
            <div>
              <Button type="submit" disabled={!supportEmail}>
                <Send aria-hidden="true" /> Submit Feedback
              </Button>
            </div>
          </form>

          {mailto && (
            <p role="status" className="mt-4 rounded-md bg-muted p-3 text-sm">
              Your mail app should now open with your message; it is sent when you press Send there. Nothing opened?{' '}
              <a href={mailto} className="font-medium text-primary underline-offset-4 hover:underline">
                Open the message again
              </a>{' '}
              or write to us directly.
            </p>
          )}

          <p className="mt-6 text-sm text-muted-foreground">
            {support.isError ? (
              "We couldn't load the support address. Please try again later."
            ) : supportEmail ? (
              <>
                You can also reach us at{' '}
                <a href={mailtoUrl(supportEmail)} className="break-all font-medium text-primary underline-offset-4 hover:underline">
                  {supportEmail}
                </a>
                .
              </>
            ) : (
              'Loading the support address...'
            )}
          </p>
        </CardContent>
      </Card>
    </SettingsShell>
  );
}
