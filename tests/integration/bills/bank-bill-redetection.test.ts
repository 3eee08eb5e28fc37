import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Deps } from '../../../src/server/deps';
import { refreshBankBills } from '../../../src/server/modules/bills/bank-bills';
import { onboardedUser, seedAccounts, seedTransactions } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDeps } from '../../support/test-deps';

// Issue 25, item 8 (decision 047): bills are found again after every sync; a status the
// person chose (dismissed, or the Subscriptions view's cancelled / not a bill) must survive
// every re-detection and payment check, and a price rise is stored with the price before.

let now = new Date('2026-11-20T12:00:00Z');
let t: TestApp;
let deps: Deps;
beforeAll(async () => {
  t = await startTestApp({ clock: () => now, scheduler: false });
  deps = await testDeps(t.database, { clock: () => now });
});
afterAll(() => t?.close());

async function personWithAccount(label: string) {
  now = new Date('2026-11-20T12:00:00Z');
  const user = await onboardedUser(t, label);
  const [account] = await seedAccounts(t.db, user.userId, [{ name: 'Current', balance: 500_000 }]);
  return { ...user, account: account! };
}

const debit = (account: string, date: string, amount: number, payee: string) => ({ account, date, amount, description: `DIRECT DEBIT ${payee}` });

async function statusesOf(userId: string) {
  const rows = await t.db.selectFrom('bank_bills').select(['vendor', 'status']).where('user_id', '=', userId).orderBy('vendor').execute();
  return rows.map((r) => [r.vendor, r.status]);
}

it('keeps a dismissed bank bill dismissed, and out of the list, after a re-sync with new payments', async () => {
  const { client, userId, account } = await personWithAccount('redetect-dismissed');
  await seedTransactions(t.db, userId, [debit(account, '2026-09-13', -3_000, 'KALO GYM'), debit(account, '2026-10-13', -3_000, 'KALO GYM')]);
  await refreshBankBills(deps, userId);
  const [bill] = await client.trpc.bank.bills.query();
  expect(bill).toMatchObject({ vendor: 'KALO GYM', amount: 3_000 });

  await client.trpc.bank.dismissBill.mutate({ billId: bill!.id });
  // The next sync reads November's payment, at a new price: found again, still the person's choice.
  await seedTransactions(t.db, userId, [debit(account, '2026-11-13', -3_500, 'KALO GYM')]);
  await refreshBankBills(deps, userId);
  await client.trpc.bank.checkBillPayments.mutate({ payDay: 1 });

  expect(await client.trpc.bank.bills.query()).toEqual([]);
  expect(await statusesOf(userId)).toEqual([['KALO GYM', 'dismissed']]);
  // The row still follows the payments (one row, the new price), so a later undo would show today's bill.
  const row = await t.db.selectFrom('bank_bills').select(['amount', 'reference_date']).where('user_id', '=', userId).executeTakeFirstOrThrow();
  expect(row).toEqual({ amount: 3_500, reference_date: '2026-11-13' });
});

it('keeps a dismissal when a known merchant changes the name it collects under', async () => {
  const { client, userId, account } = await personWithAccount('redetect-renamed');
  await seedTransactions(t.db, userId, [debit(account, '2026-09-12', -3_300, 'SKY DIGITAL'), debit(account, '2026-10-12', -3_300, 'SKY DIGITAL')]);
  await refreshBankBills(deps, userId);
  const [bill] = await client.trpc.bank.bills.query();
  expect(bill).toMatchObject({ vendor: 'SKY DIGITAL' });
  await client.trpc.bank.dismissBill.mutate({ billId: bill!.id });

  // November's debit comes as 'SKY UK LTD': the same bill, its row moved to the new key, still dismissed.
  await seedTransactions(t.db, userId, [debit(account, '2026-11-12', -3_300, 'SKY UK LTD')]);
  await refreshBankBills(deps, userId);
  expect(await client.trpc.bank.bills.query()).toEqual([]);
  const rows = await t.db.selectFrom('bank_bills').select(['id', 'bill_key', 'status']).where('user_id', '=', userId).execute();
  expect(rows).toEqual([{ id: bill!.id, bill_key: `${account}:directDebit:SKY`, status: 'dismissed' }]);
});

it('never overwrites any other status a person set (cancelled, not a bill), through re-detection and the payment check', async () => {
  const { client, userId, account } = await personWithAccount('redetect-any-status');
  const months = ['2026-08-05', '2026-09-05', '2026-10-05', '2026-11-05'];
  await seedTransactions(t.db, userId, [
    ...months.map((date) => debit(account, date, -1_500, 'KALO MEDIA')),
    ...months.map((date) => debit(account, date, -2_000, 'VEXTAN WATER')),
    ...months.map((date) => debit(account, date, -4_000, 'ZUNEL ENERGY')),
  ]);
  await refreshBankBills(deps, userId);
  const ids = Object.fromEntries((await client.trpc.bank.bills.query()).map((b) => [b.vendor, b.id]));
  await t.db.updateTable('bank_bills').set({ status: 'cancelled' }).where('id', '=', ids['KALO MEDIA']!).execute();
  await t.db.updateTable('bank_bills').set({ status: 'not-a-bill' }).where('id', '=', ids['VEXTAN WATER']!).execute();

  // A sync, then the payment check: November's payments are in the cycle from 1 November.
  await refreshBankBills(deps, userId);
  await client.trpc.bank.checkBillPayments.mutate({ payDay: 1 });

  expect(await statusesOf(userId)).toEqual([
    ['KALO MEDIA', 'cancelled'],
    ['VEXTAN WATER', 'not-a-bill'],
    ['ZUNEL ENERGY', 'PAID'],
  ]);
  expect((await client.trpc.bank.bills.query()).map((b) => b.vendor)).toEqual(['ZUNEL ENERGY']);
});

it('stores a price rise from the first higher payment, with the price before, and clears it a year on', async () => {
  const { client, userId, account } = await personWithAccount('redetect-price-rise');
  // £10.99 in July, August and September, £12.99 from 5 October: a rise of 200p.
  await seedTransactions(t.db, userId, [
    ...['2026-07-05', '2026-08-05', '2026-09-05'].map((date) => debit(account, date, -1_099, 'KALO STREAM')),
    ...['2026-10-05', '2026-11-05'].map((date) => debit(account, date, -1_299, 'KALO STREAM')),
  ]);
  await refreshBankBills(deps, userId);
  expect(await client.trpc.bank.bills.query()).toMatchObject([
    { vendor: 'KALO STREAM', amount: 1_299, previous_amount: 1_099, amount_changed_on: '2026-10-05' },
  ]);

  // A year later, still £12.99 each month: the rise is old news, cleared (365 days after 5 Oct 2026 is 5 Oct 2027).
  now = new Date('2027-10-20T12:00:00Z');
  const later = [
    '2026-12-05',
    '2027-01-05',
    '2027-02-05',
    '2027-03-05',
    '2027-04-05',
    '2027-05-05',
    '2027-06-05',
    '2027-07-05',
    '2027-08-05',
    '2027-09-05',
    '2027-10-05',
  ];
  await seedTransactions(
    t.db,
    userId,
    later.map((date) => debit(account, date, -1_299, 'KALO STREAM')),
  );
  await refreshBankBills(deps, userId);
  expect(await client.trpc.bank.bills.query()).toMatchObject([{ vendor: 'KALO STREAM', amount: 1_299, previous_amount: null, amount_changed_on: null }]);
});
