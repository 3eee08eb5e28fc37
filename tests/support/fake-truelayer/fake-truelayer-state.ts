import { randomBytes } from 'node:crypto';
import * as f from './fake-truelayer-fixtures';

export const fakeClientId = 'plainsight-test-client';
export const fakeClientSecret = 'tl-secret-DO-NOT-LOG-4f1b2c';

export type Fault = {
  method?: string;
  /** Exact path, or a pattern tested against the path. */
  path: string | RegExp;
  status?: number;
  /** JSON, or a string sent as is (HTML pages, truncated JSON). */
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
  /** How many requests it applies to (default 1). */
  times?: number;
};

export type RecordedRequest = { method: string; path: string; query: Record<string, string>; headers: Record<string, unknown>; body: string };

type Connection = {
  consentCreatedAt: number;
  consentExpiresAt: number;
  revoked: boolean;
  accounts: f.TlRow[];
  cards: f.TlRow[];
  booked: Map<string, f.TlRow[]>;
  pending: Map<string, f.TlRow[]>;
};

const day = 86_400_000;
const token = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;

/**
 * The stand-in's memory: one user's connection (created when they approve on the consent
 * page), codes, tokens (refresh tokens rotate and are single use, as TrueLayer's are) and
 * the controls tests drive.
 */
export class FakeTrueLayerState {
  readonly clientId = fakeClientId;
  readonly clientSecret = fakeClientSecret;
  readonly requests: RecordedRequest[] = [];
  readonly faults: Fault[] = [];
  /** Seconds an access token lives. */
  accessLifetimeSeconds = 3600;
  /** Some banks ignore `from` (and `to`) and send everything. */
  ignoreDateRange = false;
  /** What /connections/extend answers. */
  extendAction: 'no_action_needed' | 'authentication_needed' = 'no_action_needed';
  /** Banks without card or pending support answer 501. */
  cardsSupported = true;
  /**
   * UK banks allow 4 reads a day per account and endpoint without the person present: set
   * a number to have reads past it answer 429, unless they carry X-PSU-IP. Null: no limit.
   */
  unattendedDailyReads: number | null = null;
  readonly unattendedReads = new Map<string, number>();
  readonly codes = new Map<string, { redirectUri: string }>();
  readonly accessTokens = new Map<string, number>();
  readonly refreshTokens = new Set<string>();
  readonly usedRefreshTokens = new Set<string>();
  connection: Connection | null = null;

  now(): number {
    return Date.now();
  }

  /** What the consent page does when the user approves: a connection and a one-time code. */
  approve(redirectUri: string): string {
    this.connection ??= {
      consentCreatedAt: this.now(),
      consentExpiresAt: this.now() + 90 * day,
      revoked: false,
      accounts: [f.currentAccount, f.savingsAccount],
      cards: [f.creditCard],
      booked: new Map([
        [f.currentAccount.account_id, f.currentTransactions()],
        [f.savingsAccount.account_id, []],
        [f.creditCard.account_id, f.cardTransactions()],
      ]),
      pending: new Map([[f.currentAccount.account_id, f.currentPending()]]),
    };
    const code = token('code');
    this.codes.set(code, { redirectUri });
    return code;
  }

  issueTokens(): { access_token: string; refresh_token: string; expires_in: number; token_type: string; scope: string } {
    const access = token('at');
    const refresh = token('rt');
    this.accessTokens.set(access, this.now() + this.accessLifetimeSeconds * 1000);
    this.refreshTokens.add(refresh);
    return {
      access_token: access,
      refresh_token: refresh,
      expires_in: this.accessLifetimeSeconds,
      token_type: 'Bearer',
      scope: 'info accounts balance cards transactions direct_debits standing_orders offline_access',
    };
  }

  /** Every access token handed out stops working now (their refresh tokens still do). */
  expireAccessTokens(): void {
    for (const key of this.accessTokens.keys()) this.accessTokens.set(key, 0);
  }

  /** The 90 days are over: reads answer 403 until the connection is extended. */
  expireConsent(): void {
    if (this.connection) this.connection.consentExpiresAt = this.now() - 1000;
  }

  /**
   * The bank settles a pending row: it disappears from /pending and comes back booked
   * with a new id, new text and maybe a later date, as TrueLayer does.
   */
  settle(accountId: string, pendingId: string, booked: { id: string; description: string; timestamp: string }): void {
    const conn = this.connection!;
    const pending = conn.pending.get(accountId) ?? [];
    const row = pending.find((p) => p.transaction_id === pendingId)!;
    conn.pending.set(
      accountId,
      pending.filter((p) => p !== row),
    );
    conn.booked.get(accountId)!.push({ ...row, transaction_id: booked.id, description: booked.description, timestamp: booked.timestamp });
  }

  fail(fault: Fault): void {
    this.faults.push(fault);
  }

  count(path: string, method = 'GET'): number {
    return this.requests.filter((r) => r.path === path && r.method === method).length;
  }
}
