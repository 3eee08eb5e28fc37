import type { UseFormReturn } from 'react-hook-form';
import type { BillFrequency } from '../../../shared/bills/frequencies';
import { SelectField } from '../../components/select-field';
import { FormDateField } from '../../components/form-date-field';
import { HOW_OFTEN, howOftenLabel } from './bill-display';

type CadenceValues = { type: 'monthly' | 'one-time'; frequency?: BillFrequency | undefined; trialEndsOn?: string | null | undefined };

/**
 * "How often" in the add and edit dialogs (decision 048): one choice that sets the bill's type
 * (one-time or recurring) and its cadence; a recurring bill may also have a free trial's end.
 */
export function HowOftenFields<V extends CadenceValues>({ form, idPrefix }: { form: UseFormReturn<V, unknown, V>; idPrefix: string }) {
  // react-hook-form's generic paths do not narrow through a constraint: the three fields are read and set as CadenceValues.
  const f = form as unknown as UseFormReturn<CadenceValues, unknown, CadenceValues>;
  const type = f.watch('type');
  const frequency = f.watch('frequency') ?? 'monthly';
  const errors = f.formState.errors;
  return (
    <>
      <SelectField
        id={`${idPrefix}-type`}
        label="How often"
        options={HOW_OFTEN}
        optionLabel={howOftenLabel}
        value={type === 'one-time' ? 'one-time' : frequency}
        error={errors.type?.message ?? errors.frequency?.message}
        onChange={(e) => {
          const value = e.target.value;
          f.setValue('type', value === 'one-time' ? 'one-time' : 'monthly', { shouldDirty: true });
          if (value !== 'one-time') f.setValue('frequency', value as BillFrequency, { shouldDirty: true });
        }}
      />
      {type !== 'one-time' && <FormDateField control={f.control} name="trialEndsOn" id={`${idPrefix}-trial`} label="Free trial ends (optional)" optional />}
    </>
  );
}
