// Latency of every dashboard, money and transactions procedure for a heavy user: 50 users,
// one of them with 100,000 transactions over three years in 3 accounts. Each procedure is
// called through the real tRPC HTTP endpoint (fetch to the app listening on loopback, with
// the session cookie), in rounds: 10 to warm up, then RUNS measured; p50 and p95 are
// printed against the 25 ms budget (rows marked informational are printed, not budgeted).
// 'tesco' matches one card payment in 12 (7,600 rows), 'hmrc' about 600.
//   npx tsx scripts/bench-money.ts                                   (embedded database)
//   DATABASE_URL=postgres://... npx tsx scripts/bench-money.ts       (that database)
//   TEST_DATABASE_URL=postgres://... npx tsx scripts/bench-money.ts  (a throwaway database on that server)
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { maintainEmbeddedDatabase } from '../src/server/jobs/housekeeping';
import { issueSession } from '../src/server/modules/auth/session-store';
import { categoriseUnsortedRows } from '../src/server/modules/categories/categorise-rows';
import { payDaySettingsOf } from '../src/server/modules/payday/queries';
import { refreshSalary } from '../src/server/modules/payday/service';
import { createTestDatabase } from '../tests/support/test-database';
import { testDeps } from '../tests/support/test-deps';
import { toPayday } from '../src/server/modules/forecast/service';
import { forecastWarnings } from '../src/server/modules/notifications/forecast-warning';
import { listenBenchApp, percentile } from './bench-support/bench-app';
import { seedAccounts, seedBenchUser, seedTransactions } from './bench-support/money-seed';

const USERS = 50;
const HEAVY_TRANSACTIONS = 100_000;
const LIGHT_TRANSACTIONS = 1_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARM_UP = 10;
const BUDGET_P95_MS = 25;
const INFORMATIONAL = 'informational';
const NOW = new Date('2026-11-20T12:00:00Z');
const TODAY = '2026-11-20';

const database = await openBenchDatabase();
try {
  const db = database.db;
  await migrateToLatest(db);

  // Users straight into the tables (sign-up's password hashing would only slow the set-up).
  let heavy: { userId: string; cookie: string; depositId: string } | undefined;
  let start = performance.now();
  for (let u = 0; u < USERS; u++) {
    const userId = await seedBenchUser(db, 'money', u);
    const accounts = await seedAccounts(db, userId, NOW);
    await seedTransactions(db, userId, accounts, u === 0 ? HEAVY_TRANSACTIONS : LIGHT_TRANSACTIONS, TODAY);
    if (u === 0) {
      const { token } = await issueSession(db, userId, 'bench');
      const deposit = await db
        .selectFrom('transactions')
        .select('id')
        .where('user_id', '=', userId)
        .where('amount', '>', 0)
        .orderBy('date', 'desc')
        .executeTakeFirstOrThrow();
      heavy = { userId, cookie: `ps_session=${token}`, depositId: deposit.id };
      // Issue 11: the heavy person's pay is recognised as a sync would (ACME LTD on the 25th),
      // so left-to-spend and every cycle follow the salary, not a chosen day.
      await refreshSalary({ db, clock: () => NOW }, userId);
      const salary = await payDaySettingsOf(db, userId);
      if (!salary?.salary_payer) throw new Error('the bench salary was not recognised');
      console.log(`salary recognised: ${salary.salary_payer}, day ${salary.salary_day}`);
    }
  }
  // As in production: a Postgres server's autovacuum would have processed the bulk load
  // within a minute; the embedded database is maintained by the app's housekeeping (30 s
  // after start, then hourly). BENCH_NO_ANALYZE=1 measures the embedded database before
  // that first run.
  if (database.kind === 'postgres') await sql`vacuum analyze`.execute(db);
  else if (!process.env.BENCH_NO_ANALYZE) await maintainEmbeddedDatabase({ db });
  // Categories (issue 14): rows written straight to the table are sorted as the server does
  // once after the migration, then measured like every other procedure.
  const seeded = performance.now();
  const sorted = await categoriseUnsortedRows(db);
  console.log(`categorised ${sorted} rows in ${((performance.now() - seeded) / 1000).toFixed(1)} s (the one-off pass after the migration)`);
  if (database.kind === 'postgres') await sql`vacuum analyze transactions`.execute(db);
  else if (!process.env.BENCH_NO_ANALYZE) await maintainEmbeddedDatabase({ db });
  const { n } = await sql<{ n: number }>`select count(*)::int as n from transactions`.execute(db).then((r) => r.rows[0]!);
  console.log(`seeded ${USERS} users, ${n} transactions in ${((performance.now() - start) / 1000).toFixed(1)} s`);

  const { app, baseUrl } = await listenBenchApp(database, { clock: () => NOW, scheduler: false });
  const headers = { cookie: heavy!.cookie, 'content-type': 'application/json' };
  const query = (path: string, input?: unknown) => () =>
    fetch(`${baseUrl}/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, { headers });
  const mutation = (path: string, input: unknown) => () => fetch(`${baseUrl}/trpc/${path}`, { method: 'POST', headers, body: JSON.stringify(input) });

  // A third element `INFORMATIONAL` prints the row without holding it to the budget.
  const calls: [string, () => Promise<Response>, typeof INFORMATIONAL?][] = [
    ['dashboard.overview', query('dashboard.overview')],
    ['dashboard.spending', query('dashboard.spending')],
    ['dashboard.savings', query('dashboard.savings')],
    ['dashboard.leftToSpend', query('dashboard.leftToSpend')],
    ['money.overview', query('money.overview')],
    ['money.monthly', query('money.monthly')],
    ['money.yearly', query('money.yearly')],
    ['money.otherIncome', query('money.otherIncome')],
    ['money.addIncome', mutation('money.addIncome', { amount: '12.34', incomeDate: TODAY, source: 'Bench', isRecurring: false })],
    ['money.labelTransaction', mutation('money.labelTransaction', { transactionId: heavy!.depositId, source: 'Bench Ltd', category: 'Wages' })],
    ['transactions.list all', query('transactions.list', { tab: 'all' })],
    ['transactions.list all p2001', query('transactions.list', { tab: 'all', cursor: await cursorAfter(db, heavy!.userId, 2000 * 20) })],
    ['transactions.list search', query('transactions.list', { tab: 'all', search: 'tesco' })],
    [
      'transactions.list search p101',
      query('transactions.list', { tab: 'all', search: 'tesco', cursor: await cursorAfter(db, heavy!.userId, 100 * 20, 'tesco') }),
    ],
    ['transactions.list search rare', query('transactions.list', { tab: 'all', search: 'hmrc' })],
    [
      'transactions.list search rare p11',
      query('transactions.list', { tab: 'all', search: 'hmrc', cursor: await cursorAfter(db, heavy!.userId, 10 * 20, 'hmrc') }),
    ],
    ['transactions.list month', query('transactions.list', { tab: 'month' })],
    ['transactions.list week', query('transactions.list', { tab: 'week' })],
    [
      'transactions.list custom p4',
      query('transactions.list', {
        tab: 'custom',
        from: '2025-01-01',
        to: '2025-12-31',
        cursor: await cursorAfter(db, heavy!.userId, 3 * 20, null, ['2025-01-01', '2025-12-31']),
      }),
    ],
    ['transactions.hasBank', query('transactions.hasBank')],
    ['categories.totals (2 cycles)', query('categories.totals', { cycles: 2 })],
    ['categories.totals (6 cycles)', query('categories.totals', { cycles: 6 })],
    // No screen asks for 12 cycles (the chart asks 2, the trend 6: decision 028), and 12 read
    // twice the rows of 6 (~24-38 ms p95 on this machine), so a budget here would fail
    // `npm run bench` (its && chain then never reaches Lighthouse) over a call nobody makes.
    // Measured to watch the trend, as the API allows it.
    ['categories.totals (12 cycles)', query('categories.totals', { cycles: 12 }), INFORMATIONAL],
    ['categories.balanceHistory', query('categories.balanceHistory', { cycles: 6 })],
    ['categories.list', query('categories.list')],
    ['transactions.list category', query('transactions.list', { tab: 'all', category: 'groceries' })],
  ];

  calls.push(...(await budgetCalls(db, heavy!.userId, query)));

  // BENCH_ONLY=categories,dashboard.spending measures only the procedures named (by prefix).
  const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
  if (only) calls.splice(0, calls.length, ...calls.filter(([name]) => only.some((prefix) => name.startsWith(prefix))));

  // Rounds in turn (every procedure once per round), so a burst of load on this shared
  // machine lands on all of them alike rather than on whichever ran at that moment.
  const where = database.kind === 'embedded' ? 'PGlite (embedded)' : 'Postgres';
  const trigram = await sql<{ n: number }>`select count(*)::int as n from pg_indexes where indexname = 'transactions_search_idx'`
    .execute(db)
    .then((r) => r.rows[0]!.n > 0);
  console.log(
    `${where}${trigram ? '' : ' without pg_trgm (search scans the rows)'}: ${RUNS} calls each after ${WARM_UP} warm-up rounds, budget p95 ${BUDGET_P95_MS} ms; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const times = new Map<string, number[]>(calls.map(([name]) => [name, []]));
  const informational = new Set(calls.filter(([, , mark]) => mark === INFORMATIONAL).map(([name]) => name));
  for (let round = 0; round < WARM_UP + RUNS; round++) {
    for (const [name, call] of calls) {
      start = performance.now();
      const res = await call();
      const body = await res.text();
      if (!res.ok) throw new Error(`${name}: ${res.status} ${body}`);
      if (round >= WARM_UP) times.get(name)!.push(performance.now() - start);
    }
  }
  let over = 0;
  for (const [name, list] of times) {
    const p95 = percentile(list, 95);
    const budgeted = !informational.has(name);
    if (budgeted && p95 > BUDGET_P95_MS) over++;
    const verdict = !budgeted ? '   (informational, no budget)' : p95 > BUDGET_P95_MS ? '   OVER BUDGET' : '';
    console.log(`${name.padEnd(32)} p50 ${percentile(list, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms${verdict}`);
  }
  console.log(
    `load average at the end ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  if (await benchForecast(db, baseUrl, headers, heavy!.userId)) over++;
  await benchForecastWarning(database, heavy!.userId);
  await app.close();
  if (over > 0) process.exitCode = 1;
} finally {
  await database.close();
}

/**
 * Issue 26: the heavy person's budget figures for 12 pay cycles (each budget's limit, carry,
 * spent and pace in the current cycle and its 11 past cycles), with five budgets set 400 days
 * ago (so every one of the 12 cycles has them), two of them carrying over.
 */
async function budgetCalls(db: DatabaseHandle['db'], userId: string, query: (path: string, input?: unknown) => () => Promise<Response>) {
  const budgets = [
    ['groceries', 40_000, 'surplus'],
    ['eating-out', 15_000, 'overspend'],
    ['transport', 12_000, 'none'],
    ['shopping', 20_000, 'none'],
    ['entertainment', 6_000, 'none'],
  ] as const;
  await db
    .insertInto('budgets')
    .values(budgets.map(([category_id, limit_pence, rollover]) => ({ user_id: userId, category_id, limit_pence, rollover, effective_from: '2025-10-16' })))
    .execute();
  const calls: [string, () => Promise<Response>][] = [
    ['budgets.list (12 cycles)', query('budgets.list')],
    ['budgets.list (a past cycle)', query('budgets.list', { cycle: 6 })],
  ];
  return calls;
}

/**
 * The cursor a client holds after `rows` rows of the listing (newest first, by id within a
 * day): the last of them. Read straight from the table, as the listing orders it.
 */
async function cursorAfter(db: DatabaseHandle['db'], userId: string, rows: number, search: string | null = null, range?: [string, string]) {
  let query = db.selectFrom('transactions').select(['date', 'id']).where('user_id', '=', userId);
  if (search) query = query.where(sql<boolean>`search_text like ${`%${search}%`}`);
  if (range) query = query.where('date', '>=', range[0]).where('date', '<=', range[1]);
  return query
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .offset(rows - 1)
    .limit(1)
    .executeTakeFirstOrThrow();
}

/**
 * The payday forecast (issue 27 item 7): forecast.toPayday for one of the heavy person's
 * current accounts (100,000 transactions in all), through HTTP as the dashboard asks for it,
 * against its own budget of 50 ms (p95). Returns true when over budget.
 */
async function benchForecast(db: DatabaseHandle['db'], baseUrl: string, headers: Record<string, string>, userId: string): Promise<boolean> {
  const BUDGET_MS = 50;
  const account = await db
    .selectFrom('bank_accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('account_classification', '=', 'CurrentAccount')
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  const url = `${baseUrl}/trpc/forecast.toPayday?input=${encodeURIComponent(JSON.stringify({ accountId: account.id }))}`;
  const list: number[] = [];
  for (let round = 0; round < WARM_UP + RUNS; round++) {
    const began = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.text();
    if (!res.ok) throw new Error(`forecast.toPayday: ${res.status} ${body}`);
    if (round >= WARM_UP) list.push(performance.now() - began);
  }
  const p95 = percentile(list, 95);
  console.log(
    `${'forecast.toPayday (one account)'.padEnd(32)} p50 ${percentile(list, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   (budget ${BUDGET_MS} ms)${p95 > BUDGET_MS ? '   OVER BUDGET' : ''}`,
  );
  return p95 > BUDGET_MS;
}

/**
 * The warning job's share (issue 27 item 3): every 15-minute notification pass forecasts each
 * current account of each person with the warning on. Informational: one pass for the heavy
 * person, beside forecasting each of their current accounts as the dashboard does (what the
 * pass did before it read the person's inputs once), in alternate rounds so load falls on both.
 */
async function benchForecastWarning(database: DatabaseHandle, userId: string) {
  const deps = await testDeps(database, { clock: () => NOW });
  try {
    const accounts = await database.db
      .selectFrom('bank_accounts')
      .select('id')
      .where('user_id', '=', userId)
      .where('account_classification', '=', 'CurrentAccount')
      .execute();
    const pass: number[] = [];
    const each: number[] = [];
    for (let round = 0; round < WARM_UP + RUNS; round++) {
      let began = performance.now();
      await forecastWarnings(deps, userId);
      if (round >= WARM_UP) pass.push(performance.now() - began);
      began = performance.now();
      for (const a of accounts) await toPayday(deps, userId, { accountId: a.id });
      if (round >= WARM_UP) each.push(performance.now() - began);
    }
    const line = (name: string, list: number[]) =>
      console.log(
        `${name.padEnd(32)} p50 ${percentile(list, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(list, 95).toFixed(1).padStart(6)} ms   (${accounts.length} current accounts; ${INFORMATIONAL})`,
      );
    line('forecast warning pass', pass);
    line('forecast.toPayday per account', each);
  } finally {
    await deps.events.close();
  }
}

/**
 * DATABASE_URL as is; else a throwaway database: on TEST_DATABASE_URL's server, or in memory.
 * In memory, a database of its own, never the test suites' shared one (createTestDatabase):
 * closing that one only hands it back for the next test file and leaves its worker thread
 * running, which kept this process from exiting once the bench was done.
 */
function openBenchDatabase(): Promise<DatabaseHandle> {
  if (process.env.DATABASE_URL) return openDatabase({ databaseUrl: process.env.DATABASE_URL });
  return process.env.TEST_DATABASE_URL ? createTestDatabase() : openDatabase({});
}
