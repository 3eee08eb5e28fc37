import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/server/db/database';
import type { ProviderTransaction } from '../../../src/server/modules/bank/providers/types';
import { toTransactionRow } from '../../../src/server/modules/bank/sync/normalise';
import { storeAccountInChunks, type FetchedAccount } from '../../../src/server/modules/bank/sync/sync-account';
import { keyTransactions } from '../../../src/server/modules/bank/sync/transaction-key';
import { addDays } from '../../../src/shared/dates';
import { createTestDatabase } from '../../support/test-database';
import { seedRequisition } from '../../support/factories';

// Issue 17: a long sync writes in chunks, each its own transaction, so on the embedded
// database (one connection, queries served in turn) another person's query runs between
// two chunks instead of after the whole write. Embedded only: the order in which queries
// reach the single connection is what is tested.

let database: DatabaseHandle;
let userId: string;
let requisitionId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  ({ id: userId } = await database.db.insertInto('users').values({ email: 'chunks@example.com' }).returning('id').executeTakeFirstOrThrow());
  ({ id: requisitionId } = await seedRequisition(database.db, userId));
});
afterAll(() => database?.close());

const today = '2026-11-21';
function fetchedAccount(providerAccountId: string, count: number): FetchedAccount {
  const txs: ProviderTransaction[] = Array.from({ length: count }, (_, i) => ({
    transactionId: `${providerAccountId}-${i}`,
    internalTransactionId: null,
    bookingDate: addDays(today, -i),
    valueDate: addDays(today, -i),
    amount: '-1.50',
    currency: 'GBP',
    creditorName: 'Costa',
    debtorName: null,
    remittanceInformation: null,
    bankTransactionCode: null,
    proprietaryBankTransactionCode: null,
    raw: {},
  }));
  return {
    providerAccountId,
    existing: undefined,
    name: 'Current',
    details: {
      accountId: providerAccountId,
      currency: 'GBP',
      name: 'Current',
      product: null,
      ownerName: null,
      iban: null,
      sortCode: null,
      accountNumber: null,
      cashAccountType: null,
      raw: {},
    },
    balances: [],
    transactions: { booked: keyTransactions(txs, 'booked').map(({ key, tx }) => toTransactionRow(key, tx, 'booked', today)), pending: [] },
    rateLimitedSeconds: null,
    allLimited: false,
  };
}

const ctx = () => ({ userId, requisition: { id: requisitionId, institution_name: 'X Bank' } });
const countRows = async () =>
  Number(
    (
      await database.db
        .selectFrom('transactions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

it('lets a query issued during a long write run after its first chunk, and writes every row in the end', async () => {
  const writing = storeAccountInChunks(database.db, ctx(), fetchedAccount('acc-a', 45), 10);
  // Issued while the first chunk is being written: answered before the second.
  const seenMeanwhile = await countRows();
  const result = await writing;
  expect(seenMeanwhile).toBe(10);
  expect(result).toMatchObject({ inserted: 45, updated: 0 });
  expect(await countRows()).toBe(45);
  // Written again unchanged: nothing to write.
  expect(await storeAccountInChunks(database.db, ctx(), fetchedAccount('acc-a', 45), 10)).toMatchObject({ inserted: 0, updated: 0 });
});

it('writes nothing more once the account is removed from the link between two chunks', async () => {
  const before = await countRows();
  const writing = storeAccountInChunks(database.db, ctx(), fetchedAccount('acc-b', 45), 10);
  await database.db
    .updateTable('requisitions')
    .set({ excluded_account_ids: ['acc-b'] })
    .where('id', '=', requisitionId)
    .execute();
  const result = await writing;
  expect(result.inserted).toBe(10);
  expect((await countRows()) - before).toBe(10);
});
