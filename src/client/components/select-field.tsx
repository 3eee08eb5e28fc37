import type { ComponentProps } from 'react';
import { Label } from './ui/label';
import { NativeSelect } from './ui/native-select';

type SelectFieldProps = ComponentProps<typeof NativeSelect> & {
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
      <NativeSelect id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} className={className} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((value) => (
          <option key={value} value={value}>
            {optionLabel(value)}
          </option>
        ))}
      </NativeSelect>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
