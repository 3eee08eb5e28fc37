import { ProviderError, ProviderLinkExpiredError, ProviderRateLimitedError, ProviderUnavailableError, type CallScope } from '../types';

/** A 4xx TrueLayer answered that is neither a token, consent nor rate-limit problem. */
export class TrueLayerApiError extends ProviderError {
  override readonly name = 'TrueLayerApiError';
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
  }
}

export type TlErrorInfo = { code: string | null; description: string | null };

const asText = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** TrueLayer errors read `{ error, error_description, error_details }`. */
export function readTlError(body: unknown): TlErrorInfo {
  if (typeof body !== 'object' || body === null) return { code: null, description: null };
  const r = body as Record<string, unknown>;
  return { code: asText(r.error), description: asText(r.error_description) };
}

/** When a 429 carries no usable Retry-After. */
const defaultRetryAfterSeconds = 60;

/** Retry-After in seconds or as an HTTP date; null when absent or junk. */
function retryAfterSeconds(headers: Headers, now = Date.now()): number | null {
  const raw = headers.get('retry-after')?.trim();
  if (!raw) return null;
  if (/^\d+(\.\d+)?$/.test(raw)) return Math.ceil(Number(raw));
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : Math.max(1, Math.ceil((at - now) / 1000));
}

function scopeForTlPath(path: string): CallScope | 'general' {
  const pathname = path.split('?')[0] ?? '';
  if (/\/(transactions|transactions\/pending)$/.test(pathname)) return 'transactions';
  if (/\/balance$/.test(pathname)) return 'balances';
  if (/^\/data\/v1\/(accounts|cards)\/[^/]+$/.test(pathname)) return 'details';
  // The connection's lists: a limit there stops this connection's sync, not every connection's.
  if (/^\/data\/v1\/(accounts|cards)\/?$/.test(pathname)) return 'link';
  return 'general';
}

// Error codes TrueLayer uses when the user's consent or bank authorisation is over:
// only the user reconnecting (or extending) helps.
const consentCodes = new Set(['access_denied', 'sca_exceeded', 'consent_expired', 'consent_revoked', 'invalid_grant', 'account_request_expired']);

export type FailedTlResponse = { status: number; body: unknown; headers: Headers; method: string; path: string };

/**
 * Maps a non-2xx answer to the errors sync understands. Called after the client has
 * already renewed the access token once, so a 401 here means the connection itself is gone.
 */
export function errorForTlResponse(res: FailedTlResponse): ProviderError {
  const info = readTlError(res.body);
  if (res.status === 429) {
    return new ProviderRateLimitedError(Math.max(1, retryAfterSeconds(res.headers) ?? defaultRetryAfterSeconds), scopeForTlPath(res.path));
  }
  // The bank does not offer this feature (cards, standing orders...): not an outage.
  if (res.status === 501 || info.code === 'endpoint_not_supported') {
    return new TrueLayerApiError(res.status, 'endpoint_not_supported', `TrueLayer: the bank does not support ${res.path.split('?')[0]}`);
  }
  if (res.status === 504) return new ProviderUnavailableError('gateway_timeout', 'The bank did not answer TrueLayer in time (504).');
  if (res.status >= 500) return new ProviderUnavailableError('server_error', `TrueLayer answered with a server error (${res.status}).`);
  if (res.status === 401 || res.status === 403) return new ProviderLinkExpiredError();
  if (info.code !== null && consentCodes.has(info.code)) return new ProviderLinkExpiredError();
  // error_description can quote the request; only the code goes into the message.
  return new TrueLayerApiError(
    res.status,
    info.code,
    `TrueLayer answered ${res.status} to ${res.method} ${res.path.split('?')[0]}${info.code ? `: ${info.code}` : ''}`,
  );
}

/** A 2xx whose body did not match the documented shape: treated like an outage, so nothing is deleted. */
export function malformedAnswer(what: string): ProviderError {
  return new ProviderUnavailableError('server_error', `TrueLayer answered ${what} with an unexpected body.`);
}
