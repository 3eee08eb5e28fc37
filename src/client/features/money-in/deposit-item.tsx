import { Pencil, Tag } from 'lucide-react';
import { formatPence } from '../../../shared/money';
import { londonDate } from '../../../shared/dates';
import { formatDayLabel } from '../../../shared/day-labels';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { depositNames } from './deposit-names';

type Label = { source: string | null; category: string | null; notes: string | null };

export type DepositData = {
  kind: 'transaction' | 'manual';
  /** False for a deposit Money In leaves out (a refund, cashback, a move between own accounts, a credit card repayment). */
  countsAsIncome: boolean;
  recurrence?: { isRecurring: boolean; frequency: string | null } | undefined;
  id: string;
  date: string;
  amount: number;
  /** The clean merchant name, shown first (null when there is none). */
  merchantName?: string | null;
  /** What the bank's statement says, kept in the details. */
  description: string | null;
  label: Label | null;
  suggested: { source: string | null; category: string | null } | null;
};

/**
 * One of this month's deposits: its merchant (or what the bank called it), when, how much,
 * the bank's own text when the name differs, and its label.
 * Bank deposits can be labelled; income added by hand carries its own details and is edited.
 */
export function DepositItem({
  deposit,
  onLabel,
  onEdit,
}: {
  deposit: DepositData;
  onLabel: (deposit: DepositData) => void;
  onEdit: (deposit: DepositData) => void;
}) {
  const { title, bankText } = depositNames(deposit);
  const labelText = describe(deposit.label);
  const suggestedText = deposit.label ? '' : describe(deposit.suggested);
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-medium break-words">{title}</h3>
          <p className="text-sm text-muted-foreground">
            <time dateTime={deposit.date}>{formatDayLabel(deposit.date, londonDate())}</time>
            {deposit.kind === 'manual' && ' · Added by you'}
            {!deposit.countsAsIncome && ' · Not counted as income'}
          </p>
          {bankText && <p className="mt-1 text-sm text-muted-foreground break-words">Bank text: {bankText}</p>}
          {labelText && <p className="mt-1 text-sm break-words">{labelText}</p>}
          {suggestedText && <p className="mt-1 text-sm text-muted-foreground break-words">Suggested: {suggestedText}</p>}
          {deposit.label?.notes && <p className="mt-1 text-sm text-muted-foreground break-words">{deposit.label.notes}</p>}
        </div>
        <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
          <p className="text-lg font-semibold tabular-nums text-green-700">+{formatPence(deposit.amount)}</p>
          {deposit.kind === 'transaction' && (
            <Button variant="outline" size="sm" onClick={() => onLabel(deposit)} aria-label={`${deposit.label ? 'Edit label of' : 'Label'} ${title}`}>
              <Tag aria-hidden="true" /> {deposit.label ? 'Edit label' : 'Label'}
            </Button>
          )}
          {deposit.kind === 'manual' && (
            <Button variant="outline" size="sm" onClick={() => onEdit(deposit)} aria-label={`Edit ${title}`}>
              <Pencil aria-hidden="true" /> Edit
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/** 'Source · Category', leaving out what is not set. */
function describe(label: { source: string | null; category: string | null } | null): string {
  return [label?.source, label?.category].filter(Boolean).join(' · ');
}
