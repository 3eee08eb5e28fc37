import { afterEach, expect, it, vi } from 'vitest';
import { linkedRequisition, rejectionOf, startGoCardlessHarness, type GoCardlessHarness } from '../../support/fake-gocardless/gocardless-harness';

// The secret pair and the tokens must never reach a log line or an error message, and
// must travel only where the API needs them.

let h: GoCardlessHarness | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await h?.close();
  h = undefined;
});

const secretsOf = (harness: GoCardlessHarness) => [harness.fake.state.secretId, harness.fake.state.secretKey, ...harness.fake.state.issuedTokens];

const serialised = (error: Error) => `${error.name} ${error.message} ${JSON.stringify(error)} ${String(error.stack)}`;

it('keeps secrets and tokens out of every log line and error across a whole session', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 2 s, not less: the one delayed answer below takes 5 s, while every other call must finish
  // within it even on a busy 2-core machine (300 ms failed there).
  h = await startGoCardlessHarness({ accessLifetimeSeconds: 600, refreshLifetimeSeconds: 3600, timeoutMs: 2_000 });
  const { provider, fake } = h;
  const errors: Error[] = [];
  const failing = async (p: Promise<unknown>) => errors.push(await rejectionOf(p));

  await provider.listInstitutions('GB');
  const requisitionId = await linkedRequisition(h, ['acc-current']);
  await provider.getLink(requisitionId);
  await provider.getAccountDetails('acc-current');
  vi.setSystemTime(Date.now() + 590_000); // access refreshed
  await provider.getBalances('acc-current');
  fake.state.revokeAccessTokens(); // 401 token, refresh, retry
  await provider.getTransactions('acc-current', { from: '2025-01-01', to: '2025-03-31' });
  vi.setSystemTime(Date.now() + 4_000_000); // whole new pair
  await provider.listInstitutions('GB');

  fake.state.rateLimitNext('/accounts/acc-current/details/', { resetSeconds: 60 });
  await failing(provider.getAccountDetails('acc-current'));
  fake.state.failNext({ path: '/accounts/acc-current/balances/', status: 500 });
  await failing(provider.getBalances('acc-current'));
  fake.state.failNext({ path: '/institutions/', status: 401, body: { summary: 'Invalid token', detail: 'Token is invalid or expired' }, times: 2 });
  await failing(provider.listInstitutions('GB'));
  fake.state.delayNext('/institutions/', 5_000);
  await failing(provider.listInstitutions('GB'));
  fake.state.expireRequisition(requisitionId);
  await failing(provider.getBalances('acc-current'));
  await failing(provider.getLink('no-such-requisition'));

  expect(fake.state.count('/token/new/')).toBe(2);
  expect(fake.state.count('/token/refresh/')).toBeGreaterThanOrEqual(3);
  expect(errors).toHaveLength(6);
  expect(h.logLines.length).toBeGreaterThan(20); // the check below reads real output
  const secrets = secretsOf(h);
  expect(secrets.length).toBeGreaterThanOrEqual(7);
  for (const line of h.logLines) for (const secret of secrets) expect(line).not.toContain(secret);
  for (const error of errors) for (const secret of secrets) expect(serialised(error)).not.toContain(secret);
  expect(h.logLines.join('\n').toLowerCase()).not.toContain('bearer');
});

it('scrubs secrets and tokens that the API echoes back in an error', async () => {
  h = await startGoCardlessHarness();
  const { provider, fake } = h;
  await provider.listInstitutions('GB');
  const [access] = fake.state.issuedTokens;
  fake.state.failNext({
    path: '/accounts/acc-current/details/',
    status: 400,
    body: { summary: `Bad request for ${access}`, detail: `secret ${fake.state.secretKey} / ${fake.state.secretId}`, status_code: 400 },
  });
  const error = await rejectionOf(provider.getAccountDetails('acc-current'));
  expect(error.message).toContain('Bad request for [redacted]');
  expect(error.message).toContain('secret [redacted] / [redacted]');
  for (const secret of secretsOf(h)) expect(serialised(error)).not.toContain(secret);
});

it('sends the secret pair only to token/new and tokens only where the API expects them', async () => {
  h = await startGoCardlessHarness();
  const { provider, fake } = h;
  await provider.listInstitutions('GB');
  fake.state.revokeAccessTokens();
  await provider.getBalances('acc-current');

  const [access, refresh] = fake.state.issuedTokens;
  const traffic = (r: (typeof fake.requests)[number]) => `${r.path}?${JSON.stringify(r.query)} ${r.body} ${JSON.stringify(r.headers)}`;
  for (const r of fake.requests) {
    const isNew = r.path === '/api/v2/token/new/';
    expect(traffic(r).includes(fake.state.secretKey)).toBe(isNew);
    expect(traffic(r).includes(fake.state.secretId)).toBe(isNew);
    if (r.path.includes('/token/')) expect(r.headers.authorization).toBeUndefined();
    else expect(r.headers.authorization).toMatch(/^Bearer access\./);
    expect(r.path + JSON.stringify(r.query)).not.toMatch(/access\.|refresh\./); // never in a URL
  }
  const newBody = JSON.parse(fake.requests.find((r) => r.path === '/api/v2/token/new/')!.body) as Record<string, string>;
  expect(newBody).toEqual({ secret_id: fake.state.secretId, secret_key: fake.state.secretKey });
  const refreshCall = fake.requests.find((r) => r.path === '/api/v2/token/refresh/')!;
  expect(JSON.parse(refreshCall.body)).toEqual({ refresh });
  expect(fake.requests.filter((r) => r.headers.authorization === `Bearer ${access}`).length).toBe(2);
});
