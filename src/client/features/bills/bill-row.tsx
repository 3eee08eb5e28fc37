import { Landmark } from 'lucide-react';
import { billBadge, dueText, isBillPaid } from '../../../shared/bills/bill-state';
import type { BillView } from '../../../shared/bills/bill-view';
import { formatPence } from '../../../shared/money';
import { Switch } from '../../components/ui/switch';
import { cn } from '../../lib/cn';
import { BillBadge } from './bill-badge';
import { billTitle, cadenceLabel, displayCategory } from './bill-display';
import { priceRiseOf, priceRiseText } from '../../../shared/bills/price-rise';

type BillRowProps = {
  bill: BillView;
  today: string;
  onOpen: (bill: BillView) => void;
  onTogglePaid: (bill: BillView, paid: boolean) => void;
  toggling: boolean;
};

/**
 * One bill: the main area opens the edit dialog; a manual bill also has its own paid switch
 * beside it (not inside the button, so each control keeps its own name and role).
 */
export function BillRow({ bill, today, onOpen, onTogglePaid, toggling }: BillRowProps) {
  const title = billTitle(bill);
  const badge = billBadge(bill, today);
  const paid = isBillPaid(bill);
  const bank = bill.source === 'bank';
  const switchId = `bill-paid-${bill.id}`;
  const rise = bill.original_bank_bill ? priceRiseOf(bill.original_bank_bill, bill.frequency) : null;
  return (
    <li className="flex items-stretch gap-2 rounded-lg border border-border bg-card shadow-sm" data-bill-id={bill.id}>
      <button
        type="button"
        onClick={() => onOpen(bill)}
        className="flex min-w-0 flex-1 flex-col gap-1 rounded-lg p-4 text-left hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary"
      >
        <span className="flex w-full items-start justify-between gap-3">
          <span data-testid="bill-title" className="min-w-0 font-medium break-words">
            {title}
          </span>
          <span data-testid="bill-amount" className={cn('shrink-0 font-semibold tabular-nums', badge === 'Overdue' && 'text-destructive')}>
            {formatPence(bill.amount)}
          </span>
        </span>
        <span className="flex w-full flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          {bank && <Landmark className="size-3.5" aria-label="From your bank" />}
          <span>{displayCategory(bill)}</span>
          <span aria-hidden="true">·</span>
          {/* How often, so a weekly bill never reads as a month's (decision 048). */}
          <span>{cadenceLabel(bill)}</span>
          <span aria-hidden="true">·</span>
          <span className={cn(paid && 'text-green-800', badge === 'Overdue' && 'text-destructive')}>{dueText(bill, today)}</span>
          <BillBadge badge={badge} className="ml-auto" />
        </span>
        {rise && <span className="text-sm text-amber-900">Price rise: {priceRiseText(rise)}</span>}
      </button>
      {!bank && (
        <div className="flex shrink-0 flex-col items-center justify-center gap-1 border-l border-border px-3">
          <Switch id={switchId} checked={paid} disabled={toggling} aria-label={`${title} paid`} onCheckedChange={(checked) => onTogglePaid(bill, checked)} />
          <label htmlFor={switchId} className="text-xs text-muted-foreground" aria-hidden="true">
            Paid
          </label>
        </div>
      )}
    </li>
  );
}
