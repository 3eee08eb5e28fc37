import { ProviderError, ProviderLinkExpiredError, ProviderRateLimitedError, ProviderUnavailableError, type RateLimitState } from '../types';
import { retryAfterFromHeaders, scopeForPath } from './rate-limit-headers';

/**
 * A 4xx GoCardless answered that is neither a rate limit nor an expired link: a bad
 * request, an unknown id (404), our credentials refused. `summary`/`detail` are the
 * API's own words, with any secret scrubbed out.
 */
export class GoCardlessApiError extends ProviderError {
  override readonly name = 'GoCardlessApiError';
  constructor(
    readonly status: number,
    readonly summary: string | null,
    readonly detail: string | null,
    readonly rateLimit: RateLimitState | null,
    message: string,
  ) {
    super(message);
  }
}

export type ErrorInfo = { summary: string | null; detail: string | null; type: string | null };

const asText = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * Reads summary/detail/type from an error body. Validation errors nest them per field
 * ({ "institution_id": { "summary": ..., "detail": ... } }), so one level down counts too.
 */
export function readErrorBody(body: unknown): ErrorInfo {
  if (typeof body !== 'object' || body === null) return { summary: null, detail: null, type: null };
  const record = body as Record<string, unknown>;
  const top = { summary: asText(record.summary), detail: asText(record.detail), type: asText(record.type) };
  if (top.summary || top.detail) return top;
  for (const [field, value] of Object.entries(record)) {
    if (typeof value !== 'object' || value === null) continue;
    const nested = readErrorBody(value);
    if (nested.summary || nested.detail) return { ...nested, summary: `${field}: ${nested.summary ?? ''}`.trim() };
  }
  return top;
}

/** The access token itself was refused (expired or revoked): renew it and try again. */
export function isTokenError(status: number, info: ErrorInfo): boolean {
  if (status !== 401 || info.type === 'AccessExpiredError') return false;
  return /\btoken\b/i.test(`${info.summary ?? ''} ${info.detail ?? ''}`);
}

// Wording GoCardless uses when the user's consent is over: 'EUA was valid for 90 days and
// is expired', 'Access has expired or it has been revoked', 'Account ... is suspended'.
const expiryWords = /expired|revoked|suspended|reconnect/i;

/** The end-user agreement or requisition is over: only the user reconnecting helps. */
function isLinkExpiredError(status: number, info: ErrorInfo): boolean {
  if (isTokenError(status, info)) return false;
  if (info.type === 'AccessExpiredError') return true;
  // After a token retry, a 401 on our side can only mean the account access is gone.
  if (status === 401) return true;
  return [400, 403, 409].includes(status) && expiryWords.test(`${info.summary ?? ''} ${info.detail ?? ''}`);
}

/**
 * Only calls about a user's link can fail because that link expired; a 401 from the
 * token or institution endpoints is about our own credentials.
 */
const canMeanLinkExpiry = (path: string) => /^\/(accounts|requisitions|agreements)\//.test(path);

/** 'Please try again in 3600 seconds' -> 3600. */
export function waitFromDetail(detail: string | null): number | null {
  const match = detail ? /try again in (\d+) seconds?/i.exec(detail) : null;
  return match ? Number(match[1]) : null;
}

/** When a 429 gives neither a reset header nor a wait in its text: GoCardless's hour. */
const defaultRetryAfterSeconds = 3600;

export type FailedResponse = {
  status: number;
  body: unknown;
  headers: Headers;
  method: string;
  path: string;
  rateLimit: RateLimitState | null;
  /** Removes secrets from any text the API sent back before it goes into a message. */
  scrub: (text: string) => string;
};

/** Maps a non-2xx answer to the provider error the sync code understands. */
export function errorForResponse(res: FailedResponse): ProviderError {
  const raw = readErrorBody(res.body);
  const info: ErrorInfo = {
    summary: raw.summary === null ? null : res.scrub(raw.summary),
    detail: raw.detail === null ? null : res.scrub(raw.detail),
    type: raw.type,
  };
  const scope = scopeForPath(res.path);
  // The bank's own daily limit comes as type RateLimitError, not always with a 429.
  if (res.status === 429 || info.type === 'RateLimitError') {
    const wait = retryAfterFromHeaders(res.headers, scope) ?? waitFromDetail(info.detail) ?? defaultRetryAfterSeconds;
    return new ProviderRateLimitedError(Math.max(1, wait), scope);
  }
  if (res.status === 504) {
    return new ProviderUnavailableError('gateway_timeout', 'The bank did not answer GoCardless in time (504).');
  }
  if (res.status >= 500) {
    return new ProviderUnavailableError('server_error', `GoCardless answered with a server error (${res.status}).`);
  }
  if (canMeanLinkExpiry(res.path) && isLinkExpiredError(res.status, info)) return new ProviderLinkExpiredError();
  const words = [info.summary, info.detail].filter((w): w is string => w !== null).join(' - ');
  return new GoCardlessApiError(
    res.status,
    info.summary,
    info.detail,
    res.rateLimit,
    `GoCardless answered ${res.status} to ${res.method} ${res.path.split('?')[0]}${words ? `: ${words}` : ''}`,
  );
}
