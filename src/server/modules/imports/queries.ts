import { sql } from 'kysely';
import type { Db } from '../../db/db';

// SQL of statement imports. The module owns import_batches, import_rows and import_mappings;
// it writes transactions only for rows it adds (external_key 'imp:<row key>', raw_data.import.batch)
// and removes only those again. Queries take `db`; the service owns every transaction.

export type ImportedRow = {
  key: string;
  date: string;
  amount: number;
  currency: string;
  description: string | null;
  counterparty: string | null;
  provider_transaction_id: string | null;
  /** The bank's type code from the file ('BGC', 'DD'), as a sync stores the bank's. */
  proprietary_code: string | null;
  raw_data: unknown;
  /** The row's category and clean merchant name (categories/categorise-rows.ts). */
  category_id: string;
  category_source: string;
  merchant_name: string | null;
};

export function mappingsOf(db: Db, userId: string) {
  return db.selectFrom('import_mappings').select(['account_id', 'header_key', 'mapping']).where('user_id', '=', userId).orderBy('updated_at', 'desc').execute();
}

export async function upsertMapping(db: Db, userId: string, accountId: string, headerKey: string, mapping: unknown) {
  await db
    .insertInto('import_mappings')
    .values({ user_id: userId, account_id: accountId, header_key: headerKey, mapping: JSON.stringify(mapping), updated_at: sql`now()` })
    .onConflict((oc) => oc.columns(['account_id', 'header_key']).doUpdateSet({ mapping: JSON.stringify(mapping), updated_at: sql`now()` }))
    .execute();
}

/** Which of these row keys the account already holds: rows earlier imports added, or merged into synced ones. */
export async function existingKeys(db: Db, accountId: string, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const json = JSON.stringify(keys);
  const rows = await sql<{ row_key: string }>`
    select substr(external_key, 5) as row_key from transactions
    where account_id = ${accountId}::uuid and external_key in (select 'imp:' || k from json_array_elements_text(${json}::json) as k)
    union all
    select row_key from import_rows
    where account_id = ${accountId}::uuid and row_key in (select json_array_elements_text(${json}::json))`.execute(db);
  return new Set(rows.rows.map((r) => r.row_key));
}

/** The account's rows that came from a bank link (no import brought or claimed them), dated from..to. */
export function syncedRowsBetween(db: Db, accountId: string, from: string, to: string) {
  return db
    .selectFrom('transactions as t')
    .select(['t.id', 't.date', 't.amount', 't.description', 't.counterparty'])
    .where('t.account_id', '=', accountId)
    .where('t.date', '>=', from)
    .where('t.date', '<=', to)
    .where('t.external_key', 'not like', 'imp:%')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('import_rows as r').select('r.row_key').whereRef('r.transaction_id', '=', 't.id'))))
    .execute();
}

export function insertBatch(
  db: Db,
  b: { id?: string; userId: string; accountId: string; fileName: string | null; format: string; layout: string; rowsTotal: number },
) {
  return db
    .insertInto('import_batches')
    .values({
      ...(b.id ? { id: b.id } : {}),
      user_id: b.userId,
      account_id: b.accountId,
      file_name: b.fileName,
      format: b.format,
      layout: b.layout,
      rows_total: b.rowsTotal,
      date_from: null,
      date_to: null,
      closing_balance: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export type ImportChunk = {
  userId: string;
  accountId: string;
  batchId: string;
  /** JSON of the rows to add and of the merged keys: made by importChunk, ahead of the write. */
  rowsJson: string;
  mergedJson: string;
  /** JSON of the keys of the chunk's rows already there (written by an earlier batch). */
  seenJson: string;
  rowsDone: number;
};

/** A chunk ready to write: serialised here so the caller can do it while the last chunk is written. */
export function importChunk(
  c: { userId: string; accountId: string; batchId: string; rowsDone: number },
  rows: ImportedRow[],
  merged: { key: string; transactionId: string }[],
  seen: string[] = [],
): ImportChunk {
  return { ...c, rowsJson: JSON.stringify(rows), mergedJson: JSON.stringify(merged), seenJson: JSON.stringify(seen) };
}

/**
 * One chunk of an import, written by a single statement (so it is atomic without a
 * transaction, and costs one round trip: on the embedded database every other query waits
 * for it). The chunk's rows are added as transactions, their key in external_key ('imp:<key>') and their
 * batch in raw_data.import.batch: one write per row; rows whose key the account holds are
 * left. Its merged keys are recorded against the synced transactions they match (nothing new is
 * added). The keys of its rows already there are recorded as seen by this batch
 * (import_seen_rows), so undoing the batch that wrote them hands them over rather than
 * deleting them. The batch's rows_done becomes `rowsDone`. Each list travels as one JSON parameter,
 * so a chunk of any size stays far below Postgres' 65,535 bind parameters.
 * Returns how many rows were added and how many merged.
 */
export async function writeChunk(db: Db, c: ImportChunk): Promise<{ added: number; merged: number }> {
  const result = await sql<{ added: string; merged: string }>`
    with added as (
      insert into transactions (user_id, account_id, external_key, status, provider_transaction_id, proprietary_code, date, amount, currency,
        type, description, counterparty, raw_data, category_id, category_source, merchant_name)
      select ${c.userId}::uuid, ${c.accountId}::uuid, 'imp:' || r.key, 'booked', r.provider_transaction_id, r.proprietary_code, r.date, r.amount,
        r.currency, case when r.amount < 0 then 'debit' else 'credit' end, r.description, r.counterparty, r.raw_data,
        r.category_id, r.category_source, r.merchant_name
      from json_to_recordset(${c.rowsJson}::json) as r(key text, date date, amount bigint, currency text, description text,
        counterparty text, provider_transaction_id text, proprietary_code text, raw_data jsonb, category_id text, category_source text,
        merchant_name text)
      where not exists (select 1 from import_rows x where x.account_id = ${c.accountId}::uuid and x.row_key = r.key)
      on conflict (account_id, external_key) do nothing
      returning 1
    ), merged as (
      insert into import_rows (account_id, row_key, batch_id, transaction_id)
      select ${c.accountId}::uuid, m.key, ${c.batchId}::uuid, m."transactionId"
      from json_to_recordset(${c.mergedJson}::json) as m(key text, "transactionId" uuid)
      on conflict do nothing
      returning 1
    ), seen as (
      insert into import_seen_rows (account_id, row_key, batch_id)
      select ${c.accountId}::uuid, k, ${c.batchId}::uuid from json_array_elements_text(${c.seenJson}::json) as k
      on conflict do nothing
    ), progress as (
      update import_batches set rows_done = ${c.rowsDone} where id = ${c.batchId}::uuid
    )
    select (select count(*) from added) as added, (select count(*) from merged) as merged`.execute(db);
  const counts = result.rows[0]!;
  return { added: Number(counts.added), merged: Number(counts.merged) };
}

export async function finishBatch(
  db: Db,
  batchId: string,
  f: { added: number; merged: number; existing: number; dateFrom: string | null; dateTo: string | null; closingBalance: number | null },
) {
  await db
    .updateTable('import_batches')
    .set({
      status: 'done',
      rows_done: sql`rows_total`,
      added_count: f.added,
      merged_count: f.merged,
      existing_count: f.existing,
      date_from: f.dateFrom,
      date_to: f.dateTo,
      closing_balance: f.closingBalance,
    })
    .where('id', '=', batchId)
    .execute();
}

/** A user's own batch; undefined for another user's or a missing one. */
export function findBatch(db: Db, userId: string, batchId: string) {
  return db.selectFrom('import_batches').selectAll().where('id', '=', batchId).where('user_id', '=', userId).executeTakeFirst();
}

export function listBatches(db: Db, userId: string, accountId?: string) {
  let query = db
    .selectFrom('import_batches as b')
    .innerJoin('bank_accounts as a', 'a.id', 'b.account_id')
    .select([
      'b.id',
      'b.account_id',
      'a.account_name',
      'b.file_name',
      'b.format',
      'b.layout',
      'b.status',
      'b.rows_total',
      'b.added_count',
      'b.merged_count',
      'b.existing_count',
      'b.date_from',
      'b.date_to',
      'b.created_at',
    ])
    .where('b.user_id', '=', userId);
  if (accountId) query = query.where('b.account_id', '=', accountId);
  return query.orderBy('b.created_at', 'desc').limit(200).execute();
}

/**
 * Before a batch is removed: its rows that a later batch's file also held (import_seen_rows)
 * become that batch's, the newest such batch's when several did, whether the row was added
 * (its raw_data.import.batch) or merged into a synced one (its import_rows entry). The heir's
 * counts move from already there to added or merged, and its sighting goes (it now owns the
 * row). One statement. Returns how many rows were handed over.
 */
export async function handOverSeenRows(db: Db, accountId: string, batchId: string): Promise<{ added: number; merged: number }> {
  const result = await sql<{ added: string; merged: string }>`
    with own_keys as (
      select substr(external_key, 5) as row_key from transactions
      where account_id = ${accountId}::uuid and external_key like 'imp:%' and raw_data -> 'import' ->> 'batch' = ${batchId}
      union all
      select row_key from import_rows where account_id = ${accountId}::uuid and batch_id = ${batchId}::uuid
    ), heirs as (
      select distinct on (s.row_key) s.row_key, s.batch_id
      from import_seen_rows s join import_batches b on b.id = s.batch_id
      where s.account_id = ${accountId}::uuid and s.batch_id <> ${batchId}::uuid and s.row_key in (select row_key from own_keys)
      order by s.row_key, b.created_at desc, b.id desc
    ), added as (
      update transactions t
      set raw_data = jsonb_set(t.raw_data, '{import,batch}', to_jsonb(h.batch_id::text)), updated_at = now()
      from heirs h
      where t.account_id = ${accountId}::uuid and t.external_key = 'imp:' || h.row_key and t.raw_data -> 'import' ->> 'batch' = ${batchId}
      returning h.batch_id, h.row_key
    ), merged as (
      update import_rows r set batch_id = h.batch_id
      from heirs h
      where r.account_id = ${accountId}::uuid and r.row_key = h.row_key and r.batch_id = ${batchId}::uuid
      returning h.batch_id, h.row_key
    ), handed as (
      select batch_id, row_key, 1 as added, 0 as merged from added
      union all
      select batch_id, row_key, 0, 1 from merged
    ), owned as (
      delete from import_seen_rows s using handed h
      where s.account_id = ${accountId}::uuid and s.row_key = h.row_key and s.batch_id = h.batch_id
    ), counted as (
      update import_batches b
      set added_count = b.added_count + c.added, merged_count = b.merged_count + c.merged,
        existing_count = greatest(b.existing_count - c.added - c.merged, 0)
      from (select batch_id, sum(added)::int as added, sum(merged)::int as merged from handed group by batch_id) c
      where b.id = c.batch_id
    )
    select (select count(*) from added) as added, (select count(*) from merged) as merged`.execute(db);
  const counts = result.rows[0]!;
  return { added: Number(counts.added), merged: Number(counts.merged) };
}

/** Deletes up to `limit` of the transactions the batch added; returns how many went. */
export async function deleteAddedTransactions(db: Db, accountId: string, batchId: string, limit: number): Promise<number> {
  const result = await sql`
    delete from transactions where id in (
      select id from transactions
      where account_id = ${accountId}::uuid and external_key like 'imp:%' and raw_data -> 'import' ->> 'batch' = ${batchId}
      limit ${limit})`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

/** The batch row; its merged keys (import_rows) and the rows it saw (import_seen_rows) go with it. */
export async function deleteBatch(db: Db, batchId: string) {
  await db.deleteFrom('import_batches').where('id', '=', batchId).execute();
}
