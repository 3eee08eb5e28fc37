import { trpc } from '../../lib/trpc';
import { notifyError, notifySuccess } from '../../components/notify';
import { useRefreshBills } from '../../lib/use-refresh-bills';

/** Marks a manual bill paid or unpaid (bank bills are marked by the payment check). */
export function useSetBillPaid() {
  const setPaid = trpc.bills.setPaid.useMutation();
  const refreshBills = useRefreshBills();
  const toggle = async (id: string, paid: boolean) => {
    try {
      await setPaid.mutateAsync({ id, paid });
      notifySuccess(paid ? 'Bill marked as paid' : 'Bill marked as unpaid');
    } catch {
      notifyError('Failed to update bill payment status');
    }
    await refreshBills();
  };
  return { toggle, pendingId: setPaid.isPending ? setPaid.variables?.id : undefined };
}
