import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Deps } from '../../../src/server/deps';
import { afterSync } from '../../../src/server/modules/bank/service';
import { runNotificationPass } from '../../../src/server/modules/notifications/service';
import type { NotificationSettingsInput } from '../../../src/shared/schemas/notifications';
import { startHttpReceiver } from '../../support/http-receiver';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDeps } from '../../support/test-deps';
import { insertAccount, insertBankBill, insertBankRows, onboardedUser, SHAPES } from './support';

// Issue 25 (decision 048) through tRPC: the Subscriptions view's totals, every cadence in the
// pay cycle, "cancelled" and "not a bill" kept across re-detection, the price-rise
// notification once, renewal and free-trial reminders, and the same-bill match undone.
// Today is Friday 27 November 2026 (GMT: London time is UTC). Pay day 25: this cycle is
// 25 Nov .. 23 Dec (Christmas Day, a Friday, moves the next pay back to Thursday 24th).

let now = new Date('2026-11-27T09:00:00Z');
const clock = () => now;
let t: TestApp;
let deps: Deps;
let receiver: Awaited<ReturnType<typeof startHttpReceiver>>;

beforeAll(async () => {
  receiver = await startHttpReceiver();
  t = await startTestApp({ clock, scheduler: false });
  deps = await testDeps(t.database, { clock, config: { appOrigin: t.baseUrl } });
});
afterAll(async () => {
  await deps?.events.close();
  await t?.close();
  await receiver?.close();
});
beforeEach(() => {
  now = new Date('2026-11-27T09:00:00Z');
});

it('lists every regular payment by kind with its yearly cost, and the totals a year and a month', async () => {
  const { client, userId } = await onboardedUser(t, 'subs-view', 25);
  await client.trpc.bills.add.mutate({
    name: 'Spotify',
    amount: '11.99',
    type: 'monthly',
    frequency: 'monthly',
    category: 'Subscriptions',
    dueDate: '2026-12-05',
  });
  await client.trpc.bills.add.mutate({
    name: 'Cleaner',
    amount: '47',
    type: 'monthly',
    frequency: 'weekly',
    category: 'Custom',
    customCategory: 'Cleaning',
    dueDate: '2026-12-01',
  });
  await client.trpc.bills.add.mutate({ name: 'Sofa', amount: '400', type: 'one-time', category: 'Custom', customCategory: 'Home', dueDate: '2027-01-15' });
  const account = await insertAccount(t, userId);
  await insertBankBill(t, userId, account, { name: 'Octopus Energy', type: 'directDebit', amount: 8_900, nextDate: '2026-12-03' });
  await insertBankBill(t, userId, account, { name: 'Aviva Insurance', type: 'directDebit', amount: 24_000, frequency: 'yearly', nextDate: '2027-03-10' });
  await insertBankBill(t, userId, account, { name: 'Council Tax', type: 'directDebit', amount: 18_000, frequency: 'ten-monthly', nextDate: '2026-12-01' });

  const view = await client.trpc.bills.subscriptions.query();
  // By hand, a year of each:
  //   Council Tax 180.00 × 10 = 1,800.00 and Octopus 89.00 × 12 = 1,068.00: home 2,868.00
  //   Spotify 11.99 × 12 = 143.88: subscriptions
  //   Aviva 240.00 × 1: insurance
  //   Cleaner 47.00 × 52 = 2,444.00: other
  //   The one-time Sofa is not a regular payment.
  expect(view.groups.map((g) => [g.kind, g.items.map((i) => [i.name, i.yearly]), g.yearly])).toEqual([
    [
      'home',
      [
        ['Council Tax', 180_000],
        ['Octopus Energy', 106_800],
      ],
      286_800,
    ],
    ['subscriptions', [['Spotify', 14_388]], 14_388],
    ['insurance', [['Aviva Insurance', 24_000]], 24_000],
    ['other', [['Cleaner', 244_400]], 244_400],
  ]);
  // 286,800 + 14,388 + 24,000 + 244,400 = 569,588 a year; ÷ 12 = 47,465.67, rounded up 47,466.
  expect(view.yearlyTotal).toBe(569_588);
  expect(view.monthlyTotal).toBe(47_466);
  const cleaner = view.groups.at(-1)!.items[0]!;
  // Weekly from Tuesday 1 Dec; put aside 244,400 ÷ 12 = 20,366.67, rounded up.
  expect(cleaner).toMatchObject({ frequency: 'weekly', amount: 4_700, nextDate: '2026-12-01', monthlyShare: 20_367 });
  // Aviva yearly: 24,000 ÷ 12 = 2,000 a month put aside.
  expect(view.groups[2]!.items[0]).toMatchObject({ frequency: 'yearly', nextDate: '2027-03-10', monthlyShare: 2_000, route: 'directDebit' });

  // The cycle 25 Nov .. 23 Dec: the Cleaner on the Tuesdays 1, 8, 15 and 22 Dec = 4 × 47.00 =
  // 188.00, plus Spotify 11.99 once: 199.99. Bank: Octopus 89.00 + Council Tax 180.00 = 269.00;
  // Aviva falls in March.
  const summary = await client.trpc.bills.summary.query();
  expect(summary.cycle).toEqual({ startDate: '2026-11-25', endDate: '2026-12-23' });
  expect(summary.manualTotal).toBe(19_999);
  expect(summary.bankCurrentTotal).toBe(26_900);
  // The bills list says how often, not "a month" for the weekly one.
  const listed = await client.trpc.bills.list.query();
  expect(listed.find((b) => b.name === 'Cleaner')).toMatchObject({ type: 'monthly', frequency: 'weekly' });
});

it('keeps "cancelled" and "not a bill" after the bills are found again, and stops counting them', async () => {
  const { client, userId } = await onboardedUser(t, 'subs-status', 25);
  const account = await insertAccount(t, userId);
  const dd = (counterparty: string, amount: number, date: string) => ({
    account,
    date,
    amount,
    counterparty,
    description: counterparty,
    ...SHAPES.directDebit,
  });
  await insertBankRows(t, userId, [
    dd('NETFLIX.COM', -1_099, '2026-08-14'),
    dd('NETFLIX.COM', -1_099, '2026-09-14'),
    dd('NETFLIX.COM', -1_099, '2026-10-14'),
    dd('NETFLIX.COM', -1_099, '2026-11-14'),
    dd('OCTOPUS ENERGY', -8_900, '2026-08-03'),
    dd('OCTOPUS ENERGY', -8_900, '2026-09-03'),
    dd('OCTOPUS ENERGY', -8_900, '2026-10-03'),
    dd('OCTOPUS ENERGY', -8_900, '2026-11-03'),
  ]);
  await afterSync(deps, userId, []);
  await client.trpc.bills.add.mutate({ name: 'Gym', amount: '30', type: 'monthly', category: 'Memberships', dueDate: '2026-12-10' });
  const before = await client.trpc.bills.list.query();
  const netflix = before.find((b) => b.name.toUpperCase().includes('NETFLIX'))!;
  const octopus = before.find((b) => b.name.toUpperCase().includes('OCTOPUS'))!;
  const gym = before.find((b) => b.name === 'Gym')!;
  expect([netflix, octopus, gym].every(Boolean)).toBe(true);

  await client.trpc.bills.setStatus.mutate({ id: netflix.id, status: 'cancelled' });
  await client.trpc.bills.setStatus.mutate({ id: octopus.id, status: 'not-a-bill' });
  await client.trpc.bills.setStatus.mutate({ id: gym.id, status: 'cancelled' });

  // Another month of payments, and the bills are found again.
  now = new Date('2026-12-15T09:00:00Z');
  await insertBankRows(t, userId, [dd('NETFLIX.COM', -1_099, '2026-12-14'), dd('OCTOPUS ENERGY', -8_900, '2026-12-03')]);
  await afterSync(deps, userId, []);

  const view = await client.trpc.bills.subscriptions.query();
  expect(view.groups).toEqual([]);
  expect(view.yearlyTotal).toBe(0);
  expect(view.setAside.map((i) => [i.id, i.status]).sort()).toEqual(
    [
      [netflix.id, 'cancelled'],
      [octopus.id, 'not-a-bill'],
      [gym.id, 'cancelled'],
    ].sort(),
  );
  expect(await client.trpc.bills.list.query()).toEqual([]);
  const summary = await client.trpc.bills.summary.query();
  expect(summary.total).toBe(0);

  // Undone: Netflix counts again, 10.99 × 12 = 131.88 a year.
  await client.trpc.bills.setStatus.mutate({ id: netflix.id, status: 'active' });
  const again = await client.trpc.bills.subscriptions.query();
  expect(again.yearlyTotal).toBe(13_188);
});

const allOff: NotificationSettingsInput = {
  email: false,
  ntfyUrl: null,
  webhookUrl: null,
  quietHours: null,
  billDue: { on: false, days: 3 },
  bankConsent: { on: false },
  lowBalance: { on: false, below: '' },
  paydaySummary: { on: false },
  weeklySummary: { on: false },
  priceRise: { on: false },
  renewal: { on: false, over: '50' },
};

it('sends a price rise once, on the channel chosen, with what it costs more in a year', async () => {
  const { client, userId } = await onboardedUser(t, 'subs-rise');
  await client.trpc.notifications.update.mutate({ ...allOff, webhookUrl: `${receiver.url}/rise`, priceRise: { on: true } });
  const account = await insertAccount(t, userId);
  const id = await insertBankBill(t, userId, account, { name: 'Netflix', type: 'inferred', amount: 1_299, nextDate: '2026-12-17' });
  await t.db.updateTable('bank_bills').set({ previous_amount: 1_099, amount_changed_on: '2026-11-17' }).where('id', '=', id).execute();

  await runNotificationPass(deps);
  now = new Date('2026-11-28T09:00:00Z');
  await runNotificationPass(deps);

  const hooks = receiver.on('/rise');
  expect(hooks).toHaveLength(1);
  // (12.99 − 10.99) × 12 = 24.00 a year.
  expect(JSON.parse(hooks[0]!.body)).toMatchObject({
    kind: 'priceRise',
    title: 'Netflix went up to £12.99',
    body: 'Netflix went up from £10.99 to £12.99 on 17 Nov: £24 more a year. See it, or how to cancel, in My Bills > Subscriptions.',
  });
  // And the bill says so.
  const view = await client.trpc.bills.subscriptions.query();
  expect(view.groups[0]!.items[0]!.priceRise).toEqual({ from: 1_099, to: 1_299, on: '2026-11-17', moreAYear: 2_400 });
});

it('reminds 7 days before a yearly payment over £50, once, and not for smaller ones', async () => {
  const { client, userId } = await onboardedUser(t, 'subs-renew');
  expect((await client.trpc.notifications.get.query()).renewal).toEqual({ on: true, over: '50.00' });
  await client.trpc.notifications.update.mutate({ ...allOff, webhookUrl: `${receiver.url}/renew`, renewal: { on: true, over: '50' } });
  const account = await insertAccount(t, userId);
  // Friday 27 Nov + 7 days = Friday 4 Dec.
  await insertBankBill(t, userId, account, { name: 'AA Breakdown', type: 'directDebit', amount: 12_000, frequency: 'yearly', nextDate: '2026-12-04' });
  await insertBankBill(t, userId, account, { name: 'Cloud Storage', type: 'inferred', amount: 4_000, frequency: 'yearly', nextDate: '2026-12-04' });
  await client.trpc.bills.add.mutate({
    name: 'TV Licence',
    amount: '174.50',
    type: 'monthly',
    frequency: 'yearly',
    category: 'TV Licence',
    dueDate: '2026-12-05',
  });

  await runNotificationPass(deps);
  expect(receiver.on('/renew').map((h) => JSON.parse(h.body).title)).toEqual(['AA Breakdown renews in 7 days']);

  // A day later the TV Licence is 7 days away; AA Breakdown is not sent again.
  now = new Date('2026-11-28T09:00:00Z');
  await runNotificationPass(deps);
  const titles = receiver.on('/renew').map((h) => JSON.parse(h.body).title);
  expect(titles).toEqual(['AA Breakdown renews in 7 days', 'TV Licence renews in 7 days']);
  expect(JSON.parse(receiver.on('/renew')[1]!.body).body).toBe(
    'TV Licence (£174.50 every year) is due on Saturday 5 December 2026. If you no longer want it, now is the time to cancel: My Bills > Subscriptions shows how.',
  );
});

it('reminds 3 days before a free trial ends', async () => {
  const { client } = await onboardedUser(t, 'subs-trial');
  await client.trpc.notifications.update.mutate({ ...allOff, webhookUrl: `${receiver.url}/trial`, renewal: { on: true, over: '50' } });
  // 27 Nov + 3 = 30 Nov; the other ends 1 Dec (4 days: not yet).
  await client.trpc.bills.add.mutate({
    name: 'Disney+',
    amount: '7.99',
    type: 'monthly',
    category: 'Subscriptions',
    dueDate: '2026-12-01',
    trialEndsOn: '2026-11-30',
  });
  await client.trpc.bills.add.mutate({
    name: 'Audible',
    amount: '7.99',
    type: 'monthly',
    category: 'Subscriptions',
    dueDate: '2026-12-02',
    trialEndsOn: '2026-12-01',
  });

  await runNotificationPass(deps);
  now = new Date('2026-11-27T12:00:00Z');
  await runNotificationPass(deps);
  const hooks = receiver.on('/trial').map((h) => JSON.parse(h.body));
  expect(hooks.map((h) => h.title)).toEqual(['Your Disney+ free trial ends in 3 days']);
  expect(hooks[0].body).toBe(
    "Your free trial of Disney+ ends on Monday 30 November 2026; after that it costs £7.99 every month. Cancel before then if you don't want to pay.",
  );
});

it('shows on the bank bill the bill the person said is the same, and undoes the match', async () => {
  const { client, userId } = await onboardedUser(t, 'subs-same');
  const account = await insertAccount(t, userId);
  const rent = await client.trpc.bills.add.mutate({ name: 'Rent', amount: '950', type: 'monthly', category: 'Rent', dueDate: '2026-12-01' });
  const bank = await insertBankBill(t, userId, account, { name: 'P Jones Landlord', type: 'standingOrder', amount: 85_000, nextDate: '2026-12-01' });
  await t.db.updateTable('bill_bank_matches').set({ answer: 'same' }).where('user_id', '=', userId).execute();
  // The pair may not have been asked yet (the bank bill came after the typed one): keep it so.
  await t.db
    .insertInto('bill_bank_matches')
    .values({ user_id: userId, bill_id: rent.id, account_id: account, vendor: 'P JONES LANDLORD', answer: 'same' })
    .onConflict((oc) => oc.columns(['user_id', 'bill_id', 'account_id', 'vendor']).doUpdateSet({ answer: 'same' }))
    .execute();

  const list = await client.trpc.bills.list.query();
  expect(list.map((b) => b.name)).toEqual(['P Jones Landlord']);
  expect(list[0]!.added_as).toEqual({ billId: rent.id, name: 'Rent', amount: 95_000 });

  await client.trpc.bills.undoSameBill.mutate({ id: bank });
  const after = await client.trpc.bills.list.query();
  expect(after.map((b) => [b.name, b.added_as ?? null])).toEqual([
    ['Rent', null],
    ['P Jones Landlord', null],
  ]);
});

it('counts a weekly bill as paid for the one week it was paid', async () => {
  // Pay day 25: from Friday 27 Nov the days before payday run to 23 Dec.
  const { client } = await onboardedUser(t, 'subs-weekly-paid', 25);
  // Weekly on Tuesdays from 1 Dec; paid on Friday 27 Nov for the 1 Dec one.
  const cleaner = await client.trpc.bills.add.mutate({
    name: 'Cleaner',
    amount: '47',
    type: 'monthly',
    frequency: 'weekly',
    category: 'Custom',
    customCategory: 'Cleaning',
    dueDate: '2026-12-01',
  });
  await client.trpc.bills.setPaid.mutate({ id: cleaner.id, paid: true });
  expect((await client.trpc.bills.list.query())[0]).toMatchObject({ is_paid: true });
  // Left to spend: the Tuesdays 1, 8, 15 and 22 Dec, less the paid 1 Dec = 8, 15, 22 Dec: 3 × 47.00 = 141.00.
  const left = await client.trpc.dashboard.leftToSpend.query();
  expect(left.bills.map((b) => b.date)).toEqual(['2026-12-08', '2026-12-15', '2026-12-22']);
  expect(left.billsTotal).toBe(14_100);
  // Tuesday 1 Dec: still the paid one.
  now = new Date('2026-12-01T18:00:00Z');
  expect((await client.trpc.bills.list.query())[0]).toMatchObject({ is_paid: true });
  // Wednesday 2 Dec: the next is Tuesday 8 Dec, not paid yet.
  now = new Date('2026-12-02T09:00:00Z');
  expect((await client.trpc.bills.list.query())[0]).toMatchObject({ is_paid: false, paid_at: null });
});
