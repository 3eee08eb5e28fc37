import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { trpc } from '../../lib/trpc';
import { notifyError } from '../../components/notify';
import { LoanCard } from './loan-card';
import { LoanDialog } from './loan-dialog';
import { LoadingStatus } from '../../components/query-status';

/** My Loans: Add Loan, one card per loan; a card opens its edit dialog. */
export function LoansTab() {
  const loans = trpc.loans.list.useQuery();
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const openLoan = openId ? loans.data?.find((l) => l.id === openId) : undefined;

  // Spec §8: a failed fetch is a toast, and the list is treated as empty.
  useEffect(() => {
    if (loans.isError) notifyError('Failed to fetch large bills');
  }, [loans.isError]);

  const list = loans.data ?? [];
  return (
    <section aria-labelledby="loans-title" className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="loans-title" className="text-lg font-semibold">
            Your loans
          </h2>
          <p className="text-sm text-muted-foreground">Big bills you pay off month by month</p>
        </div>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" /> Add Loan
        </Button>
      </div>
      {loans.isPending ? (
        <LoadingStatus className="py-6">Loading your loans...</LoadingStatus>
      ) : list.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border py-10 text-center text-muted-foreground">You haven't added any loans yet.</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Loans">
          {list.map((loan) => (
            <LoanCard key={loan.id} loan={loan} onOpen={(l) => setOpenId(l.id)} />
          ))}
        </ul>
      )}
      <LoanDialog open={adding} onOpenChange={setAdding} />
      <LoanDialog open={openLoan !== undefined} onOpenChange={(open) => !open && setOpenId(null)} loan={openLoan} />
    </section>
  );
}
