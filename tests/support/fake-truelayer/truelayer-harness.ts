import { randomBytes, randomUUID } from 'node:crypto';
import { createTrueLayerProvider } from '../../../src/server/modules/bank/providers/truelayer/truelayer-provider';
import type { TrueLayerBankProvider } from '../../../src/server/modules/bank/providers/truelayer/truelayer-extensions';
import { memoryTokenStore } from '../../../src/server/modules/bank/providers/truelayer/truelayer-tokens';
import { captureLogs } from '../fake-gocardless/log-capture';
import { fakeClientId, fakeClientSecret, startFakeTrueLayer, type FakeTrueLayer } from './fake-truelayer-server';
import { httpsFetch } from './https-fetch';

export const redirectUrl = 'https://app.example.test/bank/callback';

export type TrueLayerHarness = {
  fake: FakeTrueLayer;
  provider: TrueLayerBankProvider;
  store: ReturnType<typeof memoryTokenStore>;
  stateKey: Buffer;
  /** fetch that trusts the stand-in's certificate (plain fetch over http). */
  fetch: typeof fetch;
  logLines: string[];
  close(): Promise<void>;
};

export async function startTrueLayerHarness(options: { tls?: boolean; timeoutMs?: number } = {}): Promise<TrueLayerHarness> {
  const fake = await startFakeTrueLayer({ tls: options.tls });
  const { logger, lines } = captureLogs();
  const store = memoryTokenStore();
  const stateKey = randomBytes(32);
  const fetchImpl = fake.ca ? httpsFetch(fake.ca) : fetch;
  const provider = createTrueLayerProvider({
    config: { clientId: fakeClientId, clientSecret: fakeClientSecret, authUrl: fake.baseUrl, apiUrl: fake.baseUrl },
    logger,
    store,
    stateKey,
    timeoutMs: options.timeoutMs,
    fetch: fetchImpl,
  });
  return { fake, provider, store, stateKey, fetch: fetchImpl, logLines: lines, close: () => fake.close() };
}

/** What the browser does on the consent page: open the link, submit the form, read where it is sent back to. */
export async function approveAtConsentPage(h: TrueLayerHarness, link: string): Promise<URL> {
  const page = await h.fetch(link);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`consent page answered ${page.status}: ${html}`);
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [name!, unescapeHtml(value!)]);
  if (!action) throw new Error('no form on the consent page');
  const answer = await h.fetch(new URL(action, link).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return new URL(answer.headers.get('location') ?? '');
}

const unescapeHtml = (s: string) => s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));

/** A completed connection for `userId`; returns its link id. */
export async function connect(h: TrueLayerHarness, userId = 'user-1'): Promise<string> {
  const { data } = await h.provider.startLink({ institutionId: 'truelayer-uk', redirectUrl, reference: randomUUID(), userId });
  const back = await approveAtConsentPage(h, data.link);
  await h.provider.completeLink({ code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, userId, redirectUrl });
  return data.requisitionId;
}

export async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
    throw new Error(`rejected with a non-Error: ${String(error)}`);
  }
  throw new Error('expected a rejection, but the promise resolved');
}
