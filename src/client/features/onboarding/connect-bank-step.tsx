import { Link } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { trpc } from '../../lib/trpc';
import { BankPicker } from '../bank/connect-bank-dialog';
import { OnboardingShell } from './onboarding-shell';
import { useOnboardingData } from './onboarding-data';
import { useOnboardingNav } from './use-onboarding-nav';

/** Banks with 90 days of history or more; the bank sends the user back to this step. */
export function ConnectBankStep() {
  const nav = useOnboardingNav('connect-bank');
  const [, update] = useOnboardingData();
  const accounts = trpc.bank.accounts.useQuery();
  const connected = (accounts.data?.length ?? 0) > 0;

  return (
    <OnboardingShell page="connect-bank" onBack={() => void nav.back()} title="Connect your bank">
      <p className="mb-4 text-muted-foreground">Read-only: we can see balances and transactions, never move money.</p>
      {connected ? (
        <div className="mb-6 flex items-center gap-3 rounded-lg border border-primary bg-secondary p-4" role="status">
          <CheckCircle2 className="size-5 text-primary" aria-hidden="true" />
          <span>
            {accounts.data!.length} account{accounts.data!.length === 1 ? '' : 's'} connected. You can add more later in Settings.
          </span>
        </div>
      ) : (
        <div className="mb-6">
          <BankPicker returnPath="/onboarding/connect-bank" onLeave={() => {}} />
          <Link to="/import" search={{ from: 'onboarding' }} className="mt-4 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline">
            Import a statement instead
          </Link>
        </div>
      )}
      <Button
        size="lg"
        variant={connected ? 'default' : 'outline'}
        disabled={nav.saving}
        onClick={() => void nav.next(async () => update({ bankConnected: connected }))}
      >
        {connected ? 'Continue' : 'Skip for now'}
      </Button>
    </OnboardingShell>
  );
}
