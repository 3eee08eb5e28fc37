import { formatPence } from '../../../shared/money';
import { formatDayShortMonth, truncateDescription } from '../../../shared/transactions-display';
import { cn } from '../../lib/cn';

export type TransactionRowData = { id: string; date: string; description: string | null; amount: number; currency: string | null; category: string | null };

/**
 * One transaction: the description cut to 18 characters (the full text is the tooltip and
 * what screen readers hear), the day, and the signed amount, money in in green.
 */
export function TransactionRow({ row }: { row: TransactionRowData }) {
  const full = row.description?.trim() || 'Transaction';
  const moneyIn = row.amount > 0;
  const amount = formatPence(row.amount, row.currency || 'GBP');
  return (
    <li className="flex items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="font-medium" title={full}>
          <span aria-hidden="true">{truncateDescription(full)}</span>
          <span className="sr-only">{full}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          <time dateTime={row.date}>{formatDayShortMonth(row.date)}</time>
          {row.category && <span> · {row.category}</span>}
        </p>
      </div>
      <p className={cn('shrink-0 font-semibold tabular-nums', moneyIn ? 'text-green-700' : 'text-foreground')}>{moneyIn ? `+${amount}` : amount}</p>
    </li>
  );
}
