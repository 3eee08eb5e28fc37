// Read times of the bills screens through the real app over HTTP: bills.list, bills.summary
// and loans.list for a heavy user (100,000 transactions, ~40 bills and bank bills, 5 loans)
// among 50 users. p50/p95 over 50 calls each after a warm-up; budget p95 25 ms.
// Embedded database by default; DATABASE_URL=postgres://... to measure on Postgres.
//   npx tsx scripts/bench-bills.ts
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import type { Database } from '../src/server/db/schema';
import { addDays, londonDate } from '../src/shared/dates';
import { bookedTransactionRow, writeBankRows } from '../tests/support/bank-rows';
import { firstCookie, listenBenchApp, percentile, post } from './bench-support/bench-app';
import { benchRequisition } from './bench-support/bench-seed';

const USERS = 50;
const HEAVY_TRANSACTIONS = 100_000;
const OTHER_TRANSACTIONS = 1_000;
const CALLS = 50;
const WARM_UP = 5;
const BUDGET_P95_MS = 25;
const today = londonDate();

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
await migrateToLatest(database.db);
const db = database.db;
const { app, baseUrl } = await listenBenchApp(database, { scheduler: false });

try {
  const seedStart = performance.now();
  // The heavy user signs up and in like a browser; the other 49 are written straight in.
  const email = `bench-bills-${Date.now()}@example.com`;
  const signedUp = await post(baseUrl, 'auth.signUp', { firstName: 'Bench', lastName: 'Bills', email, password: 'bench-password', acceptTerms: true });
  const mail = await db.selectFrom('mail_outbox').select('text_body').where('to_address', '=', email).executeTakeFirstOrThrow();
  const token = new URL(/https?:\/\/\S+/.exec(mail.text_body)![0]).searchParams.get('token');
  const verified = await post(baseUrl, 'auth.verifyEmail', { token }, { cookie: firstCookie(signedUp) });
  const cookie = verified.headers.getSetCookie()[0]!.split(';')[0]!;
  const heavy = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await db.updateTable('profiles').set({ onboarding_completed: true, pay_day: 25 }).where('id', '=', heavy.id).execute();
  await seedBank(db, heavy.id, HEAVY_TRANSACTIONS, 25);

  const call = async (path: string, input?: unknown) => {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const res = await fetch(`${baseUrl}/trpc/${path}${query}`, { headers: { cookie } });
    if (!res.ok) throw new Error(`${path} failed: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ result: { data: unknown } }>;
  };
  const mutate = async (path: string, input: unknown) => {
    const res = await fetch(`${baseUrl}/trpc/${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    if (!res.ok) throw new Error(`${path} failed: ${res.status} ${await res.text()}`);
  };
  for (let i = 0; i < 10; i++) {
    await mutate('bills.add', {
      name: `Bill ${i}`,
      amount: `${20 + i * 13}.${String(i * 7).padStart(2, '0')}`,
      type: i % 4 === 0 ? 'one-time' : 'monthly',
      category: 'Subscriptions',
      dueDate: addDays(today, i * 3 - 10),
    });
  }
  for (let i = 0; i < 5; i++) {
    await mutate('loans.add', {
      name: `Loan ${i}`,
      amount: `${3000 + i * 1500}`,
      monthlyPayment: `${120 + i * 35}.50`,
      finalPaymentDate: addDays(today, 200 + i * 150),
    });
  }

  for (let u = 1; u < USERS; u++) {
    const { id } = await db
      .insertInto('users')
      .values({ email: `bench-other-${randomUUID()}@example.com` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('profiles')
      .values({
        id,
        first_name: 'Other',
        last_name: String(u),
        phone_number: null,
        pay_day: (u % 28) + 1,
        avatar_url: null,
        selected_plan: null,
        onboarding_completed: true,
        updated_at: new Date(),
      })
      .execute();
    await seedBank(db, id, OTHER_TRANSACTIONS, 8);
    for (let i = 0; i < 8; i++) {
      await db
        .insertInto('bills')
        .values({
          user_id: id,
          name: `Other bill ${i}`,
          amount: 1000 + i * 250,
          category: 'Rent',
          type: 'monthly',
          custom_category: null,
          due_date: today,
          paid_at: null,
        })
        .execute();
    }
    const loan = await db
      .insertInto('large_bills')
      .values({
        user_id: id,
        name: 'Other loan',
        amount: 500_000,
        monthly_payment: 20_000,
        income_percentage: 10,
        final_payment_date: addDays(today, 600),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('bills')
      .values({
        user_id: id,
        name: 'Other loan Payment',
        amount: 20_000,
        category: 'Loan Payment',
        type: 'monthly',
        custom_category: null,
        due_date: today,
        paid_at: null,
        loan_id: loan.id,
      })
      .execute();
  }
  // Fresh statistics now, so no background analyze of the new rows runs during the timings.
  await sql`analyze`.execute(db);
  const seedSeconds = ((performance.now() - seedStart) / 1000).toFixed(1);

  const list = (await call('bills.list')).result.data as unknown[];
  const loans = (await call('loans.list')).result.data as unknown[];
  const where = database.kind === 'embedded' ? 'PGlite (embedded)' : 'Postgres';
  console.log(
    `${where}: ${USERS} users seeded in ${seedSeconds} s; heavy user: ${HEAVY_TRANSACTIONS} transactions, ${list.length} listed bills, ${loans.length} loans`,
  );

  let over = false;
  for (const path of ['bills.list', 'bills.summary', 'loans.list']) {
    for (let i = 0; i < WARM_UP; i++) await call(path);
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const start = performance.now();
      await call(path);
      times.push(performance.now() - start);
    }
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    if (p95 > BUDGET_P95_MS) over = true;
    console.log(
      `${path.padEnd(14)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  (budget p95 ${BUDGET_P95_MS} ms, ${CALLS} calls)`,
    );
  }
  if (list.length < 35 || loans.length !== 5) throw new Error('The heavy user does not have the seeded bills and loans');
  if (over) process.exitCode = 1;
} finally {
  await app.close();
  await database.close();
}

/**
 * A current and a savings account, `count` transactions over the last ~3 years (salary in on
 * the pay day, spending out), and `bills` bank bills: one dismissed, one PAID, two on savings.
 */
async function seedBank(db: Kysely<Database>, userId: string, count: number, bills: number) {
  const { id: requisitionId } = await benchRequisition(db, userId);
  const account = (classification: 'CurrentAccount' | 'SavingsAccount') =>
    db
      .insertInto('bank_accounts')
      .values({
        user_id: userId,
        requisition_id: requisitionId,
        account_id: randomUUID(),
        account_name: classification,
        institution_name: 'Bench Bank',
        account_classification: classification,
        balance: 100_000,
        sort_code: null,
        last_synced_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const current = (await account('CurrentAccount')).id;
  const savings = (await account('SavingsAccount')).id;

  const perDay = Math.max(1, Math.ceil(count / 1100));
  const rows = Array.from({ length: count }, (_, i) => {
    const date = addDays(today, -Math.floor(i / perDay));
    const salary = i % perDay === 0 && date.endsWith('-25');
    const amount = salary ? 250_000 : -(((i * 7919) % 9000) + 100);
    const description = salary ? 'ACME PAYROLL' : ['Tesco', 'TfL', 'Costa', 'Octopus Energy', 'Netflix'][i % 5]!;
    return {
      accountId: i % 20 === 0 ? savings : current,
      row: bookedTransactionRow(`bench-${i}`, { date, amount, description, providerTransactionId: `bench-${i}` }),
    };
  });
  for (const accountId of [current, savings]) {
    await writeBankRows(
      db,
      userId,
      accountId,
      rows.filter((r) => r.accountId === accountId).map((r) => r.row),
    );
  }

  const billRows = Array.from({ length: bills }, (_, i) => ({
    user_id: userId,
    account_id: i < 2 ? savings : current,
    bill_key: `bench-bill-${i}`,
    name: `Bank bill ${i}`,
    vendor: `VENDOR ${i}`,
    type: (['directDebit', 'standingOrder', 'inferred'] as const)[i % 3]!,
    frequency: i % 7 === 6 ? 'yearly' : 'monthly',
    amount: 500 + i * 731,
    next_date: addDays(today, (i * 5) % 31),
    reference_date: addDays(today, -((i * 3) % 28)),
    status: i === 2 ? 'dismissed' : i === 3 ? 'PAID' : 'active',
    paid_at: null,
    updated_at: new Date(),
  }));
  await db.insertInto('bank_bills').values(billRows).execute();
}
