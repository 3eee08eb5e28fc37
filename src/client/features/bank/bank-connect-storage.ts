// Browser storage of the bank connect flow (spec: three local keys while the user is at
// the bank, and the return parameters kept until a signed-in user can complete them).

const BANK_CONNECT_KEYS = ['bankConnectReference', 'bankConnectGCId', 'bankConnectUserId'] as const;
const PENDING_CALLBACK = 'bank_callback';

export function rememberConnectAttempt(reference: string, requisitionId: string, userId: string) {
  localStorage.setItem('bankConnectReference', reference);
  localStorage.setItem('bankConnectGCId', requisitionId);
  localStorage.setItem('bankConnectUserId', userId);
}

export function forgetConnectAttempt() {
  for (const key of BANK_CONNECT_KEYS) localStorage.removeItem(key);
}

export type PendingCallback = { requisitionId: string; userId: string };

/**
 * Keeps the return parameters in session storage, so the guards may redirect (a user still
 * in onboarding is not allowed on /money) without the callback being lost.
 */
export function stashCallback(search: Record<string, unknown>): boolean {
  const { requisitionId, userId } = search;
  if (typeof requisitionId !== 'string' || typeof userId !== 'string') return false;
  sessionStorage.setItem(PENDING_CALLBACK, JSON.stringify({ requisitionId, userId } satisfies PendingCallback));
  return true;
}

export function takeStashedCallback(): PendingCallback | null {
  const raw = sessionStorage.getItem(PENDING_CALLBACK);
  sessionStorage.removeItem(PENDING_CALLBACK);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PendingCallback;
  } catch {
    return null;
  }
}
