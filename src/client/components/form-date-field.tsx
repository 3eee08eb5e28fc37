import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField } from './date-field';

type FormDateFieldProps<TValues extends FieldValues, TTransformed> = {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  id: string;
  label: ReactNode;
  /** An optional date: an emptied field holds null, which the schemas take for "no date", rather than ''. */
  optional?: boolean;
};

/** A react-hook-form date: the DateField bound to one field, showing that field's own error under it. */
export function FormDateField<TValues extends FieldValues, TTransformed>({
  control,
  name,
  id,
  label,
  optional = false,
}: FormDateFieldProps<TValues, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateField
      id={id}
      label={label}
      name={field.name}
      value={field.value ?? ''}
      onChange={(day) => field.onChange(optional && !day ? null : day)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
