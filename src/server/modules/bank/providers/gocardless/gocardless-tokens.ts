import type { Logger } from '../../../../logger';
import { type ProviderError, ProviderUnavailableError } from '../types';
import type { GcAccessToken, GcTokenPair } from './gocardless-api-types';
import { GoCardlessApiError } from './gocardless-errors';

/** Renew this long before the API's stated expiry, so a token never dies mid-request. */
const tokenRenewalMarginMs = 60_000;

type Expiring = { value: string; expiresAt: number };

/** Posts a body to a token endpoint, without an Authorization header. */
export type TokenPost = (path: '/token/new/' | '/token/refresh/', body: Record<string, string>) => Promise<unknown>;

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isSeconds = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/**
 * The access/refresh token pair, held in memory only. One renewal runs at a time: every
 * caller that finds the token stale waits on the same promise instead of asking the API
 * (token/new is limited to 100 calls an hour per company).
 */
export class TokenCache {
  private access: Expiring | null = null;
  private refresh: Expiring | null = null;
  private renewal: Promise<string> | null = null;
  /** Every token this process held, so error text can be scrubbed of them. */
  private readonly seen = new Set<string>();

  constructor(
    private readonly credentials: { secretId: string; secretKey: string },
    private readonly post: TokenPost,
    private readonly logger: Logger,
  ) {}

  /** A usable access token, renewed first when missing or about to expire. */
  async accessToken(): Promise<string> {
    if (this.access && Date.now() < this.access.expiresAt - tokenRenewalMarginMs) return this.access.value;
    this.renewal ??= this.renew().finally(() => (this.renewal = null));
    return this.renewal;
  }

  /** The API refused `token`: drop it (unless a newer one already replaced it). */
  invalidate(token: string): void {
    if (this.access?.value === token) this.access = null;
  }

  /** Tokens (current and past) to keep out of logs and messages. */
  knownTokens(): Iterable<string> {
    return this.seen;
  }

  private async renew(): Promise<string> {
    if (this.refresh && Date.now() < this.refresh.expiresAt - tokenRenewalMarginMs) {
      try {
        return await this.useRefreshToken(this.refresh.value);
      } catch (error) {
        // A refused refresh token (revoked, secret rotated) is replaced by a new pair;
        // anything else (5xx, timeout, rate limit) is the caller's to see.
        if (!(error instanceof GoCardlessApiError)) throw error;
        this.logger.debug({ status: error.status }, 'gocardless refresh token refused; requesting a new pair');
        this.refresh = null;
      }
    }
    return this.newPair();
  }

  private async useRefreshToken(refresh: string): Promise<string> {
    const started = Date.now();
    const body = (await this.post('/token/refresh/', { refresh })) as Partial<GcAccessToken>;
    if (!isText(body.access) || !isSeconds(body.access_expires)) throw unexpectedTokenResponse();
    this.access = this.remember(body.access, started + body.access_expires * 1000);
    this.logger.debug({ accessExpiresInSeconds: body.access_expires }, 'gocardless access token refreshed');
    return body.access;
  }

  private async newPair(): Promise<string> {
    const started = Date.now();
    const body = (await this.post('/token/new/', {
      secret_id: this.credentials.secretId,
      secret_key: this.credentials.secretKey,
    })) as Partial<GcTokenPair>;
    if (!isText(body.access) || !isSeconds(body.access_expires) || !isText(body.refresh) || !isSeconds(body.refresh_expires)) {
      throw unexpectedTokenResponse();
    }
    // Lifetimes count from when we asked, so a slow answer errs towards renewing early.
    this.access = this.remember(body.access, started + body.access_expires * 1000);
    this.refresh = this.remember(body.refresh, started + body.refresh_expires * 1000);
    this.logger.debug({ accessExpiresInSeconds: body.access_expires, refreshExpiresInSeconds: body.refresh_expires }, 'gocardless token pair obtained');
    return body.access;
  }

  private remember(value: string, expiresAt: number): Expiring {
    this.seen.add(value);
    return { value, expiresAt };
  }
}

function unexpectedTokenResponse(): ProviderError {
  return new ProviderUnavailableError('server_error', 'GoCardless answered the token request with an unexpected body.');
}
