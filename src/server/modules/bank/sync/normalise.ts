import type { Selectable } from 'kysely';
import type { TransactionsTable } from '../../../db/schema';
import { decimalToPence } from '../../../../shared/money';
import type { ProviderTransaction } from '../providers/types';

/** The provider-derived columns of a transactions row (the owner and account are added on write; the search text is the database's). */
export type TransactionRow = Omit<Selectable<TransactionsTable>, 'id' | 'user_id' | 'account_id' | 'category' | 'search_text' | 'created_at' | 'updated_at'>;

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
