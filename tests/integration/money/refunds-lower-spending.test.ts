import { afterAll, beforeAll, expect, it } from 'vitest';
import { onboardedUser, seedAccounts, seedTransactions } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// Refunds lower spending in their category (issue 22 item 7). The clock is Tuesday 10 March
// 2026, noon; pay day 25, so this pay cycle is 25 Feb .. 24 Mar and the one before it
// 25 Jan .. 24 Feb. Every figure below is worked out by hand in the comments.

const now = new Date('2026-03-10T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false, clock: () => now });
});
afterAll(() => t?.close());

it("a refund is filed under its purchases' category and lowers it and the spending cards, never below £0 for a cycle", async () => {
  const { client, userId } = await onboardedUser(t, 'refunds-spending', 25);
  const trpc = client.trpc;
  const [current] = await seedAccounts(t.db, userId, [{ name: 'Everyday Current', balance: 100000 }]);
  const rows = [
    { account: current!, date: '2026-02-10', amount: -3000, description: 'EASYJET HOLIDAYS' }, // last cycle
    { account: current!, date: '2026-03-02', amount: -6000, description: 'NEXT RETAIL' }, // last week (Mon 2 - Sun 8)
    { account: current!, date: '2026-03-03', amount: 8000, description: 'EASYJET REFUND' }, // a refund of an older booking
    { account: current!, date: '2026-03-09', amount: -4000, description: 'ASOS.COM' }, // this week (Mon 9 - Tue 10)
    { account: current!, date: '2026-03-10', amount: -2500, description: 'TESCO STORES 3301' }, // today
    { account: current!, date: '2026-03-10', amount: 1500, description: 'ASOS.COM REFUND' }, // today
  ];
  const [easyjet, next, easyjetRefund, asos, tesco, asosRefund] = await seedTransactions(t.db, userId, rows, { categorise: true });
  // The person's own choices for the purchases, as the dictionary sorted them.
  for (const [id, categoryId] of [
    [easyjet, 'holidays'],
    [next, 'shopping'],
    [asos, 'shopping'],
    [tesco, 'groceries'],
  ] as const)
    await trpc.categories.setTransactionCategory.mutate({ transactionId: id!, categoryId });

  const cards = async () => Object.fromEntries((await trpc.dashboard.spending.query()).periods.map((p) => [p.key, p.total]));
  const cycles = async () => (await trpc.categories.totals.query({ cycles: 2 })).cycles;
  const categoryOf = async (id: string) =>
    (await t.db.selectFrom('transactions').select('category_id').where('id', '=', id).executeTakeFirstOrThrow()).category_id;

  // Each refund was filed as it was written where its merchant's purchases are: ASOS under
  // Shopping, the EasyJet one under Holidays (categorise.ts, issue 22 item 7).
  expect(await categoryOf(asosRefund!)).toBe('shopping');
  expect(await categoryOf(easyjetRefund!)).toBe('holidays');

  // This cycle: shopping 60.00 + 40.00 - 15.00 = 85.00, groceries 25.00: total 110.00.
  // Today: groceries 25.00, shopping -15.00 floored at 0 for the day: 25.00.
  // This week: shopping 40.00 - 15.00 = 25.00, groceries 25.00: 50.00. Yesterday (9th) 40.00.
  // The 80.00 EasyJet refund: this cycle's holidays are 0 - 80.00, shown as nothing (never
  // below £0), and the other categories' 110.00 stands. Last cycle keeps its 30.00 of
  // holidays: a refund lowers the cycle it came in, not the one of the purchase.
  // Last week (2 - 8 March): shopping 60.00, holidays -80.00 floored: 60.00.
  expect(await cards()).toEqual({ today: 2500, yesterday: 4000, thisWeek: 5000, lastWeek: 6000, thisMonth: 11000 });
  const [thisCycle, lastCycle] = await cycles();
  expect(thisCycle).toMatchObject({
    total: 11000,
    categories: [
      { categoryId: 'shopping', total: 8500 },
      { categoryId: 'groceries', total: 2500 },
    ],
  });
  expect(thisCycle!.categories.map((c) => c.categoryId)).toEqual(['shopping', 'groceries']);
  expect(lastCycle).toMatchObject({ total: 3000, categories: [{ categoryId: 'holidays', total: 3000 }] });

  // Neither refund is Money In (shared/income.ts): the cycle's money in stays 0.
  expect((await trpc.dashboard.overview.query()).moneyIn).toBe(0);
});

it('a rule files every refund from a merchant under its spending category', async () => {
  const { client, userId } = await onboardedUser(t, 'refunds-rule', 25);
  const trpc = client.trpc;
  const [current] = await seedAccounts(t.db, userId, [{ name: 'Everyday Current', balance: 100000 }]);
  const ids = await seedTransactions(
    t.db,
    userId,
    [
      { account: current!, date: '2026-03-02', amount: -5000, description: 'ZARA UK' },
      { account: current!, date: '2026-03-04', amount: 2000, description: 'ZARA UK REFUND' },
      { account: current!, date: '2026-03-05', amount: 1000, description: 'ZARA UK REFUND' },
    ],
    { categorise: true },
  );
  await trpc.categories.setTransactionCategory.mutate({ transactionId: ids[0]!, categoryId: 'shopping' });
  // "All from Zara?" yes, on one refund: both refunds go to Shopping.
  await trpc.categories.setTransactionCategory.mutate({ transactionId: ids[1]!, categoryId: 'shopping', applyToMerchant: true });
  // Shopping: 50.00 - 20.00 - 10.00 = 20.00.
  const [cycle] = (await trpc.categories.totals.query({ cycles: 1 })).cycles;
  expect(cycle).toMatchObject({ total: 2000, categories: [{ categoryId: 'shopping', total: 2000 }] });
});
