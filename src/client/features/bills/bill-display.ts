import type { BillView } from '../../../shared/bills/bill-view';

type Named = Pick<BillView, 'name' | 'category' | 'custom_category'>;

/** The category as the user thinks of it: their own words for a Custom or Other one. */
export function displayCategory(bill: Pick<BillView, 'category' | 'custom_category'>): string {
  return bill.custom_category && (bill.category === 'Custom' || bill.category === 'Other') ? bill.custom_category : bill.category;
}

/** A bill's name is optional: without one it goes by its category. */
export function billTitle(bill: Named): string {
  return bill.name.trim() || displayCategory(bill);
}

export const typeLabel = (type: string) => (type === 'one-time' ? 'One-time' : 'Monthly');
