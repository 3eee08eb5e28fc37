import { afterEach, expect, it, vi } from 'vitest';
import { GoCardlessApiError } from '../../../src/server/modules/bank/providers/gocardless/gocardless-errors';
import { ProviderLinkExpiredError } from '../../../src/server/modules/bank/providers/types';
import { startGoCardlessHarness, rejectionOf, type GoCardlessHarness } from '../../support/fake-gocardless/gocardless-harness';
import type { FakeGoCardlessOptions } from '../../support/fake-gocardless/fake-gocardless-server';

// Token handling and rate-limit headers, against the fake API on 127.0.0.1. Token expiry
// is driven by moving the wall clock (Date only: real timers keep running), which the
// fake server shares, so both sides agree on when a token dies.

let h: GoCardlessHarness | undefined;
const start = async (options: FakeGoCardlessOptions & { timeoutMs?: number; clientSecretKey?: string } = {}) => (h = await startGoCardlessHarness(options));
afterEach(async () => {
  vi.useRealTimers();
  await h?.close();
  h = undefined;
});

const advanceSeconds = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

it('obtains one token pair and reuses it for later calls', async () => {
  const { provider, fake } = await start();
  await provider.listInstitutions('GB');
  await provider.listInstitutions('GB');
  await provider.getBalances('acc-current');
  expect(fake.state.count('/token/new/', 'POST')).toBe(1);
  expect(fake.state.count('/token/refresh/')).toBe(0);
  const authorised = fake.requests.filter((r) => !r.path.includes('/token/'));
  expect(authorised).toHaveLength(3);
  const [access] = fake.state.issuedTokens;
  expect(authorised.every((r) => r.headers.authorization === `Bearer ${access}`)).toBe(true);
});

it('serialises concurrent token requests into one', async () => {
  const { provider, fake } = await start();
  const results = await Promise.all(Array.from({ length: 6 }, () => provider.listInstitutions('GB')));
  expect(results.every((r) => r.data.length === results[0]!.data.length)).toBe(true);
  expect(fake.state.count('/token/new/')).toBe(1);
});

it('refreshes the access token shortly before it expires, keeping the refresh token', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const { provider, fake } = await start({ accessLifetimeSeconds: 600, refreshLifetimeSeconds: 3600 });
  await provider.listInstitutions('GB');
  advanceSeconds(500); // 100 s left: still used as is.
  await provider.listInstitutions('GB');
  expect(fake.state.count('/token/refresh/')).toBe(0);
  advanceSeconds(50); // 50 s left: inside the 60 s margin, so refreshed first.
  await provider.listInstitutions('GB');
  expect(fake.state.count('/token/new/')).toBe(1);
  expect(fake.state.count('/token/refresh/')).toBe(1);
  const refreshBody = JSON.parse(fake.requests.find((r) => r.path.endsWith('/token/refresh/'))!.body) as { refresh: string };
  expect(refreshBody.refresh).toBe(fake.state.issuedTokens[1]); // the pair's refresh token
  const last = fake.requests.at(-1)!;
  expect(last.headers.authorization).toBe(`Bearer ${fake.state.issuedTokens[2]}`);
});

it('asks for a new pair once the refresh token has expired too', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const { provider, fake } = await start({ accessLifetimeSeconds: 600, refreshLifetimeSeconds: 3600 });
  await provider.listInstitutions('GB');
  advanceSeconds(3600);
  const { data } = await provider.listInstitutions('GB');
  expect(data.length).toBeGreaterThan(0);
  expect(fake.state.count('/token/new/')).toBe(2);
  expect(fake.state.count('/token/refresh/')).toBe(0);
});

it('retries once with a fresh token when the API refuses the access token', async () => {
  const { provider, fake } = await start();
  await provider.listInstitutions('GB');
  fake.state.revokeAccessTokens();
  const { data } = await provider.listInstitutions('GB');
  expect(data.map((i) => i.id)).toContain('MONZO_MONZGB2L');
  expect(fake.state.count('/institutions/')).toBe(3); // first call, refused call, retry
  expect(fake.state.count('/token/refresh/')).toBe(1);
  expect(fake.state.count('/token/new/')).toBe(1);
});

it('falls back to a new pair when the refresh token is refused', async () => {
  const { provider, fake } = await start();
  await provider.listInstitutions('GB');
  fake.state.revokeAccessTokens();
  fake.state.revokeRefreshTokens();
  await provider.listInstitutions('GB');
  expect(fake.state.count('/token/refresh/')).toBe(1);
  expect(fake.state.count('/token/new/')).toBe(2);
});

it('does not retry more than once when the fresh token is refused as well', async () => {
  const { provider, fake } = await start();
  await provider.listInstitutions('GB');
  const invalidToken = { summary: 'Invalid token', detail: 'Token is invalid or expired', status_code: 401 };
  fake.state.failNext({ path: '/institutions/', status: 401, body: invalidToken, times: 2 });
  const error = await rejectionOf(provider.listInstitutions('GB'));
  expect(error).toBeInstanceOf(GoCardlessApiError);
  expect(error).not.toBeInstanceOf(ProviderLinkExpiredError);
  expect((error as GoCardlessApiError).status).toBe(401);
  expect(fake.state.count('/institutions/')).toBe(3);
});

it('reports refused credentials as an API error, not as an expired bank link', async () => {
  const { provider, fake } = await start({ clientSecretKey: 'not-the-right-key' });
  const error = await rejectionOf(provider.listInstitutions('GB'));
  expect(error).toBeInstanceOf(GoCardlessApiError);
  expect(error).not.toBeInstanceOf(ProviderLinkExpiredError);
  expect(error.message).toContain('No active account found with the given credentials');
  expect(error.message).not.toContain('not-the-right-key');
  expect(fake.state.count('/institutions/')).toBe(0);
});

it('reads the account rate-limit headers in the HTTP_ spelling', async () => {
  const { provider } = await start({ headerStyle: 'http' });
  const first = await provider.getBalances('acc-current');
  expect(first.rateLimit).toEqual({ limit: 4, remaining: 3, resetSeconds: expect.any(Number) });
  expect(first.rateLimit!.resetSeconds).toBeGreaterThan(0);
  expect(first.rateLimit!.resetSeconds).toBeLessThanOrEqual(86_400);
  const second = await provider.getBalances('acc-current');
  expect(second.rateLimit?.remaining).toBe(2);
  // Scopes count apart: details has its own four calls.
  expect((await provider.getAccountDetails('acc-current')).rateLimit?.remaining).toBe(3);
});

it('reads the account rate-limit headers in the X-RateLimit- spelling', async () => {
  const { provider } = await start({ headerStyle: 'plain', accountDailyLimit: 10 });
  const res = await provider.getTransactions('acc-current', { from: '2025-01-01', to: '2025-03-31' });
  expect(res.rateLimit).toEqual({ limit: 10, remaining: 9, resetSeconds: expect.any(Number) });
});

it('reads the general rate-limit headers on non-account endpoints', async () => {
  const { provider } = await start({ headerStyle: 'plain', generalLimitPerMinute: 50 });
  const res = await provider.listInstitutions('GB');
  expect(res.rateLimit?.limit).toBe(50);
  expect(res.rateLimit?.remaining).toBe(49);
  expect(res.rateLimit?.resetSeconds).toBeGreaterThan(0);
});

it('reports no rate-limit state when the headers are absent', async () => {
  const { provider } = await start({ headerStyle: 'none' });
  expect((await provider.getBalances('acc-current')).rateLimit).toBeNull();
  expect((await provider.listInstitutions('GB')).rateLimit).toBeNull();
});

it('logs each call at debug level with method, path, status and duration', async () => {
  const { provider, logLines } = await start();
  await provider.getTransactions('acc-current', { from: '2025-01-01', to: '2025-01-31' });
  const entries = logLines.map((l) => JSON.parse(l) as Record<string, unknown>);
  const call = entries.find((e) => typeof e.path === 'string' && e.path.startsWith('/accounts/'));
  expect(call).toMatchObject({
    level: 20,
    method: 'GET',
    path: '/accounts/acc-current/transactions/?date_from=2025-01-01&date_to=2025-01-31',
    status: 200,
  });
  expect(typeof call!.durationMs).toBe('number');
  expect(entries.some((e) => e.path === '/token/new/' && e.status === 200)).toBe(true);
});
