import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshMessages } from '../../../src/shared/bank/refresh-messages';
import { createMonzoProvider, FULL_HISTORY_WINDOW_MS, type MonzoSecret } from '../../../src/server/modules/bank/providers/monzo/monzo-provider';
import { memorySecretStore } from '../../../src/server/modules/bank/providers/link-secrets';
import type { ApiClient } from '../../support/api-client';
import { captureLogs } from '../../support/fake-gocardless/log-capture';
import { CARD_PAYMENTS, CARD_PENCE, monzoCustomer, monzoIds } from '../../support/fake-monzo/fake-monzo-fixtures';
import { fakeMonzoClient, startFakeMonzo, type FakeMonzo } from '../../support/fake-monzo/fake-monzo-server';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testConfig } from '../../support/test-config';
import { signedInUser } from '../../support/users';

// The app with Monzo enabled beside the sandbox, over real HTTP, against the stand-in speaking
// Monzo's API: the OAuth client, the approval the person gives in their Monzo app (the app
// waits for it), full history inside the first 5 minutes, pages of 100, declined payments,
// pots as savings with their moves as transfers between the person's own accounts.

const day = 86_400_000;
let fake: FakeMonzo;
let t: TestApp;
const logs = captureLogs();

beforeAll(async () => {
  fake = await startFakeMonzo();
  fake.state.customer = monzoCustomer(new Date());
  const monzo = { clientId: fakeMonzoClient.id, clientSecret: fakeMonzoClient.secret, authUrl: fake.baseUrl, apiUrl: fake.baseUrl };
  t = await startTestApp({
    scheduler: false,
    logger: logs.logger,
    config: { bank: { ...testConfig().bank, provider: 'monzo', providers: ['monzo', 'sandbox'], monzo } },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** What the browser does: Monzo's page, then the app's callback (with the session), back to the page it started from. */
async function linkAtMonzo(client: ApiClient, reconnect?: string) {
  const started = await client.trpc.bank.initiateConnection.mutate({
    institutionId: 'monzo',
    provider: 'monzo',
    returnPath: '/settings/bank-connections',
    reconnect,
  });
  const atMonzo = await fetch(started.redirectLink, { redirect: 'manual' });
  const callback = new URL(atMonzo.headers.get('location')!);
  expect(`${callback.origin}${callback.pathname}`).toBe(`${t.baseUrl}/api/bank/monzo/callback`);
  const back = await client.fetch(callback.toString(), { redirect: 'manual' });
  expect(back.status).toBe(303);
  const returned = new URL(back.headers.get('location')!, t.baseUrl);
  expect(returned.pathname).toBe('/settings/bank-connections');
  return { requisitionId: returned.searchParams.get('requisitionId')!, userId: returned.searchParams.get('userId')! };
}

const rowsOf = (userId: string) =>
  t.db
    .selectFrom('transactions')
    .innerJoin('bank_accounts', 'bank_accounts.id', 'transactions.account_id')
    .select(['transactions.amount', 'transactions.status', 'transactions.description', 'bank_accounts.account_name'])
    .where('transactions.user_id', '=', userId)
    .execute();

describe('a Monzo customer linking through the usual connect flow', () => {
  let user: Awaited<ReturnType<typeof signedInUser>>;
  let requisitionId: string;
  beforeAll(async () => {
    user = await signedInUser(t, 'monzo');
  });

  it('waits for the approval in the Monzo app, then takes the full history at once', async () => {
    const returned = await linkAtMonzo(user.client);
    requisitionId = returned.requisitionId;
    const waiting = await user.client.trpc.bank.completeConnection.mutate(returned);
    expect(waiting).toEqual({
      accountsCount: 0,
      transactionsCount: 0,
      awaitingApproval: true,
      message: 'Approve Plain Sight in your Monzo app to finish connecting.',
    });
    expect(await user.client.trpc.bank.connections.query()).toMatchObject([{ id: requisitionId, state: 'linking' }]);

    fake.state.approveInApp();
    const done = await user.client.trpc.bank.completeConnection.mutate(returned);
    expect(done).toMatchObject({ accountsCount: 2 });
    expect(done.awaitingApproval).toBeUndefined();
    expect(await user.client.trpc.bank.connections.query()).toMatchObject([{ id: requisitionId, state: 'active', institution_name: 'Monzo' }]);

    const accounts = await user.client.trpc.bank.accounts.query();
    expect(accounts.map((a) => [a.account_name, a.balance, a.account_classification]).sort()).toEqual([
      ['Current account', 123_456, 'CurrentAccount'],
      ['Holiday', 15_000, 'SavingsAccount'],
    ]);
    const rows = await rowsOf(user.userId);
    const card = rows.filter((r) => r.account_name === 'Current account' && r.amount === -CARD_PENCE);
    // All 150 card payments, 225 days of them: two full pages of 100 and more, read by since = the last id.
    expect(card).toHaveLength(CARD_PAYMENTS);
    const pages = fake.state.requests.filter((r) => r.path === '/transactions' && r.query.get('account_id') === monzoIds.account);
    expect(pages.filter((r) => r.query.get('since')?.startsWith('tx_')).length).toBeGreaterThanOrEqual(1);
    expect(rows.some((r) => r.amount === -99_999)).toBe(false);
    expect(rows.find((r) => r.amount === -450)).toMatchObject({ status: 'pending' });
    expect(rows.find((r) => r.amount === 250_000)).toMatchObject({ status: 'booked' });
  });

  it('shows each move into a pot on both sides, as a transfer between the person’s own accounts', async () => {
    const rows = await rowsOf(user.userId);
    expect(
      rows
        .filter((r) => r.account_name === 'Holiday')
        .map((r) => r.amount)
        .sort((a, b) => a - b),
    ).toEqual([5_000, 10_000]);
    const out = rows.filter((r) => r.account_name === 'Current account' && (r.amount === -10_000 || r.amount === -5_000));
    expect(out).toHaveLength(2);
    // The money moved stays the person's: £150 out of the account and £150 into the pot add to nothing.
    const net = rows.filter((r) => r.amount === -10_000 || r.amount === -5_000 || r.amount === 10_000 || r.amount === 5_000).reduce((n, r) => n + r.amount, 0);
    expect(net).toBe(0);
  });

  it('keeps the tokens sealed and out of every answer and log line', async () => {
    const secrets = await t.db.selectFrom('bank_link_secrets').selectAll().where('provider', '=', 'monzo').execute();
    expect(secrets).toHaveLength(1);
    const issued = [...fake.state.accessTokens.keys(), ...fake.state.refreshTokens.keys()];
    const shown = JSON.stringify([secrets, await user.client.trpc.bank.connections.query(), logs.lines]);
    for (const token of [...issued, fakeMonzoClient.secret]) expect(shown).not.toContain(token);
  });

  it('refreshes an expired access token on its own, and a revoked grant becomes Reconnect', async () => {
    fake.state.expireAccessTokens();
    await t.db.deleteFrom('refresh_state').where('user_id', '=', user.userId).execute();
    const before = (await rowsOf(user.userId)).length;
    expect(await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' })).toMatchObject({ status: 'ok', transactionsCount: 0 });
    expect((await rowsOf(user.userId)).length).toBe(before);
    expect(fake.state.requests.some((r) => r.path === '/oauth2/token')).toBe(true);

    fake.state.revokeAll();
    await t.db.deleteFrom('refresh_state').where('user_id', '=', user.userId).execute();
    expect(await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' })).toMatchObject({ status: 'failed', message: refreshMessages.invalidConnection });
    expect(await user.client.trpc.bank.connections.query()).toMatchObject([{ id: requisitionId, state: 'broken' }]);
  });
});

it('after the first 5 minutes asks Monzo for 90 days at most, which it still answers', async () => {
  const now = Date.now();
  fake.state.now = () => now + FULL_HISTORY_WINDOW_MS + 60_000;
  try {
    const store = memorySecretStore<MonzoSecret>();
    const provider = createMonzoProvider({
      config: { clientId: fakeMonzoClient.id, clientSecret: fakeMonzoClient.secret, authUrl: fake.baseUrl, apiUrl: fake.baseUrl },
      logger: logs.logger,
      store,
      stateKey: Buffer.alloc(32, 7),
      now: () => now + FULL_HISTORY_WINDOW_MS + 60_000,
    });
    // A grant approved 6 minutes ago, as the stand-in issued it.
    const form = new URLSearchParams({ grant_type: 'authorization_code', client_id: fakeMonzoClient.id, client_secret: fakeMonzoClient.secret });
    const auth = await fetch(
      `${fake.baseUrl}/?client_id=${fakeMonzoClient.id}&redirect_uri=${encodeURIComponent('http://app.test/cb')}&response_type=code&state=s`,
      { redirect: 'manual' },
    );
    const code = new URL(auth.headers.get('location')!).searchParams.get('code')!;
    form.set('code', code);
    form.set('redirect_uri', 'http://app.test/cb');
    const token = (await (await fetch(`${fake.baseUrl}/oauth2/token`, { method: 'POST', body: form })).json()) as { access_token: string };
    fake.state.grants.get(code)!.approvedAt = now;
    await store.save('link-1', { accessToken: token.access_token, refreshToken: null, accessExpiresAt: now + day, grantedAt: now });

    const from = new Date(now - 700 * day).toISOString().slice(0, 10);
    const to = new Date(now).toISOString().slice(0, 10);
    const { data } = await provider.getTransactions(`mz:acc:link-1:${monzoIds.account}`, { from, to });
    const oldest = new Date(now + FULL_HISTORY_WINDOW_MS + 60_000 - 89 * day).toISOString().slice(0, 10);
    expect(data.booked.every((b) => b.bookingDate! >= oldest)).toBe(true);
    // 36-hourly card payments within the last 89 days, by hand: hours 38, 74, ... up to 89 days (2,136 h).
    const expected = Array.from({ length: CARD_PAYMENTS }, (_, i) => 36 * (i + 1) + 2).filter(
      (h) => now - h * 3_600_000 >= Date.parse(`${oldest}T00:00:00Z`),
    ).length;
    expect(data.booked.filter((b) => b.amount === '-12.34')).toHaveLength(expected);
  } finally {
    fake.state.now = () => Date.now();
  }
});

it('two reads at once with an expired access token refresh it once: Monzo spends a refresh token only once', async () => {
  const now = Date.now();
  const store = memorySecretStore<MonzoSecret>();
  const provider = createMonzoProvider({
    config: { clientId: fakeMonzoClient.id, clientSecret: fakeMonzoClient.secret, authUrl: fake.baseUrl, apiUrl: fake.baseUrl },
    logger: logs.logger,
    store,
    stateKey: Buffer.alloc(32, 7),
  });
  // A grant the stand-in issued and the person approved, whose access token has run out.
  const auth = await fetch(
    `${fake.baseUrl}/?client_id=${fakeMonzoClient.id}&redirect_uri=${encodeURIComponent('http://app.test/cb')}&response_type=code&state=s`,
    {
      redirect: 'manual',
    },
  );
  const code = new URL(auth.headers.get('location')!).searchParams.get('code')!;
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: fakeMonzoClient.id,
    client_secret: fakeMonzoClient.secret,
    code,
    redirect_uri: 'http://app.test/cb',
  });
  const token = (await (await fetch(`${fake.baseUrl}/oauth2/token`, { method: 'POST', body: form })).json()) as { access_token: string; refresh_token: string };
  fake.state.grants.get(code)!.approvedAt = now;
  await store.save('link-2', { accessToken: token.access_token, refreshToken: token.refresh_token, accessExpiresAt: now - 1000, grantedAt: now });
  const tokenCalls = () => fake.state.requests.filter((r) => r.method === 'POST' && r.path === '/oauth2/token').length;
  const before = tokenCalls();

  const account = `mz:acc:link-2:${monzoIds.account}`;
  const answers = await Promise.all([provider.getBalances(account), provider.getAccountDetails(account), provider.getBalances(account)]);

  expect(answers).toHaveLength(3);
  expect(tokenCalls() - before).toBe(1);
  const saved = await store.load('link-2');
  expect(saved!.refreshToken).not.toBe(token.refresh_token);
  expect(saved!.accessExpiresAt).toBeGreaterThan(now);
});
