import type { BillType } from './categories';
import { cadenceOf } from './due-this-cycle';
import { FREQUENCY_WORDS, type BillFrequency } from './frequencies';

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
  /** Pence: the amount before its latest price rise (issue 25), else null. */
  previous_amount?: number | null;
  /** yyyy-MM-dd: the first payment at the higher amount. */
  amount_changed_on?: string | null;
  /** The person's own word: 'cancelled' or 'not-a-bill' (decision 048); null otherwise. */
  person_status?: string | null;
  user_id?: string;
};

/** What a person may say about any bill (decision 048): 'active' undoes the other two. */
export const BILL_STATUSES = ['active', 'cancelled', 'not-a-bill'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/**
 * What kind of bill a bank bill is, in words (decision 044): 'Direct Debit' and 'Standing
 * Order' only when the bank said so (its codes or text, or its list of mandates); a bill
 * found from regular payments says how it was found: "Card payment every month".
 */
function bankBillKind(row: Pick<BankBillRow, 'type' | 'frequency' | 'payment_method'>): string {
  if (row.type === 'standingOrder') return 'Standing Order';
  if (row.type === 'directDebit') return 'Direct Debit';
  const how = row.payment_method === 'card' ? 'Card payment' : 'Payment';
  return `${how} ${FREQUENCY_WORDS[cadenceOf(row.frequency)]}`;
}

/** One bill in the merged list (spec 02 §3 'Merged bill view'): manual and bank bills alike. */
export type BillView = {
  id: string;
  name: string;
  /** Pence, positive. */
  amount: number;
  /** 'one-time' or recurring ('monthly' for every cadence: `frequency` says how often). */
  type: BillType;
  /** How often a recurring bill falls due (decision 048). */
  frequency: BillFrequency;
  /** The person's own word on it: cancelled or not a bill stops it counting. */
  status: BillStatus;
  /** yyyy-MM-dd: a free trial's last day (manual bills), else null. */
  trial_ends_on: string | null;
  category: string;
  custom_category: string | null;
  /** 'yyyy-MM-dd' or null. */
  due_date: string | null;
  is_paid: boolean;
  /** ISO timestamp or null. */
  paid_at: string | null;
  source: 'manual' | 'bank';
  original_bank_bill: BankBillRow | null;
  /** A bank bill the person said is the same as one they typed ("You added this as Rent £950"). */
  added_as?: { billId: string; name: string; amount: number } | null;
  /** The loan a manual bill was created for ('{loan name} Payment'), if any. */
  loan_id?: string | null;
  created_at: string;
  updated_at: string;
  user_id: string;
};

/**
 * The merged view of a bank bill: category 'Standing Order' or 'Direct Debit' as the bank
 * said, or how an inferred bill was found ('Card payment every month', bankBillKind); recurring
 * at its cadence (decision 048); due date next_date, then reference_date. is_paid and paid_at stay false/null:
 * the row's own PAID status is what marks it paid (see isBillPaid).
 */
export function bankBillToView(row: BankBillRow, userId = row.user_id ?? ''): BillView {
  return {
    id: row.id,
    name: row.name,
    amount: row.amount,
    // Found from repeated payments, a bank bill always recurs; its cadence says how often.
    type: 'monthly',
    frequency: cadenceOf(row.frequency),
    status: row.person_status === 'cancelled' || row.person_status === 'not-a-bill' ? row.person_status : 'active',
    trial_ends_on: null,
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
