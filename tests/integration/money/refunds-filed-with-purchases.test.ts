import { afterAll, beforeAll, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { categoriseForInsert, rowCategoriser } from '../../../src/server/modules/categories/service';
import { categoriseUnsortedRows } from '../../../src/server/modules/categories/categorise-rows';
import { up as refileRefunds } from '../../../migrations/2026-11-28T0900-refunds-filed-with-purchases';
import { writeRows, type LedgerRow } from '../../../src/server/modules/ledger/service';
import { onboardedUser, seedAccounts, seedTransactions } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// A refund is filed where the merchant's purchases are, lowers that category's spending and is
// not Money In (issue 22 item 7), through the real import path and the real figures' procedures.
//
// Worked by hand. The clock is Tuesday 10 March 2026, noon; pay day 25, so this pay cycle is
// Wed 25 Feb .. Tue 24 Mar (read to today) and the one before ends on 24 Feb.
// The first statement: ASOS.COM -60.00 on 16 Feb (last cycle; the person files it under Family
// and kids: their child's clothes), the salary 2,000.00 on 25 Feb, Tesco -30.00 on 2 Mar, and
// BOBS BIKES LEEDS -80.00 on 5 Mar (a shop the dictionary does not know: the person files it
// under Transport). The second statement, a week later: +25.00 from "ASOS" (no refund word) on
// 9 Mar, +100.00 "BOBS BIKES REFUND" on 10 Mar (more than the 80.00 bought), +20.00 from a
// friend, J SMITH, and +1.50 interest, both on 10 Mar.

const NOW = new Date('2026-03-10T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false, clock: () => NOW });
});
afterAll(() => t?.close());

const csv = (rows: string[]) => ['Date,Description,Amount,Balance', ...rows].join('\n');
const first = csv([
  '16/02/2026,ASOS.COM,-60.00,940.00',
  '25/02/2026,ACME LTD SALARY,2000.00,2940.00',
  '02/03/2026,TESCO STORES 2041,-30.00,2910.00',
  '05/03/2026,BOBS BIKES LEEDS,-80.00,2830.00',
]);
const second = csv([
  '09/03/2026,ASOS,25.00,2855.00',
  '10/03/2026,BOBS BIKES REFUND,100.00,2955.00',
  '10/03/2026,J SMITH,20.00,2975.00',
  '10/03/2026,NATIONWIDE INTEREST,1.50,2976.50',
]);

it('an imported refund goes under the category of the purchases it gives back, lowers only the cycle it lands in, never below £0, and is not Money In', async () => {
  const me = await onboardedUser(t, 'refunds-filed', 25);
  const trpc = me.client.trpc;
  const { accountId } = await trpc.imports.confirm.mutate({
    file: { text: first },
    target: { newAccount: { name: 'FlexAccount', institution: 'Nationwide', type: 'current' } },
  });
  const rows = async () =>
    Object.fromEntries(
      (await t.db.selectFrom('transactions').select(['description', 'category_id']).where('user_id', '=', me.userId).execute()).map((r) => [
        r.description,
        r.category_id,
      ]),
    );
  const idOf = async (description: string) =>
    (await t.db.selectFrom('transactions').select('id').where('user_id', '=', me.userId).where('description', '=', description).executeTakeFirstOrThrow()).id;
  await trpc.categories.setTransactionCategory.mutate({ transactionId: await idOf('ASOS.COM'), categoryId: 'family-and-kids' });
  await trpc.categories.setTransactionCategory.mutate({ transactionId: await idOf('BOBS BIKES LEEDS'), categoryId: 'transport' });

  await trpc.imports.confirm.mutate({ file: { text: second }, target: { accountId } });
  // The ASOS money back follows the person's ASOS purchase (not the dictionary's Shopping); the
  // unknown shop's refund finds its purchase by the cleaned name; the friend and the interest
  // are no refund and get no spending category.
  expect(await rows()).toMatchObject({
    ASOS: 'family-and-kids',
    'BOBS BIKES REFUND': 'transport',
    'J SMITH': 'uncategorised',
    'NATIONWIDE INTEREST': 'other-income',
    'ACME LTD SALARY': 'salary',
  });

  // This cycle: groceries 30.00; transport 80.00 - 100.00 and family and kids -25.00 are shown
  // as nothing (never below £0). Total 30.00. The cycle before keeps its 60.00 of family and kids.
  const [thisCycle, lastCycle] = (await trpc.categories.totals.query({ cycles: 2 })).cycles;
  expect(thisCycle).toMatchObject({ startDate: '2026-02-25', total: 3000, categories: [{ categoryId: 'groceries', total: 3000 }] });
  expect(thisCycle!.categories).toHaveLength(1);
  expect(lastCycle).toMatchObject({ total: 6000, categories: [{ categoryId: 'family-and-kids', total: 6000 }] });

  // The cards: today (10 Mar) transport -100.00: nothing; yesterday (9 Mar) family -25.00:
  // nothing; this week (Mon 9 - Tue 10): nothing; last week (2 - 8 Mar) 30.00 + 80.00 = 110.00;
  // this month (the cycle) 30.00.
  const cards = Object.fromEntries((await trpc.dashboard.spending.query()).periods.map((p) => [p.key, p.total]));
  expect(cards).toEqual({ today: 0, yesterday: 0, thisWeek: 0, lastWeek: 11000, thisMonth: 3000 });

  // Money In this cycle: salary 2,000.00 + J SMITH 20.00 + interest 1.50 = 2,021.50; neither
  // refund (the ASOS one has no refund word: its category says it).
  expect((await trpc.dashboard.overview.query()).moneyIn).toBe(202150);
  expect((await trpc.money.overview.query()).current.total).toBe(202150);
  const deposits = (await trpc.money.otherIncome.query()).deposits;
  expect(Object.fromEntries(deposits.map((d) => [d.description, d.countsAsIncome]))).toMatchObject({
    ASOS: false,
    'BOBS BIKES REFUND': false,
    'J SMITH': true,
  });

  // Budgets read the same spending: this cycle groceries 30.00, transport and family 0 (not
  // -20.00 and -25.00); the cycle before, family 60.00.
  const spentNow = Object.fromEntries((await trpc.budgets.list.query({})).categories.map((c) => [c.id, c.spent]));
  expect(spentNow).toMatchObject({ groceries: 3000, transport: 0, 'family-and-kids': 0, shopping: 0 });
  const spentBefore = Object.fromEntries((await trpc.budgets.list.query({ cycle: 1 })).categories.map((c) => [c.id, c.spent]));
  expect(spentBefore).toMatchObject({ 'family-and-kids': 6000, groceries: 0 });

  // Re-categorising: a rule "Bobs Bikes -> Health" re-sorts the refund (found by its cleaned
  // name) and leaves the purchase the person filed by hand. Transport is 80.00 again, health
  // -100.00 is nothing: 30.00 + 80.00 = 110.00.
  await trpc.categories.addRule.mutate({ merchant: 'Bobs Bikes', categoryId: 'health' });
  expect(await rows()).toMatchObject({ 'BOBS BIKES REFUND': 'health', 'BOBS BIKES LEEDS': 'transport' });
  const [after] = (await trpc.categories.totals.query({ cycles: 1 })).cycles;
  expect(after).toMatchObject({
    total: 11000,
    categories: [
      { categoryId: 'transport', total: 8000 },
      { categoryId: 'groceries', total: 3000 },
    ],
  });
  expect((await trpc.dashboard.overview.query()).moneyIn).toBe(202150);
});

it('a rule for the merchant files its refund too, named with refund words, in the same statement as the purchase', async () => {
  const me = await onboardedUser(t, 'refunds-same-file', 25);
  const trpc = me.client.trpc;
  // "All from Pedal Pushers?" yes, before the statement: a rule for both directions. The refund's
  // text ('PEDAL PUSHERS REFUND') is not the rule's merchant; its purchase in the file is.
  await trpc.categories.addRule.mutate({ merchant: 'Pedal Pushers', categoryId: 'entertainment' });
  await trpc.imports.confirm.mutate({
    file: { text: csv(['06/03/2026,PEDAL PUSHERS REFUND,15.00,1000.00', '03/03/2026,PEDAL PUSHERS,-40.00,985.00']) },
    target: { newAccount: { name: 'Current', institution: 'Monzo', type: 'current' } },
  });
  // Entertainment: 40.00 - 15.00 = 25.00.
  const [cycle] = (await trpc.categories.totals.query({ cycles: 1 })).cycles;
  expect(cycle).toMatchObject({ total: 2500, categories: [{ categoryId: 'entertainment', total: 2500 }] });
  expect((await trpc.dashboard.overview.query()).moneyIn).toBe(0);
});

it("a refund in the same bank write as its purchase follows the purchase's codes, listed before it", async () => {
  const me = await onboardedUser(t, 'refunds-same-write', 25);
  const [current] = await seedAccounts(t.db, me.userId, [{ name: 'Everyday Current', balance: 100000 }]);
  const row = (date: string, amount: number, description: string, rawData: unknown): LedgerRow => ({
    external_key: randomUUID(),
    status: 'booked',
    provider_transaction_id: null,
    internal_transaction_id: null,
    date,
    value_date: null,
    amount,
    currency: 'GBP',
    description,
    counterparty: null,
    bank_transaction_code: null,
    proprietary_code: null,
    raw_data: rawData,
  });
  // Newest first, as banks list them: the refund names no code; only its purchase's card scheme
  // code (7997, gyms and clubs) says what Kestrel Trading is: Health.
  const rows = [row('2026-03-06', 2000, 'KESTREL TRADING REFUND', {}), row('2026-03-03', -4500, 'KESTREL TRADING', { merchantCategoryCode: '7997' })];
  // As a sync writes them (sync-account.ts categoriserFor): one categoriser given the rows.
  const sorter = await rowCategoriser(t.db, me.userId, rows);
  await writeRows(t.db, { userId: me.userId, accountId: current! }, rows, { kind: 'bank' }, { categorise: (r) => categoriseForInsert(sorter, r) });
  // Health: 45.00 - 20.00 = 25.00.
  const [cycle] = (await me.client.trpc.categories.totals.query({ cycles: 1 })).cycles;
  expect(cycle).toMatchObject({ total: 2500, categories: [{ categoryId: 'health', total: 2500 }] });
});

it('the refunds stored in Refunds before are filed again at start, never a person’s choice', async () => {
  const me = await onboardedUser(t, 'refunds-stored-before', 25);
  const [current] = await seedAccounts(t.db, me.userId, [{ name: 'Everyday Current', balance: 100000 }]);
  const [purchase, refund, chosen] = await seedTransactions(
    t.db,
    me.userId,
    [
      { account: current!, date: '2026-03-02', amount: -6000, description: 'ASOS.COM' },
      { account: current!, date: '2026-03-04', amount: 2500, description: 'ASOS' },
      { account: current!, date: '2026-03-05', amount: 1000, description: 'ASOS' },
    ],
    { categorise: true },
  );
  // As the code before filed them: the purchase under the person's Family and kids, both credits
  // in Refunds by the dictionary, the second one the person's own choice.
  await me.client.trpc.categories.setTransactionCategory.mutate({ transactionId: purchase!, categoryId: 'family-and-kids' });
  await t.db.updateTable('transactions').set({ category_id: 'refunds', category_source: 'dictionary' }).where('id', '=', refund!).execute();
  await t.db.updateTable('transactions').set({ category_id: 'refunds', category_source: 'person' }).where('id', '=', chosen!).execute();

  await refileRefunds(t.db);
  await categoriseUnsortedRows(t.db);
  const stored = await t.db.selectFrom('transactions').select(['id', 'category_id', 'merchant_name']).where('id', 'in', [refund!, chosen!]).execute();
  expect(Object.fromEntries(stored.map((r) => [r.id, [r.category_id, r.merchant_name]]))).toEqual({
    [refund!]: ['family-and-kids', 'ASOS'],
    [chosen!]: ['refunds', 'ASOS'],
  });
});
