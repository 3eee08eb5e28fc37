import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ProviderError, ProviderLinkExpiredError } from '../../../src/server/modules/bank/providers/types';
import {
  approveAtConsentPage,
  connect,
  redirectUrl,
  rejectionOf,
  startTrueLayerHarness,
  type TrueLayerHarness,
} from '../../support/fake-truelayer/truelayer-harness';

// The link flow over HTTPS, as a browser would walk it: our auth link, the consent page
// (an https form target, as the app's CSP requires), the redirect back, the code exchange.

let h: TrueLayerHarness;
beforeAll(async () => {
  h = await startTrueLayerHarness({ tls: true });
});
afterAll(async () => {
  await h.close();
});

const day = 86_400_000;

it('builds the auth link with the scopes, UK providers, redirect and a signed state', async () => {
  const { data } = await h.provider.startLink({ institutionId: 'truelayer-uk', redirectUrl, reference: 'link-abc', userId: 'user-1' });
  const link = new URL(data.link);
  expect(link.origin).toBe(h.fake.baseUrl);
  expect(link.protocol).toBe('https:');
  expect(link.searchParams.get('response_type')).toBe('code');
  expect(link.searchParams.get('client_id')).toBe('plainsight-test-client');
  expect(link.searchParams.get('scope')).toBe('info accounts balance cards transactions direct_debits standing_orders offline_access');
  expect(link.searchParams.get('providers')).toBe('uk-ob-all uk-oauth-all');
  expect(link.searchParams.get('redirect_uri')).toBe(redirectUrl);
  expect(link.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  expect(data.requisitionId).toBe('link-abc');
});

it('refuses to start a link without the signed-in user', async () => {
  const error = await rejectionOf(h.provider.startLink({ institutionId: 'truelayer-uk', redirectUrl, reference: 'x' }));
  expect(error).toBeInstanceOf(ProviderError);
});

it('exchanges the returned code, stores the tokens and the consent end, and lists accounts and the card', async () => {
  const before = Date.now();
  const linkId = await connect(h, 'user-1');
  const stored = h.store.rows.get(linkId)!;
  expect(stored.accessToken).toMatch(/^at-/);
  expect(stored.refreshToken).toMatch(/^rt-/);
  expect(stored.accessExpiresAt).toBeGreaterThanOrEqual(before + 3600 * 1000);
  const consentEnd = Date.parse(stored.consentExpiresAt!);
  expect(consentEnd).toBeGreaterThanOrEqual(before + 90 * day - 5000);
  expect(consentEnd).toBeLessThanOrEqual(Date.now() + 90 * day);
  const token = h.fake.state.requests.find((r) => r.path === '/connect/token')!;
  expect(Object.fromEntries(new URLSearchParams(token.body))).toEqual({
    grant_type: 'authorization_code',
    code: expect.stringMatching(/^code-/),
    redirect_uri: redirectUrl,
    client_id: 'plainsight-test-client',
    client_secret: 'tl-secret-DO-NOT-LOG-4f1b2c',
  });

  const { data: link } = await h.provider.getLink(linkId);
  expect(link).toEqual({
    requisitionId: linkId,
    reference: linkId,
    institutionId: 'ob-lloyds',
    status: 'linked',
    accounts: [`tl:account:${linkId}:acc-current-1`, `tl:account:${linkId}:acc-savings-2`, `tl:card:${linkId}:card-amex-9`],
    accessExpiresAt: stored.consentExpiresAt,
  });
});

it('refuses a return whose state was signed for another user, without exchanging the code', async () => {
  const { data } = await h.provider.startLink({ institutionId: 'truelayer-uk', redirectUrl, reference: randomUUID(), userId: 'user-1' });
  const back = await approveAtConsentPage(h, data.link);
  const exchanges = h.fake.state.count('/connect/token', 'POST');
  const error = await rejectionOf(
    h.provider.completeLink({ code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, userId: 'user-2', redirectUrl }),
  );
  expect(error.message).toBe('The bank connection could not be confirmed. Please try again.');
  expect(h.fake.state.count('/connect/token', 'POST')).toBe(exchanges);
  expect(h.store.rows.has(data.requisitionId)).toBe(false);
});

it('reports a code used twice as an expired link', async () => {
  const { data } = await h.provider.startLink({ institutionId: 'truelayer-uk', redirectUrl, reference: randomUUID(), userId: 'user-1' });
  const back = await approveAtConsentPage(h, data.link);
  const input = { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, userId: 'user-1', redirectUrl };
  await h.provider.completeLink(input);
  expect(await rejectionOf(h.provider.completeLink(input))).toBeInstanceOf(ProviderLinkExpiredError);
});

it('says a link never completed is still being created', async () => {
  const { data } = await h.provider.getLink('never-finished');
  expect(data.status).toBe('linking');
  expect(data.accounts).toEqual([]);
});

it('removes a link at TrueLayer and forgets its tokens', async () => {
  const linkId = await connect(h, 'user-1');
  await h.provider.removeLink(linkId);
  expect(h.fake.state.count('/api/delete', 'DELETE')).toBeGreaterThanOrEqual(1);
  expect(h.store.rows.has(linkId)).toBe(false);
  // Removing twice is fine: the goal is met.
  await expect(h.provider.removeLink(linkId)).resolves.toEqual({ data: null, rateLimit: null });
});
