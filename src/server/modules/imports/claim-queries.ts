import { sql } from 'kysely';
import type { Db } from '../../db/db';

// A bank sync claiming rows a statement import added (issue 12, item 4): the reverse of
// queries.ts's insertMergedRows. A claimed row keeps its id (so its category, labels and
// notes stay), takes the bank row's key (so this and later syncs update it), and its row
// key moves to import_rows as a merged key: the file reads as already imported, and undoing
// the batch (which deletes only 'imp:' rows) leaves the bank's row.

/** Whether any statement was imported into the account: a sync looks for rows to claim only then. */
export async function accountHasImports(db: Db, accountId: string): Promise<boolean> {
  const row = await db.selectFrom('import_batches').select('id').where('account_id', '=', accountId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Booked rows imports added to the account (not claimed yet), dated from..to. */
export function importedRowsBetween(db: Db, accountId: string, from: string, to: string) {
  return db
    .selectFrom('transactions')
    .select(['id', 'date', 'amount', 'description', 'counterparty'])
    .where('account_id', '=', accountId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .where('status', '=', 'booked')
    .where('external_key', 'like', 'imp:%')
    .where(sql<boolean>`raw_data -> 'import' ->> 'batch' is not null`)
    .orderBy('date')
    .orderBy('id')
    .execute();
}

/**
 * Gives each imported row the bank row's key and records its row key as merged into it, in
 * its batch, whose counts move from added to merged. Returns how many were claimed.
 */
export async function claimImportedRows(db: Db, accountId: string, claims: { transactionId: string; externalKey: string }[]): Promise<number> {
  if (claims.length === 0) return 0;
  const json = JSON.stringify(claims.map((c) => ({ id: c.transactionId, key: c.externalKey })));
  const claimed = await sql<{ batch_id: string }>`
    with claim as (
      select t.id, t.external_key as old_key, c.key as new_key, (t.raw_data -> 'import' ->> 'batch')::uuid as batch_id
      from json_to_recordset(${json}::json) as c(id uuid, key text)
      join transactions t on t.id = c.id and t.account_id = ${accountId}::uuid and t.external_key like 'imp:%'
    ), moved as (
      insert into import_rows (account_id, row_key, batch_id, transaction_id)
      select ${accountId}::uuid, substr(old_key, 5), batch_id, id from claim
      on conflict do nothing
      returning batch_id
    )
    update transactions t set external_key = claim.new_key, updated_at = now()
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
