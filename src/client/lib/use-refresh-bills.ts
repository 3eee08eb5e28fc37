import { useCallback } from 'react';
import { trpc } from './trpc';

/**
 * Refetches everything that shows bills: the merged list and its totals, and the bank bills
 * list other screens read (a dismissed bank bill leaves both).
 */
export function useRefreshBills() {
  const utils = trpc.useUtils();
  return useCallback(() => Promise.all([utils.bills.invalidate(), utils.bank.bills.invalidate()]), [utils]);
}
