import { afterEach, beforeEach, expect, it } from 'vitest';
import { consentExpiry } from '../../../src/server/modules/bank/providers/truelayer/truelayer-consent';
import { ProviderLinkExpiredError } from '../../../src/server/modules/bank/providers/types';
import { connect, redirectUrl, rejectionOf, startTrueLayerHarness, type TrueLayerHarness } from '../../support/fake-truelayer/truelayer-harness';

let h: TrueLayerHarness;
let linkId: string;
const current = () => `tl:account:${linkId}:acc-current-1`;
const day = 86_400_000;
const user = { name: 'Alex Other', email: 'alex@example.test' };

beforeEach(async () => {
  h = await startTrueLayerHarness();
  linkId = await connect(h);
});
afterEach(async () => {
  await h.close();
});

it('computes the consent end from TrueLayer, else 90 days from creation, else from the grant', () => {
  const grant = Date.UTC(2025, 0, 1);
  expect(consentExpiry({ consent_expires_at: '2025-04-01T10:00:00Z' }, grant)).toBe('2025-04-01T10:00:00.000Z');
  expect(consentExpiry({ consent_created_at: '2025-01-10T00:00:00Z' }, grant)).toBe('2025-04-10T00:00:00.000Z');
  expect(consentExpiry(null, grant)).toBe('2025-04-01T00:00:00.000Z');
});

it('extends a lapsed connection after the user reconfirmed, with new tokens and a new 90 days, and reads work again', async () => {
  h.fake.state.expireConsent();
  expect(await rejectionOf(h.provider.getBalances(current()))).toBeInstanceOf(ProviderLinkExpiredError);
  const before = h.store.rows.get(linkId)!;
  const started = Date.now();
  const { data } = await h.provider.extendConsent({ linkId, redirectUrl, user });
  expect(data.action).toBe('extended');
  const end = Date.parse((data as { consentExpiresAt: string }).consentExpiresAt);
  expect(end).toBeGreaterThanOrEqual(started + 90 * day - 5000);
  const sent = JSON.parse(h.fake.state.requests.find((r) => r.path === '/data/v1/connections/extend')!.body) as Record<string, unknown>;
  expect(sent).toEqual({
    client_id: 'plainsight-test-client',
    client_secret: 'tl-secret-DO-NOT-LOG-4f1b2c',
    refresh_token: before.refreshToken,
    redirect_uri: redirectUrl,
    user_has_reconfirmed_consent: true,
    user,
  });
  const after = h.store.rows.get(linkId)!;
  expect(after.accessToken).not.toBe(before.accessToken);
  expect(after.refreshToken).not.toBe(before.refreshToken);
  expect(after.consentExpiresAt).toBe((data as { consentExpiresAt: string }).consentExpiresAt);
  expect((await h.provider.getBalances(current())).data[0]?.amount).toBe('1250.50');
  expect((await h.provider.getLink(linkId)).data.status).toBe('linked');
});

it('hands back the bank link when extending needs the user to authenticate, keeping the old tokens', async () => {
  h.fake.state.extendAction = 'authentication_needed';
  const before = { ...h.store.rows.get(linkId)! };
  const { data } = await h.provider.extendConsent({ linkId, redirectUrl, user });
  expect(data).toEqual({ action: 'user_action_needed', link: `${h.fake.baseUrl}/?extend=1` });
  expect(h.store.rows.get(linkId)).toEqual(before);
});

it('gives a reauth link for the connection', async () => {
  const { data } = await h.provider.reauthLink(linkId, redirectUrl);
  expect(data).toBe(`${h.fake.baseUrl}/?reauth=1&redirect_uri=${encodeURIComponent(redirectUrl)}`);
  const sent = JSON.parse(h.fake.state.requests.find((r) => r.path === '/v1/reauthuri')!.body) as Record<string, unknown>;
  expect(sent).toEqual({ response_type: 'code', refresh_token: h.store.rows.get(linkId)!.refreshToken, redirect_uri: redirectUrl });
});

it('reports a connection without a usable refresh token as one to reconnect', async () => {
  h.fake.state.refreshTokens.clear();
  expect(await rejectionOf(h.provider.extendConsent({ linkId, redirectUrl, user }))).toBeInstanceOf(ProviderLinkExpiredError);
  expect(await rejectionOf(h.provider.extendConsent({ linkId: 'unknown', redirectUrl, user }))).toBeInstanceOf(ProviderLinkExpiredError);
});
