import { afterEach, beforeEach, expect, it } from 'vitest';
import { ProviderLinkExpiredError, ProviderRateLimitedError, ProviderUnavailableError } from '../../../src/server/modules/bank/providers/types';
import { connect, rejectionOf, startTrueLayerHarness, type TrueLayerHarness } from '../../support/fake-truelayer/truelayer-harness';

// Every failure maps to the error types sync already handles for GoCardless, and none of
// them touches the stored tokens (nothing is deleted on a failed or unreadable answer).

let h: TrueLayerHarness;
let linkId: string;
const current = () => `tl:account:${linkId}:acc-current-1`;
const txPath = '/data/v1/accounts/acc-current-1/transactions';
const march = { from: '2025-03-01', to: '2025-03-31' };

beforeEach(async () => {
  h = await startTrueLayerHarness({ timeoutMs: 300 });
  linkId = await connect(h);
});
afterEach(async () => {
  await h.close();
});

it('turns a 429 into a rate-limit error with the Retry-After wait and the call scope', async () => {
  h.fake.state.fail({
    path: txPath,
    status: 429,
    headers: { 'retry-after': '120' },
    body: { error: 'rate_limit_exceeded', error_description: 'Too many requests' },
  });
  const error = await rejectionOf(h.provider.getTransactions(current(), march));
  expect(error).toBeInstanceOf(ProviderRateLimitedError);
  expect(error).toMatchObject({ retryAfterSeconds: 120, scope: 'transactions' });
});

it('waits 60 seconds after a 429 without Retry-After, and reads an HTTP-date Retry-After', async () => {
  h.fake.state.fail({ path: '/data/v1/accounts/acc-current-1/balance', status: 429, body: {} });
  expect(await rejectionOf(h.provider.getBalances(current()))).toMatchObject({ retryAfterSeconds: 60, scope: 'balances' });
  const at = new Date(Date.now() + 300_000).toUTCString();
  h.fake.state.fail({ path: '/data/v1/accounts/acc-current-1/balance', status: 429, headers: { 'retry-after': at }, body: {} });
  const wait = ((await rejectionOf(h.provider.getBalances(current()))) as ProviderRateLimitedError).retryAfterSeconds;
  expect(wait).toBeGreaterThan(290);
  expect(wait).toBeLessThanOrEqual(300);
});

it('turns 5xx HTML pages and 504 into an unavailable error', async () => {
  h.fake.state.fail({ path: txPath, status: 503 });
  expect(await rejectionOf(h.provider.getTransactions(current(), march))).toMatchObject({
    reason: 'server_error',
    message: 'TrueLayer answered with a server error (503).',
  });
  h.fake.state.fail({ path: txPath, status: 504 });
  expect(await rejectionOf(h.provider.getTransactions(current(), march))).toMatchObject({ reason: 'gateway_timeout' });
});

it('turns a slow answer into a timeout', async () => {
  h.fake.state.fail({ path: txPath, delayMs: 2000 });
  const error = await rejectionOf(h.provider.getTransactions(current(), march));
  expect(error).toBeInstanceOf(ProviderUnavailableError);
  expect(error).toMatchObject({ reason: 'timeout', message: 'TrueLayer did not answer within 300 ms.' });
});

it('refuses truncated JSON, an HTML 200 and a body of the wrong shape, keeping the tokens', async () => {
  const tokensBefore = { ...h.store.rows.get(linkId)! };
  for (const body of [
    '{"results": [{"transaction_id": "x", "amo',
    '<html><body>Maintenance</body></html>',
    { results: [{ transaction_id: 'x', amount: 'ten' }] },
    { status: 'Succeeded' },
  ]) {
    h.fake.state.fail({ path: txPath, status: 200, body });
    const error = await rejectionOf(h.provider.getTransactions(current(), march));
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect(error.message).toBe(`TrueLayer answered GET ${txPath} with an unexpected body.`);
  }
  expect(h.store.rows.get(linkId)).toEqual(tokensBefore);
});

it('turns a lapsed consent (403) into an expired link, and getLink says EX', async () => {
  h.fake.state.expireConsent();
  expect(await rejectionOf(h.provider.getBalances(current()))).toBeInstanceOf(ProviderLinkExpiredError);
  expect((await h.provider.getLink(linkId)).data.status).toBe('expired');
  expect(h.store.rows.has(linkId)).toBe(true);
});

it('says EX without calling TrueLayer once the stored consent end has passed', async () => {
  h.store.rows.set(linkId, { ...h.store.rows.get(linkId)!, consentExpiresAt: new Date(Date.now() - 1000).toISOString() });
  const calls = h.fake.state.requests.length;
  expect((await h.provider.getLink(linkId)).data).toMatchObject({ status: 'expired', accounts: [] });
  expect(h.fake.state.requests.length).toBe(calls);
});
