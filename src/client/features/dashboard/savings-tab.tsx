import { useCycleWord } from '../../lib/use-cycle-word';
import { formatDateTime } from '../../../shared/format';
import { formatDayLabel } from '../../../shared/day-labels';
import { formatPence } from '../../../shared/money';
import { addDays, londonDate } from '../../../shared/dates';
import { shortDay, sinceLabel } from '../../../shared/pay-days/cycle-label';
import { Card, CardContent } from '../../components/ui/card';
import { trpc } from '../../lib/trpc';
import { StatCard } from './stat-card';

/** Savings tab: money into savings, the last deposit, last month's balance, the accounts. */
export function SavingsTab() {
  const savings = trpc.dashboard.savings.useQuery(undefined, { staleTime: 30_000 });
  const data = savings.data;
  const loading = savings.isPending;
  const today = londonDate();
  const word = useCycleWord();
  return (
    <section aria-labelledby="savings-heading" className="flex flex-col gap-4">
      <h2 id="savings-heading" className="text-lg font-semibold">
        Savings
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          title="Money In Savings"
          caption={
            data
              ? `Paid into your savings this ${word} (${sinceLabel(data.cycle.startDate, today)}): transfers in and interest`
              : `Paid into your savings this ${word}`
          }
          value={data && formatPence(data.moneyInSavings)}
          loading={loading}
          failed={savings.isError}
        />
        <StatCard
          title="Last deposit"
          caption={data?.lastDeposit ? `On ${formatDayLabel(data.lastDeposit.date, londonDate())}` : 'No deposits yet'}
          value={data && formatPence(data.lastDeposit?.amount ?? 0)}
          loading={loading}
          failed={savings.isError}
        />
        <StatCard
          title="Last month's Balance"
          caption={
            data
              ? `Your savings at the end of your last pay month (${shortDay(addDays(data.cycle.startDate, -1), today)})`
              : 'Your savings at the end of last month'
          }
          value={data && formatPence(data.lastMonthBalance)}
          loading={loading}
          failed={savings.isError}
        />
      </div>
      {data && (
        <div className="flex flex-col gap-3">
          <h3 className="font-medium">Savings accounts</h3>
          {data.accounts.length === 0 ? (
            <p className="text-sm text-muted-foreground">No savings accounts yet. You can mark an account as savings in Settings, Bank Connections.</p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2" aria-label="Savings accounts">
              {data.accounts.map((account) => (
                <li key={account.id}>
                  <Card>
                    <CardContent className="flex items-start justify-between gap-3 p-4">
                      <div className="min-w-0">
                        <p className="font-medium break-words">{account.account_name}</p>
                        <p className="text-sm text-muted-foreground break-words">{account.institution_name}</p>
                        {account.last_synced_at && <p className="text-xs text-muted-foreground">Updated {formatDateTime(account.last_synced_at)}</p>}
                      </div>
                      <p className="shrink-0 text-lg font-semibold">{formatPence(account.balance, account.currency || 'GBP')}</p>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
