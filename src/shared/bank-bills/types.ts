import type { BillFrequency } from '../bills/frequencies';

/** One booked transaction as the bill rules see it (no database or provider types here). */
export type BillInputTransaction = {
  id: string;
  accountId: string;
  /** Booking date, 'yyyy-MM-dd' (a calendar day in Europe/London). */
  date: string;
  /** Signed integer pence; bills are money out, so negative. */
  amountPence: number;
  /** Creditor name for money out. */
  counterparty: string | null;
  /** Remittance information. */
  description: string | null;
  /** ISO 20022 code, e.g. 'PMNT-IDDT-ESDD' (direct debit), 'PMNT-ICDT-STDO' (standing order). */
  bankTransactionCode: string | null;
  /** The bank's own code, e.g. 'DIRECT DEBIT', 'STANDING ORDER', 'DD', 'SO', 'CARD PAYMENT'. */
  proprietaryBankTransactionCode: string | null;
  /** The transaction's category id (categories/category-list.ts), when it has one. */
  categoryId?: string | null;
  /** The server found its other side in another of the person's accounts (money/own-transfers.ts). */
  ownTransfer?: boolean;
};

/** How the payments of a bill found without the bank's codes were made: it says how it was found. */
type PaymentMethod = 'card' | 'payment';

export type { BillFrequency } from '../bills/frequencies';

export type BillType = 'directDebit' | 'standingOrder' | 'inferred';

export type DetectedBill = {
  /** `${accountId}:${type}:${payeeKey}`: stable across runs, so a user's 'dismissed' choice sticks. */
  key: string;
  /** The key the bill had under the merchant's former name (a known merchant renamed): its stored row moves to `key`. */
  formerKey?: string;
  accountId: string;
  /** Human name, e.g. 'Council Tax' or 'Octopus Energy'. */
  name: string;
  /** The payee key the payments were grouped by, e.g. 'OCTOPUS ENERGY'. */
  vendor: string;
  type: BillType;
  /** Inferred bills: 'card' when most payments were card payments, else 'payment'. Null for direct debits and standing orders. */
  paymentMethod: PaymentMethod | null;
  frequency: BillFrequency;
  /** Positive pence: the typical recent payment; after a price rise, the new price. */
  amountPence: number;
  /** Positive pence: the price before a rise in the last year (price-rise.ts); null when there is none. */
  previousAmountPence: number | null;
  /** yyyy-MM-dd: the first payment at the new price; null when there is no recent rise. */
  amountChangedOn: string | null;
  /** Date of the latest payment. */
  referenceDate: string;
  /** The next expected date after `today`, from the cadence. */
  nextDate: string;
  occurrences: number;
  /** The payments that make up the bill, oldest first. */
  transactionIds: string[];
};
