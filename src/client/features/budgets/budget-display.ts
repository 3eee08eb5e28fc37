import { formatPence } from '../../../shared/money';
import type { PaceStatus } from '../../../shared/budgets/budget-rules';
import type { Rollover } from '../../../shared/schemas/budgets';

// Words and colours the budget screens share (decision 050).

export const ROLLOVER_TEXT: Record<Rollover, string> = {
  none: 'Start afresh each pay cycle',
  surplus: 'Carry what is left forward',
  overspend: 'Carry an overspend forward',
};

/** The card's note on what happens at the end of the cycle. */
export const ROLLOVER_NOTE: Record<Rollover, string> = {
  none: 'Starts afresh each pay cycle',
  surplus: 'What is left carries into the next pay cycle',
  overspend: 'An overspend comes off the next pay cycle',
};

/** Red once over; amber while on pace to go over; green on track or within. */
export const toneOf = (status: PaceStatus) => (status === 'over' ? 'text-red-700' : status === 'over-pace' ? 'text-amber-800' : 'text-green-800');
export const barOf = (status: PaceStatus) => (status === 'over' ? 'bg-red-600' : status === 'over-pace' ? 'bg-amber-500' : 'bg-green-600');

/** "Includes £30.00 left from the last pay cycle" / "£20.00 less: last pay cycle's overspend". */
export function carriedText(carried: number): string | null {
  if (carried > 0) return `Includes ${formatPence(carried)} left from the last pay cycle`;
  if (carried < 0) return `${formatPence(-carried)} less: the last pay cycle's overspend`;
  return null;
}

/** Pounds typed ('250', '12.50') to pence; null when it is not an amount of £0 or more. */
export function poundsToPenceOrNull(text: string): number | null {
  const clean = text.trim().replace(/^£/, '').replaceAll(',', '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(clean)) return null;
  const [pounds, pence = ''] = clean.split('.');
  return Number(pounds) * 100 + Number(pence.padEnd(2, '0'));
}
