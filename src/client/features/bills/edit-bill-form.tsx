import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EDIT_BILL_CATEGORIES } from '../../../shared/bills/categories';
import type { BillView } from '../../../shared/bills/bill-view';
import { penceToDecimal } from '../../../shared/money';
import { updateBillInput } from '../../../shared/schemas/bills';
import { FormDateField } from '../../components/form-date-field';
import { FormActions } from '../../components/form-actions';
import { DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { messageOf } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';
import { billTitle } from './bill-display';
import { HowOftenFields } from './how-often-field';
import { notifyError, notifySuccess } from '../../components/notify';
import { SelectField } from '../../components/select-field';
import { useRefreshBills } from '../../lib/use-refresh-bills';

type Values = z.input<typeof updateBillInput>;

const orNull = (value: string | null | undefined) => (value ? value : null);
// 'Other' is the edit dialog's own free-text choice; 'Custom' is the add dialog's, kept for bills added with it.
const takesCustomText = (category: string) => category === 'Other' || category === 'Custom';

/** Edit a manual bill: the fields start from the bill; Delete removes it. */
export function EditBillForm({ bill, onDone }: { bill: BillView; onDone: () => void }) {
  const update = trpc.bills.update.useMutation();
  const remove = trpc.bills.remove.useMutation();
  const refreshBills = useRefreshBills();
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(updateBillInput, undefined, { raw: true }),
    defaultValues: {
      id: bill.id,
      name: bill.name,
      amount: penceToDecimal(bill.amount),
      type: bill.type,
      frequency: bill.frequency,
      trialEndsOn: bill.trial_ends_on,
      category: bill.category,
      customCategory: bill.custom_category,
      dueDate: bill.due_date,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const category = form.watch('category');
  // A bill's own category stays selectable even when the edit list does not offer it (e.g. 'Rent', 'Loan Payment').
  const categories = (EDIT_BILL_CATEGORIES as readonly string[]).includes(bill.category) ? EDIT_BILL_CATEGORIES : [bill.category, ...EDIT_BILL_CATEGORIES];
  const busy = isSubmitting || remove.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        ...values,
        customCategory: takesCustomText(values.category) ? orNull(values.customCategory) : null,
        trialEndsOn: values.type === 'one-time' ? null : (values.trialEndsOn ?? null),
      });
      notifySuccess('Bill updated successfully');
      onDone();
      await refreshBills();
    } catch {
      notifyError('Failed to update bill');
    }
  });

  const onDelete = async () => {
    try {
      await remove.mutateAsync({ id: bill.id });
      notifySuccess('Bill deleted successfully');
      onDone();
      await refreshBills();
    } catch (error) {
      notifyError(`Could not delete bill: ${messageOf(error, 'please try again')}`);
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Edit Bill</DialogTitle>
        <DialogDescription>Change the details of {billTitle(bill)}.</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField id="edit-bill-name" label="Name" error={errors.name?.message} {...form.register('name')} />
        <FormField
          id="edit-bill-amount"
          label="Amount (£)"
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <SelectField id="edit-bill-category" label="Category" options={categories} error={errors.category?.message} {...form.register('category')} />
        {takesCustomText(category) && (
          <FormField
            id="edit-bill-custom-category"
            label="Custom category"
            error={errors.customCategory?.message}
            {...form.register('customCategory', { setValueAs: orNull })}
          />
        )}
        <HowOftenFields form={form} idPrefix="edit-bill" />
        <FormDateField control={form.control} name="dueDate" id="edit-bill-due" label="Due date" optional />
        <FormActions
          busy={busy}
          onCancel={onDone}
          submitLabel={isSubmitting ? 'Saving...' : 'Save changes'}
          onDelete={() => void onDelete()}
          deleting={remove.isPending}
          confirmDelete={{
            title: `Delete ${bill.name}?`,
            description: "It will be removed from your bills. This can't be undone.",
            confirmLabel: 'Delete bill',
          }}
        />
      </form>
    </>
  );
}
