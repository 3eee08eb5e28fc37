import { ChevronLeft, ChevronRight, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { LoadError, LoadingStatus } from '../../components/query-status';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { notifyError, notifySuccess } from '../../components/notify';
import { trpc } from '../../lib/trpc';
import { formatDayRangeLabel } from '../../../shared/day-labels';
import { formatPence } from '../../../shared/money';
import { BUDGET_CYCLES } from '../../../shared/schemas/budgets';
import { BudgetCard } from './budget-card';
import { BudgetForm } from './budget-form';
import { SavingsGoalSection } from './savings-goal-section';
import { useApplySuggestions } from './use-apply-suggestions';

/**
 * Budgets (issue 26; decision 050): a limit per spending category for each pay cycle, with
 * spent, left and the pace; Suggest; the past cycles; the left-to-spend setting; the savings goal.
 */
export function BudgetsTab() {
  const [back, setBack] = useState(0);
  const list = trpc.budgets.list.useQuery(back === 0 ? undefined : { cycle: back });
  const data = list.data;
  const apply = useApplySuggestions();
  // Everyday spending first: that is what budgets are mostly for (bills come after).
  const free = (data?.categories.filter((c) => !c.budgeted) ?? []).sort((a, b) => Number(a.group === 'bills') - Number(b.group === 'bills'));
  return (
    <section aria-labelledby="budgets-title" className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="budgets-title" className="text-lg font-semibold">
            Budgets
          </h2>
          <p className="text-sm text-muted-foreground">A limit for each kind of spending, from one payday to the next</p>
        </div>
        <Button variant="outline" onClick={apply.run} disabled={apply.isPending}>
          <Sparkles aria-hidden="true" /> Suggest
        </Button>
      </div>
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={() => setBack((b) => b + 1)} disabled={back >= BUDGET_CYCLES - 1} aria-label="Earlier pay cycle">
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p className="text-sm font-medium" aria-live="polite">
          {data ? `${data.cycle.current ? 'This pay cycle' : 'Pay cycle'}: ${formatDayRangeLabel(data.cycle.start, data.cycle.end, data.today)}` : ' '}
        </p>
        <Button variant="ghost" size="sm" onClick={() => setBack((b) => b - 1)} disabled={back === 0} aria-label="Later pay cycle">
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {list.isPending ? (
        <LoadingStatus className="py-6">Loading your budgets...</LoadingStatus>
      ) : !data ? (
        <LoadError message="Your budgets could not be loaded." onRetry={() => void list.refetch()} />
      ) : (
        <>
          {data.budgets.length > 0 && (
            <p className="text-sm">
              {formatPence(data.total.spent)} spent of {formatPence(data.total.limit + data.total.carried)} budgeted:{' '}
              <span className="font-medium">{formatPence(data.total.remaining)} still to spend</span>
            </p>
          )}
          {data.budgets.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border px-4 py-8 text-center text-muted-foreground">
              {data.cycle.current
                ? 'No budgets yet. Set one below, or press Suggest to fill them from your last three pay cycles.'
                : 'No budgets in this pay cycle.'}
            </p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2" aria-label="Your budgets">
              {data.budgets.map((b) => (
                <BudgetCard key={b.categoryId} budget={b} today={data.today} editable={data.cycle.current} />
              ))}
            </ul>
          )}
          {data.cycle.current && free.length > 0 && (
            <Card>
              <CardContent className="grid gap-3 p-4">
                <h3 className="font-medium">Set a budget</h3>
                <BudgetForm idPrefix="new-budget" categories={free} />
              </CardContent>
            </Card>
          )}
        </>
      )}
      <LeftToSpendSetting />
      <SavingsGoalSection />
    </section>
  );
}

/** Whether left to spend takes off what is still budgeted (off by default). */
function LeftToSpendSetting() {
  const utils = trpc.useUtils();
  const prefs = trpc.budgets.preferences.useQuery();
  const save = trpc.budgets.setPreferences.useMutation({
    onSuccess: async (next) => {
      utils.budgets.preferences.setData(undefined, next);
      notifySuccess(next.subtractFromLeftToSpend ? 'Left to spend now takes off your budgets' : 'Left to spend no longer takes off your budgets');
      await utils.dashboard.leftToSpend.invalidate();
    },
    onError: (e) => notifyError(e.message),
  });
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-4 p-4">
        <div className="grid gap-1">
          <Label htmlFor="subtract-budgets">Take budgets off left to spend</Label>
          <p className="text-sm text-muted-foreground">
            Home's left to spend until payday then counts what your budgets still have for this pay cycle as already spoken for.
          </p>
        </div>
        <Switch
          id="subtract-budgets"
          checked={prefs.data?.subtractFromLeftToSpend ?? false}
          disabled={!prefs.data || save.isPending}
          onCheckedChange={(on) => save.mutate({ subtractFromLeftToSpend: on })}
        />
      </CardContent>
    </Card>
  );
}
