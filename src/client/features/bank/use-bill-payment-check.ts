import { useCallback, useRef } from 'react';
import { notify } from '../../components/notify';
import { trpc } from '../../lib/trpc';

const LAST_CHECK_KEY = 'bill_payment_last_check';
const RECENT_MS = 24 * 60 * 60 * 1000;

/** A check within the last 24 hours counts as recent: the automatic one is skipped. */
function checkedRecently(now = Date.now()): boolean {
  const last = Number(localStorage.getItem(LAST_CHECK_KEY) ?? 0);
  return now - last < RECENT_MS;
}

/**
 * The bill payment check (spec 02 §4): one at a time (a second attempt is skipped
 * silently), 'Found {n} paid bills!' when payments are found, and for manual checks only
 * 'No paid bills found in your transactions'.
 */
export function useBillPaymentCheck() {
  const utils = trpc.useUtils();
  const check = trpc.bank.checkBillPayments.useMutation();
  const running = useRef(false);

  return useCallback(
    async ({ payDay = 1, autoCheck }: { payDay?: number; autoCheck: boolean }) => {
      if (running.current) return; // 'Check already in progress'
      if (autoCheck && checkedRecently()) return;
      running.current = true;
      try {
        const result = await check.mutateAsync({ payDay });
        if (result.status !== 'done') return;
        // A check with no bills to look at (no bank linked yet) does not count as recent.
        if (result.results.length > 0) localStorage.setItem(LAST_CHECK_KEY, String(Date.now()));
        const paid = result.results.filter((r) => r.status === 'paid').length;
        if (paid > 0) notify.success(`Found ${paid} paid bills!`);
        else if (!autoCheck) notify.info('No paid bills found in your transactions');
        await Promise.all([utils.bank.bills.invalidate(), utils.bills.invalidate()]);
      } catch {
        notify.error('Failed to check bill payments');
      } finally {
        running.current = false;
      }
    },
    [check, utils],
  );
}
