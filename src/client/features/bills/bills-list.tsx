import { Plus } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { londonDate } from '../../../shared/dates';
import { Button } from '../../components/ui/button';
import { trpc } from '../../lib/trpc';
import { AddBillDialog } from './add-bill-dialog';
import { BillRow } from './bill-row';
import { EditBillDialog } from './edit-bill-dialog';
import { SameBillQuestions } from './same-bill-questions';
import { useSetBillPaid } from './use-set-bill-paid';
import { LoadingStatus } from '../../components/query-status';

export type BillsListProps = {
  /** The list's heading (an h2). */
  title?: string;
  /** The Add Bill button is shown unless this is false. */
  showAddButton?: boolean;
  /** Replaces "You haven't added any bills yet." */
  emptyMessage?: ReactNode;
  /** Shown under the empty message, e.g. a link to connect a bank. */
  emptyAction?: ReactNode;
};

/**
 * The user's bills, manual and from the bank, highest amount first (spec 02 §2 My Bills). Used
 * by /bills and by the dashboard's My Bills tab.
 */
export function BillsList({ title = 'My Bills', showAddButton = true, emptyMessage, emptyAction }: BillsListProps) {
  const bills = trpc.bills.list.useQuery();
  const { toggle, pendingId } = useSetBillPaid();
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  // The dialog reads the bill from the fresh list, and closes if it disappears.
  const openBill = openId ? bills.data?.find((b) => b.id === openId) : undefined;
  const today = londonDate();
  const titleId = useId();

  let body: ReactNode;
  if (bills.isPending) {
    body = <LoadingStatus className="py-6">Loading your bills...</LoadingStatus>;
  } else if (bills.isError) {
    body = (
      <p role="alert" className="py-6 text-destructive">
        Failed to fetch bills
      </p>
    );
  } else if (bills.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border py-10 text-center">
        <p className="text-muted-foreground">{emptyMessage ?? "You haven't added any bills yet."}</p>
        {emptyAction}
      </div>
    );
  } else {
    const sorted = [...bills.data].sort((a, b) => b.amount - a.amount);
    body = (
      <ul className="grid gap-3" aria-label="Bills">
        {sorted.map((bill) => (
          <BillRow
            key={bill.id}
            bill={bill}
            today={today}
            onOpen={(b) => setOpenId(b.id)}
            onTogglePaid={(b, paid) => void toggle(b.id, paid)}
            toggling={pendingId === bill.id}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">Sorted by highest monthly cost</p>
        </div>
        {showAddButton && (
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" /> Add Bill
          </Button>
        )}
      </div>
      <SameBillQuestions />
      {body}
      <AddBillDialog open={adding} onOpenChange={setAdding} />
      <EditBillDialog bill={openBill} onOpenChange={(open) => !open && setOpenId(null)} />
    </section>
  );
}
