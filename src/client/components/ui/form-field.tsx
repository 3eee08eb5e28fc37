import type { ComponentProps, ReactNode } from 'react';
import { Input } from './input';
import { Label } from './label';

type FormFieldProps = ComponentProps<'input'> & { id: string; label: ReactNode; error?: string | undefined };

/** A labelled input with its validation message, wired for screen readers. */
export function FormField({ id, label, error, ...input }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
