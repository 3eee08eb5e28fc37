import { effectiveDueDate } from './bill-state';
import type { BillStatus, BillView } from './bill-view';
import { billKind, BILL_KINDS, type BillKind } from './bill-kind';
import { merchantCancelRoute, type PaymentRoute } from './cancel-help';
import { monthlyShareOfCostPence, yearlyCostPence, type BillFrequency } from './frequencies';
import { priceRiseOf, type PriceRise } from './price-rise';

// The Subscriptions view of My Bills (issue 25, item 3; decision 048): every regular payment,
// typed or found by the bank, with what it costs in a year, grouped by kind.

export type SubscriptionItem = {
  id: string;
  /**
   * What a reminder about it is keyed on: a typed bill's id; for a bank bill its account and
   * payee, which outlive its row id (as notifications/summary-figures.ts keys bill reminders).
   */
  subject: string;
  source: 'manual' | 'bank';
  name: string;
  category: string;
  kind: BillKind;
  frequency: BillFrequency;
  /** Pence, one payment. */
  amount: number;
  /** yyyy-MM-dd, or null without a date. */
  nextDate: string | null;
  /** Pence: amount × payments a year. */
  yearly: number;
  /** Pence to put aside each month so the payment is covered (rounded up). */
  monthlyShare: number;
  route: PaymentRoute;
  merchantRoute: { name: string; how: string } | null;
  priceRise: PriceRise | null;
  status: BillStatus;
  trialEndsOn: string | null;
  /** The bill the person typed that is this bank bill ("You added this as Rent £950"). */
  addedAs: { billId: string; name: string; amount: number } | null;
};

type SubscriptionGroup = { kind: BillKind; items: SubscriptionItem[]; yearly: number };

export type SubscriptionsView = {
  groups: SubscriptionGroup[];
  /** Pence a year of every item still counted. */
  yearlyTotal: number;
  /** yearlyTotal spread over twelve months, rounded up. */
  monthlyTotal: number;
  /** Items the person marked cancelled or not a bill: listed apart, not counted. */
  setAside: SubscriptionItem[];
};

function routeOf(bill: BillView): PaymentRoute {
  const row = bill.original_bank_bill;
  if (!row) return 'other';
  if (row.type === 'directDebit') return 'directDebit';
  if (row.type === 'standingOrder') return 'standingOrder';
  return row.payment_method === 'card' ? 'card' : 'other';
}

/** One item of the view; `knownKind` is the merchant dictionary's kind when it has one. */
export function subscriptionItem(
  bill: BillView,
  today: string,
  extra: { knownKind?: BillKind | null; addedAs?: SubscriptionItem['addedAs'] } = {},
): SubscriptionItem {
  const frequency = bill.frequency;
  const row = bill.original_bank_bill;
  return {
    id: bill.id,
    subject: row ? `bank:${row.account_id}:${row.vendor}` : bill.id,
    source: bill.source,
    name: bill.name.trim() || bill.custom_category || bill.category,
    category: bill.category,
    kind: billKind({ category: bill.category, name: bill.name }, extra.knownKind),
    frequency,
    amount: bill.amount,
    nextDate: effectiveDueDate(bill, today),
    yearly: yearlyCostPence(bill.amount, frequency),
    monthlyShare: monthlyShareOfCostPence(bill.amount, frequency),
    route: routeOf(bill),
    merchantRoute: merchantCancelRoute(bill.name),
    priceRise: bill.original_bank_bill ? priceRiseOf(bill.original_bank_bill, frequency) : null,
    status: bill.status,
    trialEndsOn: bill.trial_ends_on,
    addedAs: extra.addedAs ?? null,
  };
}

/**
 * The view: regular payments only (a one-time bill is not a subscription), grouped in the
 * order of BILL_KINDS, each group highest yearly cost first; empty groups left out. The totals
 * count the items still active.
 */
export function subscriptionsView(items: readonly SubscriptionItem[]): SubscriptionsView {
  const active = items.filter((i) => i.status === 'active');
  const byCost = (a: SubscriptionItem, b: SubscriptionItem) => b.yearly - a.yearly || a.name.localeCompare(b.name, 'en-GB') || (a.id < b.id ? -1 : 1);
  const groups = BILL_KINDS.map((kind) => {
    const inKind = active.filter((i) => i.kind === kind).sort(byCost);
    return { kind, items: inKind, yearly: inKind.reduce((sum, i) => sum + i.yearly, 0) };
  }).filter((g) => g.items.length > 0);
  const yearlyTotal = active.reduce((sum, i) => sum + i.yearly, 0);
  return { groups, yearlyTotal, monthlyTotal: Math.ceil(yearlyTotal / 12), setAside: items.filter((i) => i.status !== 'active').sort(byCost) };
}
