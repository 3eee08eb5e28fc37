import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { notifyError, notifySuccess } from '../../components/notify';
import type { z } from 'zod';
import { formatPence } from '../../../shared/money';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { trpc } from '../../lib/trpc';
import { CategoryFields } from './category-fields';
import type { DepositData } from './deposit-item';
import { depositNames } from './deposit-names';
import { categoryFields, labelFormSchema, type LabelFormValues } from './income-form-schema';
import { NotesField } from './notes-field';

/** The deposit's label, or the one last given to its source, as the form's starting point. */
function initialValues(deposit: DepositData): LabelFormValues {
  const start = deposit.label ?? deposit.suggested;
  return {
    source: start?.source ?? '',
    ...categoryFields(start?.category),
    notes: deposit.label?.notes ?? '',
  };
}

/** Label a deposit: where it came from and what kind of income it is (all optional). */
export function LabelDialog({ deposit, onOpenChange }: { deposit: DepositData | null; onOpenChange: (open: boolean) => void }) {
  const utils = trpc.useUtils();
  const label = trpc.money.labelTransaction.useMutation();
  const form = useForm<LabelFormValues, unknown, z.output<typeof labelFormSchema>>({ resolver: zodResolver(labelFormSchema) });
  const category = form.watch('category');
  const { isSubmitting } = form.formState;

  useEffect(() => {
    if (deposit) form.reset(initialValues(deposit));
  }, [deposit, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!deposit) return;
    try {
      await label.mutateAsync({ transactionId: deposit.id, ...values });
      notifySuccess('Transaction labeled successfully');
      onOpenChange(false);
      await utils.money.invalidate();
    } catch {
      notifyError('Failed to save label');
    }
  });

  return (
    <Dialog open={deposit !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Label this income</DialogTitle>
          <DialogDescription className="break-words">
            {deposit ? `${describeDeposit(deposit)}, ${formatPence(deposit.amount)}. ` : ''}Later deposits from the same source will suggest this label.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="label-source" label="Source" maxLength={100} {...form.register('source')} />
          <CategoryFields
            idPrefix="label"
            category={form.register('category')}
            customCategory={form.register('customCategory')}
            isOther={category === 'Other'}
          />
          <NotesField id="label-notes" register={form.register('notes')} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Save Label'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The merchant name with the bank's own text after it when they differ ('Acme (ACME LTD SALARY 1126)'). */
function describeDeposit(deposit: DepositData): string {
  const { title, bankText } = depositNames(deposit);
  return bankText ? `${title} (${bankText})` : title;
}
