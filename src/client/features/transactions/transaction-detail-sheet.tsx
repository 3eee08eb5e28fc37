import { useState } from 'react';
import { formatPence } from '../../../shared/money';
import { notifyError, notifySuccess } from '../../components/notify';
import { LoadError, LoadingStatus } from '../../components/query-status';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '../../components/ui/sheet';
import { formatLongDay, useCategoryNames } from '../../lib/categories';
import { trpc } from '../../lib/trpc';

type Props = { transactionId: string | null; onClose: () => void };

/**
 * A transaction in full (issue 11 item 8, issue 14): the bank's original text, account, date,
 * amount, label, pending or booked, and its category with a control to change it. A change
 * asks "All from Tesco?": yes makes a rule for that merchant, past and future.
 */
export function TransactionDetailSheet({ transactionId, onClose }: Props) {
  return (
    <Sheet open={transactionId !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="overflow-y-auto">
        <SheetTitle>Transaction details</SheetTitle>
        <SheetDescription>What your bank sent, and the category it is counted in.</SheetDescription>
        {transactionId && <Details transactionId={transactionId} />}
        <SheetClose asChild>
          <Button variant="outline" className="mt-auto">
            Close
          </Button>
        </SheetClose>
      </SheetContent>
    </Sheet>
  );
}

function Details({ transactionId }: { transactionId: string }) {
  const detail = trpc.categories.transaction.useQuery({ transactionId });
  const categories = useCategoryNames();
  const utils = trpc.useUtils();
  const [asking, setAsking] = useState<string | null>(null);
  const set = trpc.categories.setTransactionCategory.useMutation({
    onSuccess: (result) => {
      notifySuccess(result.merchant ? `Everything from ${result.merchant} is now in this category` : 'Category changed');
      void utils.categories.invalidate();
      void utils.transactions.list.invalidate();
    },
    onError: () => notifyError('Failed to change the category'),
  });

  if (detail.isPending) return <LoadingStatus>Loading the transaction...</LoadingStatus>;
  if (detail.isError) return <LoadError message="Failed to load the transaction" onRetry={() => void detail.refetch()} />;
  const t = detail.data;
  const merchant = t.merchant_name || t.counterparty || t.description || 'this payee';
  const label = [t.label_source, t.label_category, t.label_notes].filter(Boolean).join(' · ');
  const choose = (categoryId: string, applyToMerchant: boolean) => set.mutate({ transactionId, categoryId, applyToMerchant });

  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Merchant</dt>
        <dd className="font-medium">{t.merchant_name || '—'}</dd>
        <dt className="text-muted-foreground">Description</dt>
        <dd className="break-words">{t.description || t.counterparty || '—'}</dd>
        {t.counterparty && t.counterparty !== t.description && (
          <>
            <dt className="text-muted-foreground">Payee</dt>
            <dd className="break-words">{t.counterparty}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Account</dt>
        <dd>
          {t.account_name} ({t.institution_name})
        </dd>
        <dt className="text-muted-foreground">Date</dt>
        <dd>{formatLongDay(t.date)}</dd>
        <dt className="text-muted-foreground">Amount</dt>
        <dd className="font-semibold tabular-nums">{formatPence(Number(t.amount), t.currency || 'GBP')}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd>{t.status === 'pending' ? 'Pending' : 'Booked'}</dd>
        <dt className="text-muted-foreground">Label</dt>
        <dd>{label || 'None'}</dd>
      </dl>
      <div className="grid gap-2">
        <Label htmlFor="transaction-category">Category</Label>
        <NativeSelect
          id="transaction-category"
          value={t.category_id}
          disabled={set.isPending}
          onChange={(e) => {
            const next = e.target.value;
            if (next && next !== t.category_id) setAsking(next);
          }}
        >
          {!categories.pickable.some((c) => c.id === t.category_id) && <option value={t.category_id}>{categories.nameOf(t.category_id)}</option>}
          {categories.pickable.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
        {t.category_source === 'person' && <p className="text-sm text-muted-foreground">You chose this category.</p>}
      </div>
      <AlertDialog open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
        <AlertDialogContent>
          <AlertDialogTitle>All from {merchant}?</AlertDialogTitle>
          <AlertDialogDescription>
            Put every payment from {merchant}, past and future, in {categories.nameOf(asking)}? Ones you have changed yourself stay as they are.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel onClick={() => asking && choose(asking, false)}>Just this one</AlertDialogCancel>
            <AlertDialogAction className="bg-primary text-primary-foreground hover:bg-primary/90" onClick={() => asking && choose(asking, true)}>
              Yes, all from {merchant}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
