// Importing 10,000 transactions for one account (budget 2 s), then re-syncing them
// unchanged, through the real sync path (fetchAccount: provider reads and keys; storeAccount:
// upserts, in one transaction).
// Embedded database by default; DATABASE_URL=postgres://... to measure on Postgres.
//   npx tsx scripts/bench-sync-import.ts
import { randomUUID } from 'node:crypto';
import { withTransaction } from '../src/server/db/db';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import type { BankProvider, ProviderTransaction } from '../src/server/modules/bank/providers/types';
import { fetchAccount, storeAccount, type SyncContext } from '../src/server/modules/bank/sync/sync-account';
import { addDays } from '../src/shared/dates';

const COUNT = 10_000;
const BUDGET_MS = 2000;
const today = '2026-11-21';

const transactions: ProviderTransaction[] = Array.from({ length: COUNT }, (_, i) => {
  const date = addDays(today, -Math.floor(i / 14));
  const pence = -((i * 7919) % 9000) - 100;
  return {
    transactionId: i % 10 === 0 ? null : `tx-${i}`,
    internalTransactionId: i % 10 === 0 && i % 20 === 0 ? `int-${i}` : null,
    bookingDate: date,
    valueDate: date,
    amount: `-${Math.floor(-pence / 100)}.${String(-pence % 100).padStart(2, '0')}`,
    currency: 'GBP',
    creditorName: ['Tesco', 'TfL', 'Costa', 'Octopus Energy', 'Netflix'][i % 5]!,
    debtorName: null,
    remittanceInformation: `CARD PAYMENT ${i % 37}`,
    bankTransactionCode: 'PMNT-CCRD-POSD',
    proprietaryBankTransactionCode: 'CARD PAYMENT',
    raw: { transactionId: `tx-${i}`, transactionAmount: { amount: String(pence / 100), currency: 'GBP' }, bookingDate: date },
  };
});

const provider: BankProvider = {
  id: 'sandbox',
  listInstitutions: async () => ({ data: [], rateLimit: null }),
  startLink: async () => {
    throw new Error('unused');
  },
  getLink: async () => {
    throw new Error('unused');
  },
  getAccountDetails: async (accountId) => ({
    data: {
      accountId,
      currency: 'GBP',
      name: 'Bench Current',
      product: 'Current Account',
      ownerName: null,
      iban: null,
      sortCode: '401234',
      accountNumber: '12345678',
      cashAccountType: 'CACC',
      raw: {},
    },
    rateLimit: null,
  }),
  getBalances: async () => ({ data: [{ amount: '1234.56', currency: 'GBP', type: 'interimAvailable', referenceDate: today }], rateLimit: null }),
  getTransactions: async () => ({ data: { booked: transactions, pending: [] }, rateLimit: null }),
  removeLink: async () => ({ data: null, rateLimit: null }),
};

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
try {
  await migrateToLatest(database.db);
  const db = database.db;
  const { id: userId } = await db
    .insertInto('users')
    .values({ email: `bench-${randomUUID()}@example.com` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: requisitionId } = await db
    .insertInto('requisitions')
    .values({
      user_id: userId,
      provider: 'sandbox',
      reference: randomUUID(),
      institution_id: 'BENCH',
      institution_name: 'Bench Bank',
      institution_logo: null,
      provider_requisition_id: null,
      access_expires_at: null,
      last_error: null,
      last_synced_at: null,
      next_refresh_at: null,
      expiry_warned_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ctx: SyncContext = { db, provider, userId, requisition: { id: requisitionId, institution_name: 'Bench Bank' }, purpose: 'user' as const, today };

  const syncAccount = async (accountId: string) => {
    const fetched = await fetchAccount(ctx, accountId);
    return withTransaction(db, (trx) => storeAccount(trx, ctx, fetched));
  };

  let start = performance.now();
  const first = await syncAccount('bench-account');
  const importMs = performance.now() - start;
  start = performance.now();
  const again = await syncAccount('bench-account');
  const resyncMs = performance.now() - start;

  const where = database.kind === 'embedded' ? 'PGlite (embedded)' : 'Postgres';
  console.log(
    `${where}: import of ${first.inserted} transactions ${importMs.toFixed(0)} ms (budget ${BUDGET_MS} ms); unchanged re-sync ${resyncMs.toFixed(0)} ms, rows written ${again.inserted + again.updated}`,
  );
  if (first.inserted !== COUNT || again.inserted + again.updated !== 0 || importMs > BUDGET_MS) process.exitCode = 1;
} finally {
  await database.close();
}
