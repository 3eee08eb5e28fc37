import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { notifyError, notifySuccess } from '../../components/notify';
import type { z } from 'zod';
import { londonDate } from '../../../shared/dates';
import { INCOME_FREQUENCIES } from '../../../shared/income';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { messageOf } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';
import { CategoryFields } from './category-fields';
import { incomeFormSchema, type IncomeFormValues } from './income-form-schema';
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

/** Add Income: money that did not come through a linked bank, or that the user wants noted. */
export function AddIncomeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const utils = trpc.useUtils();
  const addIncome = trpc.money.addIncome.useMutation();
  const form = useForm<IncomeFormValues, unknown, z.output<typeof incomeFormSchema>>({ resolver: zodResolver(incomeFormSchema), defaultValues: emptyIncome() });
  const { errors, isSubmitting } = form.formState;
  const recurring = form.watch('isRecurring');
  const category = form.watch('category');

  // A fresh form (and today's date) each time the dialog opens.
  useEffect(() => {
    if (open) form.reset(emptyIncome());
  }, [open, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await addIncome.mutateAsync({ ...values, frequency: values.isRecurring ? values.frequency : null });
      notifySuccess('Income saved successfully');
      onOpenChange(false);
      await utils.money.invalidate();
    } catch (error) {
      notifyError(messageOf(error, 'Failed to save income'));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Income</DialogTitle>
          <DialogDescription>Record money you received, such as freelance work or a side hustle.</DialogDescription>
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
          <FormField id="income-date" label="Income date" type="date" error={errors.incomeDate?.message} {...form.register('incomeDate')} />
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
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Save Income'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
