// Latency of the per-category totals for a heavy user (100,000 transactions over three years,
// the rows scripts/bench-money.ts seeds), with and without the spending index
// (migrations/2026-11-26T0200-spending-index.ts), through the real tRPC HTTP endpoint; and
// the totals' query alone.
// Blocks of calls alternate between the two (the index dropped and made again between
// blocks), so a burst of load on a shared machine falls on both alike. Also checks that
// both give the same figures. Budget: p95 25 ms.
//   npx tsx scripts/bench-category-totals.ts                                   (embedded database)
//   TEST_DATABASE_URL=postgres://... npx tsx scripts/bench-category-totals.ts  (a throwaway database on that server)
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { maintainEmbeddedDatabase } from '../src/server/jobs/housekeeping';
import { issueSession } from '../src/server/modules/auth/session-store';
import { categoriseUnsortedRows } from '../src/server/modules/categories/categorise-rows';
import { spendingByDayAndCategory } from '../src/server/modules/categories/queries';
import { createTestDatabase } from '../tests/support/test-database';
import { listenBenchApp, percentile } from './bench-support/bench-app';
import { seedAccounts, seedBenchUser, seedTransactions } from './bench-support/money-seed';

const USERS = Number(process.env.BENCH_USERS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const BLOCK = 10;
const WARM_UP = 10;
const BUDGET_P95_MS = 25;
const NOW = new Date('2026-11-20T12:00:00Z');
const TODAY = '2026-11-20';
const INDEX = 'transactions_user_spending_idx';
const SIX = { from: '2026-06-01', to: TODAY };
const TWELVE = { from: '2025-12-01', to: TODAY };

// In memory, a database of its own (as bench-money.ts): closing the test suites' shared one
// only hands it back for the next test file and leaves its worker thread running.
const database = await (process.env.TEST_DATABASE_URL ? createTestDatabase() : openDatabase({}));
try {
  const db = database.db;
  await migrateToLatest(db);
  const indexDefinition = await sql<{ indexdef: string }>`select indexdef from pg_indexes where indexname = ${INDEX}`
    .execute(db)
    .then((r) => r.rows[0]?.indexdef);
  if (!indexDefinition) throw new Error(`${INDEX} is missing: run the migrations`);

  let cookie = '';
  let heavyId = '';
  for (let u = 0; u < USERS; u++) {
    const userId = await seedBenchUser(db, 'totals', u);
    await seedTransactions(db, userId, await seedAccounts(db, userId, NOW), u === 0 ? 100_000 : 1_000, TODAY);
    if (u === 0) cookie = `ps_session=${(await issueSession(db, userId, 'bench')).token}`;
    if (u === 0) heavyId = userId;
  }
  await categoriseUnsortedRows(db);
  const maintain = () => (database.kind === 'postgres' ? sql`vacuum analyze transactions`.execute(db) : maintainEmbeddedDatabase({ db }));
  await maintain();

  const { app, baseUrl } = await listenBenchApp(database, { clock: () => NOW, scheduler: false });
  const get = async (path: string, input?: unknown) => {
    const res = await fetch(`${baseUrl}/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, {
      headers: { cookie },
    });
    const body = await res.text();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${body}`);
    return body;
  };
  const calls: [string, () => Promise<string>][] = [
    ['categories.totals (2 cycles)', () => get('categories.totals', { cycles: 2 })],
    ['categories.totals (6 cycles)', () => get('categories.totals', { cycles: 6 })],
    ['categories.totals (12 cycles)', () => get('categories.totals', { cycles: 12 })],
    ['dashboard.spending', () => get('dashboard.spending')],
  ];

  // The query alone, six and twelve months (the heavy user has no pay day: calendar months).
  // It used to run here against its form before the index (commit dbaeb4f); since refunds are
  // netted against their purchases (decision 055) that form no longer gives today's figures,
  // so the query is timed with and without the index only.
  const queries: [string, (mode: 'with' | 'without') => Promise<unknown>][] = [
    ['query (6 months)', () => spendingByDayAndCategory(db, heavyId, SIX)],
    ['query (12 months)', () => spendingByDayAndCategory(db, heavyId, TWELVE)],
  ];
  const setIndex = async (on: boolean) => {
    await sql.raw(on ? indexDefinition : `drop index ${INDEX}`).execute(db);
    await maintain();
  };
  const answers = { with: new Map<string, string>(), without: new Map<string, string>() };
  const times = { with: new Map<string, number[]>(), without: new Map<string, number[]>() };
  const where = database.kind === 'embedded' ? 'PGlite (embedded)' : 'Postgres';
  console.log(`${where}: ${RUNS} calls each, with and without ${INDEX} in alternating blocks of ${BLOCK}; load average ${loads()}`);
  for (let done = 0; done < RUNS; done += BLOCK) {
    for (const mode of ['without', 'with'] as const) {
      await setIndex(mode === 'with');
      for (let round = 0; round < (done === 0 ? WARM_UP : 0) + BLOCK; round++) {
        for (const [name, call] of calls) {
          const start = performance.now();
          const body = await call();
          const ms = performance.now() - start;
          if (round < (done === 0 ? WARM_UP : 0)) continue;
          times[mode].set(name, [...(times[mode].get(name) ?? []), ms]);
          answers[mode].set(name, body);
        }
        for (const [name, run] of queries) {
          const start = performance.now();
          await run(mode);
          const ms = performance.now() - start;
          if (round >= (done === 0 ? WARM_UP : 0)) times[mode].set(name, [...(times[mode].get(name) ?? []), ms]);
        }
      }
    }
  }
  for (const [name] of [...calls, ...queries]) {
    if (answers.with.get(name) !== answers.without.get(name)) throw new Error(`${name}: the figures differ with the index`);
    const row = (mode: 'with' | 'without') => {
      const list = times[mode].get(name)!;
      const p95 = percentile(list, 95);
      return `p50 ${percentile(list, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms${p95 > BUDGET_P95_MS ? ' OVER' : '     '}`;
    };
    console.log(`${name.padEnd(30)} without: ${row('without')}   with: ${row('with')}`);
  }
  console.log(`same figures with and without the index; load average at the end ${loads()}`);
  await app.close();
} finally {
  await database.close();
}

function loads() {
  return loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
}
