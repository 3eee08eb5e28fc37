import type { ApiClient } from '../api-client';
import { fakeClientId, fakeClientSecret, type FakeTrueLayer } from './fake-truelayer-server';
import type { AppConfig } from '../../../src/server/config';
import { testConfig } from '../test-config';

/** The app's bank settings with TrueLayer (pointed at the stand-in) and the sandbox both enabled. */
export function trueLayerBankConfig(fake: FakeTrueLayer, providers: AppConfig['bank']['providers'] = ['truelayer', 'sandbox']): AppConfig['bank'] {
  return {
    ...testConfig().bank,
    provider: providers[0]!,
    providers,
    truelayer: { clientId: fakeClientId, clientSecret: fakeClientSecret, authUrl: fake.baseUrl, apiUrl: fake.baseUrl },
  };
}

/** What the browser does at TrueLayer: open the auth link, approve, and be sent to the app's callback. */
export async function approveAtTrueLayer(fake: FakeTrueLayer, link: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  const page = await fetchImpl(link);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`TrueLayer's dialog answered ${page.status}`);
  const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [
    name!,
    value!.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))),
  ]);
  const answer = await fetchImpl(`${fake.baseUrl}/consent/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  const location = answer.headers.get('location');
  if (!location) throw new Error(`approving answered ${answer.status} without a redirect`);
  return location;
}

/**
 * Links the stand-in's bank for the signed-in `client`, as a browser: the link, TrueLayer's
 * dialog, the app's callback (with the client's session cookie), the page it sends back to,
 * and the completion the app's client runs from there.
 */
export async function linkTrueLayer(
  client: ApiClient,
  fake: FakeTrueLayer,
  input: { returnPath?: '/money' | '/onboarding/connect-bank' | '/settings/bank-connections' | '/dashboard'; reconnect?: string } = {},
) {
  const started = await client.trpc.bank.initiateConnection.mutate({ institutionId: 'truelayer-uk', provider: 'truelayer', ...input });
  const callback = await approveAtTrueLayer(fake, started.redirectLink);
  const back = await client.fetch(callback, { redirect: 'manual' });
  if (back.status !== 303) throw new Error(`the callback answered ${back.status}`);
  const returnUrl = new URL(back.headers.get('location')!, 'http://app.test');
  const requisitionId = returnUrl.searchParams.get('requisitionId')!;
  const userId = returnUrl.searchParams.get('userId')!;
  const totals = await client.trpc.bank.completeConnection.mutate({ requisitionId, userId });
  return { started, callback, returnUrl, requisitionId, userId, totals };
}
