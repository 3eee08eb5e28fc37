import { useId, useState } from 'react';
import {
  BANK_APPS,
  BLOCK_IN_BANK_APP,
  CANCEL_DIRECT_DEBIT_STEPS,
  CANCEL_STANDING_ORDER_STEPS,
  CARD_PAYMENT_RIGHT,
  DIRECT_DEBIT_GUARANTEE,
  cancelLetter,
  type BankApp,
} from '../../../shared/bills/cancel-help';
import type { SubscriptionItem } from '../../../shared/bills/subscriptions';
import { notifyError, notifySuccess } from '../../components/notify';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';

/** How to stop one regular payment (issue 25, item 5): by how it is paid, with a message to copy. */
export function CancelHelp({ item }: { item: SubscriptionItem }) {
  const [bank, setBank] = useState<BankApp>(BANK_APPS[0]);
  const bankId = useId();
  const letter = cancelLetter(item.merchantRoute?.name ?? item.name, item.route);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(letter);
      notifySuccess('Message copied');
    } catch {
      notifyError('Could not copy: please select the text and copy it');
    }
  };

  return (
    <div className="grid gap-3 text-sm">
      {item.merchantRoute && (
        <section className="grid gap-1">
          <h4 className="font-medium">Cancel with {item.merchantRoute.name}</h4>
          <p>{item.merchantRoute.how}</p>
        </section>
      )}
      {item.route === 'directDebit' && (
        <>
          <section className="grid gap-1">
            <h4 className="font-medium">The Direct Debit Guarantee</h4>
            <ul className="list-disc pl-5">
              {DIRECT_DEBIT_GUARANTEE.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <section className="grid gap-1">
            <h4 className="font-medium">Cancel it at your bank</h4>
            <ol className="list-decimal pl-5">
              {CANCEL_DIRECT_DEBIT_STEPS.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          </section>
        </>
      )}
      {item.route === 'standingOrder' && (
        <section className="grid gap-1">
          <h4 className="font-medium">Cancel the standing order</h4>
          <ol className="list-decimal pl-5">
            {CANCEL_STANDING_ORDER_STEPS.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </section>
      )}
      {item.route !== 'directDebit' && item.route !== 'standingOrder' && (
        <section className="grid gap-2">
          <h4 className="font-medium">Block it in your bank's app</h4>
          <p>{CARD_PAYMENT_RIGHT}</p>
          <div className="grid gap-1 sm:max-w-xs">
            <Label htmlFor={bankId}>Your bank</Label>
            <NativeSelect id={bankId} value={bank} onChange={(e) => setBank(e.target.value as BankApp)}>
              {BANK_APPS.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <p>{BLOCK_IN_BANK_APP[bank]}</p>
        </section>
      )}
      <section className="grid gap-2">
        <h4 className="font-medium">A message you can send them</h4>
        <pre className="whitespace-pre-wrap break-words rounded-md border border-border bg-muted/40 p-3 font-sans">{letter}</pre>
        <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => void copy()}>
          Copy message
        </Button>
      </section>
    </div>
  );
}
