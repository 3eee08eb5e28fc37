import { useCallback } from 'react';
import { messageOf } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';
import { notifyError, notifySuccess } from '../../components/notify';
import { useRefreshBills } from '../../lib/use-refresh-bills';
import type { LoanFormValues } from './loan-types';

/**
 * Saving and deleting loans. Each change also touches the loan's '{name} Payment' bill, so
 * the loans and the bills are both refetched afterwards. Save failures are returned (the
 * dialog shows them and stays open); true means saved.
 */
export function useLoanActions() {
  const utils = trpc.useUtils();
  const refreshBills = useRefreshBills();
  const add = trpc.loans.add.useMutation();
  const update = trpc.loans.update.useMutation();
  const remove = trpc.loans.remove.useMutation();
  const refresh = useCallback(() => Promise.all([utils.loans.invalidate(), refreshBills()]), [utils, refreshBills]);

  const save = async (values: LoanFormValues, id?: string): Promise<string | true> => {
    try {
      const result = id ? await update.mutateAsync({ id, ...values }) : await add.mutateAsync(values);
      notifySuccess(`${result.loan.name} ${id ? 'updated' : 'added'} successfully`);
      notifySuccess(result.linkedBill.message);
      return true;
    } catch (error) {
      return messageOf(error, 'Something went wrong. Please try again.');
    } finally {
      await refresh();
    }
  };

  const destroy = async (id: string, name: string): Promise<boolean> => {
    try {
      await remove.mutateAsync({ id });
      notifySuccess(`${name} deleted successfully`);
      return true;
    } catch (error) {
      notifyError(`Could not delete bill: ${messageOf(error, 'please try again')}`);
      return false;
    } finally {
      await refresh();
    }
  };

  return { save, destroy, saving: add.isPending || update.isPending, deleting: remove.isPending };
}
