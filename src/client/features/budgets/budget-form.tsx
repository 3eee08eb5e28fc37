import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { notifyError, notifySuccess } from '../../components/notify';
import { trpc } from '../../lib/trpc';
import { penceToDecimal } from '../../../shared/money';
import { ROLLOVERS, type Rollover } from '../../../shared/schemas/budgets';
import { poundsToPenceOrNull, ROLLOVER_TEXT } from './budget-display';

type Props = {
  /** The categories to choose from; one fixed category when editing. */
  categories: { id: string; name: string }[];
  initial?: { categoryId: string; limit: number; rollover: Rollover };
  onDone?: () => void;
  idPrefix: string;
};

/** Sets a budget: a spending category, its limit for each pay cycle, and what happens to what is left. */
export function BudgetForm({ categories, initial, onDone, idPrefix }: Props) {
  const utils = trpc.useUtils();
  const [categoryId, setCategoryId] = useState(initial?.categoryId ?? categories[0]?.id ?? '');
  const [amount, setAmount] = useState(initial ? penceToDecimal(initial.limit) : '');
  const [rollover, setRollover] = useState<Rollover>(initial?.rollover ?? 'none');
  const [error, setError] = useState<string>();
  const set = trpc.budgets.set.useMutation({
    onSuccess: async () => {
      notifySuccess('Budget saved');
      if (!initial) {
        setAmount('');
        setRollover('none');
      }
      await Promise.all([utils.budgets.invalidate(), utils.dashboard.leftToSpend.invalidate()]);
      onDone?.();
    },
    onError: (e) => notifyError(e.message),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const limit = poundsToPenceOrNull(amount);
    if (limit === null) return setError('Please enter an amount in pounds, like 250 or 12.50');
    setError(undefined);
    set.mutate({ categoryId, limit, rollover });
  };

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label={initial ? 'Change this budget' : 'Set a budget'}>
      {!initial && (
        <div className="grid gap-2">
          <Label htmlFor={`${idPrefix}-category`}>Category</Label>
          <NativeSelect id={`${idPrefix}-category`} value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <FormField
        id={`${idPrefix}-amount`}
        label="Limit each pay cycle (£)"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={error}
        autoComplete="off"
      />
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor={`${idPrefix}-rollover`}>At the end of each pay cycle</Label>
        <NativeSelect id={`${idPrefix}-rollover`} value={rollover} onChange={(e) => setRollover(e.target.value as Rollover)}>
          {ROLLOVERS.map((r) => (
            <option key={r} value={r}>
              {ROLLOVER_TEXT[r]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={set.isPending || !categoryId}>
          {initial ? 'Save budget' : 'Set budget'}
        </Button>
        {onDone && initial && (
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
