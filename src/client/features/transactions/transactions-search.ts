import { TRANSACTION_TABS, type TransactionTab } from '../../../shared/url-values';

// The period tabs of /transactions; routes/search-params.ts checks the query string.

export { TRANSACTION_TABS, type TransactionTab };

export const TRANSACTION_TAB_LABELS: Record<TransactionTab, string> = {
  all: 'All',
  yesterday: 'Yesterday',
  week: 'This Week',
  month: 'This Month',
  custom: 'Custom',
};

export function isTransactionTab(value: unknown): value is TransactionTab {
  return typeof value === 'string' && (TRANSACTION_TABS as readonly string[]).includes(value);
}
