import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { notifyError, notifySuccess } from '../../components/notify';
import type { z } from 'zod';
import { londonDate } from '../../../shared/dates';
import { formatDayLabel } from '../../../shared/day-labels';
import { formatPence } from '../../../shared/money';
import { INCOME_FREQUENCIES } from '../../../shared/income';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { messageOf } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';
import { FormDateField } from '../../components/form-date-field';
import { FormActions } from '../../components/form-actions';
import { CategoryFields } from './category-fields';
import type { DepositData } from './deposit-item';
import { categoryFields, incomeFormSchema, type IncomeFormValues } from './income-form-schema';
import { NativeSelect } from '../../components/ui/native-select';
import { NotesField } from './notes-field';

const emptyIncome = (): IncomeFormValues => ({
  amount: '',
  incomeDate: londonDate(),
  source: '',
  category: '',
  customCategory: '',
  notes: '',
  isRecurring: false,
  frequency: 'Monthly',
});

/** The form filled from income added by hand. */
const fromIncome = (income: DepositData): IncomeFormValues => ({
  amount: (income.amount / 100).toFixed(2),
  incomeDate: income.date,
  source: income.label?.source ?? '',
  ...categoryFields(income.label?.category),
  notes: income.label?.notes ?? '',
  isRecurring: income.recurrence?.isRecurring ?? false,
  frequency: (income.recurrence?.frequency as IncomeFormValues['frequency']) ?? 'Monthly',
});

type IncomeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Income added by hand to edit (or delete); none to add new income. */
  income?: DepositData | null;
};

/**
 * Add Income: money that did not come through a linked bank, or that the user wants noted.
 * Given `income`, the same form edits it, and Delete (once confirmed) removes it.
 */
export function AddIncomeDialog({ open, onOpenChange, income = null }: IncomeDialogProps) {
  const utils = trpc.useUtils();
  const addIncome = trpc.money.addIncome.useMutation();
  const updateIncome = trpc.money.updateIncome.useMutation();
  const deleteIncome = trpc.money.deleteIncome.useMutation();
  const form = useForm<IncomeFormValues, unknown, z.output<typeof incomeFormSchema>>({ resolver: zodResolver(incomeFormSchema), defaultValues: emptyIncome() });
  const { errors, isSubmitting } = form.formState;
  const recurring = form.watch('isRecurring');
  const category = form.watch('category');

  // A fresh form (and today's date), or the income's own fields, each time the dialog opens.
  useEffect(() => {
    if (open) form.reset(income ? fromIncome(income) : emptyIncome());
  }, [open, income, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const fields = { ...values, frequency: values.isRecurring ? values.frequency : null };
      if (income) await updateIncome.mutateAsync({ id: income.id, ...fields });
      else await addIncome.mutateAsync(fields);
      notifySuccess('Income saved successfully');
      onOpenChange(false);
      await utils.money.invalidate();
    } catch (error) {
      notifyError(messageOf(error, 'Failed to save income'));
    }
  });

  const onDelete = async () => {
    if (!income) return;
    try {
      await deleteIncome.mutateAsync({ id: income.id });
      notifySuccess('Income deleted successfully');
      onOpenChange(false);
      await utils.money.invalidate();
    } catch (error) {
      notifyError(messageOf(error, 'Failed to delete income'));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{income ? 'Edit Income' : 'Add Income'}</DialogTitle>
          <DialogDescription>
            {income ? 'Change or delete income you added.' : 'Record money you received, such as freelance work or a side hustle.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField
            id="income-amount"
            label="Amount (£)"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            error={errors.amount?.message}
            {...form.register('amount')}
          />
          <FormDateField control={form.control} name="incomeDate" id="income-date" label="Income date" />
          <FormField id="income-source" label="Source" maxLength={100} placeholder="e.g. Client name" {...form.register('source')} />
          <CategoryFields
            idPrefix="income"
            category={form.register('category')}
            customCategory={form.register('customCategory')}
            isOther={category === 'Other'}
          />
          <NotesField id="income-notes" register={form.register('notes')} />
          <div className="flex items-center gap-3">
            <Controller
              control={form.control}
              name="isRecurring"
              render={({ field }) => <Switch id="income-recurring" checked={field.value ?? false} onCheckedChange={field.onChange} onBlur={field.onBlur} />}
            />
            <Label htmlFor="income-recurring">Recurring Income</Label>
          </div>
          {recurring && (
            <div className="grid gap-2">
              <Label htmlFor="income-frequency">Frequency</Label>
              <NativeSelect id="income-frequency" {...form.register('frequency')}>
                {INCOME_FREQUENCIES.map((f) => (
                  <option key={f} value={f}>
                    {f}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
          <FormActions
            busy={isSubmitting || deleteIncome.isPending}
            onCancel={() => onOpenChange(false)}
            submitLabel={isSubmitting ? 'Saving...' : 'Save Income'}
            onDelete={income ? () => void onDelete() : undefined}
            deleting={deleteIncome.isPending}
            confirmDelete={{
              title: 'Delete this income?',
              description: `${formatPence(income?.amount ?? 0)} on ${income ? formatDayLabel(income.date, londonDate()) : ''} will be removed from your Money In. This can't be undone.`,
              confirmLabel: 'Delete income',
            }}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
