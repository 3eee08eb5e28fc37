import type { BillView } from '../../../shared/bills/bill-view';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { BankBillDetails } from './bank-bill-details';
import { EditBillForm } from './edit-bill-form';

/**
 * The dialog a bill opens: an edit form for the user's own bills, read-only 'Bill Details'
 * for bills that come from the bank. Its content mounts afresh on every opening, so the
 * fields always start from the bill as it is now.
 */
export function EditBillDialog({ bill, onOpenChange }: { bill: BillView | undefined; onOpenChange: (open: boolean) => void }) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={bill !== undefined} onOpenChange={onOpenChange}>
      <DialogContent>
        {bill?.source === 'bank' && <BankBillDetails bill={bill} onDone={close} />}
        {bill?.source === 'manual' && <EditBillForm key={bill.id} bill={bill} onDone={close} />}
      </DialogContent>
    </Dialog>
  );
}
