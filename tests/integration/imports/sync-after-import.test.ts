// Issue 12, item 4: a statement imported into a linked account, then synced rows of the same
// payments. The importer already merges a file's row into a synced row it finds; this is the
// other way round: a new bank row that is an imported row (same amount, dates within 3 days,
// similar payee: ledger/same-payment.ts, the importer's own rule) claims it, so the payment is
// one row. The row keeps its id, the person's category and label, and takes the bank's key
// (later syncs match it); undoing the import then leaves it, as it is the bank's now.
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SAME_PAYMENT_WINDOW_DAYS } from '../../../src/server/modules/ledger/same-payment';
import type { BankProvider, ProviderTransaction } from '../../../src/server/modules/bank/providers/types';
import { sandboxCapabilities } from '../../../src/server/modules/bank/providers/sandbox/sandbox-provider';
import { syncRequisition } from '../../../src/server/modules/bank/sync/sync-requisition';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDeps } from '../../support/test-deps';
import { signedInUser } from '../../support/users';

let t: TestApp;
const clock = () => new Date('2026-11-20T09:00:00Z');
beforeAll(async () => {
  t = await startTestApp({ scheduler: false, clock });
});
afterAll(() => t?.close());

// lloyds.csv: THAMES WATER -38.00 on 12 Nov, ACME LTD SALARY NOV +1850.00 on 13 Nov, CO-OP GROUP 070412 -9.85 on 14 Nov.
const lloyds = { base64: readFileSync(new URL('../../fixtures/imports/lloyds.csv', import.meta.url)).toString('base64') };

const tx = (id: string, date: string, amount: string, payee: string, text: string): ProviderTransaction => ({
  transactionId: id,
  internalTransactionId: null,
  bookingDate: date,
  valueDate: date,
  amount,
  currency: 'GBP',
  creditorName: amount.startsWith('-') ? payee : null,
  debtorName: amount.startsWith('-') ? null : payee,
  remittanceInformation: text,
  bankTransactionCode: null,
  proprietaryBankTransactionCode: null,
  raw: { id },
});

// What the bank sends for the same days, and around them.
const bankRows = [
  // Same payee words, a day later: the imported THAMES WATER row.
  tx('bank-water', '2026-11-13', '-38.00', 'Thames Water Utilities', 'DD THAMES WATER'),
  // Same amount and day as the CO-OP row but another payee: a payment of its own.
  tx('bank-amazon', '2026-11-14', '-9.85', 'Amazon', 'AMAZON MARKETPLACE'),
  // The imported CO-OP row, same day.
  tx('bank-coop', '2026-11-14', '-9.85', 'Co-op Group', 'CO-OP GROUP 070412'),
  // The salary, but 4 days after the file's: beyond the window, so two rows.
  tx('bank-salary', '2026-11-17', '1850.00', 'ACME LTD', 'ACME LTD SALARY NOV'),
  // Nothing like it in the file.
  tx('bank-tesco', '2026-11-15', '-12.34', 'Tesco', 'TESCO STORES 2231'),
];

const provider: BankProvider = {
  id: 'sandbox',
  capabilities: sandboxCapabilities,
  listInstitutions: async () => ({ data: [], rateLimit: null }),
  startLink: async () => {
    throw new Error('unused');
  },
  getLink: async (requisitionId) => ({
    data: { requisitionId, status: 'linked', institutionId: 'TEST', reference: 'ref', accounts: ['acc-current'], accessExpiresAt: null },
    rateLimit: null,
  }),
  getAccountDetails: async (accountId) => ({
    data: {
      accountId,
      currency: 'GBP',
      name: 'Everyday',
      product: 'Current Account',
      ownerName: null,
      iban: null,
      sortCode: '309174',
      accountNumber: '12345678',
      cashAccountType: 'CACC',
      raw: {},
    },
    rateLimit: null,
  }),
  getBalances: async () => ({ data: [{ amount: '812.40', currency: 'GBP', type: 'interimAvailable', referenceDate: '2026-11-20' }], rateLimit: null }),
  getTransactions: async () => ({ data: { booked: bankRows, pending: [] }, rateLimit: null }),
  removeLink: async () => ({ data: null, rateLimit: null }),
};

it('one payment may be dated up to 3 days apart by the file and the bank', () => {
  expect(SAME_PAYMENT_WINDOW_DAYS).toBe(3);
});

it('a sync after an import claims the imported rows of the same payments; undoing the import leaves the bank’s rows', async () => {
  const { client, userId } = await signedInUser(t, 'sync-after-import');
  // A linked account with one older synced row, before the statement's days.
  const { id: requisitionId } = await t.db
    .insertInto('requisitions')
    .values({
      user_id: userId,
      provider: 'sandbox',
      reference: crypto.randomUUID(),
      institution_id: 'TEST',
      institution_name: 'Test Bank',
      institution_logo: null,
      provider_requisition_id: 'fake-link',
      access_expires_at: null,
      last_error: null,
      last_synced_at: null,
      next_refresh_at: null,
      expiry_warned_at: null,
      status: 'linked',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: accountId } = await t.db
    .insertInto('bank_accounts')
    .values({
      user_id: userId,
      requisition_id: requisitionId,
      account_id: 'acc-current',
      account_name: 'Everyday',
      institution_name: 'Test Bank',
      balance: 100_00,
      sort_code: '30-91-74',
      last_synced_at: new Date('2026-11-01T08:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const imported = await client.trpc.imports.confirm.mutate({ file: lloyds, fileName: 'lloyds.csv', target: { accountId } });
  expect(imported).toMatchObject({ added: 3, merged: 0, existing: 0 });
  const water = await t.db
    .selectFrom('transactions')
    .select('id')
    .where('account_id', '=', accountId)
    .where('description', 'like', 'THAMES WATER%')
    .executeTakeFirstOrThrow();
  // The person files the water bill themselves and labels it.
  await t.db.updateTable('transactions').set({ category_id: 'water', category_source: 'person' }).where('id', '=', water.id).execute();
  await t.db
    .insertInto('transaction_labels')
    .values({ user_id: userId, transaction_id: water.id, source: null, category: null, notes: 'quarterly', updated_at: new Date() })
    .execute();

  const sync = async () => {
    const requisition = await t.db.selectFrom('requisitions').selectAll().where('id', '=', requisitionId).executeTakeFirstOrThrow();
    return syncRequisition(await testDeps(t.database, { clock, provider }), requisition, 'user');
  };
  const [result] = await sync();
  // 5 bank rows: 2 claim imported rows (updated), 3 are new.
  expect(result).toMatchObject({ inserted: 3, updated: 2 });
  const rows = () =>
    t.db
      .selectFrom('transactions')
      .select(['id', 'external_key', 'date', 'amount', 'category_id', 'category_source'])
      .where('account_id', '=', accountId)
      .orderBy('date')
      .orderBy('amount')
      .orderBy('external_key')
      .execute();
  // 3 imported + 5 synced - 2 the same = 6.
  expect((await rows()).map((r) => `${r.date}|${r.amount}|${r.external_key}`)).toEqual([
    '2026-11-13|-3800|id:bank-water',
    '2026-11-13|185000|imp:' + (await importKey(accountId, 185000)),
    '2026-11-14|-985|id:bank-amazon',
    '2026-11-14|-985|id:bank-coop',
    '2026-11-15|-1234|id:bank-tesco',
    '2026-11-17|185000|id:bank-salary',
  ]);
  const claimed = (await rows()).find((r) => r.external_key === 'id:bank-water')!;
  expect(claimed).toMatchObject({ id: water.id, category_id: 'water', category_source: 'person' });
  const label = await t.db.selectFrom('transaction_labels').select('notes').where('transaction_id', '=', water.id).executeTakeFirst();
  expect(label?.notes).toBe('quarterly');
  // The batch now says 1 added, 2 merged.
  const [batch] = await client.trpc.imports.batches.query({ accountId });
  expect(batch).toMatchObject({ added_count: 1, merged_count: 2 });

  // Synced again: the same 6 rows, nothing claimed twice.
  const [again] = await sync();
  expect(again).toMatchObject({ inserted: 0, updated: 0 });
  expect(await rows()).toHaveLength(6);
  // The file again: every row reads as already there.
  expect(await client.trpc.imports.preview.mutate({ file: lloyds, accountId, accountIndex: 0 })).toMatchObject({
    newCount: 0,
    existingCount: 3,
    mergeCount: 0,
  });

  // Undo removes the one row only the import brought; the bank's 5 stay.
  expect(await client.trpc.imports.undo.mutate({ batchId: imported.batchId })).toEqual({ removed: 1 });
  expect((await rows()).map((r) => r.external_key)).toEqual(['id:bank-water', 'id:bank-amazon', 'id:bank-coop', 'id:bank-tesco', 'id:bank-salary']);
  const count = await t.db
    .selectFrom('import_rows')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  expect(count.n).toBe(0);
});

async function importKey(accountId: string, amount: number) {
  const row = await t.db
    .selectFrom('transactions')
    .select('external_key')
    .where('account_id', '=', accountId)
    .where('amount', '=', amount)
    .where('external_key', 'like', 'imp:%')
    .executeTakeFirstOrThrow();
  return row.external_key.slice(4);
}
