// The ledger's one write path (docs/decisions/037-one-ledger.md): where a row came from is its
// origin column and, for a file row, its batch; a bank row already held is updated when the
// bank's copy changed, a file or hand-typed row is written once; a bank row claims the file
// row of the same payment and becomes a bank row. And a removed account runs the same
// pipeline as a sync or an import: the salary it paid is recognised no more.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeRows, type LedgerRow } from '../../../src/server/modules/ledger/service';
import { onboardedUser, seedAccounts } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

const NOW = new Date('2026-11-24T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false, clock: () => NOW });
});
afterAll(() => t?.close());

const row = (key: string, date: string, amount: number, description: string): LedgerRow => ({
  external_key: key,
  status: 'booked',
  provider_transaction_id: null,
  internal_transaction_id: null,
  date,
  value_date: null,
  amount,
  currency: 'GBP',
  description,
  counterparty: null,
  bank_transaction_code: null,
  proprietary_code: null,
  raw_data: {},
});

const stored = (accountId: string) =>
  t.db
    .selectFrom('transactions')
    .select(['external_key', 'amount', 'type', 'origin', 'import_batch_id', 'description'])
    .where('account_id', '=', accountId)
    .orderBy('external_key')
    .execute();

it('writes each origin its own way, and a bank row claims the file row of the same payment', async () => {
  const me = await onboardedUser(t, 'ledger-write');
  const [accountId] = await seedAccounts(t.db, me.userId, [{ name: 'Current', balance: 0 }]);
  const account = { userId: me.userId, accountId: accountId! };
  const batch = await t.db
    .insertInto('import_batches')
    .values({
      user_id: me.userId,
      account_id: accountId!,
      file_name: null,
      format: 'csv',
      layout: 'lloyds',
      rows_total: 2,
      date_from: null,
      date_to: null,
      closing_balance: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // Bank: added, then the same key with a new description updates it; unchanged, nothing.
  expect(await writeRows(t.db, account, [row('id:b1', '2026-11-02', -1250, 'COSTA')], { kind: 'bank' })).toEqual({ inserted: 1, updated: 0, merged: 0 });
  const idOf = async (key: string) => (await t.db.selectFrom('transactions').select('id').where('external_key', '=', key).executeTakeFirstOrThrow()).id;
  const firstId = await idOf('id:b1');
  expect(await writeRows(t.db, account, [row('id:b1', '2026-11-02', -1250, 'COSTA COFFEE')], { kind: 'bank' })).toEqual({ inserted: 0, updated: 1, merged: 0 });
  // The write path gives every row sent a new id; a row already held keeps the one it has.
  expect(await idOf('id:b1')).toBe(firstId);
  expect(await writeRows(t.db, account, [row('id:b1', '2026-11-02', -1250, 'COSTA COFFEE')], { kind: 'bank' })).toEqual({ inserted: 0, updated: 0, merged: 0 });
  // File: two rows added under the batch; the same key again is left.
  const file = { kind: 'file' as const, batchId: batch.id };
  const fileRows = [row('k1', '2026-11-05', -4500, 'OCTOPUS ENERGY'), row('k2', '2026-11-06', 200_000, 'ACME PAYROLL')];
  expect(await writeRows(t.db, account, fileRows, file)).toEqual({ inserted: 2, updated: 0, merged: 0 });
  expect(await writeRows(t.db, account, [row('k1', '2026-11-05', -4500, 'CHANGED')], file)).toEqual({ inserted: 0, updated: 0, merged: 0 });
  // Manual: written once.
  expect(await writeRows(t.db, account, [row('m1', '2026-11-07', -300, 'WINDOW CLEANER')], { kind: 'manual' })).toEqual({ inserted: 1, updated: 0, merged: 0 });
  expect(await writeRows(t.db, account, [row('m1', '2026-11-07', -999, 'CHANGED')], { kind: 'manual' })).toEqual({ inserted: 0, updated: 0, merged: 0 });

  expect(await stored(accountId!)).toEqual([
    { external_key: 'id:b1', amount: -1250, type: 'debit', origin: 'bank', import_batch_id: null, description: 'COSTA COFFEE' },
    { external_key: 'imp:k1', amount: -4500, type: 'debit', origin: 'file', import_batch_id: batch.id, description: 'OCTOPUS ENERGY' },
    { external_key: 'imp:k2', amount: 200_000, type: 'credit', origin: 'file', import_batch_id: batch.id, description: 'ACME PAYROLL' },
    { external_key: 'm1', amount: -300, type: 'debit', origin: 'manual', import_batch_id: null, description: 'WINDOW CLEANER' },
  ]);
  const ids = await t.db.selectFrom('transactions').select('id').where('account_id', '=', accountId!).execute();
  expect(new Set(ids.map((r) => r.id)).size).toBe(4);

  // The bank's Octopus payment two days later is the file's row: it claims it (same id, the
  // bank's key and text, a bank row now) and the file key moves to import_rows.
  const before = await t.db.selectFrom('transactions').select('id').where('external_key', '=', 'imp:k1').executeTakeFirstOrThrow();
  expect(await writeRows(t.db, account, [row('id:b2', '2026-11-07', -4500, 'OCTOPUS ENERGY DD')], { kind: 'bank' }, { claimFileRows: true })).toEqual({
    inserted: 0,
    updated: 1,
    merged: 0,
  });
  const claimed = await t.db
    .selectFrom('transactions')
    .select(['id', 'origin', 'import_batch_id', 'date'])
    .where('external_key', '=', 'id:b2')
    .executeTakeFirstOrThrow();
  expect(claimed).toEqual({ id: before.id, origin: 'bank', import_batch_id: null, date: '2026-11-07' });
  const merged = await t.db.selectFrom('import_rows').select(['row_key', 'batch_id', 'transaction_id']).where('account_id', '=', accountId!).execute();
  expect(merged).toEqual([{ row_key: 'k1', batch_id: batch.id, transaction_id: before.id }]);
  // So the file's row reads as held: written again, nothing is added.
  expect(await writeRows(t.db, account, [row('k1', '2026-11-05', -4500, 'OCTOPUS ENERGY')], file)).toEqual({ inserted: 0, updated: 0, merged: 0 });

  // File rows go first as a plain insert, again with 'on conflict' when a key is held: a chunk
  // with a held key, a new one and a key twice stores the new rows once and leaves the held one.
  const mixed = [
    row('k2', '2026-11-06', 1, 'CHANGED'),
    row('k3', '2026-11-08', -700, 'GREGGS'),
    row('k4', '2026-11-09', -250, 'TFL'),
    row('k4', '2026-11-09', -250, 'TFL'),
  ];
  expect(await writeRows(t.db, account, mixed, file)).toEqual({ inserted: 2, updated: 0, merged: 0 });
  const fileKeys = await t.db
    .selectFrom('transactions')
    .select(['external_key', 'amount', 'description'])
    .where('account_id', '=', accountId!)
    .where('external_key', 'in', ['imp:k2', 'imp:k3', 'imp:k4'])
    .orderBy('external_key')
    .execute();
  expect(fileKeys).toEqual([
    { external_key: 'imp:k2', amount: 200_000, description: 'ACME PAYROLL' },
    { external_key: 'imp:k3', amount: -700, description: 'GREGGS' },
    { external_key: 'imp:k4', amount: -250, description: 'TFL' },
  ]);
});

it('a removed account runs the same pipeline: the salary it paid is no longer recognised', async () => {
  const me = await onboardedUser(t, 'ledger-remove', 25);
  // Three monthly salaries of £2,400.00 on the 25th (23 Oct: the 25th was a Sunday).
  const salaryFile = [
    'Transaction Date,Transaction Type,Sort Code,Account Number,Transaction Description,Debit Amount,Credit Amount',
    "25/08/2026,BGC,'30-91-74,12345678,ACME LTD 0826,,2400.00",
    "25/09/2026,BGC,'30-91-74,12345678,ACME LTD 0926,,2400.00",
    "23/10/2026,BGC,'30-91-74,12345678,ACME LTD 1026,,2400.00",
  ].join('\n');
  const { accountId } = await me.client.trpc.imports.confirm.mutate({
    file: { text: salaryFile },
    target: { newAccount: { name: 'Everyday', institution: 'Lloyds', type: 'current' } },
    batchId: randomUUID(),
  });
  expect((await me.client.trpc.payday.get.query()).salary).toMatchObject({ payer: 'ACME LTD', day: 25 });
  await me.client.trpc.bank.removeAccount.mutate({ accountId });
  expect((await me.client.trpc.payday.get.query()).salary).toBeNull();
});
