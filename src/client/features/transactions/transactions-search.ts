import { isCalendarDay } from '../../../shared/dates';
import type { TransactionTab as ListTab } from '../../../shared/schemas/transactions';

// The query string of /transactions. Read by hand (router.tsx is in the landing page's
// bundle, so no zod, hence not the tab list of shared/schemas/transactions.ts): unknown
// values are dropped rather than refused, and the page falls back to the All tab.

export const TRANSACTION_TABS = ['all', 'yesterday', 'week', 'month', 'custom'] as const satisfies readonly ListTab[];
export type TransactionTab = (typeof TRANSACTION_TABS)[number];

export const TRANSACTION_TAB_LABELS: Record<TransactionTab, string> = {
  all: 'All',
  yesterday: 'Yesterday',
  week: 'This Week',
  month: 'This Month',
  custom: 'Custom',
};

export type TransactionsSearch = { tab?: TransactionTab; from?: string; to?: string };

export function isTransactionTab(value: unknown): value is TransactionTab {
  return typeof value === 'string' && (TRANSACTION_TABS as readonly string[]).includes(value);
}

/** tab, from and to (yyyy-MM-dd) when valid; anything else is left out. */
export function parseTransactionsSearch(search: Record<string, unknown>): TransactionsSearch {
  const result: TransactionsSearch = {};
  if (isTransactionTab(search.tab)) result.tab = search.tab;
  if (isCalendarDay(search.from)) result.from = search.from;
  if (isCalendarDay(search.to)) result.to = search.to;
  return result;
}
