import type { ComponentProps } from 'react';
import { Label } from '../../components/ui/label';
import { cn } from '../../lib/cn';

type SelectFieldProps = ComponentProps<'select'> & {
  id: string;
  label: string;
  options: readonly string[];
  /** Text of the empty first option; none when the field always has a value. */
  placeholder?: string;
  /** Shown for an option value instead of the value itself. */
  optionLabel?: (value: string) => string;
  error?: string | undefined;
};

/** A labelled native select (keyboard and screen-reader friendly on phones), with its validation message. */
export function SelectField({ id, label, options, placeholder, optionLabel = (v) => v, error, className, ...select }: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm',
          className,
        )}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((value) => (
          <option key={value} value={value}>
            {optionLabel(value)}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
