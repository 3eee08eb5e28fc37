import { afterAll, beforeAll, expect, it } from 'vitest';
import { failureOf } from '../../support/api-client';
import { openEvents, waitFor } from '../../support/events';
import { startTestApp, type TestApp } from '../../support/test-app';
import { signedInUser } from '../../support/users';
import { insertAccount, insertBankBill, onboardedUser } from './support';

let now = new Date('2026-03-10T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: () => now, scheduler: false });
});
afterAll(() => t?.close());

const rent = { name: 'Flat', amount: '950', type: 'monthly', category: 'Rent', dueDate: '2026-03-28' } as const;

it('adds bills in pounds, stores pence, and lists them with the bank bills, highest amount first', async () => {
  now = new Date('2026-03-10T12:00:00Z');
  const { client, userId } = await onboardedUser(t, 'bills-add');

  const added = await client.trpc.bills.add.mutate(rent);
  expect(added).toMatchObject({
    name: 'Flat',
    amount: 95000,
    type: 'monthly',
    category: 'Rent',
    custom_category: null,
    due_date: '2026-03-28',
    is_paid: false,
    paid_at: null,
    source: 'manual',
    original_bank_bill: null,
    loan_id: null,
    user_id: userId,
    created_at: '2026-03-10T12:00:00.000Z',
  });
  const gym = await client.trpc.bills.add.mutate({ amount: '1,234.5', type: 'one-time', category: 'Custom', customCategory: ' Gym ' });
  expect(gym).toMatchObject({ name: '', amount: 123450, type: 'one-time', category: 'Custom', custom_category: 'Gym', due_date: null });
  // The custom text belongs to 'Custom' only.
  const tv = await client.trpc.bills.add.mutate({ name: 'TV', amount: '13.25', type: 'monthly', category: 'TV License', customCategory: 'ignored' });
  // The old spelling is still taken, and stored as a UK bill spells it.
  expect(tv.category).toBe('TV Licence');
  expect(tv.custom_category).toBeNull();

  const rows = await t.db.selectFrom('bills').select(['name', 'amount', 'source']).where('user_id', '=', userId).orderBy('amount').execute();
  expect(rows).toEqual([
    { name: 'TV', amount: 1325, source: 'manual' },
    { name: 'Flat', amount: 95000, source: 'manual' },
    { name: '', amount: 123450, source: 'manual' },
  ]);

  const account = await insertAccount(t, userId);
  const council = await insertBankBill(t, userId, account, { name: 'Council Tax', type: 'directDebit', amount: 15000, nextDate: '2026-04-01' });
  await insertBankBill(t, userId, account, { name: 'Old Gym', type: 'standingOrder', amount: 999_999, status: 'dismissed' });

  const list = await client.trpc.bills.list.query();
  expect(list.map((b) => [b.name, b.amount, b.source])).toEqual([
    ['', 123450, 'manual'],
    ['Flat', 95000, 'manual'],
    ['Council Tax', 15000, 'bank'],
    ['TV', 1325, 'manual'],
  ]);
  expect(list[2]).toMatchObject({ id: council, category: 'Direct Debit', due_date: '2026-04-01', original_bank_bill: { id: council, status: 'active' } });
});

it('refuses a bill without a category or a proper amount, with the form messages', async () => {
  const { client, userId } = await onboardedUser(t, 'bills-invalid');
  const fieldErrors = async (input: Record<string, unknown>) => (await failureOf(client.trpc.bills.add.mutate(input as never))).data?.fieldErrors;

  expect((await fieldErrors({ amount: '10', type: 'monthly' }))?.category).toEqual(['Please select a category']);
  expect((await fieldErrors({ amount: '10', type: 'monthly', category: '' }))?.category).toEqual(['Please select a category']);
  expect((await fieldErrors({ amount: '10', type: 'monthly', category: 'Yachts' }))?.category).toEqual(['Please select a category']);
  expect((await fieldErrors({ amount: '10', type: 'monthly', category: 'Custom' }))?.customCategory).toEqual(['Please enter a custom category']);
  expect((await fieldErrors({ amount: '10', type: 'monthly', category: 'Custom', customCategory: '  ' }))?.customCategory).toEqual([
    'Please enter a custom category',
  ]);
  expect((await fieldErrors({ type: 'monthly', category: 'Rent' }))?.amount).toEqual(['Please enter an amount']);
  expect((await fieldErrors({ amount: ' ', type: 'monthly', category: 'Rent' }))?.amount).toEqual(['Please enter an amount']);
  for (const amount of ['abc', '12.345', '-5', '1e3', '£10', '12,34']) {
    expect((await fieldErrors({ amount, type: 'monthly', category: 'Rent' }))?.amount, amount).toEqual(['Please enter an amount in pounds, like 12.50']);
  }
  for (const amount of ['0', '0.00']) {
    expect((await fieldErrors({ amount, type: 'monthly', category: 'Rent' }))?.amount, amount).toEqual(['Amount must be greater than 0']);
  }
  expect((await fieldErrors({ amount: '100000000', type: 'monthly', category: 'Rent' }))?.amount).toEqual(['Please enter an amount below £100,000,000']);
  expect((await fieldErrors({ amount: '10', type: 'weekly', category: 'Rent' }))?.type).toEqual(['Please choose monthly or one-time']);
  expect((await fieldErrors({ amount: '10', type: 'monthly', category: 'Rent', dueDate: '2026-02-30' }))?.dueDate).toEqual(['Please enter a valid due date']);
  // The smallest and largest amounts pass.
  expect((await client.trpc.bills.add.mutate({ amount: '0.01', type: 'monthly', category: 'Rent' })).amount).toBe(1);
  expect((await client.trpc.bills.add.mutate({ amount: '99999999.99', type: 'monthly', category: 'Rent' })).amount).toBe(9_999_999_999);
  expect(await t.db.selectFrom('bills').select('amount').where('user_id', '=', userId).orderBy('amount').execute()).toEqual([
    { amount: 1 },
    { amount: 9_999_999_999 },
  ]);
});

it('updates a bill with the edit categories, keeps its own category, and refuses bank bills', async () => {
  now = new Date('2026-03-10T12:00:00Z');
  const { client, userId } = await onboardedUser(t, 'bills-update');
  const bill = await client.trpc.bills.add.mutate(rent);

  now = new Date('2026-03-11T08:30:00Z');
  const edited = await client.trpc.bills.update.mutate({
    id: bill.id,
    name: 'Flat share',
    amount: '475.50',
    type: 'one-time',
    category: 'Other',
    customCategory: 'Lodging',
    dueDate: null,
  });
  expect(edited).toMatchObject({
    id: bill.id,
    name: 'Flat share',
    amount: 47550,
    type: 'one-time',
    category: 'Other',
    custom_category: 'Lodging',
    due_date: null,
    created_at: '2026-03-10T12:00:00.000Z',
    updated_at: '2026-03-11T08:30:00.000Z',
  });
  const housing = await client.trpc.bills.update.mutate({
    id: bill.id,
    name: 'Flat share',
    amount: '475.50',
    type: 'monthly',
    category: 'Housing',
    customCategory: 'Lodging',
    dueDate: '2026-03-01',
  });
  expect(housing).toMatchObject({ category: 'Housing', custom_category: null, type: 'monthly', due_date: '2026-03-01' });
  // An add-dialog category stays acceptable when editing.
  expect((await client.trpc.bills.update.mutate({ id: bill.id, amount: '475.50', type: 'monthly', category: 'Mortgage' })).category).toBe('Mortgage');

  // Onboarding's major bill keeps its own category through an edit; another unknown one is refused.
  const major = await t.db
    .insertInto('bills')
    .values({ user_id: userId, name: 'Car finance', amount: 20000, category: 'Major Bill', type: 'expense', custom_category: null, paid_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect((await client.trpc.bills.list.query()).find((b) => b.id === major.id)?.type).toBe('monthly');
  expect(await client.trpc.bills.update.mutate({ id: major.id, name: 'Car finance', amount: '210', type: 'monthly', category: 'Major Bill' })).toMatchObject({
    amount: 21000,
    category: 'Major Bill',
    type: 'monthly',
  });
  const unknown = await failureOf(client.trpc.bills.update.mutate({ id: major.id, name: 'Car finance', amount: '210', type: 'monthly', category: 'Yachts' }));
  expect(unknown.message).toBe('Please select a category');
  expect(
    (await failureOf(client.trpc.bills.update.mutate({ id: bill.id, amount: '', type: 'monthly', category: 'Housing' }))).data?.fieldErrors?.amount,
  ).toEqual(['Please enter an amount']);

  const account = await insertAccount(t, userId);
  const bankBill = await insertBankBill(t, userId, account, { name: 'Octopus Energy', type: 'directDebit', amount: 8000, nextDate: '2026-03-15' });
  const refused = await failureOf(client.trpc.bills.update.mutate({ id: bankBill, name: 'Mine now', amount: '1', type: 'monthly', category: 'Utilities' }));
  expect(refused.message).toBe("Bank bills can't be directly edited as they sync from your bank");
  expect(refused.data?.code).toBe('BAD_REQUEST');
  expect(await t.db.selectFrom('bank_bills').select(['name', 'amount']).where('id', '=', bankBill).executeTakeFirst()).toEqual({
    name: 'Octopus Energy',
    amount: 8000,
  });

  const missing = await failureOf(
    client.trpc.bills.update.mutate({ id: '00000000-0000-4000-8000-000000000000', amount: '1', type: 'monthly', category: 'Housing' }),
  );
  expect(missing.data?.code).toBe('NOT_FOUND');
});

it('marks a bill paid at the clock time and unpaid again; bank bills are managed automatically', async () => {
  now = new Date('2026-03-12T09:15:00Z');
  const { client, userId } = await onboardedUser(t, 'bills-paid');
  const bill = await client.trpc.bills.add.mutate(rent);

  const paid = await client.trpc.bills.setPaid.mutate({ id: bill.id, paid: true });
  expect(paid).toMatchObject({ is_paid: true, paid_at: '2026-03-12T09:15:00.000Z' });
  const row = await t.db.selectFrom('bills').select(['is_paid', 'paid_at']).where('id', '=', bill.id).executeTakeFirstOrThrow();
  expect(row).toEqual({ is_paid: true, paid_at: new Date('2026-03-12T09:15:00Z') });
  expect((await client.trpc.bills.list.query())[0]).toMatchObject({ id: bill.id, is_paid: true });

  now = new Date('2026-03-13T10:00:00Z');
  const unpaid = await client.trpc.bills.setPaid.mutate({ id: bill.id, paid: false });
  expect(unpaid).toMatchObject({ is_paid: false, paid_at: null, updated_at: '2026-03-13T10:00:00.000Z' });
  expect(await t.db.selectFrom('bills').select(['is_paid', 'paid_at']).where('id', '=', bill.id).executeTakeFirstOrThrow()).toEqual({
    is_paid: false,
    paid_at: null,
  });

  const account = await insertAccount(t, userId);
  const bankBill = await insertBankBill(t, userId, account, { name: 'Netflix', type: 'directDebit', amount: 1099, nextDate: '2026-03-20' });
  const refused = await failureOf(client.trpc.bills.setPaid.mutate({ id: bankBill, paid: true }));
  expect(refused.message).toBe('Payment status for bank bills is managed automatically');
  expect(await t.db.selectFrom('bank_bills').select(['status', 'paid_at']).where('id', '=', bankBill).executeTakeFirst()).toEqual({
    status: 'active',
    paid_at: null,
  });
  expect((await failureOf(client.trpc.bills.setPaid.mutate({ id: '00000000-0000-4000-8000-000000000000', paid: true }))).data?.code).toBe('NOT_FOUND');
});

it('removes the user’s own bills; bank bills are not removed here', async () => {
  const { client, userId } = await onboardedUser(t, 'bills-remove');
  const bill = await client.trpc.bills.add.mutate(rent);
  const keep = await client.trpc.bills.add.mutate({ ...rent, name: 'Keep' });
  const account = await insertAccount(t, userId);
  const bankBill = await insertBankBill(t, userId, account, { name: 'Water', type: 'directDebit', amount: 3000 });

  expect(await client.trpc.bills.remove.mutate({ id: bill.id })).toEqual({ ok: true });
  expect((await failureOf(client.trpc.bills.remove.mutate({ id: bill.id }))).data?.code).toBe('NOT_FOUND');
  expect((await failureOf(client.trpc.bills.remove.mutate({ id: bankBill }))).data?.code).toBe('NOT_FOUND');
  expect((await client.trpc.bills.list.query()).map((b) => b.id)).toEqual([keep.id, bankBill]);
});

it('sums the bills: manual plus current-account bank bills, savings-account bank bills apart, per kind', async () => {
  const { client, userId } = await onboardedUser(t, 'bills-summary');
  expect(await client.trpc.bills.summary.query()).toEqual({
    total: 0,
    manualTotal: 0,
    bankCurrentTotal: 0,
    bankSavingsTotal: 0,
    byType: { standingOrder: 0, directDebit: 0, inferred: 0 },
    // No pay day: the bills' default 28 (decision 010): 28 Feb - 27 Mar.
    cycle: { startDate: '2026-02-28', endDate: '2026-03-27' },
  });

  await client.trpc.bills.add.mutate({ amount: '100.10', type: 'monthly', category: 'Rent' });
  await client.trpc.bills.add.mutate({ amount: '0.90', type: 'one-time', category: 'Pets' });
  const current = await insertAccount(t, userId);
  const savings = await insertAccount(t, userId, 'SavingsAccount');
  await insertBankBill(t, userId, current, { name: 'Rent SO', type: 'standingOrder', amount: 50000 });
  await insertBankBill(t, userId, current, { name: 'Energy', type: 'directDebit', amount: 7000, status: 'PAID' });
  await insertBankBill(t, userId, current, { name: 'Gym', type: 'inferred', amount: 2500 });
  await insertBankBill(t, userId, current, { name: 'Gone', type: 'directDebit', amount: 100000, status: 'dismissed' });
  await insertBankBill(t, userId, savings, { name: 'ISA top-up', type: 'standingOrder', amount: 20000 });

  // Due this cycle (issue 11): manual 10010 (the one-time 90 has no date, so it is not due in
  // the cycle); current 50000 + 7000 + 2500 = 59500; savings 20000.
  expect(await client.trpc.bills.summary.query()).toEqual({
    total: 69510,
    manualTotal: 10010,
    bankCurrentTotal: 59500,
    bankSavingsTotal: 20000,
    byType: { standingOrder: 70000, directDebit: 7000, inferred: 2500 },
    cycle: { startDate: '2026-02-28', endDate: '2026-03-27' },
  });
});

it('counts the bank payments by kind with the cycle rule, so the kinds add up to the bank part of the total', async () => {
  // No pay day: the bills' cycle is 28 Feb - 27 Mar 2026 (decision 010's default 28).
  //   Weekly direct debit £10.00 from Tue 3 Mar: 3, 10, 17, 24 Mar (31 Mar is past the cycle,
  //     24 Feb before it): 4 x 1,000 = 4,000 (each bill once would say 1,000)
  //   Yearly direct debit £169.50 on 1 Aug: not due this cycle, 0 (each bill once: 16,950)
  //   Yearly standing order £180.00 on 20 Mar: due this cycle once, 18,000
  //   Monthly inferred £25.00 on the 15th: 2,500
  // direct debits 4,000; standing orders 18,000; other 2,500; together 24,500 = the bank part.
  const { client, userId } = await onboardedUser(t, 'bills-by-kind');
  const current = await insertAccount(t, userId);
  await insertBankBill(t, userId, current, { name: 'Window cleaner', type: 'directDebit', amount: 1000, frequency: 'weekly', nextDate: '2026-03-03' });
  await insertBankBill(t, userId, current, { name: 'TV Licence', type: 'directDebit', amount: 16950, frequency: 'yearly', nextDate: '2026-08-01' });
  await insertBankBill(t, userId, current, { name: 'Car tax', type: 'standingOrder', amount: 18000, frequency: 'yearly', nextDate: '2026-03-20' });
  await insertBankBill(t, userId, current, { name: 'Gym', type: 'inferred', amount: 2500, nextDate: '2026-03-15' });

  const summary = await client.trpc.bills.summary.query();
  expect(summary).toEqual({
    total: 24500,
    manualTotal: 0,
    bankCurrentTotal: 24500,
    bankSavingsTotal: 0,
    byType: { standingOrder: 18000, directDebit: 4000, inferred: 2500 },
    cycle: { startDate: '2026-02-28', endDate: '2026-03-27' },
  });
  expect(summary.byType.standingOrder + summary.byType.directDebit + summary.byType.inferred).toBe(summary.bankCurrentTotal + summary.bankSavingsTotal);
});

it("tells the user's open pages that their bills changed", async () => {
  const { client } = await onboardedUser(t, 'bills-events');
  const stream = openEvents(t.baseUrl, client);
  await stream.connected;
  const bill = await client.trpc.bills.add.mutate(rent);
  await client.trpc.bills.update.mutate({ id: bill.id, amount: '1', type: 'monthly', category: 'Rent' });
  await client.trpc.bills.setPaid.mutate({ id: bill.id, paid: true });
  await client.trpc.bills.remove.mutate({ id: bill.id });
  await waitFor(() => stream.events.filter((e) => e.includes('"bills"')).length === 4);
  stream.close();
  await stream.done;
});

it('needs a signed-in user who has finished onboarding', async () => {
  const { client } = await onboardedUser(t, 'bills-guard-owner');
  const bill = await client.trpc.bills.add.mutate(rent);
  const id = bill.id;
  const calls = (c: ReturnType<TestApp['client']>) => [
    () => c.trpc.bills.list.query(),
    () => c.trpc.bills.summary.query(),
    () => c.trpc.bills.add.mutate(rent),
    () => c.trpc.bills.update.mutate({ id, ...rent }),
    () => c.trpc.bills.setPaid.mutate({ id, paid: true }),
    () => c.trpc.bills.remove.mutate({ id }),
  ];

  for (const call of calls(t.client())) {
    const error = await failureOf(call());
    expect(error.data?.code).toBe('UNAUTHORIZED');
  }
  const halfway = await signedInUser(t, 'bills-not-onboarded');
  for (const call of calls(halfway.client)) {
    const error = await failureOf(call());
    expect(error.data?.code).toBe('FORBIDDEN');
    expect(error.data?.appCode).toBe('ONBOARDING_INCOMPLETE');
  }
  expect(await t.db.selectFrom('bills').select(['amount', 'is_paid']).where('id', '=', id).execute()).toEqual([{ amount: 95000, is_paid: false }]);
  expect(await t.db.selectFrom('bills').select('id').where('user_id', '=', halfway.userId).execute()).toEqual([]);
});
