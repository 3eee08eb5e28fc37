import { useState } from 'react';
import { formatPence } from '../../../shared/money';
import { billBadge, dueText } from '../../../shared/bills/bill-state';
import type { BillView } from '../../../shared/bills/bill-view';
import { londonDate } from '../../../shared/dates';
import { Button } from '../../components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { messageOf } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';
import { BillBadge } from './bill-badge';
import { billTitle, cadenceLabel } from './bill-display';
import { plainPounds } from '../../../shared/bills/same-bill';
import { priceRiseOf, priceRiseText } from '../../../shared/bills/price-rise';
import { notifyError, notifySuccess } from '../../components/notify';
import { useRefreshBills } from '../../lib/use-refresh-bills';
import { ConfirmDialog } from '../../components/confirm-dialog';

const accountLabel = (classification: string | null | undefined) => (classification === 'SavingsAccount' ? 'Savings account' : 'Current account');

/** A bank bill, read-only (spec 02 §6): it can only be removed from the list. */
export function BankBillDetails({ bill, onDone }: { bill: BillView; onDone: () => void }) {
  const utils = trpc.useUtils();
  const dismiss = trpc.bank.dismissBill.useMutation();
  const refreshBills = useRefreshBills();
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const today = londonDate();
  const original = bill.original_bank_bill;
  const undoSame = trpc.bills.undoSameBill.useMutation();
  const busy = checking || dismiss.isPending || undoSame.isPending;
  const rise = original ? priceRiseOf(original, bill.frequency) : null;

  // "Not the same after all": the typed bill counts on its own again, and can be edited (decision 048).
  const undo = async () => {
    try {
      await undoSame.mutateAsync({ id: bill.id });
      notifySuccess('Your own bill counts on its own again');
      onDone();
      await refreshBills();
    } catch (error) {
      notifyError(`Could not undo: ${messageOf(error, 'please try again')}`);
    }
  };

  const remove = async () => {
    // The server is asked first whether this user may delete the bill (spec 02 §4).
    setChecking(true);
    let allowed: boolean;
    try {
      allowed = await utils.bank.canDismissBill.fetch({ billId: bill.id }, { staleTime: 0 });
    } catch (error) {
      notifyError(`Permission check failed: ${messageOf(error, 'please try again')}`);
      return;
    } finally {
      setChecking(false);
    }
    if (!allowed) {
      notifyError("You don't have permission to delete this bank bill");
      return;
    }
    try {
      await dismiss.mutateAsync({ billId: bill.id });
      notifySuccess('Bill removed successfully');
      onDone();
      await refreshBills();
    } catch (error) {
      notifyError(`Failed to remove bill: ${messageOf(error, 'please try again')}`);
    }
  };

  const rows: [string, string][] = [
    ['Name', billTitle(bill)],
    ['Amount', formatPence(bill.amount)],
    ['Category', bill.category],
    ['How often', cadenceLabel(bill)],
    ['Due', dueText(bill, today)],
    ['Paid from', accountLabel(original?.account_classification)],
  ];

  return (
    <>
      <DialogHeader>
        <DialogTitle>Bill Details</DialogTitle>
        <DialogDescription>Bank bills can't be directly edited as they sync from your bank</DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words font-medium">{value}</dd>
          </div>
        ))}
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          <BillBadge badge={billBadge(bill, today)} />
        </dd>
      </dl>
      {rise && <p className="text-sm text-amber-900">Price rise: {priceRiseText(rise)}</p>}
      {bill.added_as && (
        <div className="grid gap-2 rounded-md border border-border p-3 text-sm">
          <p>
            You added this as {bill.added_as.name} {plainPounds(bill.added_as.amount)}, and said it is the same bill, so it counts once.
          </p>
          <Button type="button" variant="outline" size="sm" className="justify-self-start" disabled={busy} onClick={() => void undo()}>
            Not the same: count my {bill.added_as.name} separately
          </Button>
        </div>
      )}
      <p className="text-sm text-muted-foreground">Removing it hides it from your bills; it won't come back when your bank data refreshes.</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="destructive" disabled={busy} onClick={() => setConfirming(true)}>
          {busy ? 'Removing...' : 'Remove bill'}
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          onConfirm={() => void remove()}
          title={`Remove ${billTitle(bill)}?`}
          description="It will be hidden from your bills and won't come back when your bank data refreshes."
          confirmLabel="Remove bill"
        />
        <Button type="button" variant="outline" disabled={busy} onClick={onDone}>
          Close
        </Button>
      </div>
    </>
  );
}
