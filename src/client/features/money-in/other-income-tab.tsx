import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { trpc } from '../../lib/trpc';
import { AddIncomeDialog } from './add-income-dialog';
import { DepositItem, type DepositData } from './deposit-item';
import { INCOME_QUERY } from './income-query-options';
import { LabelDialog } from './label-dialog';
import { IncomeLoadError, IncomeLoading } from './query-status';

/** Add Income, and this pay period's deposits, each of which can be labelled. */
export function OtherIncomeTab() {
  const [adding, setAdding] = useState(false);
  const [labelling, setLabelling] = useState<DepositData | null>(null);
  const income = trpc.money.otherIncome.useQuery(undefined, INCOME_QUERY);

  let list;
  if (income.isPending) list = <IncomeLoading />;
  else if (income.isError) list = <IncomeLoadError onRetry={() => void income.refetch()} />;
  else if (income.data.deposits.length === 0) list = <p className="text-muted-foreground">No income transactions found for this month.</p>;
  else
    list = (
      <ul className="grid gap-3" aria-label="This month's deposits">
        {income.data.deposits.map((deposit) => (
          <li key={`${deposit.kind}-${deposit.id}`}>
            <DepositItem deposit={deposit} onLabel={setLabelling} />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="other-income-heading" className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="other-income-heading" className="text-lg font-semibold">
            This month's deposits
          </h2>
          <p className="text-sm text-muted-foreground">Label a deposit to say where it came from, or add income the bank doesn't show.</p>
        </div>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" /> Add Income
        </Button>
      </div>
      {list}
      <AddIncomeDialog open={adding} onOpenChange={setAdding} />
      <LabelDialog deposit={labelling} onOpenChange={(open) => !open && setLabelling(null)} />
    </section>
  );
}
