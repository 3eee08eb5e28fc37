import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database';
import * as statusWords from '../../migrations/2026-11-27T0400-connection-status-words';
import { seedRequisition } from '../support/factories';
import { createTestDatabase } from '../support/test-database';

// Decision 038: requisitions.status moved from GoCardless's codes to the app's words. Rows
// written by the code before it (the codes) must come out with the same meaning.

let database: DatabaseHandle;
let userId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  ({ id: userId } = await database.db.insertInto('users').values({ email: 'status-words@example.com' }).returning('id').executeTakeFirstOrThrow());
});
afterAll(async () => {
  await database?.close();
});

const before = ['CR', 'GC', 'UA', 'SA', 'GA', 'LN', 'EX', 'RJ', 'SU', 'MANUAL'];
const after = ['linking', 'linking', 'linking', 'linking', 'linking', 'linked', 'expired', 'refused', 'refused', 'manual'];

it('gives every connection written with the old codes its word, and new connections start as linking', async () => {
  const { db } = database;
  // Back to the codes, as the database stood before the migration, and rows as that code wrote them.
  await statusWords.down(db);
  const ids: string[] = [];
  for (const status of before) ids.push((await seedRequisition(db, userId, status)).id);
  const oldDefault = (await seedRequisition(db, userId)).id;

  await statusWords.up(db);

  const rows = await db.selectFrom('requisitions').select(['id', 'status']).where('user_id', '=', userId).execute();
  const statusOf = new Map(rows.map((r) => [r.id, r.status]));
  expect(ids.map((id) => statusOf.get(id))).toEqual(after);
  expect(statusOf.get(oldDefault)).toBe('linking');
  const fresh = await seedRequisition(db, userId);
  const { status } = await db.selectFrom('requisitions').select('status').where('id', '=', fresh.id).executeTakeFirstOrThrow();
  expect(status).toBe('linking');
  const defaults = await sql<{
    d: string;
  }>`select column_default as d from information_schema.columns where table_name = 'requisitions' and column_name = 'status'`.execute(db);
  expect(defaults.rows[0]!.d).toMatch(/^'linking'/);
});
