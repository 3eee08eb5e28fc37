import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { failureOf } from '../../support/api-client';
import { openEvents, waitFor } from '../../support/events';
import { startTestApp, type TestApp } from '../../support/test-app';
import { signedInUser } from '../../support/users';
import { insertAccount, insertTransaction, onboardedUser } from './support';

let now = new Date('2026-03-10T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: () => now, scheduler: false });
});
afterAll(() => t?.close());

const car = { name: 'Car Loan', amount: '1200', monthlyPayment: '100', finalPaymentDate: '2026-08-05' };

async function billsOf(userId: string) {
  return t.db
    .selectFrom('bills')
    .select(['id', 'name', 'amount', 'type', 'category', 'due_date', 'is_paid', 'loan_id'])
    .where('user_id', '=', userId)
    .orderBy('name')
    .execute();
}

it('adds a loan with its monthly payment bill, and lists it with its progress', async () => {
  now = new Date('2026-03-10T12:00:00Z');
  const { client, userId } = await onboardedUser(t, 'loan-add');
  const added = await client.trpc.loans.add.mutate(car);
  // 1200 / 100 = 12 payments; payment dates left on the 5th from 10 March to 5 August:
  // April, May, June, July, August = 5; paid 12 - 5 = 7; balance left 5 x £100.
  const progress = { totalPayments: 12, paidPayments: 7, remainingPayments: 5, remainingBalance: 50000 };
  expect(added.loan).toEqual({
    id: added.loan.id,
    name: 'Car Loan',
    amount: 120000,
    monthlyPayment: 10000,
    incomePercentage: null,
    finalPaymentDate: '2026-08-05',
    // No payment day sent (a script may leave it out): the final payment date's day.
    paymentDay: 5,
    progress,
  });
  expect(added.linkedBill).toEqual({ outcome: 'added', billId: added.linkedBill.billId, message: 'Monthly payment for Car Loan added to your bills' });

  expect(await billsOf(userId)).toEqual([
    {
      id: added.linkedBill.billId,
      name: 'Car Loan Payment',
      amount: 10000,
      type: 'monthly',
      category: 'Loan Payment',
      // Due on the next payment day, 5 April, not on the day it was added (issue 22, item 8).
      due_date: '2026-04-05',
      is_paid: false,
      loan_id: added.loan.id,
    },
  ]);
  const listed = await client.trpc.bills.list.query();
  expect(listed).toHaveLength(1);
  expect(listed[0]).toMatchObject({ name: 'Car Loan Payment', source: 'manual', loan_id: added.loan.id });

  expect(await client.trpc.loans.list.query()).toEqual([added.loan]);
  const stored = await t.db.selectFrom('large_bills').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  expect(stored).toMatchObject({ name: 'Car Loan', amount: 120000, monthly_payment: 10000, income_percentage: null, final_payment_date: '2026-08-05' });

  // Progress moves with the clock: on 6 April the April payment is gone too.
  now = new Date('2026-04-06T12:00:00Z');
  expect((await client.trpc.loans.list.query())[0]!.progress).toEqual({ totalPayments: 12, paidPayments: 8, remainingPayments: 4, remainingBalance: 40000 });
});

it('keeps the payment bill in step when the loan is saved, and adds it back when it was deleted', async () => {
  now = new Date('2026-03-10T12:00:00Z');
  const { client, userId } = await onboardedUser(t, 'loan-update');
  const { loan, linkedBill } = await client.trpc.loans.add.mutate(car);
  await client.trpc.bills.setPaid.mutate({ id: linkedBill.billId, paid: true });

  now = new Date('2026-03-20T12:00:00Z');
  const updated = await client.trpc.loans.update.mutate({
    id: loan.id,
    name: 'Van Loan',
    amount: '900.50',
    monthlyPayment: '150.25',
    finalPaymentDate: '2026-12-31',
  });
  expect(updated.linkedBill).toEqual({ outcome: 'updated', billId: linkedBill.billId, message: 'Monthly payment updated for Van Loan' });
  expect(updated.loan).toMatchObject({ id: loan.id, name: 'Van Loan', amount: 90050, monthlyPayment: 15025, finalPaymentDate: '2026-12-31' });
  // The name and amount follow the loan and the bill is unpaid again (spec 02 §8: is_paid
  // false). The payment day moved with the final date (the 5th -> the 31st, none was chosen),
  // so the bill falls due on the next 31st from 20 March.
  expect(await billsOf(userId)).toEqual([
    {
      id: linkedBill.billId,
      name: 'Van Loan Payment',
      amount: 15025,
      type: 'monthly',
      category: 'Loan Payment',
      due_date: '2026-03-31',
      is_paid: false,
      loan_id: loan.id,
    },
  ]);
  const paidAt = await t.db.selectFrom('bills').select('paid_at').where('id', '=', linkedBill.billId).executeTakeFirstOrThrow();
  expect(paidAt.paid_at).toBeNull();

  // Deleting the bill leaves the loan; saving the loan adds the bill back, due on the next payment day.
  await client.trpc.bills.remove.mutate({ id: linkedBill.billId });
  expect(await client.trpc.loans.list.query()).toHaveLength(1);
  const again = await client.trpc.loans.update.mutate({
    id: loan.id,
    name: 'Van Loan',
    amount: '900.50',
    monthlyPayment: '160',
    finalPaymentDate: '2026-12-31',
  });
  expect(again.linkedBill).toMatchObject({ outcome: 'readded', message: 'Monthly payment added for Van Loan' });
  expect(again.linkedBill.billId).not.toBe(linkedBill.billId);
  expect(await billsOf(userId)).toEqual([
    {
      id: again.linkedBill.billId,
      name: 'Van Loan Payment',
      amount: 16000,
      type: 'monthly',
      category: 'Loan Payment',
      due_date: '2026-03-31',
      is_paid: false,
      loan_id: loan.id,
    },
  ]);
  expect((await client.trpc.loans.update.mutate({ id: loan.id, ...car })).linkedBill.outcome).toBe('updated');
});

it('adds a deleted payment bill back once when the loan is saved twice at the same time', async () => {
  const { client, userId } = await onboardedUser(t, 'loan-race');
  const { loan, linkedBill } = await client.trpc.loans.add.mutate(car);
  await client.trpc.bills.remove.mutate({ id: linkedBill.billId });
  const saves = await Promise.all([1, 2].map(() => client.trpc.loans.update.mutate({ id: loan.id, ...car })));
  expect(saves.map((s) => s.linkedBill.outcome).sort()).toEqual(['readded', 'updated']);
  expect(saves[0]!.linkedBill.billId).toBe(saves[1]!.linkedBill.billId);
  expect(await billsOf(userId)).toHaveLength(1);
});

it('removes a loan with its payment bill, and leaves other bills alone', async () => {
  const { client, userId } = await onboardedUser(t, 'loan-remove');
  const one = await client.trpc.loans.add.mutate(car);
  const two = await client.trpc.loans.add.mutate({ ...car, name: 'Sofa' });
  const own = await client.trpc.bills.add.mutate({ amount: '50', type: 'monthly', category: 'Phone' });

  expect(await client.trpc.loans.remove.mutate({ id: one.loan.id })).toEqual({ ok: true });
  expect((await client.trpc.loans.list.query()).map((l) => l.id)).toEqual([two.loan.id]);
  expect((await billsOf(userId)).map((b) => b.id).sort()).toEqual([own.id, two.linkedBill.billId].sort());
  expect((await failureOf(client.trpc.loans.remove.mutate({ id: one.loan.id }))).data?.code).toBe('NOT_FOUND');
  expect((await failureOf(client.trpc.loans.update.mutate({ id: one.loan.id, ...car }))).data?.code).toBe('NOT_FOUND');
  // A failed update adds nothing.
  expect(await billsOf(userId)).toHaveLength(2);
});

it('refuses a loan with a missing field or an amount that is not digits and a decimal point', async () => {
  const { client, userId } = await onboardedUser(t, 'loan-invalid');
  const failure = (input: Record<string, unknown>) => failureOf(client.trpc.loans.add.mutate(input as never));
  for (const field of ['name', 'amount', 'monthlyPayment', 'finalPaymentDate'] as const) {
    const { [field]: _left, ...rest } = car;
    expect((await failure(rest)).data?.fieldErrors?.[field], field).toEqual(['Please fill in all required fields']);
    expect((await failure({ ...car, [field]: '  ' })).data?.fieldErrors?.[field], field).toEqual(['Please fill in all required fields']);
  }
  for (const amount of ['1,200', '12.345', '-5', 'ten', '.5', '5.']) {
    expect((await failure({ ...car, amount })).data?.fieldErrors?.amount, amount).toEqual([
      'Amounts can only contain digits and a decimal point, with up to 2 decimal places',
    ]);
    expect((await failure({ ...car, monthlyPayment: amount })).data?.fieldErrors?.monthlyPayment, amount).toEqual([
      'Amounts can only contain digits and a decimal point, with up to 2 decimal places',
    ]);
  }
  expect((await failure({ ...car, monthlyPayment: '0' })).data?.fieldErrors?.monthlyPayment).toEqual(['Amounts must be greater than 0']);
  expect((await failure({ ...car, finalPaymentDate: '31/12/2026' })).data?.fieldErrors?.finalPaymentDate).toEqual(['Please enter a valid final payment date']);
  const { loan } = await client.trpc.loans.add.mutate(car);
  const bad = await failureOf(client.trpc.loans.update.mutate({ id: loan.id, ...car, name: '' }));
  expect(bad.data?.fieldErrors?.name).toEqual(['Please fill in all required fields']);
  expect(await t.db.selectFrom('large_bills').select('name').where('user_id', '=', userId).execute()).toEqual([{ name: 'Car Loan' }]);
});

it('works out the payment as a share of the last complete pay cycle’s income, on the user’s own pay day', async () => {
  now = new Date('2026-03-10T12:00:00Z');
  // Pay day 25: today's cycle is 25 Feb - 24 Mar, the last complete one 23 Jan - 24 Feb
  // (Sunday 25 January moves to Friday 23rd, issue 11).
  const { client, userId } = await onboardedUser(t, 'loan-income', 25);
  const account = await insertAccount(t, userId);
  await insertTransaction(t, userId, account, { date: '2026-01-22', amount: 99_999, description: 'Before the cycle' });
  await insertTransaction(t, userId, account, { date: '2026-01-28', amount: 250_000, description: 'ACME LTD SALARY' });
  await insertTransaction(t, userId, account, { date: '2026-02-10', amount: 50_000, description: 'Freelance invoice' });
  await insertTransaction(t, userId, account, { date: '2026-02-12', amount: 10_000, description: 'Amazon REFUND' });
  await insertTransaction(t, userId, account, { date: '2026-02-20', amount: -80_000, description: 'Rent' });
  await insertTransaction(t, userId, account, { date: '2026-02-25', amount: 260_000, description: 'ACME LTD SALARY' });
  // Income 250,000 + 50,000 = 300,000 pence (the refund, the deposit before the cycle and this
  // cycle's salary left out): £450 = 45,000 is 15%.
  expect((await client.trpc.loans.add.mutate({ ...car, monthlyPayment: '450' })).loan.incomePercentage).toBe(15);
  // £46 is 1.533% -> 1.5 (one decimal place; halves and above round up).
  const small = await client.trpc.loans.add.mutate({ ...car, name: 'Small', monthlyPayment: '46' });
  expect(small.loan.incomePercentage).toBe(1.5);
  expect((await t.db.selectFrom('large_bills').select('income_percentage').where('id', '=', small.loan.id).executeTakeFirstOrThrow()).income_percentage).toBe(
    1.5,
  );

  // Worked out again on every save: now 600,000 of income, £60 = 6,000 is 1%.
  await insertTransaction(t, userId, account, { date: '2026-02-24', amount: 300_000, description: 'Bonus' });
  expect((await client.trpc.loans.update.mutate({ id: small.loan.id, ...car, name: 'Small', monthlyPayment: '60' })).loan.incomePercentage).toBe(1);
});

it('falls back to the current pay cycle so far, and has no percentage without income', async () => {
  now = new Date('2026-03-10T12:00:00Z');
  // No pay day of their own: the bills default 28, so the cycle is 28 Feb - 27 Mar.
  const { client, userId } = await onboardedUser(t, 'loan-income-new');
  expect((await client.trpc.loans.add.mutate(car)).loan.incomePercentage).toBeNull();
  const account = await insertAccount(t, userId);
  await insertTransaction(t, userId, account, { date: '2026-02-27', amount: 1_000, description: 'Transfer between accounts' });
  await insertTransaction(t, userId, account, { date: '2026-03-01', amount: 200_000, description: 'Salary' });
  await insertTransaction(t, userId, account, { date: '2026-03-11', amount: 200_000, description: 'Tomorrow' });
  // 30,000 of 200,000 = 15%.
  expect((await client.trpc.loans.add.mutate({ ...car, monthlyPayment: '300' })).loan.incomePercentage).toBe(15);
});

it('adds the loan and its bill together or not at all', async () => {
  const { client, userId } = await onboardedUser(t, 'loan-atomic');
  // A database rule that refuses this one bill makes the second insert fail.
  await sql`create or replace function refuse_boom_bill() returns trigger language plpgsql as $$
    begin
      if new.name = 'Boom Payment' then raise exception 'refused in test'; end if;
      return new;
    end $$`.execute(t.db);
  await sql`create trigger refuse_boom_bill before insert on bills for each row execute function refuse_boom_bill()`.execute(t.db);
  try {
    const failed = await failureOf(client.trpc.loans.add.mutate({ ...car, name: 'Boom' }));
    expect(failed.data?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(await t.db.selectFrom('large_bills').select('id').where('user_id', '=', userId).execute()).toEqual([]);
    expect(await billsOf(userId)).toEqual([]);
  } finally {
    await sql`drop trigger refuse_boom_bill on bills`.execute(t.db);
  }
  expect((await client.trpc.loans.add.mutate({ ...car, name: 'Boom' })).linkedBill.outcome).toBe('added');
});

it("tells the user's open pages that their loans and bills changed", async () => {
  const { client } = await onboardedUser(t, 'loan-events');
  const stream = openEvents(t.baseUrl, client);
  await stream.connected;
  const { loan } = await client.trpc.loans.add.mutate(car);
  await client.trpc.loans.update.mutate({ id: loan.id, ...car });
  await client.trpc.loans.remove.mutate({ id: loan.id });
  await waitFor(() => stream.events.filter((e) => e.includes('"loans"') && e.includes('"bills"')).length === 3);
  stream.close();
  await stream.done;
});

it('needs a signed-in user who has finished onboarding', async () => {
  const { client, userId } = await onboardedUser(t, 'loan-guard-owner');
  const { loan } = await client.trpc.loans.add.mutate(car);
  const calls = (c: ReturnType<TestApp['client']>) => [
    () => c.trpc.loans.list.query(),
    () => c.trpc.loans.add.mutate(car),
    () => c.trpc.loans.update.mutate({ id: loan.id, ...car, name: 'Taken' }),
    () => c.trpc.loans.remove.mutate({ id: loan.id }),
  ];
  for (const call of calls(t.client())) expect((await failureOf(call())).data?.code).toBe('UNAUTHORIZED');
  const halfway = await signedInUser(t, 'loan-not-onboarded');
  for (const call of calls(halfway.client)) {
    const error = await failureOf(call());
    expect(error.data?.code).toBe('FORBIDDEN');
    expect(error.data?.appCode).toBe('ONBOARDING_INCOMPLETE');
  }
  expect(await t.db.selectFrom('large_bills').select('name').where('user_id', '=', userId).execute()).toEqual([{ name: 'Car Loan' }]);
  expect(await t.db.selectFrom('large_bills').select('id').where('user_id', '=', halfway.userId).execute()).toEqual([]);
});

it('takes the payment day the person chose: the bill falls due on it, and moves when it changes', async () => {
  now = new Date('2026-03-10T12:00:00Z');
  const { client, userId } = await onboardedUser(t, 'loan-payment-day');
  // Payment on the 20th: next due 20 March (today is 10 March), whatever the final date's day.
  const { loan, linkedBill } = await client.trpc.loans.add.mutate({ ...car, paymentDay: 20 });
  expect(loan.paymentDay).toBe(20);
  const dueOf = async () => (await t.db.selectFrom('bills').select('due_date').where('id', '=', linkedBill.billId).executeTakeFirstOrThrow()).due_date;
  expect(await dueOf()).toBe('2026-03-20');
  // Saved again with the same day: the due date stays as it is.
  await client.trpc.loans.update.mutate({ id: loan.id, ...car, monthlyPayment: '120', paymentDay: 20 });
  expect(await dueOf()).toBe('2026-03-20');
  // The 1st: the next one is 1 April.
  const moved = await client.trpc.loans.update.mutate({ id: loan.id, ...car, paymentDay: 1 });
  expect(moved.loan.paymentDay).toBe(1);
  expect(await dueOf()).toBe('2026-04-01');
  expect((await t.db.selectFrom('large_bills').select('payment_day').where('user_id', '=', userId).executeTakeFirstOrThrow()).payment_day).toBe(1);

  for (const paymentDay of [0, 32, 1.5]) {
    await expect(client.trpc.loans.add.mutate({ ...car, paymentDay })).rejects.toThrow('Please choose the day of the month the payment leaves');
  }
  expect(await client.trpc.loans.list.query()).toHaveLength(1);
});
