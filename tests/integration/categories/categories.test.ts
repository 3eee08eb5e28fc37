import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoriseUnsortedRows } from '../../../src/server/modules/categories/categorise-rows';
import type { ApiClient } from '../../support/api-client';
import { failureOf } from '../../support/api-client';
import { onboardedUser, seedAccounts, seedTransactions } from '../../support/factories';
import { linkSandboxBank } from '../../support/sandbox-link';
import { startTestApp, type TestApp } from '../../support/test-app';
import { signedInUser } from '../../support/users';

// Categories wired to the database (issue 14). The clock is fixed at Tuesday 10 March 2026,
// noon; pay day 25, so the current pay cycle is 2026-02-25 .. 03-24 and the one before it
// 2026-01-25 .. 02-24. Every expected figure is worked out by hand in the comments.

let now = new Date('2026-03-10T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false, clock: () => now });
});
afterAll(() => t?.close());

type Person = { client: ApiClient; userId: string };

async function household(label: string) {
  const person: Person = await onboardedUser(t, label, 25);
  const [current, saver] = await seedAccounts(t.db, person.userId, [
    { name: 'Everyday Current', balance: 100000 },
    { name: 'Easy Saver', classification: 'SavingsAccount', balance: 500000 },
  ]);
  const rows = {
    tesco1: { account: current!, date: '2026-03-01', amount: -1250, description: 'CARD PAYMENT TESCO STORES 2041' },
    tesco2: { account: current!, date: '2026-03-02', amount: -2000, description: 'TESCO STORES 3301' },
    netflix: { account: current!, date: '2026-03-03', amount: -1099, description: 'NETFLIX.COM' },
    costa: { account: current!, date: '2026-03-04', amount: -350, description: 'COSTA COFFEE', status: 'pending' as const },
    toSaver: { account: current!, date: '2026-03-05', amount: -20000, description: 'To Easy Saver' },
    intoSaver: { account: saver!, date: '2026-03-05', amount: 20000, description: 'From Everyday Current' },
    refund: { account: current!, date: '2026-03-06', amount: 500, description: 'AMAZON REFUND' },
    sainsburys: { account: current!, date: '2026-02-10', amount: -3000, description: 'SAINSBURYS' },
    pizza: { account: current!, date: '2026-02-14', amount: -4500, description: 'PIZZA EXPRESS' },
    tesco0: { account: current!, date: '2026-02-24', amount: -1000, description: 'TESCO STORES' },
  };
  // Sorted as they are written, as a sync and the file importer sort them: none left unsorted.
  const ids = await seedTransactions(t.db, person.userId, Object.values(rows), { categorise: true });
  expect(await t.db.selectFrom('transactions').select('id').where('id', 'in', ids).where('merchant_name', 'is', null).execute()).toEqual([]);
  const id = Object.fromEntries(Object.keys(rows).map((k, i) => [k, ids[i]!])) as Record<keyof typeof rows, string>;
  return { ...person, id, current: current!, saver: saver! };
}

const categoryOf = async (transactionId: string) =>
  t.db.selectFrom('transactions').select(['category_id', 'category_source', 'merchant_name']).where('id', '=', transactionId).executeTakeFirstOrThrow();

describe('categories', () => {
  it('sorts new rows with a clean merchant name, and totals spending per category per pay cycle', async () => {
    const h = await household('cat-totals');
    expect(await categoryOf(h.id.tesco1)).toEqual({ category_id: 'groceries', category_source: 'dictionary', merchant_name: 'Tesco' });
    // Money back from Amazon goes where a payment to Amazon goes (issue 22 item 7).
    expect(await categoryOf(h.id.refund)).toMatchObject({ category_id: 'shopping' });

    const { cycles } = await h.client.trpc.categories.totals.query({ cycles: 3 });
    // Current cycle: groceries 12.50 + 20.00 = 32.50; subscriptions 10.99; eating out 3.50
    // (pending counts, as in the dashboard); the 200.00 to the saver is a move between the
    // person's own accounts, not spending; the Amazon refund lowers Shopping, where nothing was
    // bought this cycle: shown as nothing, never below £0. Total 46.99.
    expect(cycles[0]).toEqual({
      startDate: '2026-02-25',
      endDate: '2026-03-24',
      noData: false,
      dataFrom: null,
      total: 4699,
      categories: [
        { categoryId: 'groceries', total: 3250 },
        { categoryId: 'subscriptions', total: 1099 },
        { categoryId: 'eating-out', total: 350 },
      ],
      // Compared with the same 14 days of the cycle before (25 Feb - 10 Mar is 14 days so far:
      // 23 Jan - 5 Feb), when nothing was spent yet: not with all of its 85.00.
      comparison: { from: '2026-01-23', to: '2026-02-05', days: 14, total: 0, categories: [] },
    });
    // The cycle before: eating out 45.00; groceries 30.00 + 10.00 = 40.00. Total 85.00. It
    // starts on Friday 23 January: the 25th was a Sunday (pay moves to the working day before).
    expect(cycles[1]).toEqual({
      startDate: '2026-01-23',
      endDate: '2026-02-24',
      // The household's first transaction is on 10 Feb, inside this cycle.
      noData: false,
      dataFrom: '2026-02-10',
      total: 8500,
      categories: [
        { categoryId: 'eating-out', total: 4500 },
        { categoryId: 'groceries', total: 4000 },
      ],
      // A finished cycle is compared with the whole cycle before it.
      comparison: { from: '2025-12-24', to: '2026-01-22', days: null, total: 0, categories: [] },
    });
    // Thursday 25 December is Christmas Day: that pay came on Wednesday 24th. The oldest cycle
    // asked for has nothing to compare with.
    // It ends before the first transaction: no data, not £0 of spending.
    expect(cycles[2]).toEqual({ startDate: '2025-12-24', endDate: '2026-01-22', noData: true, dataFrom: null, total: 0, categories: [], comparison: null });

    // Balance at the end of each cycle, oldest first: the current account holds 1,000.00
    // today; since 24 Feb it moved -12.50 -20.00 -10.99 -3.50 -200.00 +5.00 = -241.99, so on
    // 24 Feb it held 1,241.99, and on 22 Jan 1,241.99 + 30.00 + 45.00 + 10.00 = 1,326.99.
    const history = await h.client.trpc.categories.balanceHistory.query({ cycles: 3 });
    expect(history.points.map((p) => p.date)).toEqual(['2026-01-22', '2026-02-24', '2026-03-10']);
    // Before an account's first transaction its balance is not known, not a flat line: the
    // current account's history starts on 10 Feb (no 22 Jan point), the saver's on 5 Mar.
    expect(history.accounts.find((a) => a.id === h.current)?.balances).toEqual([null, 124199, 100000]);
    expect(history.accounts.find((a) => a.id === h.saver)?.balances).toEqual([null, null, 500000]);
  });

  it('compares the running cycle with the same number of days of the cycle before', async () => {
    const h = await household('cat-same-days');
    // 30 Jan falls in the first 14 days of the cycle before (23 Jan - 5 Feb); 10, 14 and 24 Feb
    // do not.
    await seedTransactions(t.db, h.userId, [{ account: h.current, date: '2026-01-30', amount: -700, description: 'TESCO STORES' }]);
    const { cycles } = await h.client.trpc.categories.totals.query({ cycles: 2 });
    expect(cycles[0]!.comparison).toMatchObject({ from: '2026-01-23', to: '2026-02-05', days: 14, total: 700 });
    expect(cycles[0]!.comparison!.categories.map((c) => c.total)).toEqual([700]);
    // The whole cycle before: 85.00 + 7.00.
    expect(cycles[1]!.total).toBe(9200);
    expect(cycles[1]!.comparison).toBeNull();
  });

  it('filters the transactions list by category and by account, and sorts rows stored before categories once', async () => {
    const h = await household('cat-filter');
    const groceries = await h.client.trpc.transactions.list.query({ tab: 'all', category: 'groceries' });
    // Tesco 1 Mar, Tesco 2 Mar, Sainsbury's 10 Feb, Tesco 24 Feb: newest first.
    expect(groceries.rows.map((r) => r.id)).toEqual([h.id.tesco2, h.id.tesco1, h.id.tesco0, h.id.sainsburys]);
    expect(groceries.total).toBe(4);
    expect(groceries.rows[0]).toMatchObject({ merchant_name: 'Tesco', category_id: 'groceries', account_id: h.current });
    const saver = await h.client.trpc.transactions.list.query({ tab: 'all', account: h.saver });
    expect(saver.rows.map((r) => r.id)).toEqual([h.id.intoSaver]);
    const both = await h.client.trpc.transactions.list.query({ tab: 'all', account: h.saver, category: 'groceries' });
    expect(both).toMatchObject({ rows: [], total: 0 });

    // A row written before categories existed (merchant name null) is sorted by the start-up pass.
    const [old] = await seedTransactions(t.db, h.userId, [
      { account: h.current, date: '2026-03-07', amount: -899, description: 'CARD PAYMENT TO GREGGS ON 07 MAR' },
    ]);
    expect(await categoryOf(old!)).toEqual({ category_id: 'uncategorised', category_source: 'none', merchant_name: null });
    expect(await categoriseUnsortedRows(t.db)).toBeGreaterThanOrEqual(1);
    expect(await categoryOf(old!)).toEqual({ category_id: 'eating-out', category_source: 'dictionary', merchant_name: 'Greggs' });
    expect(await categoriseUnsortedRows(t.db)).toBe(0);
  });

  it('"All from Tesco?" makes a rule for past and future rows, never over a choice the person made', async () => {
    const h = await household('cat-rules');
    const trpc = h.client.trpc;
    // The person files one Tesco row under Gifts, for that row only.
    await trpc.categories.setTransactionCategory.mutate({ transactionId: h.id.tesco0, categoryId: 'gifts-and-charity' });
    expect(await categoryOf(h.id.tesco0)).toMatchObject({ category_id: 'gifts-and-charity', category_source: 'person' });
    expect(await categoryOf(h.id.tesco2)).toMatchObject({ category_id: 'groceries', category_source: 'dictionary' });

    // Then another under Shopping, "All from Tesco?" yes: the other Tesco row follows, the gift stays.
    const set = await trpc.categories.setTransactionCategory.mutate({ transactionId: h.id.tesco1, categoryId: 'shopping', applyToMerchant: true });
    expect(set).toEqual({ updated: 2, merchant: 'Tesco' });
    expect(await categoryOf(h.id.tesco1)).toMatchObject({ category_id: 'shopping', category_source: 'person' });
    expect(await categoryOf(h.id.tesco2)).toMatchObject({ category_id: 'shopping', category_source: 'rule' });
    expect(await categoryOf(h.id.tesco0)).toMatchObject({ category_id: 'gifts-and-charity', category_source: 'person' });
    expect(await categoryOf(h.id.sainsburys)).toMatchObject({ category_id: 'groceries' });

    const { rules } = await trpc.categories.rules.query();
    expect(rules).toEqual([{ id: expect.any(String), merchant: 'Tesco', categoryId: 'shopping', direction: null }]);

    // A future row from Tesco follows the rule.
    const [later] = await seedTransactions(t.db, h.userId, [{ account: h.current, date: '2026-03-08', amount: -700, description: 'TESCO STORES 9999' }], {
      categorise: true,
    });
    expect(await categoryOf(later!)).toMatchObject({ category_id: 'shopping', category_source: 'rule' });

    // Editing the rule moves the rule's rows (not the person's).
    await trpc.categories.updateRule.mutate({ id: rules[0]!.id, categoryId: 'entertainment' });
    expect(await categoryOf(h.id.tesco2)).toMatchObject({ category_id: 'entertainment', category_source: 'rule' });
    expect(await categoryOf(later!)).toMatchObject({ category_id: 'entertainment', category_source: 'rule' });
    expect(await categoryOf(h.id.tesco1)).toMatchObject({ category_id: 'shopping', category_source: 'person' });

    // Deleting it gives the rule's rows back to the dictionary.
    await trpc.categories.deleteRule.mutate({ id: rules[0]!.id });
    expect(await categoryOf(h.id.tesco2)).toMatchObject({ category_id: 'groceries', category_source: 'dictionary' });
    expect(await categoryOf(later!)).toMatchObject({ category_id: 'groceries', category_source: 'dictionary' });
    expect(await categoryOf(h.id.tesco1)).toMatchObject({ category_id: 'shopping', category_source: 'person' });
    expect((await trpc.categories.rules.query()).rules).toEqual([]);

    // The person's own list: add, rename, hide; a hidden category cannot be picked.
    const { id: custom } = await trpc.categories.add.mutate({ name: 'Allotment', group: 'everyday' });
    await trpc.categories.rename.mutate({ id: 'groceries', name: 'Food shopping' });
    await trpc.categories.hide.mutate({ id: 'pets', hidden: true });
    const { categories } = await trpc.categories.list.query();
    expect(categories.find((c) => c.id === 'groceries')?.name).toBe('Food shopping');
    expect(categories.find((c) => c.id === 'pets')?.hidden).toBe(true);
    expect(categories.find((c) => c.id === custom)).toMatchObject({ name: 'Allotment', group: 'everyday', custom: true });
    expect((await failureOf(trpc.categories.setTransactionCategory.mutate({ transactionId: h.id.pizza, categoryId: 'pets' }))).data?.code).toBe('NOT_FOUND');
    await trpc.categories.setTransactionCategory.mutate({ transactionId: h.id.pizza, categoryId: custom });
    expect(await categoryOf(h.id.pizza)).toMatchObject({ category_id: custom, category_source: 'person' });
  });

  it('a rule reaches past rows whose description (not their merchant) names it, never a person’s choice', async () => {
    const h = await household('cat-description-rules');
    const trpc = h.client.trpc;
    // Card payments through a processor: the counterparty is the processor, so the rows'
    // merchant is "Payzone Ltd"; only the description names the shop (or the allotment).
    const [viaProcessor, chosen, allotment, allotmentOld, otherRent] = await seedTransactions(
      t.db,
      h.userId,
      [
        { account: h.current, date: '2026-03-07', amount: -640, description: 'TESCO STORES 5120', counterparty: 'PAYZONE LTD' },
        { account: h.current, date: '2026-03-07', amount: -180, description: 'TESCO STORES 5120', counterparty: 'PAYZONE LTD' },
        { account: h.current, date: '2026-03-08', amount: -2500, description: 'GREENFIELDS ALLOTMENTS', counterparty: 'J SMITH' },
        { account: h.current, date: '2026-02-08', amount: -2500, description: 'GREENFIELDS ALLOTMENTS', counterparty: 'J SMITH' },
        { account: h.current, date: '2026-02-09', amount: -9000, description: 'BIRTHDAY', counterparty: 'J SMITH' },
      ],
      { categorise: true },
    );
    expect(await categoryOf(viaProcessor!)).toMatchObject({ category_id: 'groceries', category_source: 'dictionary', merchant_name: 'Payzone' });
    await trpc.categories.setTransactionCategory.mutate({ transactionId: chosen!, categoryId: 'gifts-and-charity' });

    // "All from Tesco?" on a row whose merchant is Tesco: the processor's Tesco row follows too.
    // Updated: the row itself, tesco0 and tesco2 (merchant Tesco) and the processor's row = 4.
    const set = await trpc.categories.setTransactionCategory.mutate({ transactionId: h.id.tesco1, categoryId: 'shopping', applyToMerchant: true });
    expect(set).toEqual({ updated: 4, merchant: 'Tesco' });
    expect(await categoryOf(viaProcessor!)).toMatchObject({ category_id: 'shopping', category_source: 'rule' });
    expect(await categoryOf(chosen!)).toMatchObject({ category_id: 'gifts-and-charity', category_source: 'person' });

    // A rule made in Settings on the description only: both past allotment rows, not J Smith's other payment.
    expect(await categoryOf(allotmentOld!)).toMatchObject({ category_id: 'uncategorised' });
    expect(await trpc.categories.addRule.mutate({ merchant: 'Greenfields Allotments', categoryId: 'rent-and-mortgage' })).toEqual({ updated: 2 });
    expect(await categoryOf(allotment!)).toMatchObject({ category_id: 'rent-and-mortgage', category_source: 'rule' });
    expect(await categoryOf(allotmentOld!)).toMatchObject({ category_id: 'rent-and-mortgage', category_source: 'rule' });
    expect(await categoryOf(otherRent!)).toMatchObject({ category_id: 'uncategorised', category_source: 'none' });

    // Editing it moves them; the spending totals follow: this cycle's entertainment is the 25.00 of 8 March.
    const rule = (await trpc.categories.rules.query()).rules.find((r) => r.merchant === 'Greenfields Allotments')!;
    expect(await trpc.categories.updateRule.mutate({ id: rule.id, categoryId: 'entertainment' })).toEqual({ updated: 2 });
    expect(await categoryOf(allotmentOld!)).toMatchObject({ category_id: 'entertainment', category_source: 'rule' });
    const { cycles } = await trpc.categories.totals.query({ cycles: 2 });
    expect(cycles[0]!.categories.find((c) => c.categoryId === 'entertainment')).toEqual({ categoryId: 'entertainment', total: 2500 });
    expect(cycles[1]!.categories.find((c) => c.categoryId === 'entertainment')).toEqual({ categoryId: 'entertainment', total: 2500 });
  });

  it('leaves a debit filed under Transfers out of the dashboard’s spending cards as out of the category totals', async () => {
    const h = await household('cat-transfers-cards');
    const trpc = h.client.trpc;
    // Three debits this week and last: one the person will file under Transfers (J Smith, 60.00
    // on Monday 9 March), one the dictionary files there by its wording with no deposit in
    // another of their accounts to mirror it (50.00 on Sunday 8 March), and one Uncategorised
    // (7.00 today), which is spending and must still count.
    const [chosen, wording, unsorted] = await seedTransactions(
      t.db,
      h.userId,
      [
        { account: h.current, date: '2026-03-09', amount: -6000, description: 'THANKS', counterparty: 'J SMITH' },
        { account: h.current, date: '2026-03-08', amount: -5000, description: 'TRANSFER TO SAVINGS' },
        { account: h.current, date: '2026-03-10', amount: -700, description: 'BIRTHDAY', counterparty: 'J SMITH' },
      ],
      { categorise: true },
    );
    expect(await categoryOf(chosen!)).toMatchObject({ category_id: 'uncategorised' });
    expect(await categoryOf(wording!)).toMatchObject({ category_id: 'transfers', category_source: 'dictionary' });
    expect(await categoryOf(unsorted!)).toMatchObject({ category_id: 'uncategorised' });

    const cards = async () => Object.fromEntries((await trpc.dashboard.spending.query()).periods.map((p) => [p.key, p.total]));
    const cycleTotal = async () => (await trpc.categories.totals.query({ cycles: 1 })).cycles[0]!;

    // Today Tuesday 10 March; the spending month began 25 February (10 days ago), so the cards
    // are today, yesterday, this week (Mon 9 - Tue 10), last week (2 - 8 March) and this month.
    // The household's month so far is 46.99 (first test); last week holds Tesco 20.00,
    // Netflix 10.99 and Costa 3.50 = 34.49. J Smith's 60.00 is still Uncategorised: it counts.
    // Today 7.00; yesterday 60.00; this week 67.00; last week 34.49 (the 50.00 is Transfers);
    // this month 46.99 + 60.00 + 7.00 = 113.99, the category totals' figure too.
    expect(await cards()).toEqual({ today: 700, yesterday: 6000, thisWeek: 6700, lastWeek: 3449, thisMonth: 11399 });
    expect((await cycleTotal()).total).toBe(11399);

    // Filed under Transfers by the person: out of the cards and the totals alike.
    // Yesterday 0; this week 7.00; this month 46.99 + 7.00 = 53.99.
    await trpc.categories.setTransactionCategory.mutate({ transactionId: chosen!, categoryId: 'transfers' });
    expect(await cards()).toEqual({ today: 700, yesterday: 0, thisWeek: 700, lastWeek: 3449, thisMonth: 5399 });
    expect(await cycleTotal()).toEqual({
      startDate: '2026-02-25',
      endDate: '2026-03-24',
      noData: false,
      dataFrom: null,
      total: 5399,
      categories: [
        { categoryId: 'groceries', total: 3250 },
        { categoryId: 'subscriptions', total: 1099 },
        { categoryId: 'uncategorised', total: 700 },
        { categoryId: 'eating-out', total: 350 },
      ],
      // One cycle asked for: nothing before it to compare with.
      comparison: null,
    });
  });

  it('leaves card repayments and money put aside out of spending; council tax is a bill, whatever the council calls itself', async () => {
    const h = await household('cat-not-spending');
    const trpc = h.client.trpc;
    // Today, Tuesday 10 March: a credit-card repayment of 1,143.00, 100.00 to a saver at another
    // bank (no deposit in the person's accounts mirrors it), and council tax of 162.00 to a
    // council whose name has no "council" in it.
    const [card, saver, council] = await seedTransactions(
      t.db,
      h.userId,
      [
        { account: h.current, date: '2026-03-10', amount: -114300, description: 'BARCLAYCARD' },
        { account: h.current, date: '2026-03-10', amount: -10000, description: 'LOYALTY SAVER' },
        { account: h.current, date: '2026-03-10', amount: -16200, description: 'CITY & COUNTY OF SWANSEA' },
      ],
      { categorise: true },
    );
    expect(await categoryOf(card!)).toMatchObject({ category_id: 'loan-and-card-repayments' });
    expect(await categoryOf(saver!)).toMatchObject({ category_id: 'savings' });
    expect(await categoryOf(council!)).toMatchObject({ category_id: 'council-tax' });
    // Spent today: the council tax alone, 162.00, not 1,405.00. This month: the household's
    // 46.99 (first test) + 162.00 = 208.99, the category totals' figure too.
    const periods = Object.fromEntries((await trpc.dashboard.spending.query()).periods.map((p) => [p.key, p.total]));
    expect(periods).toMatchObject({ today: 16200, thisMonth: 20899 });
    const cycle = (await trpc.categories.totals.query({ cycles: 1 })).cycles[0]!;
    expect(cycle.total).toBe(20899);
    expect(cycle.categories.map((c) => c.categoryId)).not.toContain('loan-and-card-repayments');
    expect(cycle.categories.map((c) => c.categoryId)).not.toContain('savings');
    expect(cycle.categories.find((c) => c.categoryId === 'council-tax')).toEqual({ categoryId: 'council-tax', total: 16200 });
  });

  it('sorts the sandbox bank as it syncs, and a later sync never writes over a person’s choice', async () => {
    const { client, userId } = await signedInUser(t, 'cat-sync');
    await t.db.updateTable('profiles').set({ onboarding_completed: true, pay_day: 25 }).where('id', '=', userId).execute();
    await linkSandboxBank(client);
    const rows = await t.db.selectFrom('transactions').select(['id', 'category_source', 'merchant_name', 'amount']).where('user_id', '=', userId).execute();
    expect(rows.length).toBeGreaterThan(500);
    const sorted = rows.filter((r) => r.category_source !== 'none').length;
    expect(sorted / rows.length).toBeGreaterThanOrEqual(0.9);
    expect(rows.every((r) => r.merchant_name !== null || r.amount > 0)).toBe(true);

    const chosen = rows.find((r) => r.category_source === 'dictionary')!;
    await client.trpc.categories.setTransactionCategory.mutate({ transactionId: chosen.id, categoryId: 'holidays' });
    now = new Date('2026-03-20T12:00:00Z');
    await client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
    expect(await categoryOf(chosen.id)).toMatchObject({ category_id: 'holidays', category_source: 'person' });
    const newer = await t.db
      .selectFrom('transactions')
      .select(['category_source'])
      .where('user_id', '=', userId)
      .where('date', '>', '2026-03-10')
      .where('status', '=', 'booked')
      .execute();
    expect(newer.length).toBeGreaterThan(0);
    expect(newer.filter((r) => r.category_source !== 'none').length / newer.length).toBeGreaterThanOrEqual(0.8);
    now = new Date('2026-03-10T12:00:00Z');
  });
});
