// Values that travel in page addresses as well as through the API. No zod here: the client
// checks its query strings in the entry chunk, which the landing page loads, and the procedure
// schemas in schemas/ build their enums from the same lists.

/** The three plans (spec 01 §3); /auth?plan= carries the one picked on the landing page. */
export const planIds = ['monthly', 'yearly', 'trial'] as const;
export type PlanId = (typeof planIds)[number];

/** The periods of the transactions listing; /transactions?tab= shows one. */
export const TRANSACTION_TABS = ['all', 'yesterday', 'week', 'month', 'custom'] as const;
export type TransactionTab = (typeof TRANSACTION_TABS)[number];

/** The sections of /bills (?tab=): Balance, My Bills (the default) and My Loans. */
export const BILLS_TABS = ['balance', 'bills', 'subscriptions', 'loans', 'budgets'] as const;
export type BillsTab = (typeof BILLS_TABS)[number];
