import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxAccounts, transactionsBetween } from '../../../src/server/modules/bank/providers/sandbox/sandbox-history';
import { failureOf } from '../../support/api-client';
import { linkSandboxBank } from '../../support/sandbox-link';
import { startTestApp, type TestApp } from '../../support/test-app';
import { signedInUser } from '../../support/users';

// A movable clock: the sandbox bank's history grows as it moves.
let now = new Date('2026-03-10T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: () => now, scheduler: false });
});
afterAll(() => t?.close());

const countRows = async (userId: string) =>
  (
    await t.db
      .selectFrom('transactions')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).n;

describe('connecting the sandbox bank', () => {
  it('lists only banks with 90 days of history or more, clearly simulated', async () => {
    const { client } = await signedInUser(t, 'inst');
    const banks = await client.trpc.bank.institutions.query();
    expect(banks.length).toBeGreaterThan(5);
    expect(banks.every((b) => b.transactionTotalDays >= 90)).toBe(true);
    expect(banks.every((b) => b.name.includes('(simulated)'))).toBe(true);
    expect(banks.map((b) => b.id)).not.toContain('SANDBOX_SHORT_HISTORY_BANK_GB');
  });

  it('returns through the consent page to /money with the requisition and user, then stores accounts and history', async () => {
    const { client, userId } = await signedInUser(t, 'connect');
    const linked = await linkSandboxBank(client);
    expect(linked.returnUrl.pathname).toBe('/money');
    expect(linked.userId).toBe(userId);
    const consent = await (await fetch(`${t.baseUrl}/sandbox-bank/consent/${new URL(linked.redirectLink).pathname.split('/').pop()}`)).text();
    expect(consent).toContain('Simulated bank');

    const accounts = await client.trpc.bank.accounts.query();
    expect(accounts.length).toBeGreaterThanOrEqual(2);
    expect(linked.totals.accountsCount).toBe(accounts.length);
    const savings = accounts.filter((a) => a.account_classification === 'SavingsAccount');
    expect(savings.length).toBeGreaterThanOrEqual(1);
    for (const a of accounts) {
      expect(a.institution_name).toBe('Sandbox Bank (simulated)');
      expect(a.sort_code).toMatch(/^\d{2}-\d{2}-\d{2}$/);
      expect(a.currency).toBe('GBP');
      expect(Number.isInteger(a.balance)).toBe(true);
      expect(a.last_synced_at).not.toBeNull();
    }
    // At least 13 months of history on every account.
    const spans = await t.db
      .selectFrom('transactions')
      .select(['account_id', sql<string>`min(date)::text`.as('first'), sql<string>`max(date)::text`.as('last')])
      .where('user_id', '=', userId)
      .groupBy('account_id')
      .execute();
    expect(spans).toHaveLength(accounts.length);
    for (const s of spans) expect(s.first <= '2025-02-10', JSON.stringify(spans)).toBe(true);
    expect(await countRows(userId)).toBe(linked.totals.transactionsCount);
    const connections = await client.trpc.bank.connections.query();
    expect(connections[0]).toMatchObject({ state: 'active', needs_reconnect: false });
  });

  it('stores exactly what the bank sent, pence for pence, with the raw data kept', async () => {
    const { client, userId } = await signedInUser(t, 'exact');
    await linkSandboxBank(client);
    const account = await t.db
      .selectFrom('bank_accounts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('account_classification', '=', 'CurrentAccount')
      .executeTakeFirstOrThrow();
    const seed = /^sbx\.([0-9a-f-]{36})\./.exec(account.account_id)![1]!;
    const index = Number(account.account_id.split('.').pop());
    const sandboxId = sandboxAccounts(seed)[index]!.accountId;
    const page = transactionsBetween(seed, sandboxId, now, { from: '2024-01-01', to: '2026-03-10' });
    const rows = await t.db.selectFrom('transactions').select(['amount', 'status', 'raw_data']).where('account_id', '=', account.id).execute();
    const sum = (xs: { amount: number }[]) => xs.reduce((n, x) => n + x.amount, 0);
    const expectedBooked = page.booked.reduce((n, tx) => n + Math.round(Number(tx.amount) * 100), 0);
    expect(sum(rows.filter((r) => r.status === 'booked'))).toBe(expectedBooked);
    expect(rows.filter((r) => r.status === 'booked')).toHaveLength(page.booked.length);
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(page.pending.length);
    expect(rows.every((r) => typeof r.raw_data === 'object' && r.raw_data !== null && 'transactionAmount' in (r.raw_data as object))).toBe(true);
  });
});

describe('syncing again', () => {
  it('writes nothing when the bank has nothing new, then picks up new days and books pending ones', async () => {
    now = new Date('2026-03-10T12:00:00Z');
    const { client, userId } = await signedInUser(t, 'resync');
    await linkSandboxBank(client);
    const before = await t.db.selectFrom('transactions').select(['id', 'updated_at', 'external_key', 'status']).where('user_id', '=', userId).execute();
    const pendingBefore = before.filter((r) => r.status === 'pending');
    expect(pendingBefore.length).toBeGreaterThan(0);

    const same = await client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
    expect(same).toMatchObject({ status: 'ok', transactionsCount: 0 });
    const after = await t.db.selectFrom('transactions').select(['id', 'updated_at']).where('user_id', '=', userId).execute();
    expect(after).toHaveLength(before.length);
    const untouched = new Map(before.map((r) => [r.id, r.updated_at.getTime()]));
    expect(after.every((r) => untouched.get(r.id) === r.updated_at.getTime())).toBe(true);

    now = new Date('2026-03-14T12:00:00Z');
    const later = await client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
    expect(later.status).toBe('ok');
    expect(later.status === 'ok' && later.transactionsCount).toBeGreaterThan(0);
    const rows = await t.db.selectFrom('transactions').select(['external_key', 'status', 'date']).where('user_id', '=', userId).execute();
    // Every earlier pending row is gone: its booked twin took its place.
    const keys = new Set(rows.map((r) => r.external_key));
    expect(pendingBefore.every((p) => !keys.has(p.external_key))).toBe(true);
    expect(rows.filter((r) => r.status === 'pending').every((r) => r.date >= '2026-03-12')).toBe(true);
    // New days arrived (which days have spending depends on the link's generated household).
    expect(rows.some((r) => r.date > '2026-03-10')).toBe(true);
    // No duplicates: keys are unique per account by constraint, and counts match the bank.
    expect(rows.length).toBeGreaterThan(before.length);
  });
});

describe('refresh rules', () => {
  it('refuses a second manual refresh within 60 s, lets a forced one through, and says when there is no connection', async () => {
    const lonely = await signedInUser(t, 'lonely');
    expect(await lonely.client.trpc.bank.refreshAll.mutate({ mode: 'manual' })).toMatchObject({
      status: 'no_connection',
      message: 'No bank connection found. Would you like to connect your bank now?',
    });

    const { client } = await signedInUser(t, 'cooldown');
    await linkSandboxBank(client);
    expect((await client.trpc.bank.refreshAll.mutate({ mode: 'manual' })).status).toBe('ok');
    expect(await client.trpc.bank.refreshAll.mutate({ mode: 'manual' })).toMatchObject({
      status: 'refused',
      reason: 'cooldown',
      message: 'Please wait a moment between refresh attempts',
    });
    expect((await client.trpc.bank.refreshAll.mutate({ mode: 'forced' })).status).toBe('ok');
    expect((await client.trpc.bank.refreshAll.mutate({ mode: 'silent' })).status).toBe('ok');
  });

  it('refuses while one is running and while the provider limit holds', async () => {
    const { client, userId } = await signedInUser(t, 'running');
    await linkSandboxBank(client);
    await t.db
      .insertInto('refresh_state')
      .values({ user_id: userId, running_since: new Date(), last_manual_at: null, limited_until: null })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ running_since: new Date() }))
      .execute();
    expect(await client.trpc.bank.refreshAll.mutate({ mode: 'forced' })).toMatchObject({ status: 'refused', reason: 'running' });
    await t.db
      .updateTable('refresh_state')
      .set({ running_since: null, limited_until: sql`now() + interval '90 seconds'` })
      .where('user_id', '=', userId)
      .execute();
    const limited = await client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
    expect(limited).toMatchObject({ status: 'refused', reason: 'rate_limited' });
    expect(limited.message).toMatch(/^Bank API rate limit reached\. Please try again in 2 minutes$/);
  });
});

describe('one user never reaches another user’s connection', () => {
  it('cannot complete, read, refresh or remove it', async () => {
    const alice = await signedInUser(t, 'alice');
    const mallory = await signedInUser(t, 'mallory');
    const started = await alice.client.trpc.bank.initiateConnection.mutate({ institutionId: 'SANDBOX_BANK_GB' });
    await fetch(started.redirectLink, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'choice=allow',
      redirect: 'manual',
    });

    // Mallory replays Alice's return address, with Alice's id and then her own.
    const withAliceId = await failureOf(mallory.client.trpc.bank.completeConnection.mutate({ requisitionId: started.requisitionId, userId: alice.userId }));
    expect(withAliceId.message).toBe('Failed to connect bank account. Please try again.');
    const withOwnId = await failureOf(mallory.client.trpc.bank.completeConnection.mutate({ requisitionId: started.requisitionId, userId: mallory.userId }));
    expect(withOwnId.data?.code).toBe('NOT_FOUND');
    expect(await mallory.client.trpc.bank.accounts.query()).toEqual([]);

    await alice.client.trpc.bank.completeConnection.mutate({ requisitionId: started.requisitionId, userId: alice.userId });
    expect((await alice.client.trpc.bank.accounts.query()).length).toBeGreaterThan(0);
    expect(await mallory.client.trpc.bank.accounts.query()).toEqual([]);
    expect(await mallory.client.trpc.bank.connections.query()).toEqual([]);
    expect(await mallory.client.trpc.bank.bills.query()).toEqual([]);
    expect((await mallory.client.trpc.bank.refreshAll.mutate({ mode: 'forced' })).status).toBe('no_connection');
    const remove = await failureOf(mallory.client.trpc.bank.removeConnection.mutate({ requisitionId: started.requisitionId }));
    expect(remove.data?.code).toBe('NOT_FOUND');
    expect(await alice.client.trpc.bank.connections.query()).toHaveLength(1);

    // Signed out, nothing at all.
    const anonymous = await failureOf(t.client().trpc.bank.accounts.query());
    expect(anonymous.data?.code).toBe('UNAUTHORIZED');
  });

  it('removing a connection removes its accounts and transactions', async () => {
    const { client, userId } = await signedInUser(t, 'remover');
    const linked = await linkSandboxBank(client);
    expect(await countRows(userId)).toBeGreaterThan(0);
    await client.trpc.bank.removeConnection.mutate({ requisitionId: linked.requisitionId });
    expect(await client.trpc.bank.accounts.query()).toEqual([]);
    expect(await countRows(userId)).toBe(0);
  });
});

describe('bills found in transactions', () => {
  it('finds the sandbox direct debits and standing order, and a dismissed bill stays dismissed', async () => {
    const { client, userId } = await signedInUser(t, 'bills');
    await linkSandboxBank(client);
    const bills = await client.trpc.bank.bills.query();
    expect(bills.some((b) => b.type === 'directDebit')).toBe(true);
    expect(bills.some((b) => b.type === 'standingOrder')).toBe(true);
    expect(bills.map((b) => b.amount)).toEqual([...bills.map((b) => b.amount)].sort((a, b) => b - a));
    const dismissed = bills[0]!;
    await t.db.updateTable('bank_bills').set({ status: 'dismissed' }).where('id', '=', dismissed.id).where('user_id', '=', userId).execute();
    await client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
    const again = await client.trpc.bank.bills.query();
    expect(again.map((b) => b.id)).not.toContain(dismissed.id);
    const row = await t.db.selectFrom('bank_bills').select('status').where('id', '=', dismissed.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('dismissed');
  });
});

describe('managing accounts', () => {
  it("keeps the user's savings choice across re-syncs, and a disconnected account stays gone", async () => {
    const { client, userId } = await signedInUser(t, 'manage');
    await linkSandboxBank(client);
    const accounts = await client.trpc.bank.accounts.query();
    const current = accounts.find((a) => a.account_classification === 'CurrentAccount')!;
    await client.trpc.bank.setAccountClassification.mutate({ accountId: current.id, classification: 'SavingsAccount' });
    await client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
    expect((await client.trpc.bank.accounts.query()).find((a) => a.id === current.id)?.account_classification).toBe('SavingsAccount');

    await client.trpc.bank.removeAccount.mutate({ accountId: current.id });
    await client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
    const left = await client.trpc.bank.accounts.query();
    expect(left.map((a) => a.account_id)).not.toContain(current.account_id);
    expect(left).toHaveLength(accounts.length - 1);
    const orphans = await t.db.selectFrom('transactions').select('id').where('account_id', '=', current.id).execute();
    expect(orphans).toEqual([]);

    // Another user cannot touch these accounts.
    const other = await signedInUser(t, 'manage-other');
    const target = left[0]!;
    expect(
      (await failureOf(other.client.trpc.bank.setAccountClassification.mutate({ accountId: target.id, classification: 'CurrentAccount' }))).data?.code,
    ).toBe('NOT_FOUND');
    expect((await failureOf(other.client.trpc.bank.removeAccount.mutate({ accountId: target.id }))).data?.code).toBe('NOT_FOUND');
    expect((await client.trpc.bank.accounts.query()).map((a) => a.id)).toContain(target.id);

    // Removing the last account removes the link itself.
    for (const a of left) await client.trpc.bank.removeAccount.mutate({ accountId: a.id });
    expect(await client.trpc.bank.connections.query()).toEqual([]);
    expect(await t.db.selectFrom('requisitions').select('id').where('user_id', '=', userId).execute()).toEqual([]);
    expect(await t.db.selectFrom('transactions').select('id').where('user_id', '=', userId).execute()).toEqual([]);
  });
});
