import { sql, type RawBuilder } from 'kysely';

/**
 * What counts as spending: the one definition the dashboard's spending cards, the category
 * totals and every summary use (issue 21 item 5, issue 22 item 6).
 *
 * A debit, booked or pending, except:
 * - a move between the person's own accounts (the transfers category, the bank's own words
 *   "transfer between accounts", or a deposit mirroring it in another of their accounts:
 *   own-transfers.ts, tested by the callers);
 * - money put aside (the savings category: a standing order to a saver is not spent);
 * - a card or loan repayment: the purchases were the spending, and a loan's payment is a bill
 *   on My Bills. "Spent today £1,143" for a credit-card repayment misled.
 */
export const NOT_SPENDING_CATEGORIES = ['transfers', 'savings', 'loan-and-card-repayments'] as const;

/**
 * The SQL test of a spending debit for the transactions row aliased `alias`, the counterpart
 * test aside. Written as transactions_user_spending_idx's predicate implies (type and the
 * description), with the category from the index's included column, so the range stays one
 * index-only scan.
 */
export function isSpendingDebit(alias: string): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<boolean>`(${column('type')} = 'debit'
    and coalesce(${column('description')}, '') not ilike '%transfer between accounts%'
    and ${column('category_id')} not in (${sql.join(NOT_SPENDING_CATEGORIES.map((id) => sql.lit(id)))}))`;
}
