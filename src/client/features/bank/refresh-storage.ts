// Browser storage of the data refresh (spec 02 §3 and §9): the rate-limit info, the
// refresh tracker, and the flag of the once-per-session silent refresh.

export type RateLimitInfo = { isLimited: boolean; limitedUntil: number; waitTimeSeconds: number };
export type RefreshTracker = { lastRefreshed: number; refreshCount: number; sessionStart: number };

const RATE_LIMIT_KEY = 'bank_rate_limit';
const TRACKER_KEY = 'bank_refresh_tracker';
const SESSION_FLAG = 'bank_session_refreshed';

function read<T>(storage: Storage, key: string): T | null {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** The stored limit while it lasts; an expired one is removed. */
export function readRateLimit(now = Date.now()): RateLimitInfo | null {
  const info = read<RateLimitInfo>(localStorage, RATE_LIMIT_KEY);
  if (!info || info.limitedUntil <= now) {
    localStorage.removeItem(RATE_LIMIT_KEY);
    return null;
  }
  return { ...info, waitTimeSeconds: Math.ceil((info.limitedUntil - now) / 1000) };
}

export function storeRateLimit(waitSeconds: number, now = Date.now()) {
  const info: RateLimitInfo = { isLimited: true, limitedUntil: now + waitSeconds * 1000, waitTimeSeconds: waitSeconds };
  localStorage.setItem(RATE_LIMIT_KEY, JSON.stringify(info));
  return info;
}

export function readTracker(): RefreshTracker | null {
  return read<RefreshTracker>(localStorage, TRACKER_KEY);
}

export function recordManualRefresh(now = Date.now()) {
  const previous = readTracker();
  const tracker: RefreshTracker = { lastRefreshed: now, refreshCount: (previous?.refreshCount ?? 0) + 1, sessionStart: previous?.sessionStart ?? now };
  localStorage.setItem(TRACKER_KEY, JSON.stringify(tracker));
}

/** True once per browser session: the caller does the silent refresh. */
export function claimSessionRefresh(): boolean {
  if (sessionStorage.getItem(SESSION_FLAG)) return false;
  sessionStorage.setItem(SESSION_FLAG, String(Date.now()));
  return true;
}
