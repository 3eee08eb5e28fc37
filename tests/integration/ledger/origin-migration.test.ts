import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/database';
import { migrateToLatest, migrationsFolder } from '../../../src/server/db/migrate';
import type { Database } from '../../../src/server/db/schema';
import { deleteBatchRows, handOverSeenRows, matchFileRows } from '../../../src/server/modules/ledger/service';
import { admin, databaseUrl } from '../../support/test-database';

// Migration 2026-11-27T1000-ledger-origin (docs/decisions/037-one-ledger.md) on a database
// filled as the code before it wrote rows: bank rows (booked and pending), rows a statement
// import added ('imp:<row key>', raw_data.import.batch), a file row a sync claimed (the bank's
// key and raw data; its file key in import_rows), a file key merged into a bank row, and an
// undone batch whose one row a later batch had also seen (handed over: raw_data.import.batch
// names the later batch) while its other rows went with it. Every row must come through with
// nothing lost or changed; where it came from becomes the origin and import_batch_id columns.

const MIGRATION = '2026-11-27T1000-ledger-origin';

let handle: DatabaseHandle;
let dropServerDatabase: (() => Promise<void>) | undefined;
let before: string;
beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `test_${randomUUID().replaceAll('-', '')}`;
    await admin(serverUrl, `create database ${name}`);
    handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
    dropServerDatabase = () => admin(serverUrl, `drop database if exists ${name} with (force)`);
  } else {
    handle = await openDatabase({});
  }
  before = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-before-'));
  for (const file of fs.readdirSync(migrationsFolder)) {
    if (file.replace(/\.(ts|js|mjs)$/, '') < MIGRATION) fs.copyFileSync(path.join(migrationsFolder, file), path.join(before, file));
  }
});
afterAll(async () => {
  await handle?.close();
  await dropServerDatabase?.();
  fs.rmSync(before, { recursive: true, force: true });
});

const ids = {
  user: randomUUID(),
  bankLink: randomUUID(),
  manualLink: randomUUID(),
  linked: randomUUID(),
  manual: randomUUID(),
  batchB: randomUUID(),
  batchC: randomUUID(),
};

type Row = Record<string, unknown> & { id: string; external_key: string; raw_data: unknown };

it('moves every row to its origin and batch, with nothing else changed', async () => {
  const db = handle.db;
  await migrateToLatest(db, before);
  expect(await migrateToLatest(db, before)).toEqual([]);
  await seedAsTheOldCodeWrote(db);
  const old = await allRows(db);
  expect(old).toHaveLength(8);
  const oldImportRows = await sql`select * from import_rows order by row_key`.execute(db);
  const oldSeen = await sql`select * from import_seen_rows order by row_key`.execute(db);

  expect(await migrateToLatest(db)).toContain(MIGRATION);

  const now = await allRows(db);
  expect(now.map((r) => r.id)).toEqual(old.map((r) => r.id));
  // Worked out by hand from what seedAsTheOldCodeWrote stored, by external key.
  const expected: Record<string, { origin: string; import_batch_id: string | null }> = {
    'id:tx-1': { origin: 'bank', import_batch_id: null },
    'h:pending-1': { origin: 'bank', import_batch_id: null },
    'id:bank-claimed': { origin: 'bank', import_batch_id: null },
    'id:bank-merged': { origin: 'bank', import_batch_id: null },
    'imp:k-b1': { origin: 'file', import_batch_id: ids.batchB },
    'imp:k-b2': { origin: 'file', import_batch_id: ids.batchB },
    'imp:k-a3': { origin: 'file', import_batch_id: ids.batchC },
    'imp:k-lost': { origin: 'file', import_batch_id: null },
  };
  for (const [i, row] of now.entries()) {
    const was = old[i]!;
    const { origin, import_batch_id, raw_data, ...rest } = row;
    const { raw_data: oldRaw, ...oldRest } = was;
    expect({ key: row.external_key, origin, import_batch_id }).toEqual({ key: was.external_key, ...expected[was.external_key] });
    // Every other column, the key and the timestamps included, is as it was.
    expect(rest).toEqual(oldRest);
    // The batch left raw_data only where it moved to the column; the line and cells stay.
    if (import_batch_id) expect(raw_data).toEqual(withoutBatch(oldRaw));
    else expect(raw_data).toEqual(oldRaw);
  }
  expect((await sql`select * from import_rows order by row_key`.execute(db)).rows).toEqual(oldImportRows.rows);
  expect((await sql`select * from import_seen_rows order by row_key`.execute(db)).rows).toEqual(oldSeen.rows);
});

it('the ledger reads and undoes the migrated rows by their columns', async () => {
  const db = handle.db;
  // The file keys the accounts hold: added rows and merged keys alike.
  const linked = await matchFileRows(db, ids.linked, [
    { key: 'k-b1', date: '2026-10-02', amountPence: -1250, description: 'COSTA' },
    { key: 'k-claimed', date: '2026-10-03', amountPence: -4500, description: 'OCTOPUS ENERGY' },
    { key: 'k-merged', date: '2026-10-04', amountPence: -999, description: 'NETFLIX' },
    { key: 'k-new', date: '2026-10-09', amountPence: -100, description: 'NEW SHOP' },
  ]);
  expect(linked.marks).toEqual(['existing', 'existing', 'existing', 'new']);

  // Undoing batch C takes its one row (handed over from the undone A), nothing else.
  expect(await handOverSeenRows(db, ids.manual, ids.batchC)).toEqual({ added: 0, merged: 0 });
  expect(await deleteBatchRows(db, ids.manual, ids.batchC, 100)).toBe(1);
  expect(await deleteBatchRows(db, ids.linked, ids.batchB, 100)).toBe(2);
  const left = await db.selectFrom('transactions').select('external_key').orderBy('external_key').execute();
  expect(left.map((r) => r.external_key)).toEqual(['h:pending-1', 'id:bank-claimed', 'id:bank-merged', 'id:tx-1', 'imp:k-lost']);
});

function withoutBatch(raw: unknown) {
  const { import: imported, ...rest } = raw as { import: { batch: string } };
  const { batch: _batch, ...keep } = imported;
  return { ...rest, import: keep };
}

async function allRows(db: Kysely<Database>): Promise<Row[]> {
  const rows = await sql<Row>`select * from transactions order by id`.execute(db);
  return rows.rows;
}

/** Rows as the code before the migration wrote them (sync-queries.ts, imports/queries.ts, claim-queries.ts). */
async function seedAsTheOldCodeWrote(db: Kysely<Database>) {
  const { user, bankLink, manualLink, linked, manual, batchB, batchC } = ids;
  const batchA = randomUUID();
  await sql`insert into users (id, email) values (${user}, ${`ledger-${user}@example.com`})`.execute(db);
  await sql`insert into requisitions (id, user_id, provider, reference, institution_id, institution_name, status)
    values (${bankLink}, ${user}, 'sandbox', ${randomUUID()}, 'TEST', 'Test Bank', 'LN'),
           (${manualLink}, ${user}, 'manual', ${randomUUID()}, 'manual', 'Nationwide', 'MANUAL')`.execute(db);
  await sql`insert into bank_accounts (id, user_id, requisition_id, account_id, account_name, institution_name, account_classification, balance, raw_data)
    values (${linked}, ${user}, ${bankLink}, 'acc-1', 'Current', 'Test Bank', 'CurrentAccount', 100000, '{}'),
           (${manual}, ${user}, ${manualLink}, ${`manual:${randomUUID()}`}, 'FlexAccount', 'Nationwide', 'CurrentAccount', 5000, '{"manual":true,"type":"current"}')`.execute(
    db,
  );
  await sql`insert into manual_accounts (account_id, user_id, account_type, opening_balance) values (${manual}, ${user}, 'current', 0)`.execute(db);
  await sql`insert into import_batches (id, user_id, account_id, format, layout, status, rows_total, rows_done, added_count, merged_count, created_at)
    values (${batchA}, ${user}, ${manual}, 'csv', 'nationwide', 'done', 3, 3, 3, 0, now() - interval '2 days'),
           (${batchC}, ${user}, ${manual}, 'csv', 'nationwide', 'done', 1, 1, 0, 0, now() - interval '1 day'),
           (${batchB}, ${user}, ${linked}, 'csv', 'lloyds', 'done', 4, 4, 2, 2, now())`.execute(db);

  const bankRaw = (id: string, amount: string) => JSON.stringify({ transactionId: id, transactionAmount: { amount, currency: 'GBP' } });
  const fileRaw = (batch: string, line: number, cells: string[]) => JSON.stringify({ import: { batch, line, cells } });
  const row = (r: {
    account: string;
    key: string;
    status?: string;
    date: string;
    amount: number;
    description: string;
    raw: string;
    category?: [string, string, string | null];
    providerId?: string | null;
  }) => {
    const [category, source, merchant] = r.category ?? ['uncategorised', 'none', null];
    return sql`insert into transactions (user_id, account_id, external_key, status, provider_transaction_id, date, value_date, amount, type,
        description, counterparty, raw_data, category_id, category_source, merchant_name, updated_at)
      values (${user}, ${r.account}, ${r.key}, ${r.status ?? 'booked'}, ${r.providerId ?? null}, ${r.date}, ${r.key.startsWith('imp:') ? null : r.date},
        ${r.amount}, ${r.amount < 0 ? 'debit' : 'credit'}, ${r.description}, null, ${r.raw}::jsonb, ${category}, ${source}, ${merchant}, now() - interval '3 hours')
      returning id`.execute(db);
  };
  // A bank sync's rows.
  await row({
    account: linked,
    key: 'id:tx-1',
    date: '2026-10-01',
    amount: 250000,
    description: 'ACME PAYROLL',
    raw: bankRaw('tx-1', '2500.00'),
    providerId: 'tx-1',
    category: ['salary', 'dictionary', 'Acme Payroll'],
  });
  await row({ account: linked, key: 'h:pending-1', status: 'pending', date: '2026-10-08', amount: -320, description: 'TFL', raw: bankRaw('p-1', '-3.20') });
  // Batch B into the linked account: two rows added, one merged into a bank row already there,
  // and one added and then claimed by the next sync (it took the bank's key and raw data).
  await row({
    account: linked,
    key: 'imp:k-b1',
    date: '2026-10-02',
    amount: -1250,
    description: 'COSTA',
    raw: fileRaw(batchB, 2, ['02/10/2026', 'COSTA', '12.50']),
    category: ['eating_out', 'dictionary', 'Costa'],
  });
  await row({
    account: linked,
    key: 'imp:k-b2',
    date: '2026-10-05',
    amount: -2000,
    description: 'TESCO',
    raw: fileRaw(batchB, 5, ['05/10/2026', 'TESCO', '20.00']),
  });
  const merged = await row({
    account: linked,
    key: 'id:bank-merged',
    date: '2026-10-04',
    amount: -999,
    description: 'NETFLIX',
    raw: bankRaw('bank-merged', '-9.99'),
  });
  const claimed = await row({
    account: linked,
    key: 'id:bank-claimed',
    date: '2026-10-03',
    amount: -4500,
    description: 'OCTOPUS ENERGY',
    raw: bankRaw('bank-claimed', '-45.00'),
    category: ['energy', 'person', 'Octopus Energy'],
  });
  await sql`insert into import_rows (account_id, row_key, batch_id, transaction_id)
    values (${linked}, 'k-merged', ${batchB}, ${(merged.rows[0] as { id: string }).id}),
           (${linked}, 'k-claimed', ${batchB}, ${(claimed.rows[0] as { id: string }).id})`.execute(db);
  // Batch A into the manual account, then C, whose file also held A's third row; then A was
  // undone: its third row was handed to C (raw_data.import.batch), the other two deleted.
  await row({
    account: manual,
    key: 'imp:k-a3',
    date: '2026-09-20',
    amount: -700,
    description: 'BOOTS',
    raw: fileRaw(batchC, 4, ['20/09/2026', 'BOOTS', '7.00']),
  });
  await sql`delete from import_batches where id = ${batchA}`.execute(db);
  await sql`update import_batches set added_count = 1 where id = ${batchC}`.execute(db);
  // A file row whose batch is gone (no code path leaves one, but nothing may be lost if one exists).
  await row({
    account: manual,
    key: 'imp:k-lost',
    date: '2026-09-01',
    amount: 1000,
    description: 'REFUND',
    raw: fileRaw(randomUUID(), 9, ['01/09/2026', 'REFUND', '10.00']),
  });
  // A sighting of C's that stays as it is.
  await sql`insert into import_seen_rows (account_id, row_key, batch_id) values (${manual}, 'k-other', ${batchC})`.execute(db);
}
