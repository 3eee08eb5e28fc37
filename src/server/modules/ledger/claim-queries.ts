import { sql } from 'kysely';
import type { Db } from '../../db/db';

// SQL of the claiming between bank rows and file rows (issue 12 item 4; decisions 034, 037).
// A bank row claims a file row of the same payment: the file row keeps its id (so its
// category, labels and notes stay), becomes a bank row (origin 'bank', the bank's key, no
// batch), and its file key moves to import_rows as merged into it, in its batch: re-importing
// the file counts it as already there, and undoing the batch (which deletes only its own
// file rows) leaves it. A file row the other way round is merged on import (write-queries.ts).

/** Whether any statement was imported into the account: a sync looks for rows to claim only then. */
export async function accountHasImports(db: Db, accountId: string): Promise<boolean> {
  const row = await db.selectFrom('import_batches').select('id').where('account_id', '=', accountId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Booked file rows of the account, dated from..to: the ones a bank row may claim. */
export function fileRowsBetween(db: Db, accountId: string, from: string, to: string) {
  return db
    .selectFrom('transactions')
    .select(['id', 'date', 'amount', 'description', 'counterparty'])
    .where('account_id', '=', accountId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .where('status', '=', 'booked')
    .where('origin', '=', 'file')
    .where('import_batch_id', 'is not', null)
    .orderBy('date')
    .orderBy('id')
    .execute();
}

/**
 * The account's rows a file row may merge into: those a bank brought (not file rows, and not
 * a row a file key was already merged into), dated from..to.
 */
export function bankRowsBetween(db: Db, accountId: string, from: string, to: string) {
  return db
    .selectFrom('transactions as t')
    .select(['t.id', 't.date', 't.amount', 't.description', 't.counterparty'])
    .where('t.account_id', '=', accountId)
    .where('t.date', '>=', from)
    .where('t.date', '<=', to)
    .where('t.origin', '<>', 'file')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('import_rows as r').select('r.row_key').whereRef('r.transaction_id', '=', 't.id'))))
    .execute();
}

/** Which of these file row keys the account already holds: rows earlier files added, or merged into bank rows. */
export async function heldFileKeys(db: Db, accountId: string, keys: string[]): Promise<Set<string>> {
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

/**
 * Turns each claimed file row into the bank row that claimed it and records its file key as
 * merged into it, in its batch, whose counts move from added to merged. Returns how many were claimed.
 */
export async function claimFileRows(db: Db, accountId: string, claims: { transactionId: string; externalKey: string }[]): Promise<number> {
  if (claims.length === 0) return 0;
  const json = JSON.stringify(claims.map((c) => ({ id: c.transactionId, key: c.externalKey })));
  const claimed = await sql<{ batch_id: string }>`
    with claim as (
      select t.id, t.external_key as old_key, c.key as new_key, t.import_batch_id as batch_id
      from json_to_recordset(${json}::json) as c(id uuid, key text)
      join transactions t on t.id = c.id and t.account_id = ${accountId}::uuid and t.origin = 'file' and t.import_batch_id is not null
    ), moved as (
      insert into import_rows (account_id, row_key, batch_id, transaction_id)
      select ${accountId}::uuid, substr(old_key, 5), batch_id, id from claim
      on conflict do nothing
      returning batch_id
    )
    update transactions t set external_key = claim.new_key, origin = 'bank', import_batch_id = null, updated_at = now()
    from claim where t.id = claim.id
    returning claim.batch_id`.execute(db);
  const perBatch = new Map<string, number>();
  for (const r of claimed.rows) perBatch.set(r.batch_id, (perBatch.get(r.batch_id) ?? 0) + 1);
  for (const [batchId, n] of perBatch) {
    await db
      .updateTable('import_batches')
      .set((eb) => ({ added_count: eb('added_count', '-', n), merged_count: eb('merged_count', '+', n) }))
      .where('id', '=', batchId)
      .execute();
  }
  return claimed.rows.length;
}

/**
 * Before a batch is removed: its rows that a later batch's file also held (import_seen_rows)
 * become that batch's, the newest such batch's when several did, whether the row was added
 * (its import_batch_id) or merged into a bank row (its import_rows entry). The heir's counts
 * move from already there to added or merged, and its sighting goes (it now owns the row).
 * One statement. Returns how many rows were handed over (decision 035).
 */
export async function handOverSeenRows(db: Db, accountId: string, batchId: string): Promise<{ added: number; merged: number }> {
  const result = await sql<{ added: string; merged: string }>`
    with own_keys as (
      select substr(external_key, 5) as row_key from transactions
      where account_id = ${accountId}::uuid and import_batch_id = ${batchId}::uuid
      union all
      select row_key from import_rows where account_id = ${accountId}::uuid and batch_id = ${batchId}::uuid
    ), heirs as (
      select distinct on (s.row_key) s.row_key, s.batch_id
      from import_seen_rows s join import_batches b on b.id = s.batch_id
      where s.account_id = ${accountId}::uuid and s.batch_id <> ${batchId}::uuid and s.row_key in (select row_key from own_keys)
      order by s.row_key, b.created_at desc, b.id desc
    ), added as (
      update transactions t
      set import_batch_id = h.batch_id, updated_at = now()
      from heirs h
      where t.account_id = ${accountId}::uuid and t.external_key = 'imp:' || h.row_key and t.import_batch_id = ${batchId}::uuid
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

/** Deletes up to `limit` of the rows the batch added; returns how many went. */
export async function deleteBatchRows(db: Db, accountId: string, batchId: string, limit: number): Promise<number> {
  const result = await sql`
    delete from transactions where id in (
      select id from transactions
      where account_id = ${accountId}::uuid and import_batch_id = ${batchId}::uuid
      limit ${limit})`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}
