import { sql, type RawBuilder } from 'kysely';
import { NOT_SPENDING_CATEGORIES } from '../../shared/categories/category-list';

export { NOT_SPENDING_CATEGORIES };

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

/**
 * Credits that are never a refund of spending: income, the moves and repayments above, and
 * money in nobody has sorted yet. Anything else a credit is filed under is a spending
 * category (a default one or the person's own), so the credit is money a merchant gave back.
 */
const NOT_REFUND_CATEGORIES = [...NOT_SPENDING_CATEGORIES, 'salary', 'benefits', 'refunds', 'other-income', 'uncategorised'] as const;

/**
 * The SQL test of a refund that lowers spending (issue 22 item 7), for the transactions row
 * aliased `alias`: a credit from a merchant, categorised to a spending category (Shopping,
 * Groceries...), not income. The categoriser files a merchant's refund where its purchases
 * are (categories/categorise-rows.ts); the "refunds" income category is left out: it names no
 * category to lower (isRefundCredit keeps it out of Money In). A person's own category of the
 * income group is income, not a refund. The pure twin is category-list.ts isSpendingCategory.
 */
export function isSpendingRefund(alias: string): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<boolean>`(${column('type')} = 'credit'
    and coalesce(${column('description')}, '') not ilike '%transfer between accounts%'
    and ${column('category_id')} not in (${sql.join(NOT_REFUND_CATEGORIES.map((id) => sql.lit(id)))})
    and not (${column('category_id')} like 'custom:%' and exists (select 1 from category_changes own_category
      where own_category.user_id = ${column('user_id')} and own_category.category_id = ${column('category_id')}
        and own_category.category_group in ('income', 'transfers'))))`;
}

/**
 * The SQL test of money in that is a refund, for Money In (shared/income.ts isIncome's
 * `refund`): one that lowers spending (above), or one filed under the Refunds category (a
 * refund whose merchant nothing says more of, a cashback). "Refunds are not Money In"
 * (issue 22 item 7) whatever the bank's text says: '+£25.00 ASOS' carries no refund word.
 */
export function isRefundCredit(alias: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${alias}.category_id`)} = 'refunds' and ${sql.ref(`${alias}.type`)} = 'credit' or ${isSpendingRefund(alias)})`;
}

/** Spending per category over some days: what was spent (positive) less what was refunded. */
export type CategorySpending = { categoryId: string; total: number };

/**
 * Each category's net spending over a period (a cycle, a week, a day) and their sum, from rows
 * of spending (positive pence) and refunds (negative pence) in it.
 *
 * A category never goes below £0: a refund of something bought in an earlier cycle lowers this
 * cycle's spending in its category to nothing, not below. A negative "spent" reads as money
 * earned, which it is not, and it would pull the period's total under what the other
 * categories really cost. So each category is floored at 0 before the total is added up.
 */
export function netSpending(rows: Iterable<CategorySpending>): { total: number; categories: CategorySpending[] } {
  const byCategory = new Map<string, number>();
  for (const r of rows) byCategory.set(r.categoryId, (byCategory.get(r.categoryId) ?? 0) + r.total);
  const categories: CategorySpending[] = [];
  let total = 0;
  for (const [categoryId, pence] of byCategory) {
    if (pence <= 0) continue;
    categories.push({ categoryId, total: pence });
    total += pence;
  }
  return { total, categories };
}
