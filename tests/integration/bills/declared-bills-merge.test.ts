import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Deps } from '../../../src/server/deps';
import { refreshBankBills } from '../../../src/server/modules/bills/bank-bills';
import { onboardedUser, seedAccounts, seedTransactions } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDeps } from '../../support/test-deps';

// A standing order the bank lists (TrueLayer) is a bill from the first sync, under its own
// key; once a sync reads its payments, detection finds it too, under the detected key. It
// must stay one bill, and a person's dismissal of it must hold.

const now = new Date('2026-11-20T12:00:00Z');
let t: TestApp;
let deps: Deps;
beforeAll(async () => {
  t = await startTestApp({ clock: () => now, scheduler: false });
  deps = await testDeps(t.database, { clock: () => now });
});
afterAll(() => t?.close());

const rent = {
  kind: 'standing_order',
  payee: 'HOMES LTD',
  amount: '650.00',
  nextDate: '2026-11-25',
  lastDate: null,
  frequency: 'IntrvlMnthDay:01:25',
  active: true,
};

async function personWithListedRent(label: string) {
  const user = await onboardedUser(t, label);
  const [account] = await seedAccounts(t.db, user.userId, [{ name: 'Current', balance: 500000, rawData: { recurring: [rent] } }]);
  await refreshBankBills(deps, user.userId);
  return { ...user, account: account! };
}

/** The next sync reads two months of rent paid: detection finds the same bill. */
async function paymentsRead(userId: string, account: string) {
  await seedTransactions(t.db, userId, [
    { account, date: '2026-09-25', amount: -65000, description: 'STANDING ORDER HOMES LTD RENT' },
    { account, date: '2026-10-25', amount: -65000, description: 'STANDING ORDER HOMES LTD RENT' },
  ]);
  await refreshBankBills(deps, userId);
}

it('keeps one bill when detection later finds the standing order the bank listed', async () => {
  const user = await personWithListedRent('merge-one');
  const [listed] = await user.client.trpc.bank.bills.query();
  expect(listed).toMatchObject({ name: 'HOMES LTD', amount: 65000 });

  await paymentsRead(user.userId, user.account);
  const bills = await user.client.trpc.bank.bills.query();
  expect(bills.map((b) => ({ id: b.id, name: b.name, amount: b.amount, next: b.next_date }))).toEqual([
    { id: listed!.id, name: 'HOMES LTD', amount: 65000, next: '2026-11-25' },
  ]);
  // A later sync changes nothing more.
  await refreshBankBills(deps, user.userId);
  expect((await user.client.trpc.bank.bills.query()).map((b) => b.id)).toEqual([listed!.id]);
});

it('keeps a dismissed listed bill dismissed once detection finds it', async () => {
  const user = await personWithListedRent('merge-dismissed');
  const [listed] = await user.client.trpc.bank.bills.query();
  await user.client.trpc.bank.dismissBill.mutate({ billId: listed!.id });
  await paymentsRead(user.userId, user.account);
  expect(await user.client.trpc.bank.bills.query()).toEqual([]);
  const rows = await t.db.selectFrom('bank_bills').select(['status']).where('user_id', '=', user.userId).execute();
  expect(rows).toEqual([{ status: 'dismissed' }]);
});
