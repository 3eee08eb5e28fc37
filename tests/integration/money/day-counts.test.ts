import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { linkSandboxBank } from '../../support/sandbox-link';
import { startTestApp, type TestApp } from '../../support/test-app';
import { onboardedUser, seedAccounts, seedTransactions } from './support';

// transaction_day_counts (kept by triggers) must always equal counting the rows themselves,
// whatever writes them: the real sync, upserts that move a row to another day, deletions,
// an account or a whole user going.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false });
});
afterAll(() => t?.close());

/** Days where the kept count and the real count differ (a zero count equals no row). */
async function drift() {
  const { rows } = await sql<{ user_id: string; date: string; kept: number | null; real: number | null }>`
    select coalesce(c.user_id, r.user_id) as user_id, coalesce(c.date, r.date) as date, c.n as kept, r.n as real
    from transaction_day_counts c
    full join (select user_id, date, count(*)::int as n from transactions group by user_id, date) r on r.user_id = c.user_id and r.date = c.date
    where coalesce(c.n, 0) <> coalesce(r.n, 0)`.execute(t.db);
  return rows;
}

it('stays equal to the rows through a real link, a refresh and removing an account', async () => {
  const { client } = await onboardedUser(t, 'days-sync');
  const link = await linkSandboxBank(client);
  expect(link.totals.transactionsCount).toBeGreaterThan(0);
  expect(await drift()).toEqual([]);
  const listed = await client.trpc.transactions.list.query({ tab: 'all' });
  expect(listed.total).toBe(link.totals.transactionsCount);

  await client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
  expect(await drift()).toEqual([]);

  const [account] = await client.trpc.bank.accounts.query();
  await client.trpc.bank.removeAccount.mutate({ accountId: account!.id });
  expect(await drift()).toEqual([]);
  await client.trpc.bank.removeConnection.mutate({ requisitionId: link.requisitionId });
  expect(await drift()).toEqual([]);
  expect((await client.trpc.transactions.list.query({ tab: 'all' })).total).toBe(0);
});

it('follows upserts that move a row to another day, updates, deletions and a deleted user', async () => {
  const { client, userId } = await onboardedUser(t, 'days-sql');
  const [a, b] = await seedAccounts(t.db, userId, [
    { name: 'A', balance: 0 },
    { name: 'B', balance: 0 },
  ]);
  const ids = await seedTransactions(t.db, userId, [
    { account: a!, date: '2026-03-01', amount: -100, description: 'one' },
    { account: a!, date: '2026-03-01', amount: -200, description: 'two' },
    { account: b!, date: '2026-03-02', amount: -300, description: 'three' },
  ]);
  expect(await drift()).toEqual([]);

  // The sync's own kind of statement: insert one new row and move an existing one to another day.
  const key = (await t.db.selectFrom('transactions').select('external_key').where('id', '=', ids[0]!).executeTakeFirstOrThrow()).external_key;
  await sql`
    insert into transactions as t (user_id, account_id, external_key, status, date, amount, type, description, raw_data)
    values (${userId}, ${a}, ${key}, 'booked', '2026-03-05', -100, 'debit', 'one', '{}'),
           (${userId}, ${a}, 'brand-new', 'booked', '2026-03-05', -50, 'debit', 'new', '{}')
    on conflict (account_id, external_key) do update set date = excluded.date`.execute(t.db);
  expect(await drift()).toEqual([]);
  const days = await t.db.selectFrom('transaction_day_counts').select(['date', 'n']).where('user_id', '=', userId).where('n', '>', 0).orderBy('date').execute();
  expect(days).toEqual([
    { date: '2026-03-01', n: 1 },
    { date: '2026-03-02', n: 1 },
    { date: '2026-03-05', n: 2 },
  ]);

  await t.db.updateTable('transactions').set({ date: '2026-02-27' }).where('user_id', '=', userId).where('date', '=', '2026-03-05').execute();
  await t.db.updateTable('transactions').set({ description: 'renamed' }).where('id', '=', ids[2]!).execute();
  expect(await drift()).toEqual([]);
  // The listing reads its total and its pages from these counts.
  const page = await client.trpc.transactions.list.query({ tab: 'all' });
  expect(page.total).toBe(4);
  expect(page.rows.map((r) => r.date)).toEqual(['2026-03-02', '2026-03-01', '2026-02-27', '2026-02-27']);

  await t.db.deleteFrom('transactions').where('id', '=', ids[1]!).execute();
  expect(await drift()).toEqual([]);
  expect((await client.trpc.transactions.list.query({ tab: 'all' })).total).toBe(3);

  await t.db.deleteFrom('users').where('id', '=', userId).execute();
  expect(await drift()).toEqual([]);
  expect(await t.db.selectFrom('transaction_day_counts').select('n').where('user_id', '=', userId).execute()).toEqual([]);
});
