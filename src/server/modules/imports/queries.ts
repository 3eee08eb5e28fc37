import { sql } from 'kysely';
import type { Db } from '../../db/db';

// SQL of statement imports: their batches and column mappings. Transactions, and the record of
// which file rows merged into bank rows (import_rows, import_seen_rows), are written by the
// ledger (modules/ledger, docs/decisions/037-one-ledger.md). Queries take `db`; the service
// owns every transaction.

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

/** The batch row; its merged keys (import_rows) and the rows it saw (import_seen_rows) go with it. */
export async function deleteBatch(db: Db, batchId: string) {
  await db.deleteFrom('import_batches').where('id', '=', batchId).execute();
}
