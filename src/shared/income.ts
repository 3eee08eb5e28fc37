/** Income categories offered when adding or labelling income (spec 02 §3). */
export const INCOME_CATEGORIES = [
  'Wages',
  'Freelancer',
  'Side Hustle',
  'Investments',
  'Dividends',
  'Property',
  'Pension',
  'Benefits',
  'Child Support',
  'Refunds',
  'Crypto',
  'Other',
] as const;

/** Frequencies of recurring income (spec 02 §3). */
export const INCOME_FREQUENCIES = ['Weekly', 'Biweekly', 'Monthly', 'Quarterly', 'Annually'] as const;

export type IncomeFrequency = (typeof INCOME_FREQUENCIES)[number];

/**
 * Deposits whose description holds one of these (any case) are money coming back or moving
 * between the user's own accounts, not income. 'payment reversal' is covered by 'reversal'
 * but stays listed as the spec names it.
 */
export const INCOME_EXCLUDED_PHRASES = ['refund', 'cashback', 'adjustment', 'reversal', 'payment reversal', 'transfer between accounts'] as const;

/**
 * A transaction counts as income when it is money in (positive pence), not an excluded kind by
 * its words, and not filed as a refund: `refund` is the row's category test,
 * money-rules/spending.ts isRefundCredit (under Refunds or a spending category, issue 22 item
 * 7), which the server's deposit queries select. '+£25.00 ASOS' has no refund word.
 */
export function isIncome(amountPence: number, description: string | null, refund: boolean): boolean {
  if (!(amountPence > 0) || refund) return false;
  const text = (description ?? '').toLowerCase();
  return !INCOME_EXCLUDED_PHRASES.some((phrase) => text.includes(phrase));
}

/** The pence of income among `rows` (see isIncome). */
export function incomeTotal(rows: readonly { amount: number; description: string | null; refund: boolean }[]): number {
  return rows.reduce((sum, row) => (isIncome(row.amount, row.description, row.refund) ? sum + row.amount : sum), 0);
}

/** The key income_sources rows are stored under: the description lower-cased and trimmed. */
export function incomeSourceIdentifier(description: string | null): string {
  return (description ?? '').trim().toLowerCase();
}
