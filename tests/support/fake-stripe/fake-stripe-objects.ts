import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

// Stripe's JSON shapes for the objects the app reads, as the API version the SDK pins
// sends them (period ends on the subscription items, prices expanded on the items).

export const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('base64url')}`;
export const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export type Interval = 'month' | 'year';
export type SubscriptionStatus = 'active' | 'trialing' | 'past_due' | 'canceled' | 'unpaid' | 'incomplete' | 'incomplete_expired' | 'paused';

export type FakeCustomer = { id: string; object: 'customer'; created: number; email: string | null; livemode: false; metadata: Record<string, string> };

export type FakeSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: SubscriptionStatus;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  start_date: number;
  billing_cycle_anchor: number;
  collection_method: 'charge_automatically';
  currency: 'gbp';
  livemode: false;
  metadata: Record<string, string>;
  items: { object: 'list'; data: FakeSubscriptionItem[]; has_more: false; total_count: number; url: string };
};

type FakeSubscriptionItem = {
  id: string;
  object: 'subscription_item';
  created: number;
  current_period_start: number;
  current_period_end: number;
  metadata: Record<string, string>;
  quantity: 1;
  subscription: string;
  price: {
    id: string;
    object: 'price';
    active: true;
    billing_scheme: 'per_unit';
    created: number;
    currency: 'gbp';
    livemode: false;
    lookup_key: string | null;
    metadata: Record<string, string>;
    nickname: string | null;
    product: string;
    recurring: { interval: Interval; interval_count: 1; meter: null; usage_type: 'licensed' };
    type: 'recurring';
    unit_amount: number;
    unit_amount_decimal: string;
  };
};

export function customerObject(email: string | null, now: Date): FakeCustomer {
  return { id: newId('cus'), object: 'customer', created: seconds(now), email, livemode: false, metadata: {} };
}

export function subscriptionObject(
  customerId: string,
  options: { interval: Interval; status?: SubscriptionStatus; periodStart: Date; periodEnd: Date; cancelAtPeriodEnd?: boolean; nickname?: string | null },
): FakeSubscription {
  const id = newId('sub');
  const start = seconds(options.periodStart);
  const amount = options.interval === 'month' ? 499 : 3999;
  return {
    id,
    object: 'subscription',
    customer: customerId,
    status: options.status ?? 'active',
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    cancel_at: options.cancelAtPeriodEnd ? seconds(options.periodEnd) : null,
    canceled_at: null,
    ended_at: null,
    created: start,
    start_date: start,
    billing_cycle_anchor: start,
    collection_method: 'charge_automatically',
    currency: 'gbp',
    livemode: false,
    metadata: {},
    items: {
      object: 'list',
      data: [
        {
          id: newId('si'),
          object: 'subscription_item',
          created: start,
          current_period_start: start,
          current_period_end: seconds(options.periodEnd),
          metadata: {},
          quantity: 1,
          subscription: id,
          price: {
            id: newId('price'),
            object: 'price',
            active: true,
            billing_scheme: 'per_unit',
            created: start,
            currency: 'gbp',
            livemode: false,
            lookup_key: null,
            metadata: {},
            nickname: options.nickname ?? null,
            product: newId('prod'),
            recurring: { interval: options.interval, interval_count: 1, meter: null, usage_type: 'licensed' },
            type: 'recurring',
            unit_amount: amount,
            unit_amount_decimal: String(amount),
          },
        },
      ],
      has_more: false,
      total_count: 1,
      url: `/v1/subscription_items?subscription=${id}`,
    },
  };
}

/** What a payment link's checkout sends when it completes. */
export function checkoutSessionObject(options: {
  clientReferenceId: string | null;
  customerId: string | null;
  email: string | null;
  subscriptionId: string | null;
  paymentLink: string;
  now: Date;
}) {
  return {
    id: newId('cs'),
    object: 'checkout.session',
    client_reference_id: options.clientReferenceId,
    created: seconds(options.now),
    currency: 'gbp',
    customer: options.customerId,
    customer_details: { email: options.email, name: null, address: null, phone: null, tax_exempt: 'none', tax_ids: [] },
    customer_email: options.email,
    livemode: false,
    metadata: {},
    mode: 'subscription',
    payment_link: options.paymentLink,
    payment_status: 'paid',
    status: 'complete',
    subscription: options.subscriptionId,
    url: null,
  };
}

export function eventObject<T extends object>(type: string, object: T, created: Date) {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: seconds(created),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

export function stripeError(status: number, type: string, message: string, extra: { code?: string; param?: string } = {}) {
  return {
    status,
    body: { error: { type, message, ...extra, doc_url: extra.code ? `https://stripe.com/docs/error-codes/${extra.code.replace(/_/g, '-')}` : undefined } },
  };
}
