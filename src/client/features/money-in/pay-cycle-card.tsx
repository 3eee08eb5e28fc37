import { formatPence } from '../../../shared/money';
import { Card, CardContent } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { formatDayRange } from './day-range';

type CycleState = 'current' | 'past' | 'upcoming';
export type CycleTotal = { startDate: string; endDate: string; total: number; state: CycleState };

const STATE_LABEL: Record<CycleState, string> = { current: 'Current', past: 'Past', upcoming: 'Upcoming' };
const STATE_BADGE: Record<CycleState, string> = {
  current: 'bg-green-100 text-green-800',
  past: 'bg-muted text-muted-foreground',
  upcoming: 'bg-secondary text-secondary-foreground',
};

/** One pay cycle's income; the cycle holding today has a green border. */
function PayCycleCard({ cycle }: { cycle: CycleTotal }) {
  const current = cycle.state === 'current';
  return (
    <Card className={cn(current && 'border-2 border-green-600')} aria-current={current ? 'date' : undefined} data-state={cycle.state}>
      <CardContent className="flex items-center justify-between gap-3 p-4">
        <div className="min-w-0">
          <h3 className="font-medium">{formatDayRange(cycle.startDate, cycle.endDate)}</h3>
          <span className={cn('mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-medium', STATE_BADGE[cycle.state])}>{STATE_LABEL[cycle.state]}</span>
        </div>
        <p className="shrink-0 text-lg font-semibold tabular-nums">{formatPence(cycle.total)}</p>
      </CardContent>
    </Card>
  );
}

/** Pay cycles as a list of cards, in the order given. */
export function PayCycleList({ cycles }: { cycles: CycleTotal[] }) {
  return (
    <ul className="grid gap-3">
      {cycles.map((cycle) => (
        <li key={cycle.startDate}>
          <PayCycleCard cycle={cycle} />
        </li>
      ))}
    </ul>
  );
}
