import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { DateField } from '../../components/date-field';
import { FormField } from '../../components/ui/form-field';
import { notifyError, notifySuccess } from '../../components/notify';
import { trpc } from '../../lib/trpc';
import { londonLongDate } from '../../../shared/format';
import { formatPence, penceToDecimal } from '../../../shared/money';
import { poundsToPenceOrNull } from './budget-display';
import type { SavingsGoal } from './budget-types';

/** The savings goal on the Budgets tab: its progress, or the form to set one. */
export function SavingsGoalSection() {
  const goal = trpc.budgets.savingsGoal.useQuery();
  const [editing, setEditing] = useState(false);
  if (goal.isPending) return null;
  return (
    <Card>
      <CardContent className="grid gap-3 p-4">
        <h3 className="font-medium">Savings goal</h3>
        {goal.data && !editing ? (
          <>
            <SavingsGoalProgress goal={goal.data} />
            <div>
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                Change goal
              </Button>
            </div>
          </>
        ) : (
          <SavingsGoalForm goal={goal.data ?? null} onDone={() => setEditing(false)} />
        )}
      </CardContent>
    </Card>
  );
}

/** Progress from the savings accounts' balance, and what to put aside each pay cycle. */
export function SavingsGoalProgress({ goal }: { goal: SavingsGoal }) {
  return (
    <div className="grid gap-2 text-sm">
      <p>
        <span className="font-medium">{formatPence(goal.saved)}</span> saved of {formatPence(goal.target)}
        {goal.date && ` by ${londonLongDate(goal.date)}`}
      </p>
      <div
        className="h-2 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Savings goal progress"
        aria-valuenow={goal.progress}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="h-full rounded-full bg-green-600" style={{ width: `${goal.progress}%` }} />
      </div>
      <p className="text-muted-foreground">
        {goal.remaining === 0
          ? 'Goal reached: well done.'
          : goal.perCycle === null
            ? `${formatPence(goal.remaining)} to go. Add a date to see what to put aside each pay cycle.`
            : `Put aside ${formatPence(goal.perCycle)} each pay cycle (${goal.cyclesLeft === 1 ? '1 pay cycle' : `${goal.cyclesLeft} pay cycles`} left) to save the ${formatPence(goal.remaining)} still to go.`}
      </p>
      <p className="text-xs text-muted-foreground">Saved is the balance of your savings accounts.</p>
    </div>
  );
}

/** A target and an optional date. */
export function SavingsGoalForm({ goal, onDone }: { goal: SavingsGoal | null; onDone?: () => void }) {
  const utils = trpc.useUtils();
  const [target, setTarget] = useState(goal ? penceToDecimal(goal.target) : '');
  const [date, setDate] = useState(goal?.date ?? '');
  const [error, setError] = useState<string>();
  const [dateError, setDateError] = useState<string>();
  const save = trpc.budgets.setSavingsGoal.useMutation({
    onSuccess: async () => {
      notifySuccess('Savings goal saved');
      await utils.budgets.invalidate();
      onDone?.();
    },
    onError: (e) => notifyError(e.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pence = poundsToPenceOrNull(target);
    if (pence === null || pence === 0) return setError('Please enter a target in pounds, like 1000');
    setError(undefined);
    // The field gives yyyy-MM-dd for a real day, else what was typed.
    if (date && !/^\d{4}-\d{2}-\d{2}$/.test(date)) return setDateError('Please enter the date as dd/mm/yyyy, like 31/12/2027');
    setDateError(undefined);
    save.mutate({ target: pence, date: date || null });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label="Savings goal">
      <FormField
        id="goal-target"
        label="Target (£)"
        inputMode="decimal"
        value={target}
        onChange={(e) => setTarget(e.target.value)}
        error={error}
        autoComplete="off"
      />
      <DateField id="goal-date" label="By (optional)" value={date} onChange={setDate} error={dateError} />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          Save goal
        </Button>
        {goal && onDone && (
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
