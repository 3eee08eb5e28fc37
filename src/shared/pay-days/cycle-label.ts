import { formatDayLabel } from '../day-labels';

/** '23 Oct', or '23 Dec 2025' when the day is not in `today`'s year (one rule: day-labels.ts). */
export const shortDay = formatDayLabel;

/** Where "this month" began, as the screens show it: 'since 23 Oct' (decision 024). */
export function sinceLabel(from: string, today: string): string {
  return `since ${formatDayLabel(from, today)}`;
}

/**
 * What a figure stands on when the person's history starts inside its range (issue 22, item 7):
 * 'since 26 Aug, your first transaction', rather than a 'since 1 Jan' the data does not reach.
 */
export function dataSinceLabel(firstTransaction: string, today: string): string {
  return `${sinceLabel(firstTransaction, today)}, your first transaction`;
}
