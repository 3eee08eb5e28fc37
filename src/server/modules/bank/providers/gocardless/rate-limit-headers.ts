import type { CallScope, RateLimitState } from '../types';

// GoCardless documents its rate-limit headers with the CGI-style `HTTP_` prefix
// (HTTP_X_RATELIMIT_ACCOUNT_SUCCESS_LIMIT), but proxies and the API itself also send the
// plain spelling (X-RateLimit-Account-Success-Limit). Headers.get is case-insensitive, so
// trying both names covers every spelling seen.

type Group = 'account' | 'general';

const headerNames: Record<Group, Record<keyof RateLimitState, string[]>> = {
  // Per account, per scope (details/balances/transactions), per day: the banks' limit.
  account: {
    limit: ['HTTP_X_RATELIMIT_ACCOUNT_SUCCESS_LIMIT', 'X-RateLimit-Account-Success-Limit'],
    remaining: ['HTTP_X_RATELIMIT_ACCOUNT_SUCCESS_REMAINING', 'X-RateLimit-Account-Success-Remaining'],
    resetSeconds: ['HTTP_X_RATELIMIT_ACCOUNT_SUCCESS_RESET', 'X-RateLimit-Account-Success-Reset'],
  },
  // GoCardless's own per-company limit on the endpoint.
  general: {
    limit: ['HTTP_X_RATELIMIT_LIMIT', 'X-RateLimit-Limit'],
    remaining: ['HTTP_X_RATELIMIT_REMAINING', 'X-RateLimit-Remaining'],
    resetSeconds: ['HTTP_X_RATELIMIT_RESET', 'X-RateLimit-Reset'],
  },
};

function readNumber(headers: Headers, names: string[]): number | null {
  for (const name of names) {
    const raw = headers.get(name);
    if (raw === null || raw.trim() === '') continue;
    const value = Number(raw.trim());
    if (Number.isFinite(value) && value >= 0) return Math.ceil(value);
  }
  return null;
}

function readGroup(headers: Headers, group: Group): RateLimitState | null {
  const names = headerNames[group];
  const state = {
    limit: readNumber(headers, names.limit),
    remaining: readNumber(headers, names.remaining),
    resetSeconds: readNumber(headers, names.resetSeconds),
  };
  return state.limit === null && state.remaining === null && state.resetSeconds === null ? null : state;
}

/** The GoCardless counting scope an API path falls in. */
export function scopeForPath(path: string): CallScope | 'general' {
  const pathname = path.split('?')[0] ?? '';
  const match = /\/accounts\/[^/]+\/(details|balances|transactions)\/?$/.exec(pathname);
  return (match?.[1] as CallScope | undefined) ?? 'general';
}

/**
 * The rate-limit state a response reports for its scope: the per-account headers on
 * account endpoints (the scarce, 4-a-day budget), else the general ones; null when absent.
 */
export function parseRateLimit(headers: Headers, scope: CallScope | 'general'): RateLimitState | null {
  if (scope !== 'general') {
    const account = readGroup(headers, 'account');
    if (account) return account;
  }
  return readGroup(headers, 'general');
}

/**
 * Seconds to wait after a 429, from the headers. When both groups are present, the one
 * that is used up (remaining 0) is the one that refused the call.
 */
export function retryAfterFromHeaders(headers: Headers, scope: CallScope | 'general'): number | null {
  const groups = [scope === 'general' ? null : readGroup(headers, 'account'), readGroup(headers, 'general')].filter(
    (g): g is RateLimitState => g !== null && g.resetSeconds !== null,
  );
  const exhausted = groups.find((g) => g.remaining === 0);
  return (exhausted ?? groups[0])?.resetSeconds ?? null;
}
