import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Deps } from '../../../src/server/deps';
import { runNotificationPass } from '../../../src/server/modules/notifications/service';
import type { NotificationSettingsInput } from '../../../src/shared/schemas/notifications';
import { failureOf } from '../../support/api-client';
import { onboardedUser, seedAccounts, seedTransactions, type SeedTransaction } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDeps } from '../../support/test-deps';

// Budgets through tRPC over HTTP (issue 26 items 3 to 8), every figure worked by hand.
//
// The clock: Friday 20 November 2026, noon (GMT). Pay day 1, moved to the working day before
// a weekend or bank holiday, so the pay cycles are:
//   current  Fri 30 Oct .. Mon 30 Nov 2026 (1 Nov is a Sunday): 32 days, today is day 22
//   C1       Thu  1 Oct .. Thu 29 Oct
//   C2       Tue  1 Sep .. Wed 30 Sep
//   C3       Fri 31 Jul .. Mon 31 Aug (1 Aug is a Saturday)
//   C4       Wed  1 Jul .. Thu 30 Jul
// Spending per category (the data starts on 15 July, inside C4, so C1 to C3 are complete):
//   groceries  C3 £200 (120 + 80), C2 £300, C1 £250, current £180 (100 + 80)
//   eating out C3 £40, C2 nothing, C1 £60, current £70
// and in the current cycle £500 moved to the person's own saver (mirrored there) and £75
// "transfer between accounts": neither is spending.

let now = new Date('2026-11-20T12:00:00Z');
const clock = () => now;
let t: TestApp;
let deps: Deps;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false, clock });
  deps = await testDeps(t.database, { clock, config: { appOrigin: t.baseUrl } });
});
afterAll(() => t?.close());

async function household(label: string) {
  now = new Date('2026-11-20T12:00:00Z');
  const person = await onboardedUser(t, label, 1);
  const [current, saver] = await seedAccounts(t.db, person.userId, [
    { name: 'Everyday Current', balance: 100_000 },
    { name: 'Easy Saver', classification: 'SavingsAccount', balance: 25_000 },
  ]);
  const spend = (date: string, amount: number, description: string): SeedTransaction => ({ account: current!, date, amount: -amount, description });
  const rows: SeedTransaction[] = [
    spend('2026-07-15', 1_099, 'NETFLIX.COM'),
    spend('2026-08-05', 12_000, 'TESCO STORES 2041'),
    spend('2026-08-20', 8_000, 'TESCO STORES 3301'),
    spend('2026-08-22', 4_000, 'PIZZA EXPRESS'),
    spend('2026-09-12', 30_000, 'TESCO STORES 2041'),
    spend('2026-10-10', 25_000, 'TESCO STORES 2041'),
    spend('2026-10-16', 6_000, 'PIZZA EXPRESS'),
    spend('2026-11-02', 10_000, 'TESCO STORES 2041'),
    spend('2026-11-15', 8_000, 'TESCO STORES 3301'),
    spend('2026-11-10', 7_000, 'PIZZA EXPRESS'),
    spend('2026-11-05', 50_000, 'To Easy Saver'),
    { account: saver!, date: '2026-11-05', amount: 50_000, description: 'From Everyday Current' },
    spend('2026-11-06', 7_500, 'TRANSFER BETWEEN ACCOUNTS'),
  ];
  const ids = await seedTransactions(t.db, person.userId, rows, { categorise: true });
  expect(ids).toHaveLength(rows.length);
  return person;
}

it('suggests the median of the last three complete cycles, and applies it to categories without a budget', async () => {
  const { client } = await household('budget-suggest');
  const { cycles, suggestions } = await client.trpc.budgets.suggestions.query();
  expect(cycles).toEqual([
    { start: '2026-10-01', end: '2026-10-29' },
    { start: '2026-09-01', end: '2026-09-30' },
    { start: '2026-07-31', end: '2026-08-31' },
  ]);
  // Groceries: 200, 300, 250 -> £250. Eating out: 40, 0, 60 -> £40. Netflix was in C4 only: 0, 0, 0.
  expect(suggestions).toEqual([
    { categoryId: 'groceries', limit: 25_000, name: 'Groceries', hasBudget: false },
    { categoryId: 'eating-out', limit: 4_000, name: 'Eating out and takeaways', hasBudget: false },
  ]);

  await client.trpc.budgets.set.mutate({ categoryId: 'groceries', limit: 30_000 });
  // Groceries has a budget the person set: it stays; eating out gets its suggestion.
  expect(await client.trpc.budgets.applySuggestions.mutate()).toEqual({ applied: 1 });
  const list = await client.trpc.budgets.list.query();
  expect(list.budgets.map((b) => [b.categoryId, b.limit])).toEqual([
    ['eating-out', 4_000],
    ['groceries', 30_000],
  ]);

  await client.trpc.budgets.remove.mutate({ categoryId: 'eating-out' });
  expect((await client.trpc.budgets.list.query()).budgets.map((b) => b.categoryId)).toEqual(['groceries']);
  expect((await failureOf(client.trpc.budgets.remove.mutate({ categoryId: 'eating-out' })))?.data?.code).toBe('NOT_FOUND');
  // Savings and transfers are not spending: no budget for them.
  expect((await failureOf(client.trpc.budgets.set.mutate({ categoryId: 'savings', limit: 100 })))?.data?.code).toBe('NOT_FOUND');
  expect((await failureOf(client.trpc.budgets.set.mutate({ categoryId: 'transfers', limit: 100 })))?.data?.code).toBe('NOT_FOUND');
});

it('shows spent (no transfers or savings), left and pace; rolls over both ways; past cycles keep their figures', async () => {
  const { client, userId } = await household('budget-rollover');
  // Both set during C3 (10 August): groceries £250 carrying overspends, eating out £50 carrying what is left.
  now = new Date('2026-08-10T12:00:00Z');
  await client.trpc.budgets.set.mutate({ categoryId: 'groceries', limit: 25_000, rollover: 'overspend' });
  await client.trpc.budgets.set.mutate({ categoryId: 'eating-out', limit: 5_000, rollover: 'surplus' });
  now = new Date('2026-11-20T12:00:00Z');

  const list = await client.trpc.budgets.list.query();
  expect(list.cycle).toEqual({ start: '2026-10-30', end: '2026-11-30', current: true, back: 0 });
  const [eating, groceries] = list.budgets;
  // Eating out (surplus): C3 £50 - £40 = £10 left; C2 £50 + £10 = £60, nothing spent, £60
  // left; C1 £50 + £60 = £110 - £60 = £50 left; now £50 + £50 = £100, £70 spent, £30 left.
  // Pace: 7000 / 22 days * 32 = 10181.8 -> £101.82, £1.82 over the £100; 30 Oct .. 30 Nov
  // has 11 days left from today (20 .. 30 Nov).
  expect(eating).toMatchObject({ categoryId: 'eating-out', limit: 5_000, carried: 5_000, available: 10_000, spent: 7_000, left: 3_000, overBy: 0 });
  expect(eating!.pace).toEqual({ status: 'over-pace', daysInCycle: 32, daysGone: 22, daysLeft: 11, projected: 10_182, projectedOverBy: 182 });
  expect(eating!.history.map((h) => [h.start, h.limit, h.carried, h.spent, h.left])).toEqual([
    ['2026-10-01', 5_000, 6_000, 6_000, 5_000],
    ['2026-09-01', 5_000, 1_000, 0, 6_000],
    ['2026-07-31', 5_000, 0, 4_000, 1_000],
  ]);
  // Groceries (overspend): C3 £250 - £200 = £50 left (not carried); C2 £250 - £300 = -£50;
  // C1 £250 - £50 = £200 - £250 = -£50; now £200 - £180 = £20 left (the £500 to the saver
  // and the £75 transfer are not spent). Pace: 18000 / 22 * 32 = 26181.8 -> £261.82: £61.82 over.
  expect(groceries).toMatchObject({ categoryId: 'groceries', limit: 25_000, carried: -5_000, available: 20_000, spent: 18_000, left: 2_000 });
  expect(groceries!.pace).toMatchObject({ status: 'over-pace', projected: 26_182, projectedOverBy: 6_182 });
  expect(groceries!.history.map((h) => [h.start, h.carried, h.spent, h.left, h.overBy])).toEqual([
    ['2026-10-01', -5_000, 25_000, -5_000, 5_000],
    ['2026-09-01', 0, 30_000, -5_000, 5_000],
    ['2026-07-31', 0, 20_000, 5_000, 0],
  ]);
  // Totals: limits 300, carried +50 - 50 = 0, spent 250, left 50; still budgeted 20 + 30 = £50.
  expect(list.total).toEqual({ limit: 30_000, carried: 0, spent: 25_000, left: 5_000, remaining: 5_000 });
  // Spending categories only, with this cycle's spending: no savings, transfers or income.
  const ids = list.categories.map((c) => c.id);
  expect(ids).toContain('groceries');
  expect(ids).not.toContain('savings');
  expect(ids).not.toContain('transfers');
  expect(ids).not.toContain('salary');
  expect(list.categories.find((c) => c.id === 'groceries')).toEqual({ id: 'groceries', name: 'Groceries', group: 'everyday', spent: 18_000, budgeted: true });

  // C1 by offset, and by a date in it: groceries was £50 over there.
  const before = await client.trpc.budgets.list.query({ cycle: 1 });
  expect(before.cycle).toEqual({ start: '2026-10-01', end: '2026-10-29', current: false, back: 1 });
  expect(before.budgets.find((b) => b.categoryId === 'groceries')).toMatchObject({ available: 20_000, spent: 25_000, overBy: 5_000, pace: { status: 'over' } });
  expect((await client.trpc.budgets.list.query({ date: '2026-10-15' })).cycle.start).toBe('2026-10-01');
  expect((await failureOf(client.trpc.budgets.list.query({ date: '2025-01-01' })))?.data?.code).toBe('BAD_REQUEST');

  // A smaller limit today, carrying nothing: this cycle is over; the past cycles keep £50.
  await client.trpc.budgets.set.mutate({ categoryId: 'eating-out', limit: 2_000 });
  const after = (await client.trpc.budgets.list.query()).budgets.find((b) => b.categoryId === 'eating-out')!;
  // £20, nothing carried (rollover none now), £70 spent: £50 over.
  expect(after).toMatchObject({ limit: 2_000, carried: 0, available: 2_000, spent: 7_000, left: -5_000, overBy: 5_000, pace: { status: 'over' } });
  expect(after.history[0]).toMatchObject({ start: '2026-10-01', limit: 5_000, left: 5_000 });

  // An ended cycle's spending is kept between calls, and forgotten when the ledger changes:
  // C1's £60 at Pizza Express moved to Health through the app leaves eating out £0 spent there.
  const pizza = await t.db.selectFrom('transactions').select('id').where('user_id', '=', userId).where('date', '=', '2026-10-16').executeTakeFirstOrThrow();
  const kept = () => t.db.selectFrom('budget_cycle_spending').select('cycle_start').where('user_id', '=', userId).execute();
  // The 11 ended cycles of the 12 read.
  expect(await kept()).toHaveLength(11);
  await client.trpc.categories.setTransactionCategory.mutate({ transactionId: pizza.id, categoryId: 'health' });
  expect(await kept()).toHaveLength(0);
  const moved = (await client.trpc.budgets.list.query()).budgets.find((b) => b.categoryId === 'eating-out')!;
  // C1 now: £50 + £60 carried (rollover surplus then) - £0 = £110 left.
  expect(moved.history[0]).toMatchObject({ start: '2026-10-01', carried: 6_000, spent: 0, left: 11_000 });
});

it('left to spend subtracts what is still budgeted only when the person turns it on', async () => {
  const { client } = await household('budget-left');
  await client.trpc.budgets.set.mutate({ categoryId: 'groceries', limit: 25_000 });
  await client.trpc.budgets.set.mutate({ categoryId: 'eating-out', limit: 5_000 });
  // Still budgeted: groceries £250 - £180 = £70; eating out £50 - £70 is over: £0 (not below). £70.
  // Current accounts £1,000, no bills.
  const off = await client.trpc.dashboard.leftToSpend.query();
  expect(off).toMatchObject({ currentBalance: 100_000, billsTotal: 0, budgeted: null, left: 100_000 });
  expect(await client.trpc.budgets.preferences.query()).toEqual({ subtractFromLeftToSpend: false });

  await client.trpc.budgets.setPreferences.mutate({ subtractFromLeftToSpend: true });
  const on = await client.trpc.dashboard.leftToSpend.query();
  // £1,000 - £70 = £930, over 11 days to payday (1 Dec): 93000 / 11 = 8454.5 -> £84.54 a day.
  expect(on).toMatchObject({ budgeted: 7_000, left: 93_000, daysToPayday: 11, perDay: 8_454 });
});

it('offers what each onboarding goal leads to, and works out the savings goal per pay cycle', async () => {
  const { client } = await household('budget-goals');
  await client.trpc.onboarding.saveGoals.mutate({ goals: ['stop-overspending', 'build-savings', 'understand-money'] });
  const offers = await client.trpc.budgets.goalOffers.query();
  expect(offers.map((o) => [o.goal, o.kind])).toEqual([
    ['build-savings', 'savings-goal'],
    ['stop-overspending', 'suggest-budgets'],
    ['understand-money', 'link'],
  ]);
  expect(offers.find((o) => o.kind === 'suggest-budgets')).toMatchObject({ suggestions: 2 });
  expect(offers.find((o) => o.kind === 'savings-goal')).toMatchObject({ savingsGoal: null });

  // £1,000 by 15 May 2027 with £250 in the saver. Cycles from now to the one holding 15 May:
  // 30 Oct, 1 Dec, 31 Dec (1 Jan is a bank holiday), 1 Feb, 1 Mar, 1 Apr, 30 Apr (1 May is a
  // Saturday): 7. £750 / 7 = 10714.28 -> £107.15 each cycle.
  const goal = await client.trpc.budgets.setSavingsGoal.mutate({ target: 100_000, date: '2027-05-15' });
  expect(goal).toEqual({ target: 100_000, date: '2027-05-15', cyclesLeft: 7, saved: 25_000, remaining: 75_000, perCycle: 10_715, progress: 25 });
  expect((await failureOf(client.trpc.budgets.setSavingsGoal.mutate({ target: 100_000, date: '2026-01-01' })))?.data?.code).toBe('BAD_REQUEST');

  // The one button: Suggest applied, and the goal now points to the budgets.
  expect(await client.trpc.budgets.applySuggestions.mutate()).toEqual({ applied: 2 });
  const later = await client.trpc.budgets.goalOffers.query();
  expect(later.find((o) => o.goal === 'stop-overspending')).toMatchObject({ kind: 'link', search: { tab: 'budgets' } });
  expect(later.find((o) => o.goal === 'build-savings')).toMatchObject({ savingsGoal: { perCycle: 10_715 } });
});

const quiet: NotificationSettingsInput = {
  email: true,
  ntfyUrl: null,
  webhookUrl: null,
  quietHours: null,
  billDue: { on: false, days: 3 },
  bankConsent: { on: false },
  lowBalance: { on: false, below: '' },
  paydaySummary: { on: false },
  weeklySummary: { on: false },
};

it('notifies a budget at 80% and over 100% once per cycle, only when turned on', async () => {
  now = new Date('2026-11-20T12:00:00Z');
  const person = await onboardedUser(t, 'budget-notices', 1);
  const [current] = await seedAccounts(t.db, person.userId, [{ name: 'Everyday Current', balance: 100_000 }]);
  const spend = async (date: string, amount: number, description: string) => {
    await seedTransactions(t.db, person.userId, [{ account: current!, date, amount: -amount, description }], { categorise: true });
  };
  await spend('2026-11-02', 8_500, 'TESCO STORES 2041');
  await spend('2026-11-03', 6_000, 'PIZZA EXPRESS');
  await spend('2026-11-04', 1_000, 'BOOTS THE CHEMIST');
  const { client } = person;
  await client.trpc.budgets.set.mutate({ categoryId: 'groceries', limit: 10_000 });
  await client.trpc.budgets.set.mutate({ categoryId: 'eating-out', limit: 5_000 });
  await client.trpc.budgets.set.mutate({ categoryId: 'personal-care', limit: 10_000 });
  const sent = () =>
    t.db
      .selectFrom('notifications_sent')
      .select(['kind', 'subject', 'period', 'title'])
      .where('user_id', '=', person.userId)
      .orderBy('kind')
      .orderBy('period')
      .orderBy('subject')
      .execute();

  // Off by default: nothing.
  expect(await client.trpc.notifications.get.query()).toMatchObject({ budgetWarning: { on: false }, budgetOver: { on: false } });
  await client.trpc.notifications.update.mutate(quiet);
  await runNotificationPass(deps);
  expect(await sent()).toEqual([]);

  await client.trpc.notifications.update.mutate({ ...quiet, budgetWarning: { on: true }, budgetOver: { on: true } });
  await runNotificationPass(deps);
  // Groceries £85 of £100 = 85%: the warning (£15 left). Eating out £60 of £50: over by £10.
  // Personal care £10 of £100 = 10%: nothing.
  const first = [
    { kind: 'budgetOver', subject: 'eating-out', period: '2026-10-30', title: 'Eating out and takeaways: £10.00 over budget' },
    { kind: 'budgetWarning', subject: 'groceries', period: '2026-10-30', title: 'Groceries: £15.00 left this pay cycle' },
  ];
  expect(await sent()).toEqual(first);

  // More spending the next day, still under 100%: the warning is not sent again.
  now = new Date('2026-11-21T12:00:00Z');
  await spend('2026-11-21', 1_000, 'TESCO STORES 3301');
  await runNotificationPass(deps);
  expect(await sent()).toEqual(first);

  // Groceries passes 100% (£95 + £10 = £105): its over notice, once.
  now = new Date('2026-11-22T12:00:00Z');
  await spend('2026-11-22', 1_000, 'TESCO STORES 3301');
  await runNotificationPass(deps);
  now = new Date('2026-11-23T12:00:00Z');
  await runNotificationPass(deps);
  const second = [first[0]!, { kind: 'budgetOver', subject: 'groceries', period: '2026-10-30', title: 'Groceries: £5.00 over budget' }, first[1]!];
  expect(await sent()).toEqual(second);

  // The next cycle (from Tue 1 Dec): £90 of groceries is 90% again: a new warning for it.
  now = new Date('2026-12-02T12:00:00Z');
  await spend('2026-12-01', 9_000, 'TESCO STORES 2041');
  await runNotificationPass(deps);
  expect(await sent()).toEqual([
    ...second,
    { kind: 'budgetWarning', subject: 'groceries', period: '2026-12-01', title: 'Groceries: £10.00 left this pay cycle' },
  ]);
});
