import { ProviderError, ProviderLinkExpiredError } from '../types';
import { refreshTokens, type AuthDeps } from './truelayer-auth';
import type { StoredTrueLayerTokens, TrueLayerTokenStore } from './truelayer-extensions';

/** Refresh this long before expiry, so a token never dies mid-request. */
const refreshMarginMs = 60_000;

/** How long a refused refresh waits for another instance's rotated tokens to be saved. */
const rotatedElsewhereWaitsMs = [0, 100, 250, 500, 1000];

/**
 * Access tokens per connection, refreshed before they expire. One refresh per connection
 * runs at a time in this process: TrueLayer rotates the refresh token, so two parallel
 * refreshes would spend the same refresh token twice and the second would fail with
 * invalid_grant. Another process on the same database can still race this one: a refresh
 * refused with invalid_grant therefore reloads the stored tokens (waiting up to
 * `rotatedElsewhereWaitsMs` for the winner's save) and uses what the winner saved (a fresh
 * access token, or a rotated refresh token) before calling the connection expired.
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
    let fresh;
    try {
      fresh = await refreshTokens(this.auth, stored.refreshToken);
    } catch (error) {
      if (!(error instanceof ProviderLinkExpiredError)) throw error;
      return this.rotatedElsewhere(linkId, stored.refreshToken, error);
    }
    const next: StoredTrueLayerTokens = { ...stored, ...fresh, refreshToken: fresh.refreshToken ?? stored.refreshToken };
    await this.store.save(linkId, next);
    return next.accessToken;
  }

  /**
   * `spent` was refused (invalid_grant). If another instance spent it first, it saves the
   * rotated tokens: use its fresh access token, or refresh once with its new refresh token.
   * Only when the store still holds `spent` (nobody rotated it) is the connection expired.
   */
  private async rotatedElsewhere(linkId: string, spent: string, refused: ProviderLinkExpiredError): Promise<string> {
    let waited = 0;
    for (const waitMs of rotatedElsewhereWaitsMs) {
      if (waitMs > waited) await new Promise((resolve) => setTimeout(resolve, waitMs - waited));
      waited = waitMs;
      const stored = await this.store.load(linkId);
      if (!stored) throw new ProviderError('This TrueLayer connection was never completed.');
      if (this.now() < stored.accessExpiresAt - refreshMarginMs && !this.refused.has(stored.accessToken)) return stored.accessToken;
      if (stored.refreshToken && stored.refreshToken !== spent) {
        const fresh = await refreshTokens(this.auth, stored.refreshToken);
        await this.store.save(linkId, { ...stored, ...fresh, refreshToken: fresh.refreshToken ?? stored.refreshToken });
        return fresh.accessToken;
      }
    }
    throw refused;
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
