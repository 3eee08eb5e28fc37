import { decimalToPence } from '../../../../shared/money';
import type { ProviderTransaction } from '../providers/types';

export type TransactionRow = {
  external_key: string;
  status: 'booked' | 'pending';
  provider_transaction_id: string | null;
  internal_transaction_id: string | null;
  date: string;
  value_date: string | null;
  amount: number;
  currency: string;
  type: 'debit' | 'credit';
  description: string | null;
  counterparty: string | null;
  bank_transaction_code: string | null;
  proprietary_code: string | null;
  raw_data: unknown;
};

/** A provider transaction as our columns hold it (amounts in pence, money out negative). */
export function toTransactionRow(key: string, tx: ProviderTransaction, status: 'booked' | 'pending', fallbackDate: string): TransactionRow {
  const amount = decimalToPence(tx.amount);
  const counterparty = (amount < 0 ? (tx.creditorName ?? tx.debtorName) : (tx.debtorName ?? tx.creditorName))?.trim() || null;
  return {
    external_key: key,
    status,
    provider_transaction_id: tx.transactionId,
    internal_transaction_id: tx.internalTransactionId,
    date: tx.bookingDate ?? tx.valueDate ?? fallbackDate,
    value_date: tx.valueDate,
    amount,
    currency: tx.currency || 'GBP',
    type: amount < 0 ? 'debit' : 'credit',
    description: tx.remittanceInformation?.trim() || counterparty,
    counterparty,
    bank_transaction_code: tx.bankTransactionCode,
    proprietary_code: tx.proprietaryBankTransactionCode,
    raw_data: tx.raw ?? {},
  };
}
