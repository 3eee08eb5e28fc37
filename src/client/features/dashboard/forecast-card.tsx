import { lazy, Suspense, useState, type FormEvent } from 'react';
import { formatPence } from '../../../shared/money';
import { aboutPounds, chanceWords, forecastDay } from '../../../shared/forecast/words';
import { LoadingStatus } from '../../components/query-status';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { trpc } from '../../lib/trpc';
import { useNearViewport } from '../../lib/use-near-viewport';
import { forecastInput, readPlanChoice, writePlanChoice } from './forecast-plan-choice';
import { StatCard } from './stat-card';
import type { PaydayForecast } from '../../../server/modules/forecast/service';

// Recharts loads after the figures (its own chunk), so the dashboard keeps its phone budget.
const ForecastChart = lazy(() => import('./forecast-chart'));

/**
 * "Will I make it to payday?" (issue 27): the balance likely on payday with its range, the
 * lowest point, the chances of going below £0, the overdraft limit and the person's buffer,
 * a chart and a breakdown that adds up to the middle figure.
 */
export function ForecastCard({ refreshing }: { refreshing: boolean }) {
  // The person's budgets can stand in for their past spending (issue 26 item 5).
  const [usePlan, setUsePlan] = useState(() => readPlanChoice());
  const forecast = trpc.forecast.toPayday.useQuery(forecastInput(usePlan), { staleTime: 30_000, refetchOnWindowFocus: true });
  const f = forecast.data;
  const headline = f
    ? f.tooLittleHistory
      ? `On payday (${forecastDay(f.payday)}) you'd have ${aboutPounds(f.onPayday.middle)} before everyday spending`
      : `On payday (${forecastDay(f.payday)}) you're likely to have about ${aboutPounds(f.onPayday.middle)} (between ${aboutPounds(f.onPayday.low)} and ${aboutPounds(f.onPayday.high)})`
    : undefined;
  return (
    <StatCard
      title="Will I make it to payday?"
      caption={headline ?? 'Your likely balance the day before your pay lands'}
      value={f && `About ${aboutPounds(f.onPayday.middle)}`}
      loading={forecast.isPending || refreshing}
      failed={forecast.isError}
      tone={f && f.onPayday.middle < 0 ? 'red' : 'green'}
    >
      {f && (
        <div className="mt-2 grid min-w-0 gap-3 text-sm" data-testid="forecast">
          {f.tooLittleHistory ? (
            <p className="rounded-md border border-amber-200 bg-amber-50 p-2 text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100">
              We need about two months of your transactions to learn your everyday spending, so this is only your balance less the bills due, plus the money
              expected in. It does not count what you spend day to day.
            </p>
          ) : (
            <>
              <p>
                <span className="font-medium">Lowest point:</span> about {aboutPounds(f.lowest.middle)} on {forecastDay(f.lowest.date)}
              </p>
              <ul className="grid gap-1" aria-label="Chances before payday">
                <li>Going below £0 before payday: {chanceWords(f.chance.belowZero ?? 0)}</li>
                {f.chance.belowLimit !== null && f.limitPence !== null && (
                  <li>
                    Going past your {formatPence(f.limitPence)} overdraft limit: {chanceWords(f.chance.belowLimit)}
                  </li>
                )}
                {f.bufferPence > 0 && f.chance.belowBuffer !== null && (
                  <li>
                    Going below the {formatPence(f.bufferPence)} you want to keep: {chanceWords(f.chance.belowBuffer)}
                  </li>
                )}
              </ul>
            </>
          )}
          <ChartWhenNear forecast={f} />
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1" aria-label="How the payday figure adds up">
            <dt>Balance today</dt>
            <dd className="text-right tabular-nums">{formatPence(f.breakdown.balance)}</dd>
            <dt>Bills before payday</dt>
            <dd className="text-right tabular-nums text-red-700">{formatPence(f.breakdown.bills)}</dd>
            <dt>Money expected in</dt>
            <dd className="text-right tabular-nums">+{formatPence(f.breakdown.moneyIn)}</dd>
            <dt>
              {f.spending === 'plan'
                ? 'Everyday spending (left in your budgets)'
                : f.tooLittleHistory
                  ? 'Everyday spending (not counted yet)'
                  : 'Everyday spending (likely)'}
            </dt>
            <dd className="text-right tabular-nums text-red-700">{formatPence(f.breakdown.everydaySpending)}</dd>
            <dt className="border-t pt-1 font-medium">On payday</dt>
            <dd className="border-t pt-1 text-right font-medium tabular-nums">{formatPence(f.breakdown.onPayday)}</dd>
          </dl>
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-1"
              checked={usePlan}
              onChange={(e) => {
                setUsePlan(e.target.checked);
                writePlanChoice(e.target.checked);
              }}
            />
            <span>
              Use what is left in my budgets instead of my past spending
              {usePlan && f.spending !== 'plan' && (
                <span className="block text-muted-foreground">You have no budgets yet: set some under My Bills, Budgets.</span>
              )}
            </span>
          </label>
          <BufferForm />
        </div>
      )}
    </StatCard>
  );
}

/**
 * The chart, loaded and drawn once it is on screen or nearly (issue 27 item 7). Drawing it is
 * the Balance tab's heaviest work: on a phone, where it sits below the first screen, it took
 * a second of a slow phone's main thread as Home loaded, for a picture nobody could see yet.
 * Until then it says it is loading, as it did while its code came.
 */
function ChartWhenNear({ forecast }: { forecast: PaydayForecast }) {
  const [near, ref] = useNearViewport<HTMLDivElement>();
  const loading = <LoadingStatus className="py-0">Loading the chart...</LoadingStatus>;
  return (
    <div ref={ref} className="min-w-0">
      {near ? (
        <Suspense fallback={loading}>
          <ForecastChart forecast={forecast} />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}

/** "Keep at least £...", and the arranged overdraft when the bank does not give it. */
function BufferForm() {
  const saved = trpc.forecast.settings.useQuery(undefined, { staleTime: 60_000 });
  const utils = trpc.useUtils();
  const save = trpc.forecast.saveSettings.useMutation({ onSuccess: () => void utils.forecast.invalidate() });
  const [edits, setEdits] = useState<{ buffer?: string; overdraftLimit?: string }>({});
  if (!saved.data) return null;
  const buffer = edits.buffer ?? saved.data.buffer;
  const overdraftLimit = edits.overdraftLimit ?? saved.data.overdraftLimit;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ buffer, overdraftLimit }, { onSuccess: () => setEdits({}) });
  };
  return (
    <details className="rounded-md border p-2">
      <summary className="cursor-pointer font-medium">Keep a buffer, or tell us your overdraft</summary>
      <form className="mt-2 grid gap-3" onSubmit={submit} noValidate>
        <div className="grid gap-1">
          <Label htmlFor="forecast-buffer">Keep at least (£)</Label>
          <Input id="forecast-buffer" inputMode="decimal" value={buffer} onChange={(e) => setEdits({ ...edits, buffer: e.target.value })} maxLength={20} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="forecast-limit">Arranged overdraft limit (£), if your bank does not show it</Label>
          <Input
            id="forecast-limit"
            inputMode="decimal"
            value={overdraftLimit}
            onChange={(e) => setEdits({ ...edits, overdraftLimit: e.target.value })}
            maxLength={20}
          />
        </div>
        {save.error && (
          <p role="alert" className="text-destructive">
            {save.error.message.includes('£') ? 'Please enter an amount from £0 to £1,000,000' : 'Could not save: please try again'}
          </p>
        )}
        <Button type="submit" size="sm" disabled={save.isPending} className="justify-self-start">
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </form>
    </details>
  );
}
