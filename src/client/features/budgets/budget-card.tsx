import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { notifyError, notifySuccess } from '../../components/notify';
import { cn } from '../../lib/cn';
import { trpc } from '../../lib/trpc';
import { paceMessage } from '../../../shared/budgets/budget-rules';
import { formatDayRangeLabel } from '../../../shared/day-labels';
import { formatPence } from '../../../shared/money';
import { barOf, carriedText, ROLLOVER_NOTE, toneOf } from './budget-display';
import { BudgetForm } from './budget-form';
import type { Budget } from './budget-types';

/** One budget: spent of its money this cycle, its pace in words (red when over), and its past cycles. */
export function BudgetCard({ budget, today, editable }: { budget: Budget; today: string; editable: boolean }) {
  const [editing, setEditing] = useState(false);
  const utils = trpc.useUtils();
  const remove = trpc.budgets.remove.useMutation({
    onSuccess: async () => {
      notifySuccess(`Budget for ${budget.name} removed`);
      await Promise.all([utils.budgets.invalidate(), utils.dashboard.leftToSpend.invalidate()]);
    },
    onError: (e) => notifyError(e.message),
  });
  const share = budget.available > 0 ? Math.min(100, Math.round((budget.spent * 100) / budget.available)) : 100;
  const carried = carriedText(budget.carried);
  const headingId = `budget-${budget.categoryId}`;
  return (
    <li>
      <Card aria-labelledby={headingId} className={cn(budget.pace.status === 'over' && 'border-red-300 dark:border-red-900')}>
        <CardContent className="grid gap-2 p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <h3 id={headingId} className="font-medium">
              {budget.name}
            </h3>
            <p className="tabular-nums text-sm">
              {formatPence(budget.spent)} <span className="text-muted-foreground">of {formatPence(budget.available)}</span>
            </p>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <div className={cn('h-full rounded-full', barOf(budget.pace.status))} style={{ width: `${share}%` }} />
          </div>
          <p className={cn('text-sm font-medium', toneOf(budget.pace.status))}>{paceMessage(budget, budget.pace)}</p>
          <p className="text-xs text-muted-foreground">
            Limit {formatPence(budget.limit)}
            {carried ? ` · ${carried}` : ''} · {ROLLOVER_NOTE[budget.rollover]}
          </p>
          {editing ? (
            <BudgetForm
              idPrefix={`edit-${budget.categoryId}`}
              categories={[{ id: budget.categoryId, name: budget.name }]}
              initial={budget}
              onDone={() => setEditing(false)}
            />
          ) : (
            editable && (
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => setEditing(true)} aria-label={`Change the budget for ${budget.name}`}>
                  Change
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ categoryId: budget.categoryId })}
                  aria-label={`Remove the budget for ${budget.name}`}
                >
                  Remove
                </Button>
              </div>
            )
          )}
          {budget.history.length > 0 && (
            <details className="text-sm">
              <summary className="cursor-pointer text-muted-foreground">Past pay cycles</summary>
              <ul className="mt-2 grid gap-1" aria-label={`Past pay cycles of ${budget.name}`}>
                {budget.history.map((h) => (
                  <li key={h.start} className="flex flex-wrap justify-between gap-x-3 tabular-nums">
                    <span>{formatDayRangeLabel(h.start, h.end, today)}</span>
                    <span>
                      {formatPence(h.spent)} of {formatPence(h.available)}
                      {h.carried !== 0 && (
                        <span className="text-muted-foreground">
                          {' '}
                          ({h.carried > 0 ? '+' : '-'}
                          {formatPence(Math.abs(h.carried))} carried)
                        </span>
                      )}{' '}
                      <span className={h.overBy > 0 ? 'font-medium text-red-700' : 'text-green-800'}>
                        {h.overBy > 0 ? `${formatPence(h.overBy)} over` : `${formatPence(h.left)} left`}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </CardContent>
      </Card>
    </li>
  );
}
