import type { Db } from '../../src/server/db/db';
import { writeRows, type LedgerRow } from '../../src/server/modules/ledger/service';

/**
 * A booked transaction row as the bank sync would hand it to the ledger, for seeding tests and
 * benchmarks. Positive pence is money in; the bank's optional details are empty.
 */
export function bookedTransactionRow(
  externalKey: string,
  tx: { date: string; amount: number; description: string; providerTransactionId?: string | null },
): LedgerRow {
  return {
    external_key: externalKey,
    status: 'booked',
    provider_transaction_id: tx.providerTransactionId ?? null,
    internal_transaction_id: null,
    date: tx.date,
    value_date: tx.date,
    amount: tx.amount,
    currency: 'GBP',
    description: tx.description,
    counterparty: null,
    bank_transaction_code: null,
    proprietary_code: null,
    raw_data: {},
  };
}

/**
 * Writes rows as a bank sync does, through the ledger's one write path, uncategorised (as
 * rows stored before categories existed: the tests that need categories set them).
 */
export async function writeBankRows(db: Db, userId: string, accountId: string, rows: LedgerRow[]): Promise<void> {
  await writeRows(db, { userId, accountId }, rows, { kind: 'bank' });
}
