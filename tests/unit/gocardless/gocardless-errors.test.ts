import { afterEach, expect, it } from 'vitest';
import { GoCardlessApiError } from '../../../src/server/modules/bank/providers/gocardless/gocardless-errors';
import { ProviderLinkExpiredError, ProviderRateLimitedError, ProviderUnavailableError } from '../../../src/server/modules/bank/providers/types';
import { linkedRequisition, rejectionOf, startGoCardlessHarness, type GoCardlessHarness } from '../../support/fake-gocardless/gocardless-harness';
import type { FakeGoCardlessOptions } from '../../support/fake-gocardless/fake-gocardless-server';

// How each failure the API produces reaches the sync code.

let h: GoCardlessHarness | undefined;
const start = async (options: FakeGoCardlessOptions & { timeoutMs?: number } = {}) => (h = await startGoCardlessHarness(options));
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const range = { from: '2025-01-01', to: '2025-03-31' };

it('turns a 429 into ProviderRateLimitedError with the wait from the reset header', async () => {
  const { provider, fake } = await start({ headerStyle: 'http' });
  fake.state.rateLimitNext('/accounts/acc-current/transactions/', { resetSeconds: 1234, detail: 'Please try again in 99 seconds' });
  const error = await rejectionOf(provider.getTransactions('acc-current', range));
  expect(error).toBeInstanceOf(ProviderRateLimitedError);
  expect((error as ProviderRateLimitedError).retryAfterSeconds).toBe(1234);
  expect((error as ProviderRateLimitedError).scope).toBe('transactions');
});

it('reads the reset header in the X-RateLimit- spelling too', async () => {
  const { provider, fake } = await start({ headerStyle: 'plain' });
  fake.state.rateLimitNext('/accounts/acc-current/details/', { resetSeconds: 321, detail: 'Please try again in 5 seconds' });
  const error = (await rejectionOf(provider.getAccountDetails('acc-current'))) as ProviderRateLimitedError;
  expect(error).toBeInstanceOf(ProviderRateLimitedError);
  expect([error.retryAfterSeconds, error.scope]).toEqual([321, 'details']);
});

it('takes the wait from the detail text when there is no reset header', async () => {
  const { provider, fake } = await start({ headerStyle: 'none' });
  fake.state.rateLimitNext('/accounts/acc-current/balances/', {
    resetSeconds: null,
    detail: 'The rate limit for this resource is 4/day. Please try again in 777 seconds',
  });
  const error = (await rejectionOf(provider.getBalances('acc-current'))) as ProviderRateLimitedError;
  expect(error).toBeInstanceOf(ProviderRateLimitedError);
  expect([error.retryAfterSeconds, error.scope]).toEqual([777, 'balances']);
  expect(error.message).toContain('777 seconds');
});

it('waits an hour when neither header nor text says how long, scoping non-account calls as general', async () => {
  const { provider, fake } = await start({ headerStyle: 'none' });
  fake.state.rateLimitNext('/institutions/', { resetSeconds: null, detail: 'Slow down.' });
  const error = (await rejectionOf(provider.listInstitutions('GB'))) as ProviderRateLimitedError;
  expect(error).toBeInstanceOf(ProviderRateLimitedError);
  expect([error.retryAfterSeconds, error.scope]).toEqual([3600, 'general']);
});

it('refuses the fifth call of a scope in a day with the time to the daily reset', async () => {
  const { provider } = await start();
  for (let i = 0; i < 4; i++) await provider.getBalances('acc-current');
  const error = (await rejectionOf(provider.getBalances('acc-current'))) as ProviderRateLimitedError;
  expect(error).toBeInstanceOf(ProviderRateLimitedError);
  expect(error.scope).toBe('balances');
  const now = new Date();
  const toMidnight = (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000;
  expect(Math.abs(error.retryAfterSeconds - toMidnight)).toBeLessThanOrEqual(5);
  // Other scopes of the same account still have their budget.
  await expect(provider.getAccountDetails('acc-current')).resolves.toMatchObject({ rateLimit: { remaining: 3 } });
});

it('treats the bank’s own daily limit (type RateLimitError) as rate limited', async () => {
  const { provider, fake } = await start({ headerStyle: 'none' });
  fake.state.failNext({
    path: '/accounts/acc-current/transactions/',
    status: 429,
    body: { summary: "Couldn't update transactions", detail: 'Daily request limit set by the Institution has been exceeded.', type: 'RateLimitError' },
  });
  const error = (await rejectionOf(provider.getTransactions('acc-current', range))) as ProviderRateLimitedError;
  expect(error).toBeInstanceOf(ProviderRateLimitedError);
  expect([error.retryAfterSeconds, error.scope]).toEqual([3600, 'transactions']);
});

it('maps an expired requisition to ProviderLinkExpiredError on account calls', async () => {
  const { provider, fake } = await start();
  const requisitionId = await linkedRequisition(h!, ['acc-current']);
  fake.state.expireRequisition(requisitionId);
  expect((await provider.getLink(requisitionId)).data.status).toBe('expired');
  for (const call of [provider.getTransactions('acc-current', range), provider.getBalances('acc-current'), provider.getAccountDetails('acc-current')]) {
    const error = await rejectionOf(call);
    expect(error).toBeInstanceOf(ProviderLinkExpiredError);
    expect(error.message).toBe('Invalid bank connection. Please reconnect your bank.');
  }
});

it('maps an expired end-user agreement to ProviderLinkExpiredError', async () => {
  const { provider, fake } = await start();
  const requisitionId = await linkedRequisition(h!, ['acc-bban']);
  fake.state.expireAgreement(fake.state.requisition(requisitionId).agreement);
  expect(await rejectionOf(provider.getBalances('acc-bban'))).toBeInstanceOf(ProviderLinkExpiredError);
});

it.each([
  [
    401,
    {
      summary: "Couldn't update account balances",
      detail: 'Access has expired or it has been revoked. To restore access reconnect the account.',
      status_code: 401,
    },
  ],
  [403, { summary: 'End User Agreement (EUA) 3fa85f64 has expired', detail: 'EUA was valid for 90 days and is expired', status_code: 403 }],
  [409, { summary: 'Account suspended', detail: 'Account is suspended: reconnect it to restore access', status_code: 409 }],
])('maps a %i about expired or withdrawn access to ProviderLinkExpiredError', async (status, body) => {
  const { provider, fake } = await start();
  fake.state.failNext({ path: '/accounts/acc-current/balances/', status, body });
  expect(await rejectionOf(provider.getBalances('acc-current'))).toBeInstanceOf(ProviderLinkExpiredError);
  expect(fake.state.count('/accounts/acc-current/balances/')).toBe(1); // no token retry for these
});

it('keeps other 4xx as API errors carrying GoCardless’s summary and detail', async () => {
  const { provider, fake } = await start();
  fake.state.failNext({
    path: '/accounts/acc-current/transactions/',
    status: 400,
    body: { date_from: { summary: 'Date can not be in future', detail: 'date_from must be in the past' }, status_code: 400 },
  });
  const error = (await rejectionOf(provider.getTransactions('acc-current', range))) as GoCardlessApiError;
  expect(error).toBeInstanceOf(GoCardlessApiError);
  expect(error).not.toBeInstanceOf(ProviderLinkExpiredError);
  expect(error.status).toBe(400);
  expect(error.summary).toBe('date_from: Date can not be in future');
  expect(error.detail).toBe('date_from must be in the past');
});

it.each([500, 502, 503])('maps a %i to ProviderUnavailableError(server_error)', async (status) => {
  const { provider, fake } = await start();
  fake.state.failNext({ path: '/accounts/acc-current/balances/', status });
  const error = (await rejectionOf(provider.getBalances('acc-current'))) as ProviderUnavailableError;
  expect(error).toBeInstanceOf(ProviderUnavailableError);
  expect(error.reason).toBe('server_error');
});

it('maps a 504 to ProviderUnavailableError(gateway_timeout)', async () => {
  const { provider, fake } = await start();
  fake.state.failNext({ path: '/accounts/acc-current/transactions/', status: 504, body: { summary: 'Gateway timeout', status_code: 504 } });
  const error = (await rejectionOf(provider.getTransactions('acc-current', range))) as ProviderUnavailableError;
  expect(error).toBeInstanceOf(ProviderUnavailableError);
  expect(error.reason).toBe('gateway_timeout');
});

it('gives up on a hung answer after the configured timeout with reason timeout', async () => {
  const { provider, fake } = await start({ timeoutMs: 300 });
  await provider.listInstitutions('GB'); // token already held: only the hung call is timed
  fake.state.delayNext('/accounts/acc-current/transactions/', 10_000);
  const started = performance.now();
  const error = (await rejectionOf(provider.getTransactions('acc-current', range))) as ProviderUnavailableError;
  const elapsed = performance.now() - started;
  expect(error).toBeInstanceOf(ProviderUnavailableError);
  expect(error.reason).toBe('timeout');
  expect(elapsed).toBeGreaterThanOrEqual(250);
  expect(elapsed).toBeLessThan(2_000);
});

it('times out a hung token request too', async () => {
  const { provider, fake } = await start({ timeoutMs: 300 });
  fake.state.delayNext('/token/new/', 10_000);
  const error = (await rejectionOf(provider.listInstitutions('GB'))) as ProviderUnavailableError;
  expect(error).toBeInstanceOf(ProviderUnavailableError);
  expect(error.reason).toBe('timeout');
  // The next call gets its token normally: a failed renewal is not cached.
  await expect(provider.listInstitutions('GB')).resolves.toMatchObject({ data: expect.any(Array) });
});

it('maps an unreachable API to ProviderUnavailableError(server_error)', async () => {
  const { provider, fake } = await start();
  await fake.close();
  const error = (await rejectionOf(provider.listInstitutions('GB'))) as ProviderUnavailableError;
  expect(error).toBeInstanceOf(ProviderUnavailableError);
  expect(error.reason).toBe('server_error');
});
