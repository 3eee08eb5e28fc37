import { formatPence } from '../../../shared/money';

// The rows of the dashboard's spending by category (spending-charts.tsx) for one pay cycle,
// each with its change on the cycle before.

type CategoryTotal = { categoryId: string; total: number };

/**
 * The chosen cycle's categories (largest first) with the change on the cycle before, then the
 * categories spent on in the cycle before and not in this one (largest fall first), at £0.00.
 */
export function categoryRows(chosen: readonly CategoryTotal[], before: readonly CategoryTotal[] | undefined, nameOf: (id: string) => string) {
  const earlier = new Map((before ?? []).map((c) => [c.categoryId, c.total]));
  const spent = chosen.map((c) => ({ ...c, name: nameOf(c.categoryId), change: c.total - (earlier.get(c.categoryId) ?? 0) }));
  const now = new Set(chosen.map((c) => c.categoryId));
  const gone = (before ?? [])
    .filter((c) => !now.has(c.categoryId) && c.total > 0)
    .map((c) => ({ categoryId: c.categoryId, total: 0, name: nameOf(c.categoryId), change: -c.total }));
  return [...spent, ...gone];
}

/** 'Up £12.00 on the first 3 days of last cycle', 'Down £3.50 on the cycle before', 'Same as the cycle before'. */
export function changeText(change: number, comparedWith: string): string {
  if (change === 0) return `Same as ${comparedWith}`;
  return `${change > 0 ? 'Up' : 'Down'} ${formatPence(Math.abs(change))} on ${comparedWith}`;
}
