// Importing 10,000 transactions for one account (budget 2 s), then re-syncing them
// unchanged, through the real sync path (fetchAccount: provider reads and keys; storeAccount:
// upserts, in one transaction).
// Embedded database by default; DATABASE_URL=postgres://... to measure on Postgres.
//   npx tsx scripts/bench-sync-import.ts
import { randomUUID } from 'node:crypto';
import { withTransaction } from '../src/server/db/db';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import type { ProviderTransaction } from '../src/server/modules/bank/providers/types';
import { fetchAccount, storeAccount, type SyncContext } from '../src/server/modules/bank/sync/sync-account';
import { addDays } from '../src/shared/dates';
import { benchRequisition } from './bench-support/bench-seed';
import { benchProvider } from './bench-support/bench-provider';

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

const provider = benchProvider(transactions, today);

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
try {
  await migrateToLatest(database.db);
  const db = database.db;
  const { id: userId } = await db
    .insertInto('users')
    .values({ email: `bench-${randomUUID()}@example.com` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: requisitionId } = await benchRequisition(db, userId);
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
