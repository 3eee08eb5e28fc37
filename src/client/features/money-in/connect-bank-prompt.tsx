import { Landmark } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { ConnectBankDialog } from '../bank/connect-bank-dialog';

/**
 * Shown on Money In while no bank is linked: the other screens send the user here to
 * connect one ('Connect Bank Account' on Transactions, the refresh toast's 'Connect Bank').
 */
export function ConnectBankPrompt() {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <Landmark className="mt-0.5 size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div>
            <h2 className="font-medium">Connect your bank to see your income</h2>
            <p className="text-sm text-muted-foreground">
              Your deposits appear here once your bank is linked, read-only. You can add income by hand meanwhile.
            </p>
          </div>
        </div>
        <Button onClick={() => setOpen(true)}>Connect Bank Account</Button>
      </CardContent>
      <ConnectBankDialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}
