import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { startEmbeddedDatabase } from './embedded';
import type { Database } from './schema';
import { installTypeParsers } from './type-parsers';

export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: 'embedded' | 'postgres';
  /** Connection settings, for a dedicated client (LISTEN) or a second pool. */
  connection: pg.PoolConfig;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** Postgres server URL; unset runs the embedded database. */
  databaseUrl?: string;
  /** Embedded data folder; undefined keeps the embedded database in memory. */
  dataDir?: string;
  poolSize?: number;
  /** Longest a statement may run on a Postgres server; STATEMENT_TIMEOUT_MS unless a test shortens it. */
  statementTimeoutMs?: number;
};

/**
 * Every statement of the app's pool is stopped by the server after 30 s (issue 23 item 14): a
 * request gave up long before, and a runaway statement otherwise holds a core and its locks
 * after the client left. Imports and undo write in chunks far below it. Work known to be long
 * asks for more by name (migrations, migrate.ts). PGlite cannot interrupt a running
 * statement (no timer signals in WebAssembly), so there the limit does not apply.
 */
export const STATEMENT_TIMEOUT_MS = 30_000;
/** Named maintenance (migrations): long, but still not for ever. */
export const MAINTENANCE_STATEMENT_TIMEOUT_MS = 15 * 60_000;
/**
 * Named single statements that grow with a file (an undo's hand-over rewrites up to 100,000
 * rows: 15.6 s for 50,000 on Postgres 15): allowed 5 minutes.
 */
export const LONG_STATEMENT_TIMEOUT_MS = 5 * 60_000;

/**
 * One Kysely instance on either dialect. Both go through the `pg` driver, so the same
 * migrations, queries and type parsers serve PGlite and a real Postgres server.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  installTypeParsers();
  const embedded = options.databaseUrl ? undefined : await startEmbeddedDatabase(options.dataDir);
  const connection: pg.PoolConfig = embedded ? { ...embedded.connection } : { connectionString: options.databaseUrl };
  const pool = new pg.Pool({
    ...connection,
    // One connection to the embedded database: pglite-socket interleaves the protocol
    // messages of concurrent connections on its single backend, so two clients' unnamed
    // prepared statements would clobber each other. PGlite runs one query at a time anyway.
    max: embedded ? 1 : (options.poolSize ?? 10),
    // Sent in each connection's start-up message, so every connection has it from its first statement.
    ...(embedded ? {} : { statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS }),
    // A query stuck behind a lock should fail loudly rather than hang a request forever.
    connectionTimeoutMillis: 30_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed: Promise<void> | undefined;
  return {
    db,
    kind: embedded ? 'embedded' : 'postgres',
    connection,
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close() {
      closed ??= (async () => {
        await db.destroy();
        await embedded?.stop();
      })();
      return closed;
    },
  };
}

/**
 * Runs `fn` in one transaction whose statements may take up to `ms` instead of the pool's
 * limit (SET LOCAL: the connection is back to the usual limit at commit or rollback).
 */
export function withStatementTimeout<T>(db: Kysely<Database>, ms: number, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('statement_timeout', ${String(Math.round(ms))}, true)`.execute(trx);
    return fn(trx);
  });
}
