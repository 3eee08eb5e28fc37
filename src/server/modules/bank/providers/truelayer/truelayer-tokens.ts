import { ProviderError, ProviderLinkExpiredError } from '../types';
import { refreshTokens, type AuthDeps } from './truelayer-auth';
import type { StoredTrueLayerTokens, TrueLayerTokenStore } from './truelayer-extensions';

/** Refresh this long before expiry, so a token never dies mid-request. */
export const refreshMarginMs = 60_000;

/**
 * Access tokens per connection, refreshed before they expire. One refresh per connection
 * runs at a time: TrueLayer rotates the refresh token, so two parallel refreshes would
 * spend the same refresh token twice and the second would fail with invalid_grant.
 */
export class TrueLayerTokens {
  private readonly inFlight = new Map<string, Promise<string>>();
  /** Tokens the API refused before their stated expiry (revoked). */
  private readonly refused = new Set<string>();

  constructor(
    private readonly store: TrueLayerTokenStore,
    private readonly auth: AuthDeps,
    private readonly now: () => number = Date.now,
  ) {}

  async accessToken(linkId: string): Promise<string> {
    const stored = await this.store.load(linkId);
    if (!stored) throw new ProviderError('This TrueLayer connection was never completed.');
    if (this.now() < stored.accessExpiresAt - refreshMarginMs && !this.refused.has(stored.accessToken)) return stored.accessToken;
    let flight = this.inFlight.get(linkId);
    if (!flight) {
      flight = this.refresh(linkId).finally(() => this.inFlight.delete(linkId));
      this.inFlight.set(linkId, flight);
    }
    return flight;
  }

  /** The API answered 401 to `token`: the next accessToken call refreshes. */
  invalidate(token: string): void {
    this.refused.add(token);
  }

  private async refresh(linkId: string): Promise<string> {
    // Re-read inside the flight: another instance may have refreshed and saved meanwhile.
    const stored = await this.store.load(linkId);
    if (!stored) throw new ProviderError('This TrueLayer connection was never completed.');
    if (this.now() < stored.accessExpiresAt - refreshMarginMs && !this.refused.has(stored.accessToken)) return stored.accessToken;
    if (!stored.refreshToken) throw new ProviderLinkExpiredError();
    const fresh = await refreshTokens(this.auth, stored.refreshToken);
    const next: StoredTrueLayerTokens = { ...stored, ...fresh, refreshToken: fresh.refreshToken ?? stored.refreshToken };
    await this.store.save(linkId, next);
    return next.accessToken;
  }
}

/** An in-memory store, for tests and the benchmark. */
export function memoryTokenStore(): TrueLayerTokenStore & { rows: Map<string, StoredTrueLayerTokens> } {
  const rows = new Map<string, StoredTrueLayerTokens>();
  return {
    rows,
    load: (id) => Promise.resolve(rows.get(id) ?? null),
    save: (id, t) => Promise.resolve(void rows.set(id, { ...t })),
    remove: (id) => Promise.resolve(void rows.delete(id)),
  };
}
