import { useCycleWord } from '../../lib/use-cycle-word';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { QueryStatus } from '../../components/query-status';
import { Button } from '../../components/ui/button';
import { trpc } from '../../lib/trpc';
import { AddIncomeDialog } from './add-income-dialog';
import { DepositItem, type DepositData } from './deposit-item';
import { INCOME_QUERY, INCOME_STATUS } from './income-query-options';
import { LabelDialog } from './label-dialog';

/** Add Income, and this pay period's deposits, each of which can be labelled. */
export function OtherIncomeTab() {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<DepositData | null>(null);
  const [labelling, setLabelling] = useState<DepositData | null>(null);
  const income = trpc.money.otherIncome.useQuery(undefined, INCOME_QUERY);
  const word = useCycleWord();

  const list = (
    <QueryStatus query={income} {...INCOME_STATUS}>
      {({ deposits }) =>
        deposits.length === 0 ? (
          <p className="text-muted-foreground">No income transactions found for this {word}.</p>
        ) : (
          <ul className="grid gap-3" aria-label={`This ${word}'s deposits`}>
            {deposits.map((deposit) => (
              <li key={`${deposit.kind}-${deposit.id}`}>
                <DepositItem deposit={deposit} onLabel={setLabelling} onEdit={setEditing} />
              </li>
            ))}
          </ul>
        )
      }
    </QueryStatus>
  );

  return (
    <section aria-labelledby="other-income-heading" className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="other-income-heading" className="text-lg font-semibold">
            This {word}&apos;s deposits
          </h2>
          <p className="text-sm text-muted-foreground">Label a deposit to say where it came from, or add income the bank doesn't show.</p>
        </div>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" /> Add Income
        </Button>
      </div>
      {list}
      <AddIncomeDialog open={adding} onOpenChange={setAdding} />
      <AddIncomeDialog open={editing !== null} income={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <LabelDialog deposit={labelling} onOpenChange={(open) => !open && setLabelling(null)} />
    </section>
  );
}
