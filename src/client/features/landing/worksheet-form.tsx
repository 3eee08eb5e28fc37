import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { messageOf } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';
import { checkWorksheet, type Field, type FieldErrors } from './worksheet-check';

const ERROR_ID = 'worksheet-error';

// A native label (the ui Label's look) keeps radix's label out of the landing bundle.
const labelStyle = 'block text-sm font-medium leading-none';

/**
 * Name and email for the free worksheet. Both fields are checked here first (each with its
 * own message, all at once); the server validates again and its message is shown too.
 */
export function WorksheetForm() {
  const request = trpc.landing.requestWorksheet.useMutation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState<FieldErrors>({});
  const thanksRef = useRef<HTMLDivElement>(null);

  // The form (and the focused button) disappears on success; move focus to the answer.
  useEffect(() => {
    if (request.isSuccess) thanksRef.current?.focus();
  }, [request.isSuccess]);

  if (request.isSuccess) {
    return (
      <div ref={thanksRef} tabIndex={-1} role="status" className="rounded-lg bg-secondary p-5 text-secondary-foreground outline-none">
        <p className="font-medium wrap-anywhere">
          Thanks, {request.variables.name}! We've emailed your Payday Budget & Bill Tracker Worksheet to {request.variables.email}.
        </p>
      </div>
    );
  }

  const error = request.isError ? messageOf(request.error, 'Something went wrong. Please try again.') : null;
  // The server's errorFormatter types these loosely (ZodError's flatten of any input).
  const fieldErrors: Partial<Record<string, string[]>> | null | undefined = request.error?.data?.fieldErrors;
  const invalid = (field: Field) => Boolean(checked[field] || fieldErrors?.[field]?.length);
  const describedBy = (field: Field) =>
    [checked[field] ? `worksheet-${field}-error` : null, fieldErrors?.[field]?.length ? ERROR_ID : null].filter(Boolean).join(' ') || undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { name: name.trim(), email: email.trim() };
    const problems = checkWorksheet(input.name, input.email);
    setChecked(problems);
    if (Object.keys(problems).length > 0) return;
    request.mutate(input);
  };

  // A stale error would contradict what the visitor is now typing.
  const clearError = () => {
    if (request.isError) request.reset();
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Get the free worksheet" className="space-y-4">
      <div className="space-y-2">
        <label htmlFor="worksheet-name" className={labelStyle}>
          Name
        </label>
        <Input
          id="worksheet-name"
          name="name"
          autoComplete="name"
          placeholder="Your name"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setChecked(({ name: _, ...rest }) => rest);
            clearError();
          }}
          aria-invalid={invalid('name') || undefined}
          aria-describedby={describedBy('name')}
        />
        {checked.name && (
          <p id="worksheet-name-error" role="alert" className="text-sm font-medium text-destructive">
            {checked.name}
          </p>
        )}
      </div>
      <div className="space-y-2">
        <label htmlFor="worksheet-email" className={labelStyle}>
          Email
        </label>
        <Input
          id="worksheet-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="Your email address"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setChecked(({ email: _, ...rest }) => rest);
            clearError();
          }}
          aria-invalid={invalid('email') || undefined}
          aria-describedby={describedBy('email')}
        />
        {checked.email && (
          <p id="worksheet-email-error" role="alert" className="text-sm font-medium text-destructive">
            {checked.email}
          </p>
        )}
      </div>
      {error && (
        <p id={ERROR_ID} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Get My Free Worksheet'}
      </Button>
    </form>
  );
}
