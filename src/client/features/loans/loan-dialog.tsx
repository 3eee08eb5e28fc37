import { useState, type FormEvent } from 'react';
import { penceToDecimal } from '../../../shared/money';
import { addLoanInput, loanMessages } from '../../../shared/schemas/loans';
import { ordinal } from '../../../shared/format';
import { DateField } from '../../components/date-field';
import { SelectField } from '../../components/select-field';
import { FormActions } from '../../components/form-actions';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { emptyLoanForm, type Loan, type LoanFormValues } from './loan-types';
import { useLoanActions } from './use-loan-actions';

// Amount fields take digits with an optional decimal point (spec 02 §5); anything else typed is ignored.
const AMOUNT_TYPING = /^\d*\.?\d*$/;
const AMOUNT_FIELDS = [
  { field: 'amount', id: 'loan-amount', label: 'Amount (remaining balance, £)' },
  { field: 'monthlyPayment', id: 'loan-monthly', label: 'Monthly payment (£)' },
] as const;

const DAYS_OF_MONTH = Array.from({ length: 31 }, (_, i) => String(i + 1));

type LoanDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; loan?: Loan | undefined };

/** The large-bill dialog: adds a loan, or with `loan` edits (and deletes) it. */
export function LoanDialog({ open, onOpenChange, loan }: LoanDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Mounted on each opening, so the fields start from the loan as it is now. */}
        <LoanForm loan={loan} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function LoanForm({ loan, onDone }: { loan: Loan | undefined; onDone: () => void }) {
  const { save, destroy, saving, deleting } = useLoanActions();
  const [values, setValues] = useState<LoanFormValues>(() =>
    loan
      ? {
          name: loan.name,
          amount: penceToDecimal(loan.amount),
          monthlyPayment: penceToDecimal(loan.monthlyPayment),
          paymentDay: String(loan.paymentDay),
          finalPaymentDate: loan.finalPaymentDate ?? '',
        }
      : emptyLoanForm,
  );
  const [error, setError] = useState<string | null>(null);
  const busy = saving || deleting;

  const set = (field: keyof LoanFormValues, next: string) => setValues((v) => ({ ...v, [field]: next }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (Object.values(values).some((v) => v.trim() === '')) {
      setError(loanMessages.required);
      return;
    }
    const parsed = addLoanInput.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? loanMessages.required);
      return;
    }
    setError(null);
    const result = await save(values, loan?.id);
    if (result === true) onDone();
    else setError(result);
  };

  const onDelete = async () => {
    if (loan && (await destroy(loan.id, loan.name))) onDone();
  };

  const invalid = error ? true : undefined;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{loan ? `Edit ${loan.name}` : "Let's track your big bill!"}</DialogTitle>
        <DialogDescription>
          {loan ? 'Change what you owe or how you pay it back.' : 'A loan or anything you pay off monthly. We add its monthly payment to your bills.'}
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
        <FormField
          id="loan-name"
          label="Name"
          placeholder="e.g. Car finance"
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          aria-invalid={invalid && !values.name.trim() ? true : undefined}
        />
        {AMOUNT_FIELDS.map(({ field, id, label }) => (
          <FormField
            key={field}
            id={id}
            label={label}
            inputMode="decimal"
            placeholder="0.00"
            value={values[field]}
            onChange={(e) => {
              if (AMOUNT_TYPING.test(e.target.value)) set(field, e.target.value);
            }}
            aria-invalid={invalid && !values[field] ? true : undefined}
          />
        ))}
        <SelectField
          id="loan-payment-day"
          label="Payment day"
          placeholder="Day of the month it leaves"
          options={DAYS_OF_MONTH}
          optionLabel={(day) => `The ${ordinal(Number(day))}${day === '31' ? ' (or the last day)' : ''}`}
          value={values.paymentDay}
          onChange={(e) => set('paymentDay', e.target.value)}
          aria-invalid={invalid && !values.paymentDay ? true : undefined}
        />
        <DateField
          id="loan-final-date"
          label="Final payment date"
          value={values.finalPaymentDate}
          onChange={(day) => set('finalPaymentDate', day)}
          invalid={invalid && !values.finalPaymentDate}
        />
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <FormActions
          busy={busy}
          onCancel={onDone}
          submitLabel={saving ? 'Saving...' : loan ? 'Save changes' : 'Add Loan'}
          onDelete={loan ? () => void onDelete() : undefined}
          deleting={deleting}
          confirmDelete={{
            title: `Delete ${loan?.name ?? 'this loan'}?`,
            description: "The loan and its monthly payment bill will be removed. This can't be undone.",
            confirmLabel: 'Delete loan',
          }}
        />
      </form>
    </>
  );
}
