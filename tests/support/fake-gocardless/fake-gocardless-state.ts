import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { fakeAccounts, fakeInstitutions, type FakeAccount, type FakeInstitution } from './fake-gocardless-fixtures';

export type HeaderStyle = 'http' | 'plain' | 'none';

export type FakeGoCardlessOptions = {
  secretId?: string;
  secretKey?: string;
  /** Seconds; GoCardless gives 24 h. */
  accessLifetimeSeconds?: number;
  /** Seconds; GoCardless gives 30 days. */
  refreshLifetimeSeconds?: number;
  /** Successful calls per account, per scope, per UTC day (GoCardless: 4). */
  accountDailyLimit?: number;
  /** Calls per minute across the API before a general 429. */
  generalLimitPerMinute?: number;
  /** Which spelling the rate-limit headers use. */
  headerStyle?: HeaderStyle;
  institutions?: FakeInstitution[];
  accounts?: FakeAccount[];
};

export type RequisitionStatus = 'CR' | 'GC' | 'UA' | 'RJ' | 'SA' | 'GA' | 'LN' | 'EX' | 'SU';

export type FakeAgreement = {
  id: string;
  created: string;
  institution_id: string;
  max_historical_days: number;
  access_valid_for_days: number;
  access_scope: string[];
  accepted: string | null;
};

export type FakeRequisition = {
  id: string;
  created: string;
  redirect: string;
  status: RequisitionStatus;
  institution_id: string;
  agreement: string;
  reference: string;
  accounts: string[];
  user_language: string;
  link: string;
};

export type RecordedRequest = {
  method: string;
  /** Path below the host, without the query, e.g. /api/v2/requisitions/abc/. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
};

/** A canned answer for the next matching request(s), before any normal handling. */
export type Fault = {
  /** Matched against the path below /api/v2, e.g. '/accounts/acc-current/balances/'. */
  path: string | RegExp;
  method?: string;
  /** Omit to answer normally after `delayMs`. */
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
  /** How many requests it applies to (default 1). */
  times?: number;
};

const defaultSecretId = 'fake-secret-id-8d1f2c';
const defaultSecretKey = 'fake-secret-key-0b9e7a4c6d5f';

const clone = <T>(value: T): T => structuredClone(value);

/** The fake API's in-memory world plus the levers tests pull on it. */
export class FakeGoCardlessState {
  readonly secretId: string;
  readonly secretKey: string;
  accessLifetimeSeconds: number;
  refreshLifetimeSeconds: number;
  accountDailyLimit: number;
  generalLimitPerMinute: number;
  headerStyle: HeaderStyle;

  readonly institutions: FakeInstitution[];
  readonly accounts = new Map<string, FakeAccount>();
  readonly agreements = new Map<string, FakeAgreement>();
  readonly requisitions = new Map<string, FakeRequisition>();
  /** Agreements whose access has run out (account calls answer 'EUA ... expired'). */
  readonly expiredAgreements = new Set<string>();

  readonly accessTokens = new Map<string, number>();
  readonly refreshTokens = new Map<string, number>();
  /** Every token handed out, in order: what must never leak. */
  readonly issuedTokens: string[] = [];

  readonly requests: RecordedRequest[] = [];
  readonly faults: Fault[] = [];
  /** `${accountId}:${scope}:${utcDay}` -> successful calls. */
  readonly accountCalls = new Map<string, number>();
  /** `${utcMinute}` -> calls. */
  readonly generalCalls = new Map<string, number>();

  constructor(options: FakeGoCardlessOptions = {}) {
    this.secretId = options.secretId ?? defaultSecretId;
    this.secretKey = options.secretKey ?? defaultSecretKey;
    this.accessLifetimeSeconds = options.accessLifetimeSeconds ?? 86_400;
    this.refreshLifetimeSeconds = options.refreshLifetimeSeconds ?? 2_592_000;
    this.accountDailyLimit = options.accountDailyLimit ?? 4;
    this.generalLimitPerMinute = options.generalLimitPerMinute ?? 100;
    this.headerStyle = options.headerStyle ?? 'http';
    this.institutions = clone(options.institutions ?? fakeInstitutions);
    for (const account of clone(options.accounts ?? fakeAccounts)) this.accounts.set(account.id, account);
  }

  issueToken(kind: 'access' | 'refresh'): string {
    // Looks like nothing else in the traffic, so a leak check can search for it.
    const token = `${kind}.${randomBytes(18).toString('base64url')}`;
    const lifetime = kind === 'access' ? this.accessLifetimeSeconds : this.refreshLifetimeSeconds;
    (kind === 'access' ? this.accessTokens : this.refreshTokens).set(token, Date.now() + lifetime * 1000);
    this.issuedTokens.push(token);
    return token;
  }

  isLive(kind: 'access' | 'refresh', token: string): boolean {
    const expiresAt = (kind === 'access' ? this.accessTokens : this.refreshTokens).get(token);
    return expiresAt !== undefined && Date.now() < expiresAt;
  }

  newId(): string {
    return randomUUID();
  }

  // ---- test controls ----

  /** Answers the next matching request(s) with `fault` instead of normally. */
  failNext(fault: Fault): void {
    this.faults.push({ times: 1, ...fault });
  }

  /** A 429 for the next matching request: reset header (null: none) and detail text. */
  rateLimitNext(path: string | RegExp, options: { resetSeconds?: number | null; detail?: string } = {}): void {
    const reset = options.resetSeconds === undefined ? 3600 : options.resetSeconds;
    const account = typeof path === 'string' && /^\/accounts\/[^/]+\/(details|balances|transactions)\/$/.test(path);
    const headers = reset === null ? {} : this.rateLimitHeaders(account ? 'account' : 'general', { limit: 4, remaining: 0, reset });
    this.failNext({
      path,
      status: 429,
      headers,
      body: {
        summary: 'Rate limit exceeded',
        detail: options.detail ?? `The rate limit for this resource is 4/day. Please try again in ${reset ?? 3600} seconds`,
        status_code: 429,
      },
    });
  }

  /** Delays the next matching answer by `ms` (longer than a client timeout: a hung call). */
  delayNext(path: string | RegExp, ms: number): void {
    this.failNext({ path, delayMs: ms });
  }

  setRequisitionStatus(requisitionId: string, status: RequisitionStatus): void {
    this.requisition(requisitionId).status = status;
  }

  /** The user finished at the bank: accounts attached, agreement accepted, status LN. */
  linkAccounts(requisitionId: string, accountIds: string[]): void {
    const requisition = this.requisition(requisitionId);
    for (const id of accountIds) if (!this.accounts.has(id)) throw new Error(`fake: no account ${id}`);
    requisition.accounts = [...accountIds];
    requisition.status = 'LN';
    const agreement = this.agreements.get(requisition.agreement);
    if (agreement) agreement.accepted = new Date().toISOString();
  }

  /** The requisition expired: status EX, and its accounts answer AccessExpiredError. */
  expireRequisition(requisitionId: string): void {
    this.requisition(requisitionId).status = 'EX';
  }

  /** The end-user agreement ran out: its accounts answer 'EUA ... is expired'. */
  expireAgreement(agreementId: string): void {
    if (!this.agreements.has(agreementId)) throw new Error(`fake: no agreement ${agreementId}`);
    this.expiredAgreements.add(agreementId);
  }

  /** Every access token stops working now (as when GoCardless revokes them). */
  revokeAccessTokens(): void {
    for (const token of this.accessTokens.keys()) this.accessTokens.set(token, 0);
  }

  revokeRefreshTokens(): void {
    for (const token of this.refreshTokens.keys()) this.refreshTokens.set(token, 0);
  }

  /** How many requests reached `path` (below /api/v2, query excluded), optionally by method. */
  count(path: string, method?: string): number {
    return this.requests.filter((r) => r.path === `/api/v2${path}` && (!method || r.method === method)).length;
  }

  requisition(requisitionId: string): FakeRequisition {
    const requisition = this.requisitions.get(requisitionId);
    if (!requisition) throw new Error(`fake: no requisition ${requisitionId}`);
    return requisition;
  }

  /** The requisition an account is linked through, if any. */
  requisitionOf(accountId: string): FakeRequisition | undefined {
    return [...this.requisitions.values()].find((r) => r.accounts.includes(accountId));
  }

  rateLimitHeaders(group: 'account' | 'general', values: { limit: number; remaining: number; reset: number }): Record<string, string> {
    if (this.headerStyle === 'none') return {};
    const http = this.headerStyle === 'http';
    const name = (part: 'LIMIT' | 'REMAINING' | 'RESET') => {
      if (http) return group === 'account' ? `HTTP_X_RATELIMIT_ACCOUNT_SUCCESS_${part}` : `HTTP_X_RATELIMIT_${part}`;
      const word = part[0] + part.slice(1).toLowerCase();
      return group === 'account' ? `X-RateLimit-Account-Success-${word}` : `X-RateLimit-${word}`;
    };
    return {
      [name('LIMIT')]: String(values.limit),
      [name('REMAINING')]: String(values.remaining),
      [name('RESET')]: String(values.reset),
    };
  }
}
