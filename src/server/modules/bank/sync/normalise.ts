import { decimalToPence } from '../../../../shared/money';
import type { ProviderTransaction } from '../providers/types';
import type { LedgerRow } from '../../ledger/service';

/** The provider-derived columns of a transactions row: the ledger's row (the ledger adds the owner, the account, the type and the origin). */
export type TransactionRow = LedgerRow;

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
    description: tx.remittanceInformation?.trim() || counterparty,
    counterparty,
    bank_transaction_code: tx.bankTransactionCode,
    proprietary_code: tx.proprietaryBankTransactionCode,
    raw_data: tx.raw ?? {},
  };
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
function validDay(day: string | null): boolean {
  if (day === null) return true;
  const at = isoDay.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN;
  // 2025-02-30 parses in some engines as 2 March: the day must read back as itself.
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day;
}

/**
 * Whether a provider transaction can be stored at all: an amount in pence and real days.
 * One that cannot is left out (decision 020), so it never fails its account's whole write.
 */
export function isStorable(tx: ProviderTransaction): boolean {
  try {
    decimalToPence(tx.amount);
  } catch {
    return false;
  }
  return validDay(tx.bookingDate) && validDay(tx.valueDate);
}
