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

/** The query string's filters, as the Transactions route validates them (routes/search-params.ts). */
type ListSearch = { tab?: TransactionTab; from?: string; to?: string; category?: string; account?: string };
/** transactions.list's input without the cursor (use-transaction-pages.ts's TransactionsFilter). */
export type ListFilter = { tab: TransactionTab; from?: string; to?: string; search?: string; category?: string; account?: string };

/**
 * transactions.list's input for what the query string says (and the words searched, which
 * live in the page, not the URL): one function for the page and its route's prefetch, so the
 * prefetch fills exactly the query the page asks for. Null for a custom range missing a date.
 * A range typed into the address bar backwards, or past today, still means the days it covers.
 */
export function listFilterOf(search: ListSearch, today: string, searched = ''): ListFilter | null {
  const tab = search.tab ?? 'all';
  const text = {
    ...(searched ? { search: searched } : {}),
    ...(search.category ? { category: search.category } : {}),
    ...(search.account ? { account: search.account } : {}),
  };
  if (tab !== 'custom') return { tab, ...text };
  if (!search.from || !search.to) return null;
  const [from, to] = [search.from, search.to].map((day) => (day > today ? today : day)).sort() as [string, string];
  return { tab, from, to, ...text };
}
