import { BILL_FREQUENCIES } from '../../../shared/bills/frequencies';
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

/** The dialogs' "How often" choices (decision 048): one-time, then every cadence. */
export const HOW_OFTEN = ['one-time', ...BILL_FREQUENCIES] as const;
export type HowOften = (typeof HOW_OFTEN)[number];

const HOW_OFTEN_LABELS: Record<HowOften, string> = {
  'one-time': 'One-time',
  weekly: 'Every week',
  fortnightly: 'Every 2 weeks',
  'four-weekly': 'Every 4 weeks',
  monthly: 'Monthly',
  'ten-monthly': '10 months a year (like council tax)',
  quarterly: 'Every 3 months',
  'six-monthly': 'Every 6 months',
  yearly: 'Every year',
};

export const howOftenLabel = (value: string) => HOW_OFTEN_LABELS[value as HowOften] ?? value;

/** How often a bill is paid, in words: 'One-time', 'Every week', 'Monthly'... */
export const cadenceLabel = (bill: Pick<BillView, 'type' | 'frequency'>) => howOftenLabel(bill.type === 'one-time' ? 'one-time' : bill.frequency);
