import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/schema';

/**
 * A migrated database holding no rows, for one test file.
 *
 * Postgres server (TEST_DATABASE_URL): a new database copied from the template that
 * tests/support/postgres-template.ts migrated once for the run, else created and migrated
 * here (the e2e server). Embedded: booting PGlite and migrating it costs seconds, so each
 * test process keeps one migrated in-memory database and empties it for the next file
 * (vitest runs the integration files of a worker one after another, `isolate: false`). A
 * file that asks for a second database while holding the first gets a fresh one of its own.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createServerDatabase(serverUrl, await templateName()) : leaseEmbeddedDatabase();
}

let sharedBoot: Promise<DatabaseHandle> | undefined;
/** The test file holding the shared database, and how it gives it back. */
let lease: { file: string | undefined; released: boolean } | undefined;

async function leaseEmbeddedDatabase(): Promise<DatabaseHandle> {
  const file = await currentTestFile();
  await warmEmbeddedDatabase();
  const handle = await sharedBoot!;
  // Held by this file already: it wants a second database of its own. Held by an earlier
  // file that never gave it back (its set-up timed out): that file is over, take it.
  if (lease && !lease.released && (file === undefined || lease.file === file)) return freshEmbeddedDatabase();
  if (lease) await emptyAllTables(handle.db);
  const mine = { file, released: false };
  lease = mine;
  return {
    ...handle,
    async close() {
      mine.released = true;
    },
  };
}

/**
 * Boots this worker's shared embedded database now (vitest setup file): under load the boot
 * can outlast a `beforeAll` timeout, and setup files have none.
 */
export async function warmEmbeddedDatabase() {
  if (process.env.TEST_DATABASE_URL) return;
  sharedBoot ??= bootSharedDatabase().catch((error: unknown) => {
    sharedBoot = undefined;
    throw error;
  });
  await sharedBoot;
}

async function bootSharedDatabase() {
  const handle = await freshEmbeddedDatabase();
  await refuseSeededRows(handle.db);
  // The worker thread's socket folder outlives a process that never closes it.
  process.once('exit', () => fs.rmSync(String(handle.connection.host), { recursive: true, force: true }));
  return handle;
}

async function currentTestFile(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { expect } = await import('vitest');
  return expect.getState().testPath;
}

async function freshEmbeddedDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({});
  await migrateToLatest(handle.db);
  return handle;
}

// Every table but Kysely's migration bookkeeping, which must stay to keep the schema current.
async function appTables(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_migration%'
    order by table_name`.execute(db);
  return rows.map((r) => r.table_name);
}

async function emptyAllTables(db: Kysely<Database>) {
  const tables = await appTables(db);
  await sql`truncate table ${sql.join(tables.map((t) => sql.table(t)))} restart identity cascade`.execute(db);
}

// Emptying every table between files is only a fresh database if migrations insert no rows.
async function refuseSeededRows(db: Kysely<Database>) {
  for (const table of await appTables(db)) {
    const { rows } = await sql<{ any: boolean }>`select exists (select 1 from ${sql.table(table)}) as any`.execute(db);
    if (rows[0]!.any) {
      throw new Error(`A migration seeds rows into ${table}; tests/support/test-database.ts empties every table between test files and would lose them.`);
    }
  }
}

async function createServerDatabase(serverUrl: string, template: string | undefined): Promise<DatabaseHandle> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await admin(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  // A commit returns without waiting for its WAL to reach the disk: what every session sees is
  // the same (a commit is visible at once either way); only a crash of the server could lose
  // the last moments, and a test database is thrown away. Bank links and imports commit often.
  await admin(serverUrl, `alter database ${name} set synchronous_commit = off`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
  if (!template) await migrateToLatest(handle.db);
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The migrated template database of this run, when vitest's global setup made one. */
async function templateName(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('postgresTemplate');
}

export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by tests/support/postgres-template.ts for the integration-postgres project. */
    postgresTemplate?: string;
  }
}
