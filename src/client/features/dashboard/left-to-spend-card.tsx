import { londonDate } from '../../../shared/dates';
import { formatPence } from '../../../shared/money';
import { shortDay } from '../../../shared/pay-days/cycle-label';
import { trpc } from '../../lib/trpc';
import { StatCard } from './stat-card';

/**
 * Left to spend until payday (issue 11, item 5): the current accounts' balance minus the
 * unpaid bills due before the next pay day, with those bills, the days to payday and an
 * amount per day. Red when it is below zero, and then it says what falls short and what could
 * cover it (issue 22, item 4).
 */
export function LeftToSpendCard({ refreshing }: { refreshing: boolean }) {
  const left = trpc.dashboard.leftToSpend.useQuery(undefined, { staleTime: 30_000, refetchOnWindowFocus: true });
  const data = left.data;
  const today = londonDate();
  const days = data?.daysToPayday ?? 0;
  return (
    <StatCard
      title="Left to spend until payday"
      caption="From your current accounts, after the bills still to come before payday"
      value={data && formatPence(data.left)}
      loading={left.isPending || refreshing}
      failed={left.isError}
      tone={data && data.left < 0 ? 'red' : 'green'}
    >
      {data && (
        <div className="mt-2 grid gap-2 text-sm">
          {data.left < 0 && <ShortfallAdvice short={-data.left} savings={data.savingsBalance} budgeted={data.budgeted !== null} />}
          {data.budgeted !== null && (
            <p className="text-muted-foreground">
              This takes off the {formatPence(data.budgeted)} your budgets still have for the rest of this pay cycle, as you asked in Budgets.
            </p>
          )}
          <p>
            <span className="font-medium">{days === 1 ? '1 day' : `${days} days`} to payday</span>{' '}
            <span className="text-muted-foreground">({shortDay(data.nextPayDay, today)})</span>
            {data.perDay !== null && <span>: about {formatPence(data.perDay)} a day</span>}
          </p>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1" aria-label="How it is worked out">
            <dt>Current accounts</dt>
            <dd className="text-right tabular-nums">{formatPence(data.currentBalance)}</dd>
            {data.bills.map((bill, i) => (
              <BillLine
                key={`${bill.id}:${bill.date ?? i}`}
                name={bill.name}
                date={bill.date === null ? 'date not set' : shortDay(bill.date, today)}
                amount={bill.amount}
              />
            ))}
            {data.budgeted !== null && (
              // The person chose this in Budgets (issue 26 item 5): the words say it is a plan, not a bill.
              <BillLine name="Still budgeted" date="the rest of this pay cycle" amount={data.budgeted} />
            )}
            {data.bills.length === 0 && (
              <>
                <dt className="text-muted-foreground">No bills due before payday</dt>
                <dd />
              </>
            )}
          </dl>
        </div>
      )}
    </StatCard>
  );
}

function BillLine({ name, date, amount }: { name: string; date: string; amount: number }) {
  return (
    <>
      <dt>
        {name} <span className="text-muted-foreground">({date})</span>
      </dt>
      <dd className="text-right tabular-nums text-red-700">-{formatPence(amount)}</dd>
    </>
  );
}

/** What a negative figure means and what could cover it, in plain words. */
function ShortfallAdvice({ short, savings, budgeted }: { short: number; savings: number; budgeted: boolean }) {
  return (
    <p className="rounded-md border border-red-200 bg-red-50 p-2 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
      The bills {budgeted ? 'and budgets ' : ''}below come to {formatPence(short)} more than your current accounts hold.{' '}
      {savings >= short
        ? `Moving ${formatPence(short)} from your savings (${formatPence(savings)} there) would cover them.`
        : savings > 0
          ? `Your savings (${formatPence(savings)}) would cover part of it; an arranged overdraft, or asking to move a bill's date, could cover the rest.`
          : "An arranged overdraft, or asking to move a bill's date, could cover it: check which bills could wait."}
    </p>
  );
}
