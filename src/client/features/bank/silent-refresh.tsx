import { useEffect } from 'react';
import { claimSessionRefresh } from './refresh-storage';
import { useBankRefresh } from './use-bank-refresh';
import { useBillPaymentCheck } from './use-bill-payment-check';

/**
 * On the first signed-in page load of a browser session: the silent refresh, then the
 * automatic bill payment check (itself skipped when one ran in the last 24 hours).
 */
export function SilentRefresh() {
  const { refresh } = useBankRefresh();
  const checkBills = useBillPaymentCheck();
  useEffect(() => {
    if (!claimSessionRefresh()) return;
    void refresh('silent').then(() => checkBills({ autoCheck: true }));
  }, [refresh, checkBills]);
  return null;
}
