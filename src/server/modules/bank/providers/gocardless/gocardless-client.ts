import type { Logger } from '../../../../logger';
import { ProviderUnavailableError, type RateLimitState } from '../types';
import { errorForResponse, isTokenError, readErrorBody } from './gocardless-errors';
import { TokenCache, type TokenPost } from './gocardless-tokens';
import { parseRateLimit, scopeForPath } from './rate-limit-headers';

const defaultGoCardlessBaseUrl = 'https://bankaccountdata.gocardless.com/api/v2';
const defaultGoCardlessTimeoutMs = 20_000;

export type GoCardlessClientOptions = {
  /** Up to and including /api/v2, e.g. the fake server's in tests. */
  baseUrl?: string;
  secretId: string;
  secretKey: string;
  /** Per HTTP attempt, body included. */
  timeoutMs?: number;
  logger: Logger;
};

export type GoCardlessResponse<T> = { status: number; data: T; rateLimit: RateLimitState | null };

export type RequestOptions = { query?: Record<string, string>; body?: unknown };

type Method = 'GET' | 'POST' | 'DELETE';

type RawResponse = { status: number; headers: Headers; body: unknown; rateLimit: RateLimitState | null };

const isOk = (status: number) => status >= 200 && status < 300;

/**
 * HTTP to the Bank Account Data API: bearer tokens kept fresh, rate-limit headers read on
 * every answer, failures turned into the provider errors. Secrets and tokens never reach
 * a log line or an error message: only method, path, status and duration are logged.
 */
export class GoCardlessClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly logger: Logger;
  private readonly secrets: string[];
  private readonly tokens: TokenCache;

  constructor(options: GoCardlessClientOptions) {
    this.baseUrl = (options.baseUrl ?? defaultGoCardlessBaseUrl).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? defaultGoCardlessTimeoutMs;
    this.logger = options.logger;
    this.secrets = [options.secretId, options.secretKey].filter((s) => s.length > 0);
    const post: TokenPost = (path, body) => this.postToken(path, body);
    this.tokens = new TokenCache({ secretId: options.secretId, secretKey: options.secretKey }, post, this.logger);
  }

  /** An authorised call; `path` is relative to the base URL, e.g. '/requisitions/abc/'. */
  async request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<GoCardlessResponse<T>> {
    const target = withQuery(path, options.query);
    const token = await this.tokens.accessToken();
    let res = await this.send(method, target, options.body, token);
    // The API can revoke a token before its stated expiry: renew once and retry.
    if (res.status === 401 && isTokenError(res.status, readErrorBody(res.body))) {
      this.tokens.invalidate(token);
      res = await this.send(method, target, options.body, await this.tokens.accessToken());
    }
    if (!isOk(res.status)) throw errorForResponse({ ...res, method, path: target, scrub: this.scrub });
    return { status: res.status, data: res.body as T, rateLimit: res.rateLimit };
  }

  private async postToken(path: string, body: Record<string, string>): Promise<unknown> {
    const res = await this.send('POST', path, body, null);
    if (!isOk(res.status)) throw errorForResponse({ ...res, method: 'POST', path, scrub: this.scrub });
    return res.body;
  }

  private async send(method: Method, target: string, body: unknown, token: string | null): Promise<RawResponse> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token !== null) headers.authorization = `Bearer ${token}`;
    // performance.now, not Date.now: durations stay true when tests move the wall clock.
    const started = performance.now();
    const durationMs = () => Math.round(performance.now() - started);
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.baseUrl}${target}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = isAbort(error);
      this.logger.debug(
        { method, path: target, status: null, durationMs: durationMs(), failure: timedOut ? 'timeout' : 'network' },
        'gocardless request failed',
      );
      // The underlying error is not kept as a cause: it can carry the request it failed on.
      throw timedOut
        ? new ProviderUnavailableError('timeout', `GoCardless did not answer within ${this.timeoutMs} ms.`)
        : new ProviderUnavailableError('server_error', 'GoCardless could not be reached.');
    }
    this.logger.debug({ method, path: target, status: response.status, durationMs: durationMs() }, 'gocardless request');
    return {
      status: response.status,
      headers: response.headers,
      body: parseJson(text),
      rateLimit: parseRateLimit(response.headers, scopeForPath(target)),
    };
  }

  /** Blanks our secrets and any token we held out of text the API sent back. */
  private readonly scrub = (text: string): string => {
    let clean = text;
    for (const secret of [...this.secrets, ...this.tokens.knownTokens()]) clean = clean.split(secret).join('[redacted]');
    return clean;
  };
}

function withQuery(path: string, query: Record<string, string> | undefined): string {
  const search = new URLSearchParams(query ?? {}).toString();
  return search ? `${path}?${search}` : path;
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Proxies in front of the API answer some 5xx with HTML: the status says enough.
    return null;
  }
}

function isAbort(error: unknown): boolean {
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : null;
  return name === 'TimeoutError' || name === 'AbortError';
}
