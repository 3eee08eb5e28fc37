import { describe, expect, it } from 'vitest';
import { refreshToast } from '../../../src/client/features/bank/refresh-toast';
import { refreshMessages } from '../../../src/shared/bank/refresh-messages';

// The toast the client shows when a refresh ends (use-bank-refresh.ts). The client has no
// component-test setup (vitest runs in node, no DOM library): the choice is tested here, and
// the hook only hands it to sonner with a navigate() for the button.

describe('the toast a finished refresh shows', () => {
  it('offers Reconnect, to Settings > Bank Connections, when the connection must be reconnected, with the spec’s words', () => {
    const toast = refreshToast({ status: 'failed', reason: 'invalid_connection', message: refreshMessages.invalidConnection });
    expect(toast).toEqual({
      kind: 'error',
      message: 'Invalid bank connection. Please reconnect your bank.',
      duration: 5000,
      action: { label: 'Reconnect', to: '/settings/bank-connections' },
    });
  });

  it('offers no button for other failures, which reconnecting would not mend', () => {
    for (const reason of ['timeout', 'gateway_timeout', 'error'] as const) {
      expect(refreshToast({ status: 'failed', reason, message: 'Failed' })).toEqual({ kind: 'error', message: 'Failed', duration: 5000 });
    }
    expect(refreshToast({ status: 'refused', reason: 'rate_limited', waitSeconds: 60, message: 'Limited' })).toEqual({
      kind: 'error',
      message: 'Limited',
      duration: 5000,
    });
  });

  it('keeps the other outcomes as they were', () => {
    expect(refreshToast({ status: 'ok', message: 'Done', rateLimitedSeconds: null })).toEqual({ kind: 'success', message: 'Done', duration: 3000 });
    expect(refreshToast({ status: 'ok', message: 'Part', rateLimitedSeconds: 120 })).toEqual({ kind: 'warning', message: 'Part', duration: 5000 });
    expect(refreshToast({ status: 'no_connection', message: 'None' })).toEqual({
      kind: 'info',
      message: 'None',
      action: { label: 'Connect Bank', to: '/money' },
    });
  });
});
