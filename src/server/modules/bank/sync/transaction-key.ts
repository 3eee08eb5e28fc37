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
 *
 * Banks do send one id twice in one answer (decision 020). The upsert writes each key
 * once per statement, so every key leaves here unique: the same id with the same
 * content is one payment sent twice (kept once); the same id with other content is
 * another payment (kept, its key derived from the id and its content, so it is the
 * same key on every sync).
 */
export function keyTransactions(transactions: ProviderTransaction[], status: 'booked' | 'pending'): { key: string; tx: ProviderTransaction }[] {
  const keyOf = transactionKeyer(status);
  const keyed: { key: string; tx: ProviderTransaction }[] = [];
  for (const tx of transactions) {
    const key = keyOf(tx);
    if (key !== undefined) keyed.push({ key, tx });
  }
  return keyed;
}

/**
 * keyTransactions one transaction at a time, in the list's order (the keys depend on what
 * came before): undefined for a repeat to leave out. Lets a long answer be keyed in slices
 * with the event loop free between them (sync-account.ts).
 */
export function transactionKeyer(status: 'booked' | 'pending'): (tx: ProviderTransaction) => string | undefined {
  const seen = new Map<string, number>();
  const taken = new Map<string, string>();
  const prefix = status === 'pending' ? 'p:' : '';
  return (tx) => {
    const idKey = tx.transactionId ? `${prefix}id:${tx.transactionId}` : tx.internalTransactionId ? `${prefix}int:${tx.internalTransactionId}` : null;
    if (idKey === null) {
      const content = contentHash(tx);
      const n = seen.get(content) ?? 0;
      seen.set(content, n + 1);
      return `${prefix}h:${content}:${n}`;
    }
    const whole = wholeHash(tx);
    const key = taken.has(idKey) && taken.get(idKey) !== whole ? `${idKey}~${whole}` : idKey;
    if (taken.get(key) === whole) return undefined;
    taken.set(key, whole);
    return key;
  };
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

/** Everything the bank said about the payment, raw fields included. */
function wholeHash(tx: ProviderTransaction): string {
  return createHash('sha256')
    .update(JSON.stringify(tx.raw ?? tx))
    .digest('hex')
    .slice(0, 16);
}
