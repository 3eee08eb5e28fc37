import type { TlMe } from './truelayer-schemas';

/** UK consent for account information lasts 90 days, then must be reconfirmed (extended). */
export const consentDays = 90;
const day = 86_400_000;

/**
 * When the connection's consent ends: TrueLayer's own consent_expires_at, else 90 days
 * from consent_created_at, else 90 days from `grantedAt` (when we exchanged the code).
 */
export function consentExpiry(me: TlMe | null, grantedAt: number): string {
  const stated = me?.consent_expires_at ? Date.parse(me.consent_expires_at) : NaN;
  if (!Number.isNaN(stated)) return new Date(stated).toISOString();
  const created = me?.consent_created_at ? Date.parse(me.consent_created_at) : NaN;
  return new Date((Number.isNaN(created) ? grantedAt : created) + consentDays * day).toISOString();
}
