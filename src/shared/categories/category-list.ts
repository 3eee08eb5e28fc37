// The UK category list every transaction is sorted into (issue 14, part 1). Ids are
// stable: they are what a transaction row and a person's rule store, so a rename changes
// the name shown and never the id.

export const CATEGORY_GROUPS = ['income', 'bills', 'everyday', 'money', 'transfers'] as const;
export type CategoryGroup = (typeof CATEGORY_GROUPS)[number];

export const GROUP_NAMES: Record<CategoryGroup, string> = {
  income: 'Income',
  bills: 'Bills',
  everyday: 'Everyday',
  money: 'Money',
  transfers: 'Transfers',
};

export type Category = {
  id: string;
  name: string;
  group: CategoryGroup;
  /** Left out of spending and income totals: money moving between a person's own accounts. */
  excludedFromTotals: boolean;
};

const DEFAULTS = [
  ['salary', 'Salary', 'income'],
  ['benefits', 'Benefits', 'income'],
  ['refunds', 'Refunds', 'income'],
  ['other-income', 'Other income', 'income'],
  ['rent-and-mortgage', 'Rent and mortgage', 'bills'],
  ['council-tax', 'Council Tax', 'bills'],
  ['energy', 'Energy', 'bills'],
  ['water', 'Water', 'bills'],
  ['broadband-and-phone', 'Broadband and phone', 'bills'],
  ['tv-licence', 'TV Licence', 'bills'],
  ['insurance', 'Insurance', 'bills'],
  ['subscriptions', 'Subscriptions', 'bills'],
  ['groceries', 'Groceries', 'everyday'],
  ['eating-out', 'Eating out and takeaways', 'everyday'],
  ['transport', 'Transport', 'everyday'],
  ['shopping', 'Shopping', 'everyday'],
  ['personal-care', 'Personal care', 'everyday'],
  ['health', 'Health', 'everyday'],
  ['entertainment', 'Entertainment', 'everyday'],
  ['holidays', 'Holidays', 'everyday'],
  ['gifts-and-charity', 'Gifts and charity', 'everyday'],
  ['family-and-kids', 'Family and kids', 'everyday'],
  ['pets', 'Pets', 'everyday'],
  ['loan-and-card-repayments', 'Loan and card repayments', 'money'],
  ['savings', 'Savings', 'money'],
  ['cash', 'Cash', 'money'],
  ['fees-and-interest', 'Fees and interest', 'money'],
  ['transfers', 'Transfers between your own accounts', 'transfers'],
] as const satisfies readonly (readonly [string, string, CategoryGroup])[];

export type DefaultCategoryId = (typeof DEFAULTS)[number][0];

/** What a transaction gets when no rule, code or dictionary entry knows it. Not in any group's list. */
export const UNCATEGORISED = 'uncategorised';
export const UNCATEGORISED_NAME = 'Uncategorised';
export const TRANSFERS: DefaultCategoryId = 'transfers';

/**
 * Categories whose debits are not spending (money-rules/spending.ts): moves between the person's
 * own accounts, money put aside, and card or loan repayments (the purchases were the spending).
 */
export const NOT_SPENDING_CATEGORIES = ['transfers', 'savings', 'loan-and-card-repayments'] as const;

const NOT_SPENDING = new Set<string>(NOT_SPENDING_CATEGORIES);

/**
 * Whether money in filed under this category is a refund that lowers spending in it: a
 * default category a debit counts as spending in (bills, everyday, cash, fees), or a person's
 * own category outside the income group (`ownGroup`, when the caller knows it). Never income,
 * the moves and repayments above, Refunds itself (it names no category to lower) or
 * Uncategorised. The SQL twin is money-rules/spending.ts isSpendingRefund.
 */
export function isSpendingCategory(id: string, ownGroup?: CategoryGroup | null): boolean {
  if (id === UNCATEGORISED || NOT_SPENDING.has(id)) return false;
  const group = groupOf(id) ?? ownGroup ?? null;
  if (group === null) return id.startsWith('custom:');
  return group !== 'income' && group !== 'transfers';
}

export const DEFAULT_CATEGORIES: readonly Category[] = DEFAULTS.map(([id, name, group]) => ({
  id,
  name,
  group,
  excludedFromTotals: group === 'transfers',
}));

const BY_ID = new Map(DEFAULT_CATEGORIES.map((c) => [c.id, c]));

export function groupOf(id: string): CategoryGroup | null {
  return BY_ID.get(id)?.group ?? null;
}

/**
 * A person's changes to the list, as the next engineer will store them: a new category
 * (id 'custom:<uuid>', with a group), a new name for a default one, or a hidden one.
 */
export type CategoryChange = { id: string; name?: string; group?: CategoryGroup; hidden?: boolean };

export type PersonCategory = Category & { hidden: boolean; custom: boolean };

/**
 * The person's list: defaults in their order with renames and hides applied, then their
 * own categories. A hidden category stays in the list (old transactions still point at
 * it); pickers leave it out. Transfers stay excluded from totals whatever it is called.
 */
export function personCategories(changes: readonly CategoryChange[]): PersonCategory[] {
  const byId = new Map(changes.map((c) => [c.id, c]));
  const defaults = DEFAULT_CATEGORIES.map((c) => {
    const change = byId.get(c.id);
    return { ...c, name: cleanName(change?.name) ?? c.name, hidden: change?.hidden ?? false, custom: false };
  });
  const own = changes
    .filter((c) => !BY_ID.has(c.id) && c.id.startsWith('custom:') && cleanName(c.name) && c.group && c.group !== 'transfers')
    .map((c) => ({ id: c.id, name: cleanName(c.name)!, group: c.group!, excludedFromTotals: false, hidden: c.hidden ?? false, custom: true }));
  return [...defaults, ...own];
}

function cleanName(name: string | undefined): string | null {
  const trimmed = name?.replace(/\s+/g, ' ').trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
