import { afterAll, beforeAll, expect, it } from 'vitest';
import { failureOf } from '../../support/api-client';
import { startTestApp, type TestApp } from '../../support/test-app';
import { insertAccount, insertBankBill, onboardedUser } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: () => new Date('2026-03-10T12:00:00Z'), scheduler: false });
});
afterAll(() => t?.close());

const snapshot = async (userId: string) => ({
  bills: await t.db.selectFrom('bills').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
  bankBills: await t.db.selectFrom('bank_bills').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
  loans: await t.db.selectFrom('large_bills').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
});

it("never lets one user see, change, pay or remove another user's bills or loans", async () => {
  const a = await onboardedUser(t, 'xuser-a');
  const b = await onboardedUser(t, 'xuser-b');
  const bill = await a.client.trpc.bills.add.mutate({ name: 'Rent', amount: '950', type: 'monthly', category: 'Rent', dueDate: '2026-03-28' });
  const { loan, linkedBill } = await a.client.trpc.loans.add.mutate({ name: 'Car', amount: '1200', monthlyPayment: '100', finalPaymentDate: '2026-08-05' });
  const account = await insertAccount(t, a.userId);
  const bankBill = await insertBankBill(t, a.userId, account, { name: 'Energy', type: 'directDebit', amount: 8000 });
  const before = await snapshot(a.userId);
  expect(before.bills).toHaveLength(2);
  const aList = await a.client.trpc.bills.list.query();
  const aLoans = await a.client.trpc.loans.list.query();

  // Reads: nothing of A's.
  expect(await b.client.trpc.bills.list.query()).toEqual([]);
  expect(await b.client.trpc.loans.list.query()).toEqual([]);
  expect((await b.client.trpc.bills.summary.query()).total).toBe(0);

  // Writes on each of A's ids: not found, whatever the kind of bill.
  const edit = { amount: '1', type: 'monthly', category: 'Housing', name: 'Mine' } as const;
  const loanEdit = { name: 'Mine', amount: '1', monthlyPayment: '1', finalPaymentDate: '2027-01-01' };
  const attempts: [string, () => Promise<unknown>][] = [];
  for (const id of [bill.id, linkedBill.billId, bankBill]) {
    attempts.push([`bills.update ${id}`, () => b.client.trpc.bills.update.mutate({ id, ...edit })]);
    attempts.push([`bills.setPaid ${id}`, () => b.client.trpc.bills.setPaid.mutate({ id, paid: true })]);
    attempts.push([`bills.remove ${id}`, () => b.client.trpc.bills.remove.mutate({ id })]);
  }
  attempts.push(['loans.update', () => b.client.trpc.loans.update.mutate({ id: loan.id, ...loanEdit })]);
  attempts.push(['loans.remove', () => b.client.trpc.loans.remove.mutate({ id: loan.id })]);
  for (const [label, attempt] of attempts) {
    const error = await failureOf(attempt());
    expect(error.data?.code, label).toBe('NOT_FOUND');
    // A's bank bill is not B's: B is not even told it is a bank bill.
    expect(error.message, label).toMatch(/^(Bill|Loan) not found$/);
  }

  expect(await snapshot(a.userId)).toEqual(before);
  expect(await a.client.trpc.bills.list.query()).toEqual(aList);
  expect(await a.client.trpc.loans.list.query()).toEqual(aLoans);
  expect(await snapshot(b.userId)).toEqual({ bills: [], bankBills: [], loans: [] });
});
