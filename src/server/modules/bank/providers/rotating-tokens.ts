import { ProviderLinkExpiredError } from './types';

// OAuth access tokens per connection for providers that rotate their refresh tokens (TrueLayer,
// Monzo): each refresh token may be spent once, and the answer carries the next one.

/** What every such provider keeps per connection (it may keep more: consent, grant times). */
export type RotatingSecret = {
  accessToken: string;
  /** Epoch ms. */
  accessExpiresAt: number;
  refreshToken: string | null;
};

/** A refresh's answer; a missing refresh token means the old one stays valid. */
export type RefreshedTokens = { accessToken: string; accessExpiresAt: number; refreshToken: string | null };

export type SecretStore<S extends RotatingSecret> = {
  load(linkId: string): Promise<S | null>;
  save(linkId: string, secret: S): Promise<void>;
};

type Options = {
  /** Spends a refresh token; throws ProviderLinkExpiredError when the provider refuses it. */
  refresh: (refreshToken: string) => Promise<RefreshedTokens>;
  /** The error for a connection with no stored tokens. */
  missing: () => Error;
  now?: () => number;
};

/** Refresh this long before expiry, so a token never dies mid-request. */
const REFRESH_MARGIN_MS = 60_000;

/** How long a refused refresh waits for another instance's rotated tokens to be saved. */
const ROTATED_ELSEWHERE_WAITS_MS = [0, 100, 250, 500, 1000];

/**
 * Access tokens per connection, refreshed before they expire. One refresh per connection
 * runs at a time in this process: the provider rotates the refresh token, so two parallel
 * refreshes (a scheduled sync and the person's Update Now) would spend the same refresh token
 * twice and the second would be refused. Another process on the same database can still race
 * this one: a refused refresh therefore reloads the stored tokens (waiting up to
 * ROTATED_ELSEWHERE_WAITS_MS for the winner's save) and uses what the winner saved (a fresh
 * access token, or a rotated refresh token) before calling the connection expired.
 */
export class RotatingTokens<S extends RotatingSecret> {
  private readonly inFlight = new Map<string, Promise<string>>();
  /** Tokens the API refused before their stated expiry (revoked, a new login elsewhere). */
  private readonly refused = new Set<string>();
  private readonly now: () => number;

  constructor(
    private readonly store: SecretStore<S>,
    private readonly options: Options,
  ) {
    this.now = options.now ?? Date.now;
  }

  async accessToken(linkId: string): Promise<string> {
    const stored = await this.load(linkId);
    if (this.usable(stored)) return stored.accessToken;
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

  private async load(linkId: string): Promise<S> {
    const stored = await this.store.load(linkId);
    if (!stored) throw this.options.missing();
    return stored;
  }

  private usable(stored: S): boolean {
    return this.now() < stored.accessExpiresAt - REFRESH_MARGIN_MS && !this.refused.has(stored.accessToken);
  }

  private async refresh(linkId: string): Promise<string> {
    // Re-read inside the flight: another instance may have refreshed and saved meanwhile.
    const stored = await this.load(linkId);
    if (this.usable(stored)) return stored.accessToken;
    if (!stored.refreshToken) throw new ProviderLinkExpiredError();
    let fresh;
    try {
      fresh = await this.options.refresh(stored.refreshToken);
    } catch (error) {
      if (!(error instanceof ProviderLinkExpiredError)) throw error;
      return this.rotatedElsewhere(linkId, stored.refreshToken, error);
    }
    return this.saveFresh(linkId, stored, fresh);
  }

  private async saveFresh(linkId: string, stored: S, fresh: RefreshedTokens): Promise<string> {
    await this.store.save(linkId, { ...stored, ...fresh, refreshToken: fresh.refreshToken ?? stored.refreshToken });
    return fresh.accessToken;
  }

  /**
   * `spent` was refused. If another instance spent it first, it saves the rotated tokens: use
   * its fresh access token, or refresh once with its new refresh token. Only when the store
   * still holds `spent` (nobody rotated it) is the connection expired.
   */
  private async rotatedElsewhere(linkId: string, spent: string, refused: ProviderLinkExpiredError): Promise<string> {
    let waited = 0;
    for (const waitMs of ROTATED_ELSEWHERE_WAITS_MS) {
      if (waitMs > waited) await new Promise((resolve) => setTimeout(resolve, waitMs - waited));
      waited = waitMs;
      const stored = await this.load(linkId);
      if (this.usable(stored)) return stored.accessToken;
      if (stored.refreshToken && stored.refreshToken !== spent) return this.saveFresh(linkId, stored, await this.options.refresh(stored.refreshToken));
    }
    throw refused;
  }
}
