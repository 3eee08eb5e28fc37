import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMessages, refreshMessages } from '../../../src/shared/bank/refresh-messages';
import { failureOf } from '../../support/api-client';
import { captureLogs } from '../../support/fake-gocardless/log-capture';
import { ids, starlingCustomer } from '../../support/fake-starling/fake-starling-fixtures';
import { startFakeStarling, type FakeStarling } from '../../support/fake-starling/fake-starling-server';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testConfig } from '../../support/test-config';
import { signedInUser } from '../../support/users';

// The app with Starling enabled beside the sandbox, over real HTTP, against the stand-in
// speaking Starling's API v2: a person pastes their personal access token, it is checked at
// once and kept sealed; accounts, the Holiday space, the feed, mandates and standing orders.

const TOKEN = 'starling-pat-DO-NOT-LOG-7d1e2c4b9a';
let fake: FakeStarling;
let t: TestApp;
const logs = captureLogs();

beforeAll(async () => {
  fake = await startFakeStarling();
  fake.state.addHolder(TOKEN, starlingCustomer(new Date()));
  t = await startTestApp({
    scheduler: false,
    logger: logs.logger,
    config: { bank: { ...testConfig().bank, provider: 'starling', providers: ['starling', 'sandbox'], starling: { apiUrl: fake.baseUrl } } },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const rowsOf = (userId: string) =>
  t.db
    .selectFrom('transactions')
    .innerJoin('bank_accounts', 'bank_accounts.id', 'transactions.account_id')
    .select(['transactions.amount', 'transactions.status', 'transactions.description', 'bank_accounts.account_name'])
    .where('transactions.user_id', '=', userId)
    .orderBy('transactions.amount')
    .execute();

describe('a Starling customer pasting their token', () => {
  let user: Awaited<ReturnType<typeof signedInUser>>;
  let requisitionId: string;
  beforeAll(async () => {
    user = await signedInUser(t, 'starling');
  });

  it('offers Starling as a bank linked with a token', async () => {
    const banks = await user.client.trpc.bank.institutions.query();
    expect(banks.find((b) => b.provider === 'starling')).toMatchObject({ id: 'starling', name: 'Starling Bank', linking: 'token' });
    expect(banks.find((b) => b.provider === 'sandbox')).toMatchObject({ linking: 'redirect' });
  });

  it('refuses a token Starling does not accept, leaving nothing behind', async () => {
    const failure = await failureOf(
      user.client.trpc.bank.linkWithToken.mutate({ provider: 'starling', institutionId: 'starling', token: 'not-a-real-token-123' }),
    );
    expect(failure?.message).toBe(connectMessages.tokenRefused);
    expect(await user.client.trpc.bank.connections.query()).toEqual([]);
    expect(await t.db.selectFrom('bank_link_secrets').selectAll().execute()).toEqual([]);
  });

  it('links with the right token: the account and its space, the feed in pounds and pence, declined payments left out', async () => {
    const linked = await user.client.trpc.bank.linkWithToken.mutate({ provider: 'starling', institutionId: 'starling', token: `  ${TOKEN}\n` });
    requisitionId = linked.requisitionId;
    expect(linked.accountsCount).toBe(2);
    const accounts = await user.client.trpc.bank.accounts.query();
    const byName = new Map(accounts.map((a) => [a.account_name, a]));
    // Effective balance £1,498.90 (cleared £1,523.40 less the pending coffee and a card hold); the space holds £400.
    expect(byName.get('Personal')).toMatchObject({ balance: 149890, account_classification: 'CurrentAccount', sort_code: '60-83-71' });
    expect(byName.get('Holiday')).toMatchObject({ balance: 40000, account_classification: 'SavingsAccount' });
    expect(byName.has('Old car')).toBe(false);

    const rows = await rowsOf(user.userId);
    expect(rows.map((r) => [r.account_name, r.amount, r.status])).toEqual([
      ['Personal', -85000, 'booked'], // the rent standing order
      ['Personal', -10000, 'booked'], // into the Holiday space
      ['Personal', -6250, 'booked'], // British Gas direct debit
      ['Personal', -4567, 'booked'], // Tesco
      ['Personal', -350, 'pending'], // the coffee not yet settled
      ['Holiday', 10000, 'booked'], // the same move, seen from the space
      ['Personal', 250000, 'booked'], // salary
    ]);
    expect(rows.some((r) => r.amount === -99999)).toBe(false);
    expect(await user.client.trpc.bank.connections.query()).toMatchObject([{ id: requisitionId, state: 'active', institution_name: 'Starling Bank' }]);
  });

  it('keeps the token sealed, sends it only to Starling, and never shows or logs it', async () => {
    const [secret] = await t.db.selectFrom('bank_link_secrets').selectAll().execute();
    expect(secret).toMatchObject({ provider: 'starling', requisition_id: requisitionId });
    expect(secret!.secret_sealed).not.toContain(TOKEN);
    expect(secret!.secret_sealed).not.toContain('starling-pat');
    const sent = fake.state.requests.filter((r) => r.authorization === `Bearer ${TOKEN}`);
    expect(sent.length).toBeGreaterThan(0);
    const feed = fake.state.requests.find((r) => r.path.endsWith('/transactions-between'));
    expect(feed?.path).toBe(`/api/v2/feed/account/${ids.account}/category/${ids.category}/transactions-between`);
    expect(Object.keys(feed!.query).sort()).toEqual(['maxTransactionTimestamp', 'minTransactionTimestamp']);
    const everything = JSON.stringify([
      await user.client.trpc.bank.connections.query(),
      await user.client.trpc.bank.accounts.query(),
      (await sql`select * from requisitions`.execute(t.db)).rows,
      logs.lines,
    ]);
    expect(everything).not.toContain(TOKEN);
  });

  it('lists the direct debit and both standing orders as bills, named by payee, else by reference', async () => {
    const bills = await user.client.trpc.bank.bills.query();
    const named = (pence: number) => bills.filter((b) => b.amount === pence);
    expect(named(85000)).toHaveLength(1);
    expect(named(85000)[0]).toMatchObject({ name: 'J Landlord', type: 'standingOrder', frequency: 'monthly' });
    // The gym's payee has no name at Starling: its reference names it.
    expect(named(2999)[0]).toMatchObject({ name: 'PUREGYM 88121', type: 'standingOrder' });
    expect(named(6250)).toHaveLength(1);
    expect(named(6250)[0]).toMatchObject({ name: 'British Gas', type: 'directDebit' });
  });

  it('a refresh adds nothing twice; a revoked token makes the connection broken, and a new token reconnects it', async () => {
    const before = await rowsOf(user.userId);
    const accountIds = (await user.client.trpc.bank.accounts.query()).map((a) => a.id).sort();
    await t.db.deleteFrom('refresh_state').where('user_id', '=', user.userId).execute();
    expect(await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' })).toMatchObject({ status: 'ok', transactionsCount: 0 });
    expect(await rowsOf(user.userId)).toEqual(before);

    fake.state.revoke(TOKEN);
    await t.db.deleteFrom('refresh_state').where('user_id', '=', user.userId).execute();
    expect(await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' })).toMatchObject({ status: 'failed', message: refreshMessages.invalidConnection });
    expect(await user.client.trpc.bank.connections.query()).toMatchObject([{ id: requisitionId, state: 'broken' }]);

    const fresh = 'starling-pat-second-4b1f0e9d';
    fake.state.addHolder(fresh, starlingCustomer(new Date()));
    const again = await user.client.trpc.bank.linkWithToken.mutate({ provider: 'starling', institutionId: 'starling', token: fresh, reconnect: requisitionId });
    expect(again.requisitionId).toBe(requisitionId);
    expect(await user.client.trpc.bank.connections.query()).toMatchObject([{ id: requisitionId, state: 'active' }]);
    expect((await user.client.trpc.bank.accounts.query()).map((a) => a.id).sort()).toEqual(accountIds);
    expect(await rowsOf(user.userId)).toEqual(before);
  });

  it('waits out a rate limit with Starling’s Retry-After instead of failing the connection', async () => {
    await t.db.deleteFrom('refresh_state').where('user_id', '=', user.userId).execute();
    fake.state.faults.push({ status: 429, headers: { 'retry-after': '120' } });
    const result = await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' });
    expect(result.status).not.toBe('failed');
    expect(await user.client.trpc.bank.connections.query()).toMatchObject([{ state: 'active' }]);
  });
});
