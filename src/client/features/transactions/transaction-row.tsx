import { formatPence } from '../../../shared/money';
import { londonDate } from '../../../shared/dates';
import { formatDayLabel } from '../../../shared/day-labels';
import { cn } from '../../lib/cn';

type TransactionRowData = {
  id: string;
  date: string;
  description: string | null;
  amount: number;
  currency: string | null;
  category: string | null;
  merchant_name?: string | null;
  category_id?: string;
  account_id?: string;
  status?: 'booked' | 'pending';
};

type Props = { row: TransactionRowData; categoryName: string; accountName: string; onOpen: (id: string) => void };

/**
 * One transaction: the clean merchant name (the bank's full text is in the detail sheet), the
 * day, its category and account, and the signed amount, money in in green. The row is a
 * button: a click or Enter opens the detail sheet.
 */
export function TransactionRow({ row, categoryName, accountName, onOpen }: Props) {
  const merchant = row.merchant_name?.trim() || row.description?.trim() || 'Transaction';
  const moneyIn = row.amount > 0;
  const amount = formatPence(row.amount, row.currency || 'GBP');
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(row.id)}
        className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{merchant}</span>
          <span className="block truncate text-sm text-muted-foreground">
            <time dateTime={row.date}>{formatDayLabel(row.date, londonDate())}</time>
            <span> · {categoryName}</span>
            {accountName && <span> · {accountName}</span>}
            {row.status === 'pending' && <span> · Pending</span>}
          </span>
        </span>
        <span className={cn('shrink-0 font-semibold tabular-nums', moneyIn ? 'text-green-700' : 'text-foreground')}>{moneyIn ? `+${amount}` : amount}</span>
      </button>
    </li>
  );
}
