import { sql } from 'kysely';
import type { Db } from '../../db/db';
import { FILE_KEY_PREFIX, type LedgerAccount, type Origin, type WriteCounts } from './ledger-row';

// The one statement that adds rows to `transactions` (docs/decisions/037-one-ledger.md).
// Whatever the origin, the rows travel as ONE JSON parameter unpacked by json_to_recordset:
// far cheaper than thousands of bound parameters, and a chunk of any size stays below
// Postgres' 65,535 (decisions 031, 032). What differs by origin is only what happens to a
// key the account already holds, and what a file's batch records beside its rows.

/** A write ready to send: serialised ahead, so an import can build the next one while this one is written. */
export type PreparedWrite = {
  account: LedgerAccount;
  origin: Origin;
  rowsJson: string;
  mergedJson: string;
  seenJson: string;
};

const COLUMNS = sql`id, user_id, account_id, external_key, status, provider_transaction_id, internal_transaction_id, date, value_date, amount,
  currency, type, description, counterparty, bank_transaction_code, proprietary_code, raw_data, category_id, category_source, merchant_name,
  origin, import_batch_id`;

const RECORD = sql`r(id uuid, external_key text, status text, provider_transaction_id text, internal_transaction_id text, date date, value_date date,
  amount bigint, currency text, description text, counterparty text, bank_transaction_code text, proprietary_code text, raw_data jsonb,
  category_id text, category_source text, merchant_name text)`;

/**
 * Writes one prepared chunk in one statement (atomic without a transaction; one round trip).
 * - bank: upserts on (account, key); a row whose content is unchanged is not written at all,
 *   so re-syncing the same data changes nothing; a row already held keeps its category.
 * - file: adds each row under 'imp:<row key>' with its batch, unless the account holds the key
 *   (an earlier file's row, or a key merged into a bank row: import_rows); records the
 *   merged keys and the keys seen already there, and the batch's progress.
 * - manual: adds each row once.
 *
 * A file's rows are first sent as a plain insert. An import has already left out the keys the
 * account holds (ledger/file-matches.ts), so its rows normally all go in, and `on conflict`
 * costs every row a speculative insertion (a probe of the key index, then a second write to
 * confirm the row): 6-15% of the statement measured on the embedded database
 * (docs/decisions/032-import-speed.md). Should a key be held after all (an import into the
 * account that finished after this one read the account, a key repeated in the file), the
 * statement fails whole and the same rows go again with `on conflict do nothing`: the same rows
 * are stored either way. Inside a caller's transaction a failed statement would end it, so
 * there the rows go with `on conflict` at once.
 */
export async function insertRows(db: Db, w: PreparedWrite): Promise<WriteCounts> {
  if (w.origin.kind === 'file' && !db.isTransaction) {
    try {
      return await insertStatement(db, w, { plain: true });
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    }
  }
  return insertStatement(db, w, { plain: false });
}

const UNIQUE_VIOLATION = '23505';

/** The statement; `plain` leaves out `on conflict` (file rows, when none is expected). */
async function insertStatement(db: Db, w: PreparedWrite, { plain }: { plain: boolean }): Promise<WriteCounts> {
  const { userId, accountId } = w.account;
  const file = w.origin.kind === 'file' ? w.origin : undefined;
  const key = file ? sql`${sql.lit(FILE_KEY_PREFIX)} || r.external_key` : sql`r.external_key`;
  const batch = file ? sql`${file.batchId}::uuid` : sql`null::uuid`;
  const fresh = file ? sql`where not exists (select 1 from import_rows x where x.account_id = ${accountId}::uuid and x.row_key = r.external_key)` : sql``;
  const onConflict =
    w.origin.kind === 'bank'
      ? sql`do update set
        status = excluded.status, provider_transaction_id = excluded.provider_transaction_id,
        internal_transaction_id = excluded.internal_transaction_id, date = excluded.date, value_date = excluded.value_date,
        amount = excluded.amount, currency = excluded.currency, type = excluded.type, description = excluded.description,
        counterparty = excluded.counterparty, bank_transaction_code = excluded.bank_transaction_code,
        proprietary_code = excluded.proprietary_code, raw_data = excluded.raw_data, updated_at = now()
      where (t.status, t.date, t.value_date, t.amount, t.currency, t.description, t.counterparty, t.bank_transaction_code,
          t.proprietary_code, t.provider_transaction_id, t.internal_transaction_id, t.raw_data)
        is distinct from (excluded.status, excluded.date, excluded.value_date, excluded.amount, excluded.currency,
          excluded.description, excluded.counterparty, excluded.bank_transaction_code, excluded.proprietary_code,
          excluded.provider_transaction_id, excluded.internal_transaction_id, excluded.raw_data)`
      : sql`do nothing`;
  const fileRecords = file
    ? sql`, merged as (
      insert into import_rows (account_id, row_key, batch_id, transaction_id)
      select ${accountId}::uuid, m.key, ${file.batchId}::uuid, m."transactionId"
      from json_to_recordset(${w.mergedJson}::json) as m(key text, "transactionId" uuid)
      on conflict do nothing
      returning 1
    ), seen as (
      insert into import_seen_rows (account_id, row_key, batch_id)
      select ${accountId}::uuid, k, ${file.batchId}::uuid from json_array_elements_text(${w.seenJson}::json) as k
      on conflict do nothing
    )${file.rowsDone === undefined ? sql`` : sql`, progress as (update import_batches set rows_done = ${file.rowsDone} where id = ${file.batchId}::uuid)`}`
    : sql``;
  const result = await sql<{ inserted: string; updated: string; merged: string }>`
    with written as (
      insert into transactions as t (${COLUMNS})
      select r.id, ${userId}::uuid, ${accountId}::uuid, ${key}, r.status, r.provider_transaction_id, r.internal_transaction_id,
        r.date, r.value_date, r.amount, r.currency, case when r.amount < 0 then 'debit' else 'credit' end, r.description, r.counterparty,
        r.bank_transaction_code, r.proprietary_code, r.raw_data,
        coalesce(r.category_id, 'uncategorised'), coalesce(r.category_source, 'none'), r.merchant_name, ${w.origin.kind}, ${batch}
      from json_to_recordset(${w.rowsJson}::json) as ${RECORD}
      ${fresh}
      ${plain ? sql`` : sql`on conflict (account_id, external_key) ${onConflict}`}
      returning (xmax = 0) as inserted
    )${fileRecords}
    select count(*) filter (where inserted) as inserted, count(*) filter (where not inserted) as updated,
      ${file ? sql`(select count(*) from merged)` : sql`0`} as merged
    from written`.execute(db);
  const counts = result.rows[0]!;
  return { inserted: Number(counts.inserted), updated: Number(counts.updated), merged: Number(counts.merged) };
}

/** Which of these keys the account holds (bank keys as they are stored). */
export async function heldKeys(db: Db, accountId: string, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom('transactions').select('external_key').where('account_id', '=', accountId).where('external_key', 'in', keys).execute();
  return new Set(rows.map((r) => r.external_key));
}

/** Pending rows are exactly the provider's current pending list: the rest (now booked, or dropped) go. */
export async function removeStalePending(db: Db, accountId: string, keepKeys: string[]): Promise<number> {
  let query = db.deleteFrom('transactions').where('account_id', '=', accountId).where('status', '=', 'pending');
  if (keepKeys.length > 0) query = query.where('external_key', 'not in', keepKeys);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
