import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * What every query takes: the app's database, or a transaction a caller opened on it.
 * Queries never open a transaction themselves; the service that calls them owns it
 * (docs/decisions/014-server-structure.md).
 */
export type Db = Kysely<Database> | Transaction<Database>;

/**
 * Runs `fn` in one database transaction: committed when it resolves, rolled back when it
 * throws. Called with a transaction already open, `fn` joins it instead of nesting.
 */
export function withTransaction<T>(db: Db, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db as Transaction<Database>);
  return db.transaction().execute(fn);
}
