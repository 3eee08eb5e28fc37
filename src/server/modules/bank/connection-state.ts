import { RENEW_FROM_DAYS, type ConnectionState } from '../../../shared/bank/connection-state';
import type { LinkStatus, ProviderCapabilities } from './providers/types';

// The one place a connection's state is decided (decision 038). The requisitions row keeps
// the provider's LinkStatus in the app's words ('linking', 'linked', 'expired', 'refused') or
// 'manual'; the state adds what the screens need: whether access has run out, whether the
// bank stopped answering for it (needs_reconnect), and whether it can be renewed in place.

/** requisitions.status: what the provider last said of the link, or a manual account's own word. */
export type StoredLinkStatus = LinkStatus | 'manual';

/** The stored word a provider's link status becomes. */
export const LINKED: StoredLinkStatus = 'linked';

/** Link statuses a refresh cannot read: the person must link the bank again. */
export const BROKEN_LINK_STATUSES: readonly StoredLinkStatus[] = ['expired', 'refused'];

const DAY_MS = 86_400_000;

type ConnectionRow = { status: string; needs_reconnect: boolean; access_expires_at: Date | string | null };

export function connectionStateOf(row: ConnectionRow, capabilities: ProviderCapabilities | undefined, now: Date): ConnectionState {
  if (row.status === 'manual') return 'manual';
  const end = row.access_expires_at === null ? null : new Date(row.access_expires_at).getTime();
  const ended = end !== null && end <= now.getTime();
  if (row.status === 'expired' || (ended && (row.status === 'linked' || row.needs_reconnect))) return 'lapsed';
  if (row.status === 'refused' || row.needs_reconnect) return 'broken';
  if (row.status !== 'linked') return 'linking';
  if (capabilities?.consentRenewal && end !== null && end - now.getTime() <= RENEW_FROM_DAYS * DAY_MS) return 'renewable';
  return 'active';
}
