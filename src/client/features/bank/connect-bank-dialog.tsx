import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '../../components/ui/sheet';
import { connectMessages, onboardingConnectMessages } from '../../../shared/bank/refresh-messages';
import { trpc } from '../../lib/trpc';
import { useConnectBank, type BankProviderId } from './use-connect-bank';
import type { BankReturnPath } from '../../../shared/schemas/bank-connect';
import { LoadingStatus } from '../../components/query-status';
import { TokenLinkForm, type TokenBank } from './token-link-form';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; returnPath?: BankReturnPath };

/** 'Connect your bank': the bank picker in a dialog; the bank sends the person back to `returnPath`. */
export function ConnectBankDialog({ open, onOpenChange, returnPath = '/money' }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Connect your bank</DialogTitle>
          <DialogDescription>Choose your bank to share your accounts read-only. Nobody can move your money.</DialogDescription>
        </DialogHeader>
        {open && <BankPicker returnPath={returnPath} onLeave={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Search, a grid of banks (logo or initial, 400 px scroll), and the failure panel. With
 * several providers enabled, the person first picks one; each says which banks it reaches.
 */
export function BankPicker({ returnPath, onLeave }: { returnPath: BankReturnPath; onLeave: () => void }) {
  const [search, setSearch] = useState('');
  const institutions = trpc.bank.institutions.useQuery(undefined, { staleTime: 60 * 60_000, retry: false });
  const providers = trpc.bank.providers.useQuery(undefined, { staleTime: 60 * 60_000, retry: false });
  const [chosen, setChosen] = useState<BankProviderId | null>(null);
  const provider = chosen ?? providers.data?.[0]?.id ?? null;
  const { connect, pending } = useConnectBank(onLeave, returnPath);
  // A bank linked with a pasted token is linked here, without leaving for the bank.
  const [tokenBank, setTokenBank] = useState<TokenBank | null>(null);
  const banks = useMemo(() => {
    const term = search.trim().toLowerCase();
    return (institutions.data ?? []).filter((bank) => (!provider || bank.provider === provider) && bank.name.toLowerCase().includes(term));
  }, [institutions.data, search, provider]);

  if (institutions.isError) {
    const text = returnPath === '/onboarding/connect-bank' ? onboardingConnectMessages.loadBanksFailed : connectMessages.loadBanksFailed;
    return <LoadFailure text={text} message={institutions.error.message} onRetry={() => void institutions.refetch()} />;
  }
  if (tokenBank) return <TokenLinkForm bank={tokenBank} onBack={() => setTokenBank(null)} onLinked={onLeave} />;
  return (
    <div className="grid gap-4">
      {providers.data && providers.data.length > 1 && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Connect through</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {providers.data.map((p) => (
              <label
                key={p.id}
                className="flex cursor-pointer gap-3 rounded-lg border border-border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary"
              >
                <input
                  type="radio"
                  name="bank-provider"
                  value={p.id}
                  checked={provider === p.id}
                  onChange={() => setChosen(p.id)}
                  className="mt-1 accent-primary"
                />
                <span className="grid gap-1">
                  <span className="font-medium">{p.name}</span>
                  <span className="text-muted-foreground">{p.reaches}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="relative">
        <Search className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search for your bank..."
          aria-label="Search for your bank"
          className="pl-9"
        />
      </div>
      <div className="max-h-[400px] overflow-y-auto" data-testid="bank-grid">
        {institutions.isPending ? (
          <LoadingStatus className="p-4 text-sm py-0">Loading banks...</LoadingStatus>
        ) : banks.length === 0 ? (
          <p className="p-4 text-sm text-muted-foreground">No banks match "{search}".</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {banks.map((bank) => (
              <li key={`${bank.provider}:${bank.id}`}>
                <button
                  type="button"
                  disabled={pending}
                  onClick={() => (bank.linking === 'token' ? setTokenBank(bank) : void connect(bank.id, { provider: bank.provider }))}
                  className="flex h-full w-full flex-col items-center gap-2 rounded-lg border border-border p-3 text-center text-sm hover:border-primary hover:bg-secondary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
                >
                  {bank.logo ? (
                    <img src={bank.logo} alt="" className="size-10 object-contain" />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground"
                    >
                      {bank.name.charAt(0).toUpperCase()}
                    </span>
                  )}
                  <span className="break-words">{bank.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function LoadFailure({ text, message, onRetry }: { text: string; message: string; onRetry: () => void }) {
  const [showDetails, setShowDetails] = useState(false);
  return (
    <div className="grid gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4" role="alert">
      <p className="font-medium text-destructive">Failed to load banks</p>
      <p className="text-sm text-muted-foreground">{text}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onRetry}>Try Again</Button>
        <Button variant="outline" onClick={() => setShowDetails(!showDetails)} aria-expanded={showDetails}>
          {showDetails ? 'Hide Error Details' : 'Show Error Details'}
        </Button>
      </div>
      <Sheet open={showDetails} onOpenChange={setShowDetails}>
        <SheetContent>
          <SheetTitle>Error Details</SheetTitle>
          <SheetDescription>What the server said when the bank list failed to load.</SheetDescription>
          <pre className="whitespace-pre-wrap break-words rounded-md bg-muted p-3 text-sm">{message}</pre>
          <SheetClose asChild>
            <Button variant="outline" className="mt-auto">
              Close
            </Button>
          </SheetClose>
        </SheetContent>
      </Sheet>
    </div>
  );
}
