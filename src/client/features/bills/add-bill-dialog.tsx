import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ADD_BILL_CATEGORIES } from '../../../shared/bills/categories';
import { addBillInput } from '../../../shared/schemas/bills';
import { FormDateField } from '../../components/form-date-field';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { appCodeOf } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';
import { HowOftenFields } from './how-often-field';
import { notifyError, notifySuccess } from '../../components/notify';
import { SelectField } from '../../components/select-field';
import { useRefreshBills } from '../../lib/use-refresh-bills';

type Values = z.input<typeof addBillInput>;

const emptyBill: Values = { type: 'monthly', frequency: 'monthly', category: '', customCategory: null, amount: '', name: '', dueDate: null, trialEndsOn: null };
// Empty optional inputs are sent as null rather than ''.
const orNull = (value: string | null | undefined) => (value ? value : null);

/** Add Bill (spec 02 §4/§5): open, submitting ('Adding...', buttons disabled), closed and reset on success. */
export function AddBillDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const add = trpc.bills.add.useMutation();
  const refreshBills = useRefreshBills();
  const form = useForm<Values, unknown, Values>({
    // Raw values: the server takes pounds as typed and parses them itself.
    resolver: zodResolver(addBillInput, undefined, { raw: true }),
    defaultValues: emptyBill,
  });
  const { errors, isSubmitting } = form.formState;
  const category = form.watch('category');

  const close = (next: boolean) => {
    if (isSubmitting) return;
    if (!next) form.reset(emptyBill);
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync({
        ...values,
        customCategory: values.category === 'Custom' ? orNull(values.customCategory) : null,
        trialEndsOn: values.type === 'one-time' ? null : (values.trialEndsOn ?? null),
      });
      notifySuccess('Bill added successfully');
      form.reset(emptyBill);
      onOpenChange(false);
      await refreshBills();
    } catch (error) {
      if (appCodeOf(error) === 'UNAUTHENTICATED') {
        // The session ran out while the dialog was open.
        notifyError('You need to be logged in to add bills');
        await navigate({ to: '/auth' });
        return;
      }
      notifyError('Failed to add bill. Please try again.');
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Bill</DialogTitle>
          <DialogDescription>Add a bill you pay, so it counts in what's left until payday.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <HowOftenFields form={form} idPrefix="add-bill" />
          <SelectField
            id="add-bill-category"
            label="Category"
            options={ADD_BILL_CATEGORIES}
            placeholder="Select a category"
            error={errors.category?.message}
            {...form.register('category')}
          />
          {category === 'Custom' && (
            <FormField
              id="add-bill-custom-category"
              label="Custom category"
              placeholder="e.g. Gym"
              error={errors.customCategory?.message}
              {...form.register('customCategory', { setValueAs: orNull })}
            />
          )}
          <FormField
            id="add-bill-amount"
            label="Amount (£)"
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
            placeholder="0.00"
            error={errors.amount?.message}
            {...form.register('amount')}
          />
          <FormField id="add-bill-name" label="Name (optional)" placeholder="e.g. British Gas" error={errors.name?.message} {...form.register('name')} />
          <FormDateField control={form.control} name="dueDate" id="add-bill-due" label="Due date (optional)" optional />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={isSubmitting} onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Adding...' : 'Add Bill'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
