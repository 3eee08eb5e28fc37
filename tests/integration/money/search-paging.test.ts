import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays } from '../../../src/shared/dates';
import type { ApiClient } from '../../support/api-client';
import { startTestApp, type TestApp } from '../../support/test-app';
import { onboardedUser, seedAccounts, seedTransactions, type SeedTransaction } from './support';

// A search reads its pages one of two ways (transactions service: walking the newest rows
// when matches are common, gathering the matches first when they are rare). Whichever it
// takes, following the cursors through a search must give every match once, newest first
// (ties by id, as the listing orders them), with the total: exact up to 1,000 matches, and
// '1,000 or more' past that.
//
// Alice's 300 rows, three a day over 100 days: 'Weekly Shop' in two of every six, on the same
// day (100 matches, in pairs that only the id orders: walked), 'Rare Refund' in three,
// 'Corner Cafe' as a counterparty in two of those three (gathered). Bob has the same
// descriptions and must never appear. Carol has 1,050 coffees, one a day.

const TODAY = '2026-03-10';
let t: TestApp;
let alice: ApiClient;
let carol: ApiClient;
let seeded: (SeedTransaction & { id: string })[];

beforeAll(async () => {
  t = await startTestApp({ scheduler: false, clock: () => new Date(`${TODAY}T12:00:00Z`) });
  const a = await onboardedUser(t, 'search-alice', 1);
  const b = await onboardedUser(t, 'search-bob', 1);
  alice = a.client;
  const [current] = await seedAccounts(t.db, a.userId, [{ name: 'Current', balance: 0 }]);
  const rows: SeedTransaction[] = Array.from({ length: 300 }, (_, i) => ({
    account: current!,
    date: addDays(TODAY, -Math.floor(i / 3)),
    amount: -(100 + i),
    description: i % 6 < 2 ? 'WEEKLY SHOP' : [8, 152, 298].includes(i) ? 'Rare Refund' : `Card payment ${i}`,
    counterparty: [152, 298].includes(i) ? 'Corner Cafe' : null,
  }));
  const ids = await seedTransactions(t.db, a.userId, rows);
  seeded = rows.map((r, i) => ({ ...r, id: ids[i]! }));
  const [bobs] = await seedAccounts(t.db, b.userId, [{ name: 'Bob', balance: 0 }]);
  await seedTransactions(t.db, b.userId, [
    { account: bobs!, date: TODAY, amount: -1, description: 'WEEKLY SHOP' },
    { account: bobs!, date: TODAY, amount: -2, description: 'Rare Refund', counterparty: 'Corner Cafe' },
  ]);
  const c = await onboardedUser(t, 'search-carol', 1);
  carol = c.client;
  const [carols] = await seedAccounts(t.db, c.userId, [{ name: 'Carol', balance: 0 }]);
  await seedTransactions(
    t.db,
    c.userId,
    Array.from({ length: 1050 }, (_, i) => ({ account: carols!, date: addDays(TODAY, -i), amount: -250, description: 'COFFEE' })),
  );
});
afterAll(() => t?.close());

/** The ids a search must list, newest first, ties by id descending (computed here, not asked). */
function expected(match: (r: SeedTransaction) => boolean, from = '0000-01-01', to = TODAY) {
  return seeded
    .filter((r) => match(r) && r.date >= from && r.date <= to)
    .sort((x, y) => (x.date === y.date ? (x.id < y.id ? 1 : -1) : x.date < y.date ? 1 : -1))
    .map((r) => r.id);
}

type Filter = { tab: 'all' | 'custom'; search: string; from?: string; to?: string };

/** Every page of a search, following the cursors, checking each page's total and cursor. */
async function allPages(input: Filter, total: number, client = alice) {
  const ids: string[] = [];
  let cursor = null;
  for (;;) {
    const result: Awaited<ReturnType<typeof client.trpc.transactions.list.query>> = await client.trpc.transactions.list.query({ ...input, cursor });
    expect(result.total).toBe(Math.min(total, 1000));
    expect(result.totalExact).toBe(total <= 1000);
    expect(result.rows.length).toBe(Math.min(20, total - ids.length));
    ids.push(...result.rows.map((r) => r.id));
    if (ids.length < total) expect(result.nextCursor).toEqual({ date: result.rows.at(-1)!.date, id: result.rows.at(-1)!.id });
    else expect(result.nextCursor).toBeNull();
    if (!result.nextCursor) return ids;
    cursor = result.nextCursor;
  }
}

it('pages through a common word: every match once, newest first', async () => {
  const want = expected((r) => r.description === 'WEEKLY SHOP');
  expect(want).toHaveLength(100);
  expect(await allPages({ tab: 'all', search: 'weekly shop' }, 100)).toEqual(want);
});

it('finds a rare word in descriptions and counterparties alike, within a range too', async () => {
  const rare = expected((r) => r.description === 'Rare Refund');
  expect(await allPages({ tab: 'all', search: 'RARE' }, 3)).toEqual(rare);
  const cafe = expected((r) => r.counterparty === 'Corner Cafe');
  expect(await allPages({ tab: 'all', search: 'corner cafe' }, 2)).toEqual(cafe);
  // 40 to 60 days back holds row 152 (50 days back) but not row 298 (99 days back).
  const from = addDays(TODAY, -60);
  const to = addDays(TODAY, -40);
  const inRange = expected((r) => r.counterparty === 'Corner Cafe', from, to);
  expect(inRange).toHaveLength(1);
  expect(await allPages({ tab: 'custom', from, to, search: 'cafe' }, inRange.length)).toEqual(inRange);
  // A word in no row: nothing, at once.
  expect(await alice.trpc.transactions.list.query({ tab: 'all', search: 'nowhere' })).toEqual({ rows: [], total: 0, totalExact: true, nextCursor: null });
});

it('a common word within a custom range pages the same way', async () => {
  const from = addDays(TODAY, -80);
  const to = addDays(TODAY, -20);
  const want = expected((r) => r.description === 'WEEKLY SHOP', from, to);
  expect(want.length).toBeGreaterThan(40);
  expect(await allPages({ tab: 'custom', from, to, search: 'Weekly' }, want.length)).toEqual(want);
});

it('counts up to 1,000 matches, says when there are more, and still pages through them all', async () => {
  const all = await allPages({ tab: 'all', search: 'coffee' }, 1050, carol);
  expect(new Set(all).size).toBe(1050);
  // Exactly 1,000 is exact: the newest 1,000 days.
  const thousand = await carol.trpc.transactions.list.query({ tab: 'custom', from: addDays(TODAY, -999), to: TODAY, search: 'coffee' });
  expect(thousand).toMatchObject({ total: 1000, totalExact: true });
  // Without a search the total is always exact.
  expect(await carol.trpc.transactions.list.query({ tab: 'all' })).toMatchObject({ total: 1050, totalExact: true });
});
