import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { londonDate } from '../../../shared/dates';
import { formatPence } from '../../../shared/money';
import { formatDayLabel, formatDayRangeLabel, formatDayRunLabels } from '../../../shared/day-labels';
import { dataSinceLabel, sinceLabel } from '../../../shared/pay-days/cycle-label';
import { LoadError, LoadingStatus } from '../../components/query-status';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useCategoryNames } from '../../lib/categories';
import { trpc } from '../../lib/trpc';
import { categoryRows, changeText } from './category-rows';

// The Spending Overview's charts (issue 14), loaded lazily so Recharts stays out of every
// other chunk: spending by category this pay cycle with the change against the last one,
// spending per cycle for the last 6 cycles, and each account's balance at the end of each.
// The categories can be seen for any of the 6 cycles (a selector, the current one first).
// Every chart has its figures as text too: the category list, and a table for the others.

const COLOURS = ['#2563eb', '#16a34a', '#d97706', '#dc2626', '#7c3aed', '#0891b2', '#db2777', '#65a30d'];
const QUERY = { staleTime: 30_000 } as const;

/**
 * What the change is against: the same number of days of the cycle before while a cycle runs
 * (issue 22, item 6), else the whole cycle before; null for the oldest cycle listed.
 */
function comparisonLabel(comparison: { days: number | null } | null): string | null {
  if (!comparison) return null;
  if (comparison.days === null) return 'the cycle before';
  return comparison.days === 1 ? 'the first day of last cycle' : `the first ${comparison.days} days of last cycle`;
}

const pounds = (pence: number) => `£${Math.round(pence / 100).toLocaleString('en-GB')}`;

export default function SpendingCharts() {
  // This cycle and the last for the categories (the figure people open the tab for, within the
  // dashboard's budget); six cycles for the trend and the earlier cycles' categories, which
  // may arrive a moment later.
  const totals = trpc.categories.totals.useQuery({ cycles: 2 }, QUERY);
  const six = trpc.categories.totals.useQuery({ cycles: 6 }, QUERY);
  const history = trpc.categories.balanceHistory.useQuery({ cycles: 6 }, QUERY);
  const categories = useCategoryNames();
  // Which cycle the categories show: 0 is the current one, 1 the one before, and so on.
  const [shown, setShown] = useState(0);

  if (totals.isPending) return <LoadingStatus className="py-0">Loading your spending by category...</LoadingStatus>;
  if (totals.isError) return <LoadError message="Failed to load your spending by category" onRetry={() => void totals.refetch()} />;
  if (!totals.data.cycles[0]) return null;
  const today = londonDate();
  // Newest first. The six cycles once they are here (the first two are the same cycles).
  const recent = six.data && six.data.cycles.length >= totals.data.cycles.length ? six.data.cycles : totals.data.cycles;
  const index = Math.min(shown, recent.length - 1);
  const chosen = recent[index]!;
  const isCurrent = index === 0;
  const to = chosen.endDate < today ? chosen.endDate : today;
  const rows = categoryRows(chosen.categories, chosen.comparison?.categories, categories.nameOf);
  const spent = rows.filter((r) => r.total > 0);
  const comparedWith = comparisonLabel(chosen.comparison);
  // Oldest first; the axis has short labels (the year only where it changes), the tables the app's full ones.
  const cycles = [...(six.data?.cycles ?? [])].reverse();
  const cycleLabels = formatDayRunLabels(
    cycles.map((c) => c.startDate),
    today,
  );
  const pointLabels = formatDayRunLabels(
    (history.data?.points ?? []).map((p) => p.date),
    today,
  );
  // A cycle before the first transaction has no bar and says "No data", not £0 (issue 22, item 7).
  const trend = cycles.map((c, i) => ({
    label: cycleLabels[i],
    day: formatDayLabel(c.startDate, today),
    total: c.noData ? null : c.total / 100,
    pence: c.noData ? null : c.total,
  }));

  return (
    <div className="grid min-w-0 gap-6">
      <section aria-labelledby="by-category-heading" className="grid min-w-0 gap-3">
        <h3 id="by-category-heading" className="font-semibold">
          Spending by category {isCurrent ? sinceLabel(chosen.startDate, today) : formatDayRangeLabel(chosen.startDate, chosen.endDate, today)}
        </h3>
        <CycleSelector
          range={formatDayRangeLabel(chosen.startDate, chosen.endDate, today)}
          isCurrent={isCurrent}
          hasEarlier={index < recent.length - 1}
          onEarlier={() => setShown(index + 1)}
          onLater={() => setShown(index - 1)}
        />
        {chosen.noData ? (
          <p className="text-muted-foreground">No data for this pay cycle: your transactions start later.</p>
        ) : (
          spent.length === 0 && <p className="text-muted-foreground">{isCurrent ? 'No spending in this pay cycle yet.' : 'No spending in this pay cycle.'}</p>
        )}
        {chosen.dataFrom && <p className="text-sm text-muted-foreground">{dataSinceLabel(chosen.dataFrom, today)}</p>}
        {rows.length > 0 && (
          <Card className="grid min-w-0 gap-4 p-4">
            {spent.length > 0 && (
              <div aria-hidden="true" className="h-64 w-full min-w-0" data-testid="category-chart">
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart accessibilityLayer={false} data={spent.slice(0, 8)} layout="vertical" margin={{ left: 8, right: 16 }}>
                    <XAxis type="number" tickFormatter={(v: number) => pounds(v)} fontSize={12} />
                    <YAxis type="category" dataKey="name" width={110} fontSize={12} />
                    <Bar dataKey="total" fill={COLOURS[0]} isAnimationActive={false} />
                  </BarChart>
                </ResponsiveContainer>
              </div>
            )}
            <ul aria-label="Spending by category" className="divide-y divide-border">
              {rows.map((r) => {
                const figures = (
                  <span className="flex shrink-0 flex-col items-end">
                    <span className="font-semibold tabular-nums">{formatPence(r.total)}</span>
                    {comparedWith && <span className="text-xs text-muted-foreground">{changeText(r.change, comparedWith)}</span>}
                  </span>
                );
                return (
                  <li key={r.categoryId}>
                    {r.total > 0 ? (
                      <Link
                        to="/transactions"
                        search={{ tab: 'custom', from: chosen.startDate, to, category: r.categoryId }}
                        className="flex items-center justify-between gap-3 py-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                      >
                        <span className="min-w-0 truncate">{r.name}</span>
                        {figures}
                      </Link>
                    ) : (
                      // Spent on in the cycle before, not in this one: nothing here to open.
                      <span className="flex items-center justify-between gap-3 py-2">
                        <span className="min-w-0 truncate text-muted-foreground">{r.name}</span>
                        {figures}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </Card>
        )}
      </section>

      <ChartSection
        id="trend-heading"
        title="Spending per pay cycle"
        query={six}
        loading="Loading your spending per cycle..."
        failed="Failed to load your spending per cycle"
      >
        {() => (
          <Card className="grid min-w-0 gap-2 p-4">
            <ChartBox testId="trend-chart">
              <BarChart accessibilityLayer={false} data={trend} margin={{ left: 0, right: 8 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" fontSize={12} />
                <YAxis tickFormatter={(v: number) => pounds(v * 100)} width={56} fontSize={12} />
                <Tooltip formatter={(v) => formatPence(Math.round(Number(v) * 100))} />
                <Bar dataKey="total" name="Spent" fill={COLOURS[1]} isAnimationActive={false} />
              </BarChart>
            </ChartBox>
            <div className="sr-only">
              <table>
                <caption>Spending per pay cycle, oldest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Cycle starting</th>
                    <th scope="col">Spent</th>
                  </tr>
                </thead>
                <tbody>
                  {trend.map((t) => (
                    <tr key={t.day}>
                      <td>{t.day}</td>
                      <td>{t.pence === null ? 'No data' : formatPence(t.pence)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
        )}
      </ChartSection>

      <ChartSection id="balance-heading" title="Balance over time" query={history} loading="Loading your balances..." failed="Failed to load your balances">
        {(data) => (
          <Card className="grid min-w-0 gap-2 p-4">
            <ChartBox testId="balance-chart">
              <LineChart
                accessibilityLayer={false}
                data={data.points.map((p, i) => ({
                  label: pointLabels[i],
                  // null before an account's first transaction: a gap in its line, not a made-up level.
                  ...Object.fromEntries(data.accounts.map((a) => [a.id, a.balances[i] == null ? null : a.balances[i] / 100])),
                }))}
                margin={{ left: 0, right: 8 }}
              >
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" fontSize={12} />
                <YAxis tickFormatter={(v: number) => pounds(v * 100)} width={64} fontSize={12} />
                <Tooltip formatter={(v) => formatPence(Math.round(Number(v) * 100))} />
                {data.accounts.map((a, i) => (
                  <Line key={a.id} dataKey={a.id} name={a.name} stroke={COLOURS[i % COLOURS.length]} dot={false} isAnimationActive={false} />
                ))}
              </LineChart>
            </ChartBox>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
              {data.accounts.map((a, i) => (
                <li key={a.id} className="flex items-center gap-2">
                  <span className="inline-block size-3 rounded-full" style={{ background: COLOURS[i % COLOURS.length] }} />
                  {a.name}
                </li>
              ))}
            </ul>
            <div className="sr-only">
              <table>
                <caption>Balance at the end of each pay cycle, oldest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Account</th>
                    {data.points.map((p) => (
                      <th scope="col" key={p.date}>
                        {formatDayLabel(p.date, today)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.accounts.map((a) => (
                    <tr key={a.id}>
                      <th scope="row">{a.name}</th>
                      {a.balances.map((b, i) => (
                        <td key={i}>{b === null ? 'No data' : formatPence(b)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
        )}
      </ChartSection>
    </div>
  );
}

type QueryState<T> = { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };

/** A chart under its heading: a loading line, an error with a retry, or the chart once its data is here. */
function ChartSection<T>(props: { id: string; title: string; query: QueryState<T>; loading: string; failed: string; children: (data: T) => ReactNode }) {
  const { query } = props;
  return (
    <section aria-labelledby={props.id} className="grid min-w-0 gap-3">
      <h3 id={props.id} className="font-semibold">
        {props.title}
      </h3>
      {query.isPending ? (
        <LoadingStatus className="py-0">{props.loading}</LoadingStatus>
      ) : query.isError ? (
        <LoadError message={props.failed} onRetry={() => void query.refetch()} />
      ) : (
        // Neither pending nor failed: the data is here.
        props.children(query.data as T)
      )}
    </section>
  );
}

/** The drawing itself, hidden from screen readers: each chart gives its figures as text beside it. */
const ChartBox = ({ testId, children }: { testId: string; children: ReactElement }) => (
  <div aria-hidden="true" className="h-56 w-full min-w-0" data-testid={testId}>
    <ResponsiveContainer width="100%" height="100%">
      {children}
    </ResponsiveContainer>
  </div>
);

type CycleSelectorProps = { range: string; isCurrent: boolean; hasEarlier: boolean; onEarlier: () => void; onLater: () => void };

/**
 * Earlier and later pay cycles for the categories. A button at the end of the run stays
 * focusable (aria-disabled, not disabled), so the keyboard's place is not lost; the range
 * shown is announced as it changes.
 */
function CycleSelector({ range, isCurrent, hasEarlier, onEarlier, onLater }: CycleSelectorProps) {
  const edge = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50';
  return (
    <div role="group" aria-label="Pay cycle" className="flex w-full max-w-md items-center justify-between gap-2">
      <Button
        type="button"
        variant="outline"
        size="icon"
        className={edge}
        aria-label="Previous pay cycle"
        aria-disabled={hasEarlier ? undefined : true}
        onClick={() => hasEarlier && onEarlier()}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <p aria-live="polite" aria-atomic="true" className="text-center text-sm font-medium" data-testid="cycle-range">
        {range}
        {isCurrent && <span className="text-muted-foreground"> (this cycle)</span>}
      </p>
      <Button
        type="button"
        variant="outline"
        size="icon"
        className={edge}
        aria-label="Next pay cycle"
        aria-disabled={isCurrent ? true : undefined}
        onClick={() => !isCurrent && onLater()}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}
