// Embedded database fairness (issue 17): while one person's bank sync writes 60,000
// transactions, how long does another person wait? The real app runs in this process on the
// embedded database (PGlite, one connection); person A's sync goes through the real sync
// path as a refresh runs it (fetchAccount, storeAccountInChunks as syncRequisition calls it,
// then afterSync: bill detection over two years, salary recognition, the paid check) with a
// provider that answers 60,000 booked transactions at once (one in 15 money in); person B,
// signed in over HTTP, asks for `bills.list` and `/readyz` one after the other for as long
// as the whole sync lasts. Reading and keying the provider's answer and the work after the
// write block the one event loop as surely as a long write does, so they are measured too.
// Budget: p99 of bills.list <= 250 ms. BENCH_ONE_TRANSACTION=1 measures the old way (the
// whole account in one transaction) for comparison.
//   npx tsx scripts/bench-db-fairness.ts   (BENCH_CHUNK_ROWS=n tries another chunk size)
import { randomUUID } from 'node:crypto';
import { withTransaction } from '../src/server/db/db';
import { afterSync } from '../src/server/modules/bank/service';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import type { ProviderTransaction } from '../src/server/modules/bank/providers/types';
import { fetchAccount, storeAccount, storeAccountInChunks, WRITE_CHUNK_ROWS, type SyncContext } from '../src/server/modules/bank/sync/sync-account';
import { addDays } from '../src/shared/dates';
import { createApiClient } from '../tests/support/api-client';
import { testDeps } from '../tests/support/test-deps';
import { listenBenchApp, percentile } from './bench-support/bench-app';
import { benchProvider } from './bench-support/bench-provider';
import { benchRequisition } from './bench-support/bench-seed';

const COUNT = 60_000;
const BUDGET_MS = 250;
const today = '2026-11-21';

const transactions: ProviderTransaction[] = Array.from({ length: COUNT }, (_, i) => {
  const date = addDays(today, -Math.floor(i / 60));
  const pence = ((i * 7919) % 9000) + 100;
  // Money in too, so salary recognition has a year of credits to read.
  if (i % 15 === 7) {
    const payer = ['ACME LTD', 'J SMITH', 'HMRC'][i % 3]!;
    return {
      transactionId: `tx-${i}`,
      internalTransactionId: null,
      bookingDate: date,
      valueDate: date,
      amount: `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`,
      currency: 'GBP',
      creditorName: null,
      debtorName: payer,
      remittanceInformation: `FASTER PAYMENT ${payer}`,
      bankTransactionCode: 'PMNT-RCDT-ESCT',
      proprietaryBankTransactionCode: 'FASTER PAYMENT',
      raw: { transactionId: `tx-${i}`, transactionAmount: { amount: String(pence / 100), currency: 'GBP' }, bookingDate: date },
    };
  }
  return {
    transactionId: `tx-${i}`,
    internalTransactionId: null,
    bookingDate: date,
    valueDate: date,
    amount: `-${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`,
    currency: 'GBP',
    creditorName: ['Tesco', 'TfL', 'Costa', 'Octopus Energy', 'Netflix'][i % 5]!,
    debtorName: null,
    remittanceInformation: `CARD PAYMENT ${i % 37}`,
    bankTransactionCode: 'PMNT-CCRD-POSD',
    proprietaryBankTransactionCode: 'CARD PAYMENT',
    raw: { transactionId: `tx-${i}`, transactionAmount: { amount: String(-pence / 100), currency: 'GBP' }, bookingDate: date },
  };
});

const provider = benchProvider(transactions, today);

const database = await openDatabase({});
await migrateToLatest(database.db);
// Always the embedded database: fairness is its question (Postgres has a pool).
const { app, baseUrl } = await listenBenchApp(database, { config: { databaseUrl: undefined } });

try {
  const db = database.db;
  // Person B: signed in, onboarded, asking for their bills.
  const email = `bench-fair-${Date.now()}@example.com`;
  const api = createApiClient(baseUrl);
  await api.trpc.auth.signUp.mutate({ firstName: 'Fair', lastName: 'Bench', email, password: 'bench-password', acceptTerms: true });
  const mail = await db.selectFrom('mail_outbox').select('text_body').where('to_address', '=', email).executeTakeFirstOrThrow();
  await api.trpc.auth.verifyEmail.mutate({ token: new URL(/https?:\/\/\S+/.exec(mail.text_body)![0]).searchParams.get('token')! });
  await db.updateTable('profiles').set({ onboarding_completed: true, pay_day: 25 }).where('first_name', '=', 'Fair').execute();
  await api.trpc.bills.list.query();

  // Person A: a linked bank whose first sync brings 60,000 transactions.
  const { id: userId } = await db
    .insertInto('users')
    .values({ email: `bench-${randomUUID()}@example.com` })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A profile whose salary question is not answered yet: every sync looks for the salary.
  await db
    .insertInto('profiles')
    .values({ id: userId, first_name: 'Sync', last_name: 'Bench', phone_number: null, pay_day: null, avatar_url: null, selected_plan: null })
    .execute();
  const { id: requisitionId } = await benchRequisition(db, userId);
  const ctx: SyncContext = { db, provider, userId, requisition: { id: requisitionId, institution_name: 'Bench Bank' }, purpose: 'user', today };
  const oneTransaction = process.env.BENCH_ONE_TRANSACTION === '1';

  const deps = await testDeps(database, { clock: () => new Date(`${today}T12:00:00Z`) });

  let writeMs = 0;
  const sync = async () => {
    const fetched = await fetchAccount(ctx, 'bench-account');
    const writeStarted = performance.now();
    const stored = await (oneTransaction
      ? withTransaction(db, (trx) => storeAccount(trx, ctx, fetched))
      : storeAccountInChunks(db, ctx, fetched, Number(process.env.BENCH_CHUNK_ROWS ?? WRITE_CHUNK_ROWS)));
    writeMs = performance.now() - writeStarted;
    await afterSync(deps, userId, [stored]);
    return stored;
  };
  const started = performance.now();
  let writing = true;
  const write = sync().finally(() => {
    writing = false;
  });

  const bills: number[] = [];
  const ready: number[] = [];
  while (writing) {
    let t = performance.now();
    await api.trpc.bills.list.query();
    bills.push(performance.now() - t);
    t = performance.now();
    const res = await fetch(`${baseUrl}/readyz`);
    if (res.status !== 200) throw new Error(`/readyz answered ${res.status}`);
    ready.push(performance.now() - t);
  }
  const result = await write;
  const syncMs = performance.now() - started;

  const stats = (values: number[]) =>
    `p50 ${percentile(values, 50).toFixed(0)} ms, p99 ${percentile(values, 99).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (${values.length} requests)`;
  console.log(
    `PGlite: ${result.inserted} transactions written in ${writeMs.toFixed(0)} ms (${oneTransaction ? 'one transaction' : 'in chunks'}); whole sync ${syncMs.toFixed(0)} ms`,
  );
  console.log(`  bills.list meanwhile: ${stats(bills)}; budget p99 ${BUDGET_MS} ms`);
  console.log(`  /readyz meanwhile:    ${stats(ready)}`);
  if (result.inserted !== COUNT || percentile(bills, 99) > BUDGET_MS) process.exitCode = 1;
} finally {
  await app.close();
  await database.close();
  process.exit();
}
