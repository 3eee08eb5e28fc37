import type { ProviderCapabilities } from './types';

/**
 * A bank linked by a redirect to its consent page and back to the page the person started
 * from, read as accounts with booked and pending rows (no standing orders, cards or renewal):
 * GoCardless, and the sandbox that imitates it. `daily` is the unattended reads a day per
 * account and scope, null for none counted.
 */
export function redirectLinkCapabilities(daily: number | null): ProviderCapabilities {
  return {
    linking: 'redirect',
    callbackPath: null,
    recurringPayments: false,
    pendingTransactions: true,
    pendingRenamedWhenBooked: false,
    cardAccounts: false,
    consentRenewal: false,
    reconnectKeepsLink: false,
    reads: { daily, presentReadsFree: false, linkReadsCounted: false },
  };
}
