import type { CategoriseInput } from './categorise';

// A stored transaction row in the shape the categoriser reads. The provider's own codes
// travel in raw_data: GoCardless's merchantCategoryCode (Berlin Group), TrueLayer's
// transaction_category, transaction_classification and merchant_name.

export type StoredRow = {
  amount: number;
  description: string | null;
  counterparty: string | null;
  bank_transaction_code: string | null;
  proprietary_code: string | null;
  raw_data: unknown;
};

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

export function rowInput(row: StoredRow): CategoriseInput {
  const raw = (row.raw_data && typeof row.raw_data === 'object' ? row.raw_data : {}) as Record<string, unknown>;
  const mcc = str(raw.merchantCategoryCode) ?? str(raw.merchant_category_code) ?? (typeof raw.mcc === 'number' ? String(raw.mcc) : str(raw.mcc));
  const classification = Array.isArray(raw.transaction_classification)
    ? raw.transaction_classification.filter((c): c is string => typeof c === 'string')
    : null;
  return {
    amountPence: Number(row.amount),
    counterparty: row.counterparty,
    description: row.description,
    bankTransactionCode: row.bank_transaction_code,
    proprietaryBankTransactionCode: row.proprietary_code,
    merchantCategoryCode: mcc,
    trueLayerCategory: str(raw.transaction_category),
    trueLayerClassification: classification,
  };
}

/** The text a row's merchant name is read from: the counterparty, or the description when there is none (or it is PayPal). */
export function payeeText(row: Pick<StoredRow, 'description' | 'counterparty'>): string {
  const counterparty = row.counterparty?.trim() ?? '';
  const description = row.description?.trim() ?? '';
  if (counterparty && !(/^PAYPAL\b/i.test(counterparty) && description)) return counterparty;
  return description;
}
