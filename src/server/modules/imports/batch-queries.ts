import { sql } from 'kysely';
import type { Db } from '../../db/db';

// SQL that keeps imports apart (issue 23 items 7 and 13): one person's confirms take turns at
// their start, an account takes one file at a time, a file sent twice gets one answer, and a
// batch a crash left 'importing' is marked failed. Queries take `db`; the service owns the
// transaction (the lock below lasts until it ends).

/** Holds the person's import lock until the transaction ends: their confirms start one at a time. */
export async function lockImportsOf(trx: Db, userId: string) {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`imports:${userId}`}, 0))`.execute(trx);
}

/** A batch still importing into the account (younger than `staleMinutes`: an older one died with its process). */
export async function importingInto(db: Db, accountId: string, staleMinutes: number) {
  return db
    .selectFrom('import_batches')
    .select('id')
    .where('account_id', '=', accountId)
    .where('status', '=', 'importing')
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${staleMinutes})`)
    .executeTakeFirst();
}

/**
 * The batch of the same file, into the same target (the account, or a new account of the same
 * name), that was running when this confirm arrived: a second click, to be answered as the first.
 */
export async function twinOf(db: Db, f: { userId: string; fileSha256: string; target: { accountId: string } | { newAccountName: string }; arrivedAt: Date }) {
  let query = db
    .selectFrom('import_batches as b')
    .innerJoin('bank_accounts as a', 'a.id', 'b.account_id')
    .select('b.id')
    .where('b.user_id', '=', f.userId)
    .where('b.file_sha256', '=', f.fileSha256)
    .where((eb) => eb.or([eb('b.status', '=', 'importing'), eb('b.finished_at', '>=', f.arrivedAt)]));
  query =
    'accountId' in f.target
      ? query.where('b.account_id', '=', f.target.accountId)
      : query.where('b.created_account', '=', true).where('a.account_name', '=', f.target.newAccountName);
  return query.orderBy('b.created_at').limit(1).executeTakeFirst();
}

/** Notes when the batch's confirm finished (finishBatch marks it done), by the same clock as `arrivedAt`. */
export async function markFinished(db: Db, batchId: string, at: Date) {
  await db.updateTable('import_batches').set({ finished_at: at }).where('id', '=', batchId).execute();
}

/** Marks the batch's hash, whether the confirm made its account, and its unreadable rows. */
export async function describeBatch(db: Db, batchId: string, d: { fileSha256: string; createdAccount: boolean; errors: number }) {
  await db
    .updateTable('import_batches')
    .set({ file_sha256: d.fileSha256, created_account: d.createdAccount, errors_count: d.errors })
    .where('id', '=', batchId)
    .execute();
}

/** Any user's batch by id: a batchId is the caller's choice, and must not be taken twice. */
export function batchById(db: Db, batchId: string) {
  return db.selectFrom('import_batches').selectAll().where('id', '=', batchId).executeTakeFirst();
}

/**
 * Batches left 'importing' by a process that died: every one when `olderThanMinutes` is 0
 * (start-up of the only process that can write, the embedded database), else those started
 * longer ago than any import runs. Returns how many were marked failed.
 */
export async function failStaleBatches(db: Db, olderThanMinutes: number): Promise<number> {
  const result = await db
    .updateTable('import_batches')
    .set({ status: 'failed' })
    .where('status', '=', 'importing')
    .where('created_at', '<=', sql<Date>`now() - make_interval(mins => ${olderThanMinutes})`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Removes an account a failed confirm made: its manual requisition, which takes the account and all it holds. */
export async function deleteCreatedAccount(db: Db, userId: string, accountId: string) {
  await sql`
    delete from requisitions r using bank_accounts a
    where a.id = ${accountId}::uuid and a.user_id = ${userId}::uuid and r.id = a.requisition_id and r.provider = 'manual'`.execute(db);
}
