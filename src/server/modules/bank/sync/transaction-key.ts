import { createHash } from 'node:crypto';
import { decimalToPence } from '../../../../shared/money';
import type { ProviderTransaction } from '../providers/types';

/**
 * The stable identity of a transaction within its account, so a re-sync never
 * duplicates or loses one: the provider's transaction id; failing that its internal id;
 * failing that a hash of booking date, amount, counterparty and description plus an
 * occurrence index, so two identical payments on one day stay two.
 *
 * The index counts identical transactions within one fetch. Fetches cover whole days,
 * so the same day always yields the same indexes.
 */
export function keyTransactions(transactions: ProviderTransaction[], status: 'booked' | 'pending'): { key: string; tx: ProviderTransaction }[] {
  const seen = new Map<string, number>();
  const prefix = status === 'pending' ? 'p:' : '';
  return transactions.map((tx) => {
    if (tx.transactionId) return { key: `${prefix}id:${tx.transactionId}`, tx };
    if (tx.internalTransactionId) return { key: `${prefix}int:${tx.internalTransactionId}`, tx };
    const content = contentHash(tx);
    const n = seen.get(content) ?? 0;
    seen.set(content, n + 1);
    return { key: `${prefix}h:${content}:${n}`, tx };
  });
}

function contentHash(tx: ProviderTransaction): string {
  const parts = [
    tx.bookingDate ?? tx.valueDate ?? '',
    String(decimalToPence(tx.amount)),
    (tx.creditorName ?? tx.debtorName ?? '').trim().toLowerCase(),
    (tx.remittanceInformation ?? '').trim().toLowerCase(),
  ];
  return createHash('sha256').update(parts.join('\u001f')).digest('hex').slice(0, 32);
}
