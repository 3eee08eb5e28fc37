import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, STATEMENT_TIMEOUT_MS, withStatementTimeout, type DatabaseHandle } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { createTestDatabase } from '../../support/test-database';

// Issue 23 item 14: the app set no statement timeout, so a statement the client had given up
// on kept the database busy for minutes. Every connection of a Postgres pool now carries one
// (30 s); PGlite cannot interrupt a statement, so there it does not apply.

let test: DatabaseHandle;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test?.close());

it('gives every connection of a Postgres pool a 30 s statement timeout, and the server stops a statement past it', async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // The embedded database: nothing is set that it could not honour.
    expect(test.kind).toBe('embedded');
    const shown = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(test.db);
    expect(shown.rows[0]!.statement_timeout).toBe('0');
    return;
  }
  expect(STATEMENT_TIMEOUT_MS).toBe(30_000);
  // Several connections at once, so more than the first of the pool is looked at.
  const shown = await Promise.all(
    Array.from({ length: 4 }, () =>
      sql<{ statement_timeout: string }>`select current_setting('statement_timeout') as statement_timeout, pg_sleep(0.05)`.execute(test.db),
    ),
  );
  expect(shown.map((r) => r.rows[0]!.statement_timeout)).toEqual(['30s', '30s', '30s', '30s']);

  const url = new URL(serverUrl);
  url.pathname = `/${(await sql<{ db: string }>`select current_database() as db`.execute(test.db)).rows[0]!.db}`;
  const short = await openDatabase({ databaseUrl: url.toString(), statementTimeoutMs: 200, poolSize: 1 });
  try {
    const started = performance.now();
    await expect(sql`select pg_sleep(5)`.execute(short.db)).rejects.toThrow(/statement timeout/);
    expect(performance.now() - started).toBeLessThan(4000);
    // A named long statement is allowed longer, and only inside its own transaction.
    await withStatementTimeout(short.db, 5000, (trx) => sql`select pg_sleep(0.5)`.execute(trx));
    // Migrations are allowed longer, and the connection gets the pool's limit back after.
    await migrateToLatest(short.db);
    const after = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(short.db);
    expect(after.rows[0]!.statement_timeout).toBe('200ms');
  } finally {
    await short.close();
  }
});
