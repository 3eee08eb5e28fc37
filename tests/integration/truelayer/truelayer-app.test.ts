import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../../support/api-client';
import { captureLogs } from '../../support/fake-gocardless/log-capture';
import { startFakeTrueLayer, type FakeTrueLayer } from '../../support/fake-truelayer/fake-truelayer-server';
import { approveAtTrueLayer, linkTrueLayer, trueLayerBankConfig } from '../../support/fake-truelayer/truelayer-app';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDeps } from '../../support/test-deps';
import { createBankProvider } from '../../../src/server/modules/bank/providers/create-provider';
import { syncRequisition } from '../../../src/server/modules/bank/sync/sync-requisition';
import type { Deps } from '../../../src/server/deps';
import { ProviderRateLimitedError } from '../../../src/server/modules/bank/providers/types';
import { rejectionOf } from '../../support/fake-truelayer/truelayer-harness';
import { signedInUser } from '../../support/users';

// The app with TrueLayer wired in (and the sandbox beside it), over real HTTP, against the
// stand-in speaking TrueLayer's auth server and Data API. The stand-in's data is dated
// March 2025, so the app's clock is too.

const day = 86_400_000;
const now = new Date('2025-03-10T12:00:00Z');
let fake: FakeTrueLayer;
let t: TestApp;
const logs = captureLogs();

beforeAll(async () => {
  fake = await startFakeTrueLayer();
  t = await startTestApp({
    clock: () => now,
    scheduler: false,
    logger: logs.logger,
    config: { bank: trueLayerBankConfig(fake), appSecret: 'test-app-secret-0123456789abcdef' },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A new refresh as if time had passed: no cooldown, and a new day's call budget. */
async function freshRefreshWindow(userId: string) {
  await t.db.deleteFrom('refresh_state').where('user_id', '=', userId).execute();
  await t.db.deleteFrom('provider_call_budgets').execute();
}

/** The app's own wiring (database, config, sealed token store) for calling the sync directly, as the scheduler does. */
async function appDeps(): Promise<Deps> {
  const deps = await testDeps(t.database, { clock: () => now, config: t.config });
  const provider = createBankProvider(t.config, deps, 'truelayer');
  return { ...deps, bank: { provider, providers: [provider] } };
}

const requisitionRow = (id: string) => t.db.selectFrom('requisitions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const rowsOf = (userId: string) =>
  t.db
    .selectFrom('transactions')
    .innerJoin('bank_accounts', 'bank_accounts.id', 'transactions.account_id')
    .select(['transactions.amount', 'transactions.status', 'transactions.date', 'transactions.description', 'bank_accounts.account_name'])
    .where('transactions.user_id', '=', userId)
    .orderBy('transactions.date')
    .execute();

describe('linking, reading and storing through TrueLayer', () => {
  let user: Awaited<ReturnType<typeof signedInUser>>;
  let requisitionId: string;
  let secondRequisitionId: string;

  it('offers both providers, each saying which banks it reaches', async () => {
    user = await signedInUser(t, 'tl');
    const providers = await user.client.trpc.bank.providers.query();
    expect(providers.map((p) => p.id)).toEqual(['truelayer', 'sandbox']);
    expect(providers[0]!.reaches).toContain('Monzo');
    const banks = await user.client.trpc.bank.institutions.query();
    expect(banks.find((b) => b.id === 'truelayer-uk')?.provider).toBe('truelayer');
    expect(banks.filter((b) => b.provider === 'sandbox').length).toBeGreaterThan(3);
  });

  it('links through the OAuth code flow and comes back to the page it started from', async () => {
    const linked = await linkTrueLayer(user.client, fake, { returnPath: '/settings/bank-connections' });
    requisitionId = linked.requisitionId;
    const auth = new URL(linked.started.redirectLink);
    expect(auth.searchParams.get('providers')).toBe('uk-ob-all uk-oauth-all');
    expect(auth.searchParams.get('scope')).toBe('info accounts balance cards transactions direct_debits standing_orders offline_access');
    expect(auth.searchParams.get('redirect_uri')).toBe(`${t.baseUrl}/api/bank/truelayer/callback`);
    expect(new URL(linked.callback).pathname).toBe('/api/bank/truelayer/callback');
    expect(linked.returnUrl.pathname).toBe('/settings/bank-connections');
    expect(linked.userId).toBe(user.userId);
    // Two accounts and the card.
    expect(linked.totals.accountsCount).toBe(3);
    const exchange = fake.state.requests.filter((r) => r.path === '/connect/token');
    expect(exchange).toHaveLength(1);
    expect(new URLSearchParams(exchange[0]!.body).get('redirect_uri')).toBe(`${t.baseUrl}/api/bank/truelayer/callback`);
  });

  it('stores accounts with sort codes, the balance, and the card balance as money owed', async () => {
    const accounts = await user.client.trpc.bank.accounts.query();
    const byName = Object.fromEntries(accounts.map((a) => [a.account_name, a]));
    expect(Object.keys(byName).sort()).toEqual(['Club Lloyds', 'Easy Saver', 'Platinum Cashback']);
    expect(byName['Club Lloyds']!.sort_code).toBe('30-96-31');
    // available 1,250.50 is the current account's balance the app shows.
    expect(byName['Club Lloyds']!.balance).toBe(125050);
    expect(byName['Easy Saver']!.account_classification).toBe('SavingsAccount');
    // The card's current 319.90 is owed: -£319.90.
    expect(byName['Platinum Cashback']!.balance).toBe(-31990);
  });

  it('reads transactions within the dates, once each, card purchases as spending, the pending one pending', async () => {
    const rows = await rowsOf(user.userId);
    const card = rows.filter((r) => r.account_name === 'Platinum Cashback').map((r) => r.amount);
    // AMAZON 45.99 positive at TrueLayer is spending here; the payment to the card comes in.
    expect(card.sort((a, b) => a - b)).toEqual([-4599, 20000]);
    const current = rows.filter((r) => r.account_name === 'Club Lloyds');
    // The coffee sent twice is stored once; the taxi dated 31 March is after today (10 March).
    expect(current.filter((r) => r.description === 'PRET A MANGER 123')).toHaveLength(1);
    expect(current.some((r) => r.description === 'LATE NIGHT TAXI')).toBe(false);
    expect(current.filter((r) => r.status === 'pending').map((r) => r.amount)).toEqual([-2360]);
    expect(current).toHaveLength(6);
  });

  it('turns standing orders and direct debits into bills with the exact payee, amount and date, merged with detection', async () => {
    const bills = await user.client.trpc.bank.bills.query();
    const rent = bills.filter((b) => b.amount === 95000);
    expect(rent).toHaveLength(1);
    expect(rent[0]).toMatchObject({ name: 'Homes Ltd', type: 'standingOrder', next_date: '2025-04-01', frequency: 'monthly' });
    const energy = bills.filter((b) => b.amount === 8217);
    expect(energy).toHaveLength(1);
    // The last payment was 5 March; monthly, so the next is 5 April.
    expect(energy[0]).toMatchObject({ name: 'OCTOPUS ENERGY LTD', type: 'directDebit', next_date: '2025-04-05' });
    expect(bills.some((b) => b.name.toUpperCase().includes('PUREGYM'))).toBe(false);
  });

  it('replaces a pending row with its booked row even while TrueLayer still lists both', async () => {
    const conn = fake.state.connection!;
    const stillPending = [...conn.pending.get('acc-current-1')!];
    fake.state.settle('acc-current-1', 'tl-pend-tesco', { id: 'tl-tx-tesco-final', description: 'TESCO STORES 2231', timestamp: '2025-03-10T00:00:00' });
    conn.pending.set('acc-current-1', stillPending);
    await freshRefreshWindow(user.userId);
    const result = await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' });
    expect(result.status).toBe('ok');
    const tesco = (await rowsOf(user.userId)).filter((r) => r.amount === -2360);
    expect(tesco).toEqual([expect.objectContaining({ status: 'booked', description: 'TESCO STORES 2231', date: '2025-03-10' })]);
  });

  it('keeps the tokens sealed at rest and never writes a token, the code or the client secret to the log', async () => {
    const row = await t.db.selectFrom('truelayer_tokens').selectAll().executeTakeFirstOrThrow();
    expect(row.access_token_sealed).toMatch(/^v1\./);
    expect(row.refresh_token_sealed).toMatch(/^v1\./);
    const secrets = [...fake.state.accessTokens.keys(), ...fake.state.refreshTokens, ...fake.state.usedRefreshTokens, fake.state.clientSecret];
    const codes = fake.state.requests.filter((r) => r.path === '/connect/token').map((r) => new URLSearchParams(r.body).get('code') ?? '');
    const stored = JSON.stringify(row);
    const log = logs.lines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [...secrets, ...codes].filter((s) => s.length > 5)) {
      expect(stored).not.toContain(secret);
      expect(log).not.toContain(secret);
    }
  });

  it('maps 429 with Retry-After and 5xx to the refresh messages and deletes nothing', async () => {
    const before = await rowsOf(user.userId);
    fake.state.fail({ path: /\/balance$/, status: 429, headers: { 'retry-after': '120' }, times: 3 });
    await freshRefreshWindow(user.userId);
    const limited = await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' });
    expect(limited).toMatchObject({ status: 'ok', rateLimitedSeconds: 120 });
    expect(limited.message).toBe('Bank API rate limit reached during refresh. Some data may be incomplete. Please try again in 2 minutes');

    fake.state.fail({ path: '/data/v1/accounts', status: 503, times: 1 });
    await freshRefreshWindow(user.userId);
    const failed = await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' });
    expect(failed.status).toBe('failed');
    expect(failed.message).toMatch(/^Failed to refresh your banking data: /);
    expect(await rowsOf(user.userId)).toEqual(before);

    // A 200 with an HTML page where the transactions should be: unreadable, so nothing is deleted.
    fake.state.fail({ path: /\/transactions$/, status: 200, body: '<html><body>Maintenance</body></html>', times: 1 });
    await freshRefreshWindow(user.userId);
    const unreadable = await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' });
    expect(unreadable.status).toBe('failed');
    expect(unreadable.message).toMatch(/^Failed to refresh your banking data: /);
    expect(await rowsOf(user.userId)).toEqual(before);

    // A revoked access token (401): refreshed once with the refresh token, and the refresh runs.
    const refreshesBefore = fake.state.usedRefreshTokens.size;
    fake.state.expireAccessTokens();
    await freshRefreshWindow(user.userId);
    expect((await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' })).status).toBe('ok');
    expect(fake.state.usedRefreshTokens.size).toBe(refreshesBefore + 1);
    expect(await rowsOf(user.userId)).toEqual(before);
  });

  it('tells the bank the person is there on their own refresh, so the 4 reads a day without them never cut it off', async () => {
    const before = await rowsOf(user.userId);
    await freshRefreshWindow(user.userId);
    fake.state.unattendedDailyReads = 0;
    try {
      // Five refreshes in one day from the app: more than the 4 a day allowed without the person.
      for (let i = 0; i < 5; i++) {
        await t.db.deleteFrom('refresh_state').where('user_id', '=', user.userId).execute();
        const sent = fake.state.requests.length;
        expect(await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' })).toMatchObject({ status: 'ok', rateLimitedSeconds: null });
        const reads = fake.state.requests.slice(sent).filter((r) => r.path.startsWith('/data/v1/'));
        expect(reads.length).toBeGreaterThan(0);
        // The test client comes from loopback.
        expect(new Set(reads.map((r) => r.headers['x-psu-ip']))).toEqual(new Set(['127.0.0.1']));
      }
      // Reads the person is present for are not counted against the unattended budget.
      expect(await t.db.selectFrom('provider_call_budgets').select('scope').where('provider', '=', 'truelayer').execute()).toEqual([]);

      // A personal access token's script may run unattended: no X-PSU-IP, so the bank's limit applies.
      const { token } = await user.client.trpc.tokens.create.mutate({ name: 'nightly script' });
      const script = t.client({ authorization: `Bearer ${token}` });
      await t.db.deleteFrom('refresh_state').where('user_id', '=', user.userId).execute();
      const sent = fake.state.requests.length;
      const limited = await script.trpc.bank.refreshAll.mutate({ mode: 'manual' });
      expect(limited).toMatchObject({ status: 'ok', rateLimitedSeconds: 3600 });
      const reads = fake.state.requests.slice(sent).filter((r) => r.path.startsWith('/data/v1/'));
      expect(reads.length).toBeGreaterThan(0);
      expect(reads.filter((r) => 'x-psu-ip' in r.headers)).toEqual([]);
    } finally {
      fake.state.unattendedDailyReads = null;
      fake.state.unattendedReads.clear();
    }
    expect(await rowsOf(user.userId)).toEqual(before);
  });

  it('shows the consent end, renews in place after the person reconfirms, from a week before', async () => {
    const [connection] = await user.client.trpc.bank.connections.query();
    expect(connection!.provider).toBe('truelayer');
    const end = new Date(connection!.access_expires_at!).getTime();
    expect(Math.abs(end - (Date.now() + 90 * day))).toBeLessThan(60_000);

    const renewed = await user.client.trpc.bank.renewConnection.mutate({ requisitionId, reconfirmed: true });
    expect(renewed.status).toBe('renewed');
    const sent = JSON.parse(fake.state.requests.filter((r) => r.path === '/data/v1/connections/extend').at(-1)!.body) as Record<string, unknown>;
    expect(sent.user_has_reconfirmed_consent).toBe(true);
    expect(sent.user).toEqual({ name: 'Test tl', email: user.email });

    // When the bank wants the person back, renewal sends them through it for the same connection.
    fake.state.extendAction = 'authentication_needed';
    const again = await user.client.trpc.bank.renewConnection.mutate({ requisitionId, reconfirmed: true });
    fake.state.extendAction = 'no_action_needed';
    expect(again.status).toBe('redirect');
    expect(new URL((again as { redirectLink: string }).redirectLink).origin).toBe(fake.baseUrl);
  });

  it("after the consent lapses says the spec's message, and one-click reconnect keeps the accounts and their history", async () => {
    const before = await rowsOf(user.userId);
    const accountsBefore = (await user.client.trpc.bank.accounts.query()).map((a) => a.id).sort();
    fake.state.expireConsent();
    await freshRefreshWindow(user.userId);
    const lapsed = await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' });
    expect(lapsed).toMatchObject({ status: 'failed', reason: 'invalid_connection', message: 'Invalid bank connection. Please reconnect your bank.' });
    expect((await user.client.trpc.bank.connections.query())[0]!.needs_reconnect).toBe(true);
    expect(await rowsOf(user.userId)).toEqual(before);

    // The person agrees at their bank again: a new 90 days.
    fake.state.connection!.consentExpiresAt = Date.now() + 90 * day;
    const relinked = await linkTrueLayer(user.client, fake, { reconnect: requisitionId, returnPath: '/dashboard' });
    expect(relinked.returnUrl.pathname).toBe('/dashboard');
    expect(relinked.requisitionId).toBe(requisitionId);
    expect((await user.client.trpc.bank.accounts.query()).map((a) => a.id).sort()).toEqual(accountsBefore);
    expect(await rowsOf(user.userId)).toEqual(before);
    const [connection] = await user.client.trpc.bank.connections.query();
    expect(connection).toMatchObject({ needs_reconnect: false, state: 'active' });
  });

  it('connecting the same bank again as a new connection keeps each account and its history, without duplicates', async () => {
    const before = await rowsOf(user.userId);
    const accountsBefore = (await user.client.trpc.bank.accounts.query()).map((a) => a.id).sort();
    const linked = await linkTrueLayer(user.client, fake, { returnPath: '/money' });
    expect(linked.requisitionId).not.toBe(requisitionId);
    secondRequisitionId = linked.requisitionId;
    const accounts = await user.client.trpc.bank.accounts.query();
    expect(accounts.map((a) => a.id).sort()).toEqual(accountsBefore);
    expect(new Set(accounts.map((a) => a.requisition_id))).toEqual(new Set([linked.requisitionId]));
    expect(await rowsOf(user.userId)).toEqual(before);
  });

  it('the old connection, still live, stops claiming the accounts: its syncs move nothing back, and removing it keeps them', async () => {
    const before = await rowsOf(user.userId);
    const accountsBefore = (await user.client.trpc.bank.accounts.query()).map((a) => a.id).sort();
    expect(accountsBefore).toHaveLength(3);
    const onlyOnTheNewConnection = async () => {
      const accounts = await user.client.trpc.bank.accounts.query();
      expect(accounts.map((a) => a.id).sort()).toEqual(accountsBefore);
      expect(new Set(accounts.map((a) => a.requisition_id))).toEqual(new Set([secondRequisitionId]));
      expect(await rowsOf(user.userId)).toEqual(before);
    };
    // The old connection is still linked, with working tokens: the bank lists the same accounts for it.
    const old = await requisitionRow(requisitionId);
    expect(old).toMatchObject({ status: 'linked', needs_reconnect: false });
    expect([...old.excluded_account_ids].sort()).toEqual(
      ['tl:account:%:acc-current-1', 'tl:account:%:acc-savings-2', 'tl:card:%:card-amex-9'].map((r) => r.replace('%', old.provider_requisition_id!)).sort(),
    );

    // The scheduler syncs the old connection last: it reads, and adopts nothing back.
    await freshRefreshWindow(user.userId);
    const deps = await appDeps();
    expect(await syncRequisition(deps, old, 'scheduled')).toEqual([]);
    await onlyOnTheNewConnection();
    // Both from the app, the old one first, then the new one again after it.
    await freshRefreshWindow(user.userId);
    expect((await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' })).status).toBe('ok');
    await syncRequisition(deps, await requisitionRow(requisitionId), 'scheduled');
    await onlyOnTheNewConnection();

    // Removing the old connection (its accounts go with it by cascade) keeps the moved accounts and their history.
    await user.client.trpc.bank.removeConnection.mutate({ requisitionId });
    // The stand-in has one connection for both links; TrueLayer would revoke only the old one.
    fake.state.connection!.revoked = false;
    expect((await user.client.trpc.bank.connections.query()).map((c) => c.id)).toEqual([secondRequisitionId]);
    await onlyOnTheNewConnection();
    await freshRefreshWindow(user.userId);
    expect((await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' })).status).toBe('ok');
    await onlyOnTheNewConnection();
  });

  it('returns a cancelled consent to the starting page, where completing it fails with the usual message', async () => {
    const other = await signedInUser(t, 'tl-cancel');
    const started = await other.client.trpc.bank.initiateConnection.mutate({ institutionId: 'truelayer-uk', returnPath: '/onboarding/connect-bank' });
    const state = new URL(started.redirectLink).searchParams.get('state')!;
    const back = await other.client.fetch(`${t.baseUrl}/api/bank/truelayer/callback?error=access_denied&state=${encodeURIComponent(state)}`, {
      redirect: 'manual',
    });
    const returnUrl = new URL(back.headers.get('location')!, t.baseUrl);
    expect(returnUrl.pathname).toBe('/onboarding/connect-bank');
    const failure = await failureOf(
      other.client.trpc.bank.completeConnection.mutate({ requisitionId: returnUrl.searchParams.get('requisitionId')!, userId: other.userId }),
    );
    expect(failure.message).toBe('Failed to connect bank account. Please try again.');
  });
});

describe('scheduled syncs within the bank’s 4 reads a day without the person', () => {
  it('count the connection’s own account and card lists too, and stop before the bank says 429', async () => {
    const person = await signedInUser(t, 'tl-scheduled');
    const linked = await linkTrueLayer(person.client, fake, { returnPath: '/money' });
    const requisition = await requisitionRow(linked.requisitionId);
    const deps = await appDeps();
    await freshRefreshWindow(person.userId);
    const before = await rowsOf(person.userId);
    expect(before.length).toBeGreaterThan(0);
    fake.state.unattendedReads.clear();
    fake.state.unattendedDailyReads = 4;
    try {
      // Every 8 hours, and more: the first three read everything (the 4th read of each endpoint is kept for the person).
      for (let i = 0; i < 3; i++) {
        const results = await syncRequisition(deps, requisition, 'scheduled');
        expect(results).toHaveLength(3);
        expect(results.map((r) => r.rateLimitedSeconds)).toEqual([null, null, null]);
      }
      expect(fake.state.unattendedReads.get('/data/v1/accounts')).toBe(3);
      expect(fake.state.unattendedReads.get('/data/v1/cards')).toBe(3);
      // The next ones stop at the budget before reading anything: the bank never has to say 429.
      for (let i = 0; i < 2; i++) {
        const sent = fake.state.requests.length;
        const stopped = await rejectionOf(syncRequisition(deps, requisition, 'scheduled'));
        expect(stopped).toBeInstanceOf(ProviderRateLimitedError);
        expect((stopped as ProviderRateLimitedError).scope).toBe('link');
        expect(fake.state.requests.slice(sent).filter((r) => r.path.startsWith('/data/v1/'))).toEqual([]);
      }
      expect(Math.max(...fake.state.unattendedReads.values())).toBe(3);
      const link = await t.db
        .selectFrom('provider_call_budgets')
        .select(['used', 'remaining'])
        .where('account_ref', '=', requisition.provider_requisition_id!)
        .where('scope', '=', 'link')
        .execute();
      expect(link).toEqual([{ used: 3, remaining: 1 }]);
      // The person's own refresh is not held back by it: the bank is told they are there.
      expect(await person.client.trpc.bank.refreshAll.mutate({ mode: 'manual' })).toMatchObject({ status: 'ok', rateLimitedSeconds: null });
    } finally {
      fake.state.unattendedDailyReads = null;
      fake.state.unattendedReads.clear();
    }
    expect(await rowsOf(person.userId)).toEqual(before);
  });

  it('a 429 on the account list limits that connection, not every refresh of the person', async () => {
    const person = await signedInUser(t, 'tl-link-429');
    await linkTrueLayer(person.client, fake, { returnPath: '/money' });
    await freshRefreshWindow(person.userId);
    fake.state.fail({ path: '/data/v1/accounts', status: 429, headers: { 'retry-after': '600' } });
    expect(await person.client.trpc.bank.refreshAll.mutate({ mode: 'manual' })).toMatchObject({ status: 'ok', rateLimitedSeconds: 600 });
    const state = await t.db.selectFrom('refresh_state').select('limited_until').where('user_id', '=', person.userId).executeTakeFirstOrThrow();
    expect(state.limited_until).toBeNull();
  });
});

describe('a browser that comes back from the bank signed out', () => {
  // The session ended while the person was at their bank, or their bank's phone app sent
  // them back into another browser: the code must not be lost, nor used for anyone else.
  it('keeps the code while the person signs in, then links their bank', async () => {
    const owner = await signedInUser(t, 'tl-away');
    const started = await owner.client.trpc.bank.initiateConnection.mutate({ institutionId: 'truelayer-uk', returnPath: '/onboarding/connect-bank' });
    const callback = await approveAtTrueLayer(fake, started.redirectLink);
    const exchangesBefore = fake.state.count('/connect/token', 'POST');

    const otherBrowser = t.client();
    const back = await otherBrowser.fetch(callback, { redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/onboarding/connect-bank?requisitionId=${started.requisitionId}&userId=${owner.userId}`);
    const [held] = back.headers.getSetCookie();
    expect(held).toMatch(/^ps_bank_return=v1\.[^;]+; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/);
    // Sealed: the code is not readable in the cookie.
    const code = new URL(callback).searchParams.get('code')!;
    expect(held).not.toContain(code);
    expect(fake.state.count('/connect/token', 'POST')).toBe(exchangesBefore);

    // The app asks them to sign in; the return page's completion then exchanges the code.
    await otherBrowser.trpc.auth.signIn.mutate({ email: owner.email, password: 'secret-pass' });
    const totals = await otherBrowser.trpc.bank.completeConnection.mutate({ requisitionId: started.requisitionId, userId: owner.userId });
    expect(totals.accountsCount).toBe(3);
    expect(fake.state.count('/connect/token', 'POST')).toBe(exchangesBefore + 1);
    expect(otherBrowser.cookies.has('ps_bank_return')).toBe(false);
    expect((await owner.client.trpc.bank.connections.query()).map((c) => c.state)).toEqual(['active']);
    expect(logs.lines.join('\n')).not.toContain(code);
  });

  it('never exchanges a held code for someone other than the person who started the link', async () => {
    const owner = await signedInUser(t, 'tl-starter');
    const stranger = await signedInUser(t, 'tl-stranger');
    const started = await owner.client.trpc.bank.initiateConnection.mutate({ institutionId: 'truelayer-uk' });
    const callback = await approveAtTrueLayer(fake, started.redirectLink);
    const exchangesBefore = fake.state.count('/connect/token', 'POST');

    // The stranger's browser came back signed out, then signs in as the stranger.
    const browser = t.client();
    await browser.fetch(callback, { redirect: 'manual' });
    expect(browser.cookies.has('ps_bank_return')).toBe(true);
    await browser.trpc.auth.signIn.mutate({ email: stranger.email, password: 'secret-pass' });
    // With the owner's id from the return address, or with their own: refused either way.
    const asOwner = await failureOf(browser.trpc.bank.completeConnection.mutate({ requisitionId: started.requisitionId, userId: owner.userId }));
    expect(asOwner.message).toBe('Failed to connect bank account. Please try again.');
    expect(browser.cookies.has('ps_bank_return')).toBe(false);
    await browser.fetch(callback, { redirect: 'manual' });
    const asSelf = await failureOf(browser.trpc.bank.completeConnection.mutate({ requisitionId: started.requisitionId, userId: stranger.userId }));
    expect(asSelf.data?.code).toBe('NOT_FOUND');
    expect(fake.state.count('/connect/token', 'POST')).toBe(exchangesBefore);
    expect(await t.db.selectFrom('truelayer_tokens').select('link_id').where('link_id', '=', started.requisitionId).execute()).toEqual([]);
  });
});

describe('one person cannot use another’s link', () => {
  it('refuses another person’s state at the callback, and their connection for renewal and reconnect', async () => {
    const owner = await signedInUser(t, 'tl-owner');
    const intruder = await signedInUser(t, 'tl-intruder');
    const started = await owner.client.trpc.bank.initiateConnection.mutate({ institutionId: 'truelayer-uk' });
    const callback = await approveAtTrueLayer(fake, started.redirectLink);
    const exchangesBefore = fake.state.count('/connect/token', 'POST');
    const back = await intruder.client.fetch(callback, { redirect: 'manual' });
    expect(back.headers.get('location')).toBe('/settings/bank-connections');
    expect(fake.state.count('/connect/token', 'POST')).toBe(exchangesBefore);
    // Signed out: back to the starting page to sign in, the code held, nothing exchanged.
    const anonymous = await fetch(callback, { redirect: 'manual' });
    expect(anonymous.headers.get('location')).toBe(`/money?requisitionId=${started.requisitionId}&userId=${owner.userId}`);
    expect(fake.state.count('/connect/token', 'POST')).toBe(exchangesBefore);
    // A forged state is sent to sign in, with nothing held.
    const forged = await fetch(callback.replace(/state=[^&]+/, 'state=forged.state'), { redirect: 'manual' });
    expect(forged.headers.get('location')).toBe('/auth');
    expect(forged.headers.getSetCookie()).toEqual([]);

    const renew = await failureOf(intruder.client.trpc.bank.renewConnection.mutate({ requisitionId: started.requisitionId, reconfirmed: true }));
    expect(renew.data?.code).toBe('NOT_FOUND');
    const reconnect = await failureOf(intruder.client.trpc.bank.initiateConnection.mutate({ institutionId: 'truelayer-uk', reconnect: started.requisitionId }));
    expect(reconnect.data?.code).toBe('NOT_FOUND');
    const row = await t.db
      .selectFrom('requisitions')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', intruder.userId)
      .executeTakeFirstOrThrow();
    expect(row.n).toBe(0);
  });
});
