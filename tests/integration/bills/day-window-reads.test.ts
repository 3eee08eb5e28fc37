// The reads after a sync go in windows of days (db/day-windows.ts, issue 17): every row once, none
// lost or read twice at a window's edge, and rows dated after the end still read.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readByDays, type DayWindow } from '../../../src/server/db/day-windows';
import { moneyOutBetween } from '../../../src/server/modules/bills/bank-bills-queries';
import { creditsBetween } from '../../../src/server/modules/payday/queries';
import { seedAccounts, seedTransactions } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import { signedInUser } from '../../support/users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false });
});
afterAll(() => t?.close());

it('reads money out and credits window by window: each row once, the edge day in the later window', async () => {
  const { userId } = await signedInUser(t, 'pages');
  const [account] = await seedAccounts(t.db, userId, [{ name: 'Current', balance: 0 }]);
  await seedTransactions(t.db, userId, [
    { account: account!, date: '2026-10-01', amount: -100, description: 'A' },
    { account: account!, date: '2026-10-02', amount: -200, description: 'B' },
    { account: account!, date: '2026-10-02', amount: -300, description: 'C' },
    { account: account!, date: '2026-10-14', amount: -400, description: 'D' },
    // The first window is 2026-09-15 to 2026-10-15 (30 days, the end not in it).
    { account: account!, date: '2026-10-15', amount: -500, description: 'E' },
    // After `until`: the last window has no end.
    { account: account!, date: '2026-10-25', amount: -600, description: 'F' },
    { account: account!, date: '2026-10-01', amount: 1000, description: 'G' },
    { account: account!, date: '2026-10-15', amount: 2000, description: 'H' },
    { account: account!, date: '2026-09-14', amount: -9900, description: 'too old' },
  ]);
  const windows: [DayWindow, string[]][] = [];
  const out = await readByDays('2026-09-15', '2026-10-20', async (days) => {
    const rows = await moneyOutBetween(t.db, userId, days);
    windows.push([days, rows.map((r) => r.description!).sort()]);
    return rows;
  });
  // 4 rows in the first window: the next would be 30 * 1000 / 4 days, capped at 92, so it
  // runs past 2026-10-20 and is the last, open-ended one.
  expect(windows).toEqual([
    [{ from: '2026-09-15', before: '2026-10-15' }, ['A', 'B', 'C', 'D']],
    [{ from: '2026-10-15', before: null }, ['E', 'F']],
  ]);
  expect(out.map((r) => r.description).sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);

  const credits = await readByDays('2026-09-15', '2026-10-20', (days) => creditsBetween(t.db, userId, days));
  expect(credits.map((r) => r.amount).sort((a, b) => a - b)).toEqual([1000, 2000]);
});
