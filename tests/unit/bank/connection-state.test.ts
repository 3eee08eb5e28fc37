import { expect, it } from 'vitest';
import { connectionStateOf } from '../../../src/server/modules/bank/connection-state';
import type { ProviderCapabilities } from '../../../src/server/modules/bank/providers/types';

const now = new Date('2026-11-27T12:00:00Z');
const day = 86_400_000;
const at = (days: number) => new Date(now.getTime() + days * day).toISOString();

const capabilities = (consentRenewal: boolean): ProviderCapabilities => ({
  linking: 'redirect',
  callbackPath: null,
  recurringPayments: false,
  pendingTransactions: true,
  pendingRenamedWhenBooked: false,
  cardAccounts: false,
  consentRenewal,
  reconnectKeepsLink: false,
  reads: { daily: null, presentReadsFree: false, linkReadsCounted: false },
});
const renews = capabilities(true);
const cannotRenew = capabilities(false);

const row = (status: string, accessEnds: string | null, needsReconnect = false) => ({ status, needs_reconnect: needsReconnect, access_expires_at: accessEnds });

it('calls a linked connection active, and renewable within 7 days of its end when the provider renews in place', () => {
  expect(connectionStateOf(row('linked', at(30)), renews, now)).toBe('active');
  expect(connectionStateOf(row('linked', null), renews, now)).toBe('active');
  // 7 days to the millisecond is inside the window; a moment more is not.
  expect(connectionStateOf(row('linked', at(7)), renews, now)).toBe('renewable');
  expect(connectionStateOf(row('linked', new Date(now.getTime() + 7 * day + 1).toISOString()), renews, now)).toBe('active');
  expect(connectionStateOf(row('linked', at(2)), cannotRenew, now)).toBe('active');
});

it('calls a connection whose access has ended lapsed, and one the bank refused or stopped answering for broken', () => {
  expect(connectionStateOf(row('expired', at(-1), true), renews, now)).toBe('lapsed');
  // The end passed before any refresh noticed: lapsed already.
  expect(connectionStateOf(row('linked', at(0)), renews, now)).toBe('lapsed');
  expect(connectionStateOf(row('refused', null, true), renews, now)).toBe('broken');
  // A revoked token reads as a link error while the consent is still in date.
  expect(connectionStateOf(row('linked', at(40), true), renews, now)).toBe('broken');
});

it('keeps unfinished links and manual accounts apart', () => {
  expect(connectionStateOf(row('linking', at(90)), renews, now)).toBe('linking');
  // A sandbox-style link whose start set an end, never finished and now past it: still just unfinished.
  expect(connectionStateOf(row('linking', at(-3)), cannotRenew, now)).toBe('linking');
  expect(connectionStateOf(row('manual', null), undefined, now)).toBe('manual');
});
