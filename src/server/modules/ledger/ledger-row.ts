// The row every writer hands the ledger (docs/decisions/037-one-ledger.md): a bank sync's
// normalised provider transaction, a statement file's row, or one typed by hand. The owner,
// the account, the debit/credit type (from the amount's sign), where it came from and the
// search text are added by the ledger and the database, never by the writer.

export type LedgerRow = {
  /**
   * The row's key, unique per account. A bank row's is the provider's id or a hash
   * (bank/sync/transaction-key.ts); a file row's is its row key, which the ledger stores
   * as 'imp:<row key>' so it can never meet a bank key.
   */
  external_key: string;
  status: 'booked' | 'pending';
  provider_transaction_id: string | null;
  internal_transaction_id: string | null;
  /** yyyy-MM-dd */
  date: string;
  value_date: string | null;
  /** Signed pence: negative is money out. */
  amount: number;
  currency: string;
  description: string | null;
  counterparty: string | null;
  bank_transaction_code: string | null;
  proprietary_code: string | null;
  raw_data: unknown;
};

/** A row's category columns, when the writer (or the ledger's categoriser) has them. */
export type RowCategory = { category_id: string; category_source: string; merchant_name: string | null };

/** Whose account a write goes to: every statement carries both. */
export type LedgerAccount = { userId: string; accountId: string };

/**
 * Where rows come from, and what that origin's write also records:
 * - bank: rows are the bank's truth, so a row already held under its key is updated when the
 *   bank's copy changed; a new booked row first claims the file row of the same payment.
 * - file: a statement import's batch. A row is written once (a key already held, or merged
 *   into a bank row by an earlier file, is left). `merged` are file rows that are a bank row
 *   already held (recorded, nothing added); `seen` the keys already there that this file
 *   also held (decision 035); `rowsDone` the batch's progress, all in the same statement.
 * - manual: typed by hand; written once.
 */
export type Origin =
  | { kind: 'bank' }
  | { kind: 'file'; batchId: string; merged?: { key: string; transactionId: string }[]; seen?: string[]; rowsDone?: number }
  | { kind: 'manual' };

/** How a write went: rows added, rows updated (bank only), file rows merged into bank rows. */
export type WriteCounts = { inserted: number; updated: number; merged: number };

/** A file row's key as stored: its own namespace within the account's keys. */
export const FILE_KEY_PREFIX = 'imp:';
