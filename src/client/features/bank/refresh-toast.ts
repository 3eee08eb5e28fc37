/** What refreshAll answered, as the client reads it (the server's RefreshResult). */
export type RefreshOutcome =
  | { status: 'ok'; message: string; rateLimitedSeconds: number | null }
  | { status: 'no_connection'; message: string }
  | { status: 'import_only'; message: string }
  | { status: 'refused'; reason: 'running' | 'cooldown' | 'rate_limited'; waitSeconds: number; message: string }
  | { status: 'failed'; reason: 'invalid_connection' | 'timeout' | 'gateway_timeout' | 'error'; message: string };

/** A page a refresh toast's button opens. */
type RefreshToastAction = { label: 'Connect Bank' | 'Reconnect' | 'Import a statement'; to: '/money' | '/settings/bank-connections' | '/import' };

export type RefreshToast = {
  kind: 'success' | 'warning' | 'info' | 'error';
  message: string;
  duration?: number;
  action?: RefreshToastAction;
};

/**
 * The toast a finished refresh shows. A connection to reconnect offers the way there: the
 * one-click reconnect lives in Settings > Bank Connections. The message is the server's,
 * word for word (the spec's).
 */
export function refreshToast(result: RefreshOutcome): RefreshToast {
  if (result.status === 'ok') {
    return result.rateLimitedSeconds
      ? { kind: 'warning', message: result.message, duration: 5000 }
      : { kind: 'success', message: result.message, duration: 3000 };
  }
  if (result.status === 'import_only') return { kind: 'info', message: result.message, action: { label: 'Import a statement', to: '/import' } };
  if (result.status === 'no_connection') return { kind: 'info', message: result.message, action: { label: 'Connect Bank', to: '/money' } };
  if (result.status === 'failed' && result.reason === 'invalid_connection') {
    return { kind: 'error', message: result.message, duration: 5000, action: { label: 'Reconnect', to: '/settings/bank-connections' } };
  }
  return { kind: 'error', message: result.message, duration: 5000 };
}
