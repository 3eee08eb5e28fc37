import type { Logger } from '../../../../logger';
import { ProviderUnavailableError } from '../types';

const defaultTrueLayerTimeoutMs = 20_000;

export type TlHttpOptions = { logger: Logger; timeoutMs?: number; fetch?: typeof fetch };

export type TlRawResponse = { status: number; headers: Headers; body: unknown };

export type TlRequest = {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  token?: string;
  form?: Record<string, string>;
  json?: unknown;
  /** The person's IP when they are at the app (X-PSU-IP): the bank then does not count the read as unattended. */
  psuIp?: string;
};

/**
 * One HTTP exchange with TrueLayer. Logs method, path, status and duration only: never the
 * query (it can hold a code), the body or the Authorization header.
 */
export async function tlSend(options: TlHttpOptions, req: TlRequest): Promise<TlRawResponse> {
  const timeoutMs = options.timeoutMs ?? defaultTrueLayerTimeoutMs;
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: string | undefined;
  if (req.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(req.form).toString();
  } else if (req.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(req.json);
  }
  if (req.token) headers.authorization = `Bearer ${req.token}`;
  if (req.psuIp) headers['x-psu-ip'] = req.psuIp;
  const path = new URL(req.url).pathname;
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  let response: Response;
  let text: string;
  try {
    response = await (options.fetch ?? fetch)(req.url, { method: req.method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    const timedOut = isAbort(error);
    options.logger.debug(
      { method: req.method, path, status: null, durationMs: durationMs(), failure: timedOut ? 'timeout' : 'network' },
      'truelayer request failed',
    );
    // The cause is dropped on purpose: it can carry the request, token included.
    throw timedOut
      ? new ProviderUnavailableError('timeout', `TrueLayer did not answer within ${timeoutMs} ms.`)
      : new ProviderUnavailableError('server_error', 'TrueLayer could not be reached.');
  }
  options.logger.debug({ method: req.method, path, status: response.status, durationMs: durationMs() }, 'truelayer request');
  return { status: response.status, headers: response.headers, body: parseJson(text) };
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // HTML error pages and truncated bodies: the status and schema checks decide what they mean.
    return undefined;
  }
}

function isAbort(error: unknown): boolean {
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : null;
  return name === 'TimeoutError' || name === 'AbortError';
}

export const isOk = (status: number) => status >= 200 && status < 300;
