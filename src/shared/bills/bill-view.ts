import type { BillType } from './categories';

/**
 * A bank_bills row as the bank bills listing returns it (listBankBills): amounts in positive
 * pence, status 'active', 'PAID' or 'dismissed'. Timestamps are Dates from the database or
 * ISO strings once they have crossed the wire.
 */
export type BankBillRow = {
  id: string;
  account_id: string;
  name: string;
  vendor: string;
  type: 'directDebit' | 'standingOrder' | 'inferred';
  frequency: string;
  amount: number;
  next_date: string | null;
  reference_date: string | null;
  status: string;
  paid_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  account_classification?: string | null;
  /** Inferred bills: 'card' or 'payment', how they were paid; null for the bank's direct debits and standing orders. */
  payment_method?: string | null;
  user_id?: string;
};

// Every how many, in words, for the cadences a found bill may have.
const EVERY: Readonly<Record<string, string>> = {
  weekly: 'week',
  fortnightly: 'two weeks',
  'four-weekly': 'four weeks',
  monthly: 'month',
  quarterly: 'three months',
  'six-monthly': 'six months',
  yearly: 'year',
};

/**
 * What kind of bill a bank bill is, in words (decision 044): 'Direct Debit' and 'Standing
 * Order' only when the bank said so (its codes or text, or its list of mandates); a bill
 * found from regular payments says how it was found: "Card payment every month".
 */
export function bankBillKind(row: Pick<BankBillRow, 'type' | 'frequency' | 'payment_method'>): string {
  if (row.type === 'standingOrder') return 'Standing Order';
  if (row.type === 'directDebit') return 'Direct Debit';
  const every = EVERY[row.frequency.trim().toLowerCase() || 'monthly'];
  const how = row.payment_method === 'card' ? 'Card payment' : 'Payment';
  return every ? `${how} every ${every}` : `Regular ${how.toLowerCase()}`;
}

/** One bill in the merged list (spec 02 §3 'Merged bill view'): manual and bank bills alike. */
export type BillView = {
  id: string;
  name: string;
  /** Pence, positive. */
  amount: number;
  type: BillType;
  category: string;
  custom_category: string | null;
  /** 'yyyy-MM-dd' or null. */
  due_date: string | null;
  is_paid: boolean;
  /** ISO timestamp or null. */
  paid_at: string | null;
  source: 'manual' | 'bank';
  original_bank_bill: BankBillRow | null;
  /** The loan a manual bill was created for ('{loan name} Payment'), if any. */
  loan_id?: string | null;
  created_at: string;
  updated_at: string;
  user_id: string;
};

/**
 * The merged view of a bank bill: category 'Standing Order' or 'Direct Debit' as the bank
 * said, or how an inferred bill was found ('Card payment every month', bankBillKind); monthly when the frequency is monthly or empty,
 * else one-time; due date next_date, then reference_date. is_paid and paid_at stay false/null:
 * the row's own PAID status is what marks it paid (see isBillPaid).
 */
export function bankBillToView(row: BankBillRow, userId = row.user_id ?? ''): BillView {
  const frequency = row.frequency.trim().toLowerCase();
  return {
    id: row.id,
    name: row.name,
    amount: row.amount,
    type: frequency === '' || frequency === 'monthly' ? 'monthly' : 'one-time',
    category: bankBillKind(row),
    custom_category: null,
    due_date: row.next_date ?? row.reference_date ?? null,
    is_paid: false,
    paid_at: null,
    source: 'bank',
    original_bank_bill: row,
    loan_id: null,
    created_at: isoString(row.created_at),
    updated_at: isoString(row.updated_at),
    user_id: userId,
  };
}

/** True for a bank bill the user dismissed (a soft delete: never listed). */
export function isDismissed(row: Pick<BankBillRow, 'status'>): boolean {
  return row.status.toLowerCase() === 'dismissed';
}

/**
 * Manual bills and the bank bills that are not dismissed, highest amount first. Equal
 * amounts keep a stable order: by name, then id.
 */
export function mergeBills(manual: BillView[], bank: BankBillRow[], userId?: string): BillView[] {
  const views = [...manual, ...bank.filter((row) => !isDismissed(row)).map((row) => bankBillToView(row, userId ?? row.user_id ?? ''))];
  return views.sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name, 'en-GB') || compare(a.id, b.id));
}

function isoString(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
