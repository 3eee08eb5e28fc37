import { afterEach, beforeEach, expect, it } from 'vitest';
import { createSecretBox } from '../../../src/server/security/secret-box';
import { sealedTokenStore, type SealedTokenRow } from '../../../src/server/modules/bank/providers/truelayer/truelayer-token-store';
import { ProviderLinkExpiredError } from '../../../src/server/modules/bank/providers/types';
import { createTrueLayerProvider } from '../../../src/server/modules/bank/providers/truelayer/truelayer-provider';
import { fakeClientId, fakeClientSecret } from '../../support/fake-truelayer/fake-truelayer-server';
import { captureLogs } from '../../support/fake-gocardless/log-capture';
import { connect, rejectionOf, startTrueLayerHarness, type TrueLayerHarness } from '../../support/fake-truelayer/truelayer-harness';

let h: TrueLayerHarness;
let linkId: string;
const current = () => `tl:account:${linkId}:acc-current-1`;

beforeEach(async () => {
  h = await startTrueLayerHarness();
  linkId = await connect(h);
});
afterEach(async () => {
  await h.close();
});

const refreshes = () => h.fake.state.requests.filter((r) => r.path === '/connect/token' && r.body.includes('grant_type=refresh_token')).length;

it('refreshes an access token that is about to expire before using it, and stores the rotated refresh token', async () => {
  const before = h.store.rows.get(linkId)!;
  h.store.rows.set(linkId, { ...before, accessExpiresAt: Date.now() + 30_000 });
  await h.provider.getBalances(current());
  expect(refreshes()).toBe(1);
  const after = h.store.rows.get(linkId)!;
  expect(after.accessToken).not.toBe(before.accessToken);
  expect(after.refreshToken).not.toBe(before.refreshToken);
  expect(h.fake.state.usedRefreshTokens.has(before.refreshToken!)).toBe(true);
  // The balance call went out with the new token, and no call with the old one.
  const balanceCalls = h.fake.state.requests.filter((r) => r.path.endsWith('/balance'));
  expect(balanceCalls.map((r) => r.headers.authorization)).toEqual([`Bearer ${after.accessToken}`]);
});

it('refreshes once for many parallel calls (single flight), so the single-use refresh token is spent once', async () => {
  h.store.rows.set(linkId, { ...h.store.rows.get(linkId)!, accessExpiresAt: Date.now() - 1 });
  const results = await Promise.all([
    h.provider.getBalances(current()),
    h.provider.getAccountDetails(current()),
    h.provider.getTransactions(current(), { from: '2025-03-01', to: '2025-03-31' }),
    h.provider.getStandingOrders(current()),
    h.provider.getDirectDebits(current()),
  ]);
  expect(results).toHaveLength(5);
  expect(refreshes()).toBe(1);
});

it('refreshes and retries once when TrueLayer refuses a token before its stated expiry', async () => {
  h.fake.state.expireAccessTokens();
  const { data } = await h.provider.getBalances(current());
  expect(data[0]?.amount).toBe('1250.50');
  expect(refreshes()).toBe(1);
  expect(h.fake.state.count('/data/v1/accounts/acc-current-1/balance')).toBe(2);
});

it('reports a refused refresh token (invalid_grant) as a connection to reconnect', async () => {
  h.fake.state.refreshTokens.clear();
  h.fake.state.expireAccessTokens();
  expect(await rejectionOf(h.provider.getBalances(current()))).toBeInstanceOf(ProviderLinkExpiredError);
});

it('two app instances sharing one token store refresh the same expired token at once: both reads succeed, no false reconnect', async () => {
  // A second instance: its own single flight, the same stored tokens (as two processes on one database).
  const other = createTrueLayerProvider({
    config: { clientId: fakeClientId, clientSecret: fakeClientSecret, authUrl: h.fake.baseUrl, apiUrl: h.fake.baseUrl },
    logger: captureLogs().logger,
    store: h.store,
    stateKey: h.stateKey,
    fetch: h.fetch,
  });
  const before = h.store.rows.get(linkId)!;
  h.store.rows.set(linkId, { ...before, accessExpiresAt: Date.now() - 1 });
  const [mine, theirs] = await Promise.all([h.provider.getBalances(current()), other.getBalances(current())]);
  expect(mine.data[0]?.amount).toBe('1250.50');
  expect(theirs.data[0]?.amount).toBe('1250.50');
  // Both spent the same refresh token: the bank took one and refused the other (invalid_grant).
  const spent = h.fake.state.requests.filter((r) => r.path === '/connect/token' && r.body.includes(`refresh_token=${before.refreshToken!}`));
  expect(spent).toHaveLength(2);
  // The loser used the winner's saved tokens: what is stored still works, no second rotation.
  expect(refreshes()).toBe(2);
  const after = h.store.rows.get(linkId)!;
  expect(h.fake.state.refreshTokens.has(after.refreshToken!)).toBe(true);
  expect(h.fake.state.usedRefreshTokens.has(after.refreshToken!)).toBe(false);
  const { data } = await other.getBalances(current());
  expect(data[0]?.amount).toBe('1250.50');
  expect(refreshes()).toBe(2);
});

it('keeps tokens sealed at rest, bound to their connection, and opens them for use', async () => {
  const rows = new Map<string, SealedTokenRow>();
  const box = createSecretBox(Buffer.alloc(32, 3));
  const store = sealedTokenStore(
    {
      load: (id) => Promise.resolve(rows.get(id) ?? null),
      save: (id, row) => Promise.resolve(void rows.set(id, row)),
      remove: (id) => Promise.resolve(void rows.delete(id)),
    },
    box,
  );
  const tokens = { accessToken: 'at-plain', accessExpiresAt: 1_900_000_000_000, refreshToken: 'rt-plain', consentExpiresAt: '2025-06-08T12:00:00.000Z' };
  await store.save('link-1', tokens);
  const row = rows.get('link-1')!;
  expect(JSON.stringify(row)).not.toContain('rt-plain');
  expect(JSON.stringify(row)).not.toContain('at-plain');
  expect(row.refreshTokenSealed).toMatch(/^v1\./);
  expect(await store.load('link-1')).toEqual(tokens);
  // A sealed token copied onto another connection's row does not open there.
  rows.set('link-2', row);
  await expect(store.load('link-2')).rejects.toThrow('could not be opened');
});

it('never writes tokens, codes or the client secret to the log', async () => {
  h.fake.state.expireAccessTokens();
  await h.provider.getBalances(current());
  const log = h.logLines.join('\n');
  expect(h.logLines.length).toBeGreaterThan(3);
  const stored = h.store.rows.get(linkId)!;
  for (const secret of [stored.accessToken, stored.refreshToken!, fakeClientSecret, ...h.fake.state.usedRefreshTokens]) {
    expect(log).not.toContain(secret);
  }
  expect(log).not.toMatch(/code-[0-9a-f]{24}/);
});
