import type { Insertable } from 'kysely';
import type { TransactionsTable } from '../../src/server/db/schema';

/**
 * A booked transaction row as the bank sync would store it, for seeding tests and benchmarks
 * straight into the table. Positive pence is money in; the bank's optional details are empty.
 */
export function bookedTransactionRow(
  userId: string,
  accountId: string,
  externalKey: string,
  tx: { date: string; amount: number; description: string; providerTransactionId?: string | null },
): Insertable<TransactionsTable> {
  return {
    user_id: userId,
    account_id: accountId,
    external_key: externalKey,
    status: 'booked',
    provider_transaction_id: tx.providerTransactionId ?? null,
    internal_transaction_id: null,
    date: tx.date,
    value_date: tx.date,
    amount: tx.amount,
    type: tx.amount < 0 ? 'debit' : 'credit',
    description: tx.description,
    counterparty: null,
    category: null,
    bank_transaction_code: null,
    proprietary_code: null,
    raw_data: {},
    updated_at: new Date(),
  };
}
