import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database';
import { MigrationError, migrateToLatest, migrationsFolder } from '../../src/server/db/migrate';
import { createTestDatabase } from '../support/test-database';

let database: DatabaseHandle;
let folder: string;
beforeAll(async () => {
  database = await createTestDatabase();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  for (const file of fs.readdirSync(migrationsFolder)) fs.copyFileSync(path.join(migrationsFolder, file), path.join(folder, file));
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

it('is up to date after start, and running again applies nothing', async () => {
  expect(await migrateToLatest(database.db)).toEqual([]);
});

it('stops on a failing migration with its name and reason, leaving the data as it was', async () => {
  await database.db.insertInto('worksheet_leads').values({ name: 'Kept', email: 'kept@example.com', updated_at: new Date() }).execute();
  fs.writeFileSync(
    path.join(folder, '2999-01-01T0000-broken.mjs'),
    `import { sql } from 'kysely';
     export async function up(db) {
       await sql\`create table half_done (id int)\`.execute(db);
       await sql\`delete from worksheet_leads\`.execute(db);
       await sql\`select 1 / 0\`.execute(db);
     }`,
  );
  const error = await migrateToLatest(database.db, folder).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(MigrationError);
  expect((error as Error).message).toMatch(/^Migration 2999-01-01T0000-broken failed: division by zero/);
  const table = await sql<{ exists: boolean }>`select to_regclass('half_done') is not null as exists`.execute(database.db);
  expect(table.rows[0]!.exists).toBe(false);
  const leads = await database.db.selectFrom('worksheet_leads').select('email').execute();
  expect(leads.map((l) => l.email)).toContain('kept@example.com');
});

it('answers an up-to-date database from the recorded names alone, without loading any migration', async () => {
  // Every migration is recorded; if the check loaded their code, this one's import would fail.
  const quick = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  try {
    for (const file of fs.readdirSync(migrationsFolder)) fs.copyFileSync(path.join(migrationsFolder, file), path.join(quick, file));
    const last = fs.readdirSync(quick).sort().at(-1)!;
    fs.writeFileSync(path.join(quick, last), `throw new Error('migration code was loaded');\n`);
    expect(await migrateToLatest(database.db, quick)).toEqual([]);
  } finally {
    fs.rmSync(quick, { recursive: true, force: true });
  }
});
