import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays } from '../../../src/shared/dates';
import { onboardedUser, seedAccounts, seedTransactions, type SeedTransaction } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// The forecast's history is spending as every figure reads it (issue 22 item 7): less the day's
// refunds, each category floored at £0 for the day. Worked by hand. Today is Tuesday 24
// November 2026, pay day the 4th: the forecast runs to the end of Thursday 3 December, with
// everyday spending drawn from Wednesday 25th on. No bills, no money expected in.
//
// History, Tuesday 15 September to Monday 23 November (70 days, ten identical weeks):
//   every Saturday TESCO STORES 40.00 and a Tesco refund of 10.00 the same day (groceries):
//   30.00 spent that day;
//   every Wednesday 25.00 back from ASOS (shopping) with nothing bought that day: shown as
//   nothing spent, never a day of money earned that a path would draw again.

const NOW = new Date('2026-11-24T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false, clock: () => NOW });
});
afterAll(() => t?.close());

it("draws each day's spending less its refunds, never below £0", async () => {
  const me = await onboardedUser(t, 'forecast-refunds', 4);
  const [current] = await seedAccounts(t.db, me.userId, [{ name: 'Everyday', balance: 150_000 }]);
  const rows: SeedTransaction[] = [];
  for (let d = '2026-09-15'; d <= '2026-11-23'; d = addDays(d, 1)) {
    const weekday = new Date(`${d}T12:00:00Z`).getUTCDay();
    if (weekday === 6) {
      rows.push({ account: current!, date: d, amount: -4_000, description: 'TESCO STORES 2041' });
      rows.push({ account: current!, date: d, amount: 1_000, description: 'TESCO STORES 2041 REFUND' });
    }
    if (weekday === 3) rows.push({ account: current!, date: d, amount: 2_500, description: 'ASOS.COM' });
  }
  await seedTransactions(t.db, me.userId, rows, { categorise: true });

  const f = await me.client.trpc.forecast.toPayday.query({});
  expect(f.payday).toBe('2026-12-04');
  expect(f.tooLittleHistory).toBe(false);
  // 24 Nov 150,000; Wed 25 to Fri 27 nothing spent; Sat 28 -3,000 = 147,000; to Thu 3 Dec the same.
  expect(f.days.map((d) => [d.date, d.middle])).toEqual([
    ['2026-11-24', 150_000],
    ['2026-11-25', 150_000],
    ['2026-11-26', 150_000],
    ['2026-11-27', 150_000],
    ['2026-11-28', 147_000],
    ['2026-11-29', 147_000],
    ['2026-11-30', 147_000],
    ['2026-12-01', 147_000],
    ['2026-12-02', 147_000],
    ['2026-12-03', 147_000],
  ]);
  expect(f.onPayday).toEqual({ low: 147_000, middle: 147_000, high: 147_000 });
});
