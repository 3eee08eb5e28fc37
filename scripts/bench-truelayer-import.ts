// Importing 10,000 TrueLayer transactions for one account (budget 2 s), end to end: the
// real TrueLayer provider over HTTP against the local stand-in (tests/support/fake-truelayer),
// tokens sealed in the database, the answer checked and mapped, pending matched, then the
// real sync write (fetchAccount + storeAccount in one transaction). Then an unchanged re-sync.
// Embedded database by default; DATABASE_URL=postgres://... to measure on Postgres.
//   npx tsx scripts/bench-truelayer-import.ts
import { randomBytes, randomUUID } from 'node:crypto';
import pino from 'pino';
import { withTransaction } from '../src/server/db/db';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { createSecretBox } from '../src/server/security/secret-box';
import { sealedRowStore } from '../src/server/modules/bank/providers/truelayer/truelayer-token-queries';
import { sealedTokenStore } from '../src/server/modules/bank/providers/truelayer/truelayer-token-store';
import { createTrueLayerProvider } from '../src/server/modules/bank/providers/truelayer/truelayer-provider';
import { fetchAccount, storeAccount, type SyncContext } from '../src/server/modules/bank/sync/sync-account';
import { addDays, londonDate } from '../src/shared/dates';
import { fakeClientId, fakeClientSecret, startFakeTrueLayer } from '../tests/support/fake-truelayer/fake-truelayer-server';
import { approveAtTrueLayer } from '../tests/support/fake-truelayer/truelayer-app';
import { benchRequisition } from './bench-support/bench-seed';

const COUNT = 10_000;
const BUDGET_MS = 2000;
const today = londonDate(new Date());

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const fake = await startFakeTrueLayer();
try {
  await migrateToLatest(database.db);
  const db = database.db;
  const { id: userId } = await db
    .insertInto('users')
    .values({ email: `bench-${randomUUID()}@example.com` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const linkId = randomUUID();
  const { id: requisitionId } = await benchRequisition(db, userId, {
    provider: 'truelayer',
    reference: linkId,
    institutionId: 'truelayer-uk',
    institutionName: 'UK banks via TrueLayer',
  });
  await db.updateTable('requisitions').set({ provider_requisition_id: linkId }).where('id', '=', requisitionId).execute();

  const stateKey = randomBytes(32);
  const provider = createTrueLayerProvider({
    config: { clientId: fakeClientId, clientSecret: fakeClientSecret, authUrl: fake.baseUrl, apiUrl: fake.baseUrl },
    logger: pino({ level: 'silent' }),
    store: sealedTokenStore(sealedRowStore(db), createSecretBox(randomBytes(32))),
    stateKey,
  });
  const redirectUrl = 'http://127.0.0.1/api/bank/truelayer/callback';
  const { data: started } = await provider.startLink({ institutionId: 'truelayer-uk', redirectUrl, reference: linkId, userId });
  const back = new URL(await approveAtTrueLayer(fake, started.link));
  await provider.completeLink({ code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, userId, redirectUrl });

  // 10,000 booked rows over the last two years, about 14 a day, as TrueLayer sends them.
  const rows = Array.from({ length: COUNT }, (_, i) => {
    const date = addDays(today, -Math.floor(i / 14));
    const amount = -(((i * 7919) % 9000) + 100) / 100;
    return {
      transaction_id: `tl-${i}`,
      timestamp: `${date}T12:00:00+00:00`,
      description: `CARD PAYMENT ${['TESCO', 'TFL', 'COSTA', 'OCTOPUS ENERGY', 'NETFLIX'][i % 5]} ${i % 37}`,
      amount,
      currency: 'GBP',
      transaction_type: 'DEBIT',
      transaction_category: 'PURCHASE',
      transaction_classification: ['Shopping'],
      merchant_name: ['Tesco', 'TfL', 'Costa', 'Octopus Energy', 'Netflix'][i % 5],
      running_balance: { amount: 1000, currency: 'GBP' },
      meta: { provider_transaction_category: 'DEB' },
    };
  });
  fake.state.connection!.booked.set('acc-current-1', rows);
  fake.state.connection!.pending.set('acc-current-1', []);

  const ctx: SyncContext = { db, provider, userId, requisition: { id: requisitionId, institution_name: 'Lloyds' }, purpose: 'user', today };
  const accountRef = `tl:account:${linkId}:acc-current-1`;
  let fetchMs = 0;
  const syncAccount = async () => {
    const at = performance.now();
    const fetched = await fetchAccount(ctx, accountRef);
    fetchMs = performance.now() - at;
    return withTransaction(db, (trx) => storeAccount(trx, ctx, fetched));
  };

  let start = performance.now();
  const first = await syncAccount();
  const importMs = performance.now() - start;
  const importFetchMs = fetchMs;
  await db.deleteFrom('provider_call_budgets').execute();
  start = performance.now();
  const again = await syncAccount();
  const resyncMs = performance.now() - start;

  const where = database.kind === 'embedded' ? 'PGlite (embedded)' : 'Postgres';
  console.log(
    `${where}, TrueLayer over HTTP: import of ${first.inserted} transactions ${importMs.toFixed(0)} ms (budget ${BUDGET_MS} ms; reading and mapping ${importFetchMs.toFixed(0)} ms, writing ${(importMs - importFetchMs).toFixed(0)} ms); unchanged re-sync ${resyncMs.toFixed(0)} ms, rows written ${again.inserted + again.updated}`,
  );
  if (first.inserted !== COUNT || again.inserted + again.updated !== 0 || importMs > BUDGET_MS) process.exitCode = 1;
} finally {
  await fake.close();
  await database.close();
}
