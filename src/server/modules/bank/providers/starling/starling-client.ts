import type { z } from 'zod';
import type { Logger } from '../../../../logger';
import { ProviderError, ProviderLinkExpiredError, ProviderRateLimitedError, ProviderUnavailableError, type CallScope } from '../types';

// One HTTP exchange with Starling's API, with a person's token. Logs method, path, status and
// duration only: never the token, the query or the body.

export type StarlingHttp = { apiUrl: string; logger: Logger; timeoutMs?: number; fetch?: typeof fetch };

const defaultTimeoutMs = 20_000;
const defaultRetryAfterSeconds = 60;

/** Which call budget scope a path's rate limit holds back (a limit elsewhere stops the connection). */
function scopeOf(path: string): CallScope | 'general' {
  if (/\/transactions-between$/.test(path)) return 'transactions';
  if (/\/balance$/.test(path) || /\/savings-goals$/.test(path)) return 'balances';
  if (/\/standing-orders$/.test(path) || /\/payees$/.test(path)) return 'standing_orders';
  if (/\/direct-debit\/mandates$/.test(path)) return 'direct_debits';
  if (/\/identifiers$/.test(path)) return 'details';
  if (/\/accounts$/.test(path)) return 'link';
  return 'general';
}

function retryAfter(headers: Headers): number {
  const raw = headers.get('retry-after')?.trim();
  if (raw && /^\d+$/.test(raw)) return Math.max(1, Number(raw));
  const at = raw ? Date.parse(raw) : NaN;
  return Number.isNaN(at) ? defaultRetryAfterSeconds : Math.max(1, Math.ceil((at - Date.now()) / 1000));
}

/** GET `path` (under /api/v2) with the token; the answer checked against `schema`. */
export async function starlingGet<S extends z.ZodType>(
  http: StarlingHttp,
  token: string,
  path: string,
  schema: S,
  query?: Record<string, string>,
): Promise<z.infer<S>> {
  const url = new URL(`${http.apiUrl}/api/v2${path}`);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
  const timeoutMs = http.timeoutMs ?? defaultTimeoutMs;
  const started = performance.now();
  let response: Response;
  let text: string;
  try {
    response = await (http.fetch ?? fetch)(url, {
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    http.logger.debug({ method: 'GET', path: url.pathname, status: null, failure: timedOut ? 'timeout' : 'network' }, 'starling request failed');
    // The cause is dropped on purpose: it can carry the request, token included.
    throw timedOut
      ? new ProviderUnavailableError('timeout', `Starling did not answer within ${timeoutMs} ms.`)
      : new ProviderUnavailableError('server_error', 'Starling could not be reached.');
  }
  http.logger.debug({ method: 'GET', path: url.pathname, status: response.status, durationMs: Math.round(performance.now() - started) }, 'starling request');
  if (response.status === 429) throw new ProviderRateLimitedError(retryAfter(response.headers), scopeOf(url.pathname));
  // A revoked, expired or under-scoped token: only a new token from the person helps.
  if (response.status === 401 || response.status === 403) throw new ProviderLinkExpiredError();
  if (response.status === 504) throw new ProviderUnavailableError('gateway_timeout', 'Starling did not answer in time (504).');
  if (response.status >= 500) throw new ProviderUnavailableError('server_error', `Starling answered with a server error (${response.status}).`);
  if (response.status < 200 || response.status >= 300) throw new ProviderError(`Starling answered ${response.status} to GET ${url.pathname}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const parsed = schema.safeParse(body);
  // An unexpected body is treated like an outage, so nothing already held is dropped.
  if (!parsed.success) throw new ProviderUnavailableError('server_error', `Starling answered GET ${url.pathname} with an unexpected body.`);
  return parsed.data;
}
