import type { BillBadge as Badge } from '../../../shared/bills/bill-state';
import { cn } from '../../lib/cn';

const styles: Record<Badge, string> = {
  Paid: 'bg-green-100 text-green-800',
  Due: 'bg-amber-100 text-amber-900',
  Overdue: 'bg-red-100 text-red-800',
};

export function BillBadge({ badge, className }: { badge: Badge; className?: string }) {
  return (
    <span data-testid="bill-badge" className={cn('inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium', styles[badge], className)}>
      {badge}
    </span>
  );
}
