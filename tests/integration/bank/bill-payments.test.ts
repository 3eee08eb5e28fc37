import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { failureOf } from '../../support/api-client';
import { linkSandboxBank } from '../../support/sandbox-link';
import { startTestApp, type TestApp } from '../../support/test-app';
import { signedInUser } from '../../support/users';

let now = new Date('2026-03-10T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: () => now, scheduler: false });
});
afterAll(() => t?.close());

it('marks bank bills paid when their payment posted in this pay cycle, and due again in the next', async () => {
  now = new Date('2026-03-10T12:00:00Z');
  const { client, userId } = await signedInUser(t, 'paycheck');
  await linkSandboxBank(client);
  const bills = await client.trpc.bank.bills.query();
  const rent = bills.find((b) => b.type === 'standingOrder')!;
  expect(rent).toBeDefined();

  // Pay day 1: the cycle is 1 to 31 March; rent went out on the 1st.
  const check = await client.trpc.bank.checkBillPayments.mutate({ payDay: 1 });
  expect(check.status).toBe('done');
  if (check.status !== 'done') return;
  const rentResult = check.results.find((r) => r.billId === rent.id)!;
  expect(rentResult).toMatchObject({ status: 'paid', paidOn: '2026-03-01' });
  expect(check.results.some((r) => r.status === 'due')).toBe(true);
  expect((await client.trpc.bank.bills.query()).find((b) => b.id === rent.id)?.status).toBe('PAID');

  // The user's own pay day wins over the default: on the 25th, March's rent belongs to the
  // cycle that began on 25 February, which is still the current one on 10 March.
  await t.db.updateTable('profiles').set({ pay_day: 25 }).where('id', '=', userId).execute();
  const own = await client.trpc.bank.checkBillPayments.mutate({ payDay: 1 });
  expect(own.status === 'done' && own.results.find((r) => r.billId === rent.id)?.status).toBe('paid');

  // A new cycle without the payment yet: due again.
  now = new Date('2026-03-26T12:00:00Z');
  await client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
  const next = await client.trpc.bank.checkBillPayments.mutate({ payDay: 1 });
  expect(next.status === 'done' && next.results.find((r) => r.billId === rent.id)?.status).toBe('due');
  expect((await client.trpc.bank.bills.query()).find((b) => b.id === rent.id)?.status).toBe('active');
});

it('runs one check per user at a time', async () => {
  now = new Date('2026-03-10T12:00:00Z');
  const { client, userId } = await signedInUser(t, 'oneatatime');
  await linkSandboxBank(client);
  if (t.database.kind === 'postgres') {
    // Another session holds the user's check lock: the second check steps aside.
    const holder = new pg.Client(t.database.connection);
    await holder.connect();
    await holder.query('begin');
    await holder.query('select pg_advisory_xact_lock(hashtext($1))', [`bill-check:${userId}`]);
    expect(await client.trpc.bank.checkBillPayments.mutate({ payDay: 1 })).toEqual({ status: 'in_progress' });
    await holder.query('rollback');
    await holder.end();
  }
  // The embedded database runs one statement at a time: checks simply queue.
  const both = await Promise.all([1, 2].map(() => client.trpc.bank.checkBillPayments.mutate({ payDay: 1 })));
  expect(both.some((r) => r.status === 'done')).toBe(true);
});

it('lets only the owner dismiss a bank bill, which then stays dismissed', async () => {
  now = new Date('2026-03-10T12:00:00Z');
  const owner = await signedInUser(t, 'dismiss-owner');
  const other = await signedInUser(t, 'dismiss-other');
  await linkSandboxBank(owner.client);
  const [bill] = await owner.client.trpc.bank.bills.query();
  expect(await other.client.trpc.bank.canDismissBill.query({ billId: bill!.id })).toBe(false);
  const refused = await failureOf(other.client.trpc.bank.dismissBill.mutate({ billId: bill!.id }));
  expect(refused.message).toBe("You don't have permission to delete this bank bill");
  expect(await owner.client.trpc.bank.canDismissBill.query({ billId: bill!.id })).toBe(true);
  await owner.client.trpc.bank.dismissBill.mutate({ billId: bill!.id });
  await owner.client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
  expect((await owner.client.trpc.bank.bills.query()).map((b) => b.id)).not.toContain(bill!.id);
  const row = await t.db
    .selectFrom('bank_bills')
    .select(sql<string>`status`.as('status'))
    .where('id', '=', bill!.id)
    .executeTakeFirstOrThrow();
  expect(row.status).toBe('dismissed');
});
