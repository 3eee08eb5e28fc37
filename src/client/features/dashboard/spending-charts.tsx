import { Link } from '@tanstack/react-router';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { londonDate } from '../../../shared/dates';
import { formatPence } from '../../../shared/money';
import { formatDayLabel, formatDayRunLabels } from '../../../shared/day-labels';
import { sinceLabel } from '../../../shared/pay-days/cycle-label';
import { LoadError, LoadingStatus } from '../../components/query-status';
import { Card } from '../../components/ui/card';
import { useCategoryNames } from '../../lib/categories';
import { trpc } from '../../lib/trpc';

// The Spending Overview's charts (issue 14), loaded lazily so Recharts stays out of every
// other chunk: spending by category this pay cycle with the change against the last one,
// spending per cycle for the last 6 cycles, and each account's balance at the end of each.
// Every chart has its figures as text too: the category list, and a table for the others.

const COLOURS = ['#2563eb', '#16a34a', '#d97706', '#dc2626', '#7c3aed', '#0891b2', '#db2777', '#65a30d'];
const QUERY = { staleTime: 30_000 } as const;

const pounds = (pence: number) => `£${Math.round(pence / 100).toLocaleString('en-GB')}`;

export default function SpendingCharts() {
  // This cycle and the last for the categories (the figure people open the tab for, within the
  // dashboard's budget); six cycles for the trend, which may arrive a moment later.
  const totals = trpc.categories.totals.useQuery({ cycles: 2 }, QUERY);
  const six = trpc.categories.totals.useQuery({ cycles: 6 }, QUERY);
  const history = trpc.categories.balanceHistory.useQuery({ cycles: 6 }, QUERY);
  const categories = useCategoryNames();

  if (totals.isPending) return <LoadingStatus className="py-0">Loading your spending by category...</LoadingStatus>;
  if (totals.isError) return <LoadError message="Failed to load your spending by category" onRetry={() => void totals.refetch()} />;
  const [current, previous] = totals.data.cycles;
  if (!current) return null;
  const today = londonDate();
  const to = current.endDate < today ? current.endDate : today;
  const before = new Map((previous?.categories ?? []).map((c) => [c.categoryId, c.total]));
  const rows = current.categories.map((c) => ({ ...c, name: categories.nameOf(c.categoryId), change: c.total - (before.get(c.categoryId) ?? 0) }));
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
  const trend = cycles.map((c, i) => ({ label: cycleLabels[i], day: formatDayLabel(c.startDate, today), total: c.total / 100, pence: c.total }));

  return (
    <div className="grid min-w-0 gap-6">
      <section aria-labelledby="by-category-heading" className="grid min-w-0 gap-3">
        <h3 id="by-category-heading" className="font-semibold">
          Spending by category {sinceLabel(current.startDate, today)}
        </h3>
        {rows.length === 0 ? (
          <p className="text-muted-foreground">No spending in this pay cycle yet.</p>
        ) : (
          <Card className="grid min-w-0 gap-4 p-4">
            <div aria-hidden="true" className="h-64 w-full min-w-0" data-testid="category-chart">
              <ResponsiveContainer width="100%" height="100%">
                <BarChart accessibilityLayer={false} data={rows.slice(0, 8)} layout="vertical" margin={{ left: 8, right: 16 }}>
                  <XAxis type="number" tickFormatter={(v: number) => pounds(v)} fontSize={12} />
                  <YAxis type="category" dataKey="name" width={110} fontSize={12} />
                  <Bar dataKey="total" fill={COLOURS[0]} isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </div>
            <ul aria-label="Spending by category" className="divide-y divide-border">
              {rows.map((r) => (
                <li key={r.categoryId}>
                  <Link
                    to="/transactions"
                    search={{ tab: 'custom', from: current.startDate, to, category: r.categoryId }}
                    className="flex items-center justify-between gap-3 py-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    <span className="min-w-0 truncate">{r.name}</span>
                    <span className="flex shrink-0 flex-col items-end">
                      <span className="font-semibold tabular-nums">{formatPence(r.total)}</span>
                      <span className="text-xs text-muted-foreground">{changeText(r.change, previous !== undefined)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </section>

      <section aria-labelledby="trend-heading" className="grid min-w-0 gap-3">
        <h3 id="trend-heading" className="font-semibold">
          Spending per pay cycle
        </h3>
        {six.isPending ? (
          <LoadingStatus className="py-0">Loading your spending per cycle...</LoadingStatus>
        ) : six.isError ? (
          <LoadError message="Failed to load your spending per cycle" onRetry={() => void six.refetch()} />
        ) : (
          <Card className="grid min-w-0 gap-2 p-4">
            <div aria-hidden="true" className="h-56 w-full min-w-0" data-testid="trend-chart">
              <ResponsiveContainer width="100%" height="100%">
                <BarChart accessibilityLayer={false} data={trend} margin={{ left: 0, right: 8 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="label" fontSize={12} />
                  <YAxis tickFormatter={(v: number) => pounds(v * 100)} width={56} fontSize={12} />
                  <Tooltip formatter={(v) => formatPence(Math.round(Number(v) * 100))} />
                  <Bar dataKey="total" name="Spent" fill={COLOURS[1]} isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </div>
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
                      <td>{formatPence(t.pence)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
        )}
      </section>

      <section aria-labelledby="balance-heading" className="grid min-w-0 gap-3">
        <h3 id="balance-heading" className="font-semibold">
          Balance over time
        </h3>
        {history.isPending ? (
          <LoadingStatus className="py-0">Loading your balances...</LoadingStatus>
        ) : history.isError ? (
          <LoadError message="Failed to load your balances" onRetry={() => void history.refetch()} />
        ) : (
          <Card className="grid min-w-0 gap-2 p-4">
            <div aria-hidden="true" className="h-56 w-full min-w-0" data-testid="balance-chart">
              <ResponsiveContainer width="100%" height="100%">
                <LineChart
                  accessibilityLayer={false}
                  data={history.data.points.map((p, i) => ({
                    label: pointLabels[i],
                    ...Object.fromEntries(history.data.accounts.map((a) => [a.id, a.balances[i]! / 100])),
                  }))}
                  margin={{ left: 0, right: 8 }}
                >
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="label" fontSize={12} />
                  <YAxis tickFormatter={(v: number) => pounds(v * 100)} width={64} fontSize={12} />
                  <Tooltip formatter={(v) => formatPence(Math.round(Number(v) * 100))} />
                  {history.data.accounts.map((a, i) => (
                    <Line key={a.id} dataKey={a.id} name={a.name} stroke={COLOURS[i % COLOURS.length]} dot={false} isAnimationActive={false} />
                  ))}
                </LineChart>
              </ResponsiveContainer>
            </div>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
              {history.data.accounts.map((a, i) => (
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
                    {history.data.points.map((p) => (
                      <th scope="col" key={p.date}>
                        {formatDayLabel(p.date, today)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {history.data.accounts.map((a) => (
                    <tr key={a.id}>
                      <th scope="row">{a.name}</th>
                      {a.balances.map((b, i) => (
                        <td key={i}>{formatPence(b)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
        )}
      </section>
    </div>
  );
}

function changeText(change: number, hasPrevious: boolean): string {
  if (!hasPrevious) return '';
  if (change === 0) return 'Same as last cycle';
  return `${change > 0 ? 'Up' : 'Down'} ${formatPence(Math.abs(change))} on last cycle`;
}
