import { SearchCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useBillPaymentCheck } from '../bank/use-bill-payment-check';
import { useRefreshBills } from '../../lib/use-refresh-bills';

/** The manual bill payment check: looks for this pay cycle's bank bill payments in the transactions. */
export function CheckPaymentsButton() {
  const check = useBillPaymentCheck();
  const refreshBills = useRefreshBills();
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      await check({ autoCheck: false });
      await refreshBills();
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button variant="outline" disabled={running} onClick={() => void run()}>
      <SearchCheck className={running ? 'animate-pulse' : undefined} aria-hidden="true" />
      {running ? 'Checking...' : 'Check for payments'}
    </Button>
  );
}
