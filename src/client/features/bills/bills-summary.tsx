import { useCycleWord } from '../../lib/use-cycle-word';
import type { ReactNode } from 'react';
import { formatPence } from '../../../shared/money';
import { londonDate } from '../../../shared/dates';
import { sinceLabel } from '../../../shared/pay-days/cycle-label';
import { Card, CardContent } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { trpc } from '../../lib/trpc';
import { LoadingStatus } from '../../components/query-status';

/**
 * The Balance tab: what the user's bills come to this month and where that figure comes
 * from, in plain words. Bank payments from savings accounts are shown apart: they are not in
 * the total (money set aside already).
 */
export function BillsSummary() {
  const summary = trpc.bills.summary.useQuery();
  const word = useCycleWord();

  if (summary.isPending) {
    return <LoadingStatus className="py-6">Loading your bills...</LoadingStatus>;
  }
  if (summary.isError) {
    return (
      <p role="alert" className="py-6 text-destructive">
        Failed to fetch bills
      </p>
    );
  }

  const s = summary.data;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card className="md:col-span-2">
        <CardContent className="p-6">
          <h2 className="text-sm font-medium text-muted-foreground">Your total bills this {word}</h2>
          <p className="mt-1 text-3xl font-semibold tabular-nums text-destructive" data-testid="bills-total">
            {formatPence(s.total)}
          </p>
          <p className="mt-1 text-xs text-muted-foreground">
            This {word}: {sinceLabel(s.cycle.startDate, londonDate())}
          </p>
          <p className="mt-2 text-sm text-muted-foreground">The bills you added, plus the regular payments that leave your current accounts.</p>
        </CardContent>
      </Card>

      <SummaryCard title="How it adds up" label="How your total adds up">
        <Line label="Bills you added" hint="Bills and loan payments you entered yourself" amount={s.manualTotal} />
        <Line label="Regular payments from your current accounts" hint="Found by your bank connection" amount={s.bankCurrentTotal} />
        <Line label="Total" amount={s.total} strong />
      </SummaryCard>

      <SummaryCard title="Your bank payments by kind" label="Your bank payments by kind">
        <Line label="Direct debits" hint="Companies that collect from your account" amount={s.byType.directDebit} />
        <Line label="Standing orders" hint="Regular payments you set up with your bank" amount={s.byType.standingOrder} />
        <Line label="Other regular payments" hint="Payments we spotted repeating in your transactions" amount={s.byType.inferred} />
      </SummaryCard>

      {s.bankSavingsTotal > 0 && (
        <Card className="md:col-span-2">
          <CardContent className="flex items-start justify-between gap-4 p-6">
            <div className="min-w-0">
              <h2 className="font-semibold">Paid from your savings</h2>
              <p className="text-sm text-muted-foreground">Regular payments from savings accounts. They are counted above by kind, but not in your total.</p>
            </div>
            <p className="shrink-0 font-semibold tabular-nums">{formatPence(s.bankSavingsTotal)}</p>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

function SummaryCard({ title, label, children }: { title: string; label: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent className="p-6">
        <h2 className="mb-3 font-semibold">{title}</h2>
        <ul className="grid gap-3" aria-label={label}>
          {children}
        </ul>
      </CardContent>
    </Card>
  );
}

function Line({ label, hint, amount, strong = false }: { label: string; hint?: string; amount: number; strong?: boolean }) {
  return (
    <li className={cn('flex items-start justify-between gap-4', strong && 'border-t border-border pt-3')}>
      <div className="min-w-0">
        <p className="font-medium">{label}</p>
        {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      </div>
      <p className={cn('shrink-0 tabular-nums', strong ? 'font-bold' : 'font-semibold')}>{formatPence(amount)}</p>
    </li>
  );
}
