import type { Logger } from '../../../../logger';
import type { LinkSecretStore } from '../link-secrets';
import { RotatingTokens } from '../rotating-tokens';
import { linkStates } from '../oauth-state';
import {
  ProviderAwaitingApprovalError,
  ProviderError,
  ProviderLinkExpiredError,
  ProviderRateLimitedError,
  ProviderUnavailableError,
  type BankProvider,
  type DateRange,
  type ProviderCapabilities,
} from '../types';
import { accountDetails, balances, potDetails, potOf, toTransactionsPage } from './monzo-mapping';
import { accountsSchema, balanceSchema, potsSchema, tokenSchema, transactionsSchema, type MzTransaction } from './monzo-schemas';
import type { z } from 'zod';

// Monzo's own developer API with the self-hoster's OAuth client (a confidential client, so
// refresh tokens are issued). The person approves the app on Monzo's site, comes back to
// Monzo's callback path, and must then also approve it in their Monzo app (strong customer
// authentication): until they do, Monzo answers 403 forbidden.insufficient_permissions and
// the link reads as still linking. History older than 90 days can be read only in the first
// 5 minutes after approval. Pots are savings accounts; a move to or from a pot is mirrored
// into the pot, so both sides read as a transfer between the person's own accounts.

export type MonzoConfig = { clientId: string; clientSecret: string; authUrl: string; apiUrl: string };

/** `approvedAt`: the first read Monzo answered, i.e. once the person approved in the app (the 5-minute window starts there). */
export type MonzoSecret = { accessToken: string; refreshToken: string | null; accessExpiresAt: number; grantedAt: number; approvedAt?: number };

export type MonzoProviderOptions = {
  config: MonzoConfig;
  logger: Logger;
  store: LinkSecretStore<MonzoSecret>;
  stateKey: Buffer;
  now?: () => number;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const monzoCallbackPath = '/api/bank/monzo/callback';

/** Full history is readable this long after the person approved; after it, 90 days at most. */
export const FULL_HISTORY_WINDOW_MS = 5 * 60_000;
const RECENT_HISTORY_DAYS = 89;
const PAGE_LIMIT = 100;

const monzoInstitution = { id: 'monzo', name: 'Monzo', logo: null, transactionTotalDays: 730, maxAccessValidForDays: 0 };

const monzoCapabilities: ProviderCapabilities = {
  linking: 'redirect',
  callbackPath: monzoCallbackPath,
  recurringPayments: false,
  pendingTransactions: true,
  pendingRenamedWhenBooked: false,
  cardAccounts: false,
  consentRenewal: false,
  reconnectKeepsLink: true,
  reads: { daily: null, presentReadsFree: false, linkReadsCounted: false },
};

const refOf = (kind: 'acc' | 'pot', linkId: string, accountId: string, potId?: string) =>
  kind === 'acc' ? `mz:acc:${linkId}:${accountId}` : `mz:pot:${linkId}:${accountId}:${potId}`;

function parseRef(value: string) {
  const match = /^mz:(acc|pot):([^:]+):([^:]+)(?::([^:]+))?$/.exec(value);
  if (!match || (match[1] === 'pot') !== Boolean(match[4])) throw new ProviderError('Not a Monzo account id.');
  return { kind: match[1] as 'acc' | 'pot', linkId: match[2]!, accountId: match[3]!, potId: match[4] ?? null };
}

const dayMs = 86_400_000;

export function createMonzoProvider(options: MonzoProviderOptions): BankProvider {
  const now = options.now ?? Date.now;
  const { config } = options;
  const ok = <T>(data: T) => ({ data, rateLimit: null });
  const states = linkStates(options.stateKey, now);
  const fetchImpl = options.fetch ?? fetch;

  async function send(url: string, init: RequestInit): Promise<{ status: number; body: unknown; headers: Headers }> {
    const timeoutMs = options.timeoutMs ?? 20_000;
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      // The cause is dropped on purpose: it can carry the request, token included.
      throw timedOut
        ? new ProviderUnavailableError('timeout', `Monzo did not answer within ${timeoutMs} ms.`)
        : new ProviderUnavailableError('server_error', 'Monzo could not be reached.');
    }
    options.logger.debug({ path: new URL(url).pathname, status: response.status }, 'monzo request');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = undefined;
    }
    return { status: response.status, body, headers: response.headers };
  }

  async function tokenRequest(form: Record<string, string>): Promise<z.infer<typeof tokenSchema>> {
    const res = await send(`${config.apiUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, ...form }).toString(),
    });
    if (res.status >= 500) throw new ProviderUnavailableError('server_error', `Monzo answered with a server error (${res.status}).`);
    // A refused code or refresh token: the person must link again.
    if (res.status !== 200) throw new ProviderLinkExpiredError();
    const parsed = tokenSchema.safeParse(res.body);
    if (!parsed.success) throw new ProviderUnavailableError('server_error', 'Monzo answered the token request with an unexpected body.');
    return parsed.data;
  }

  // Monzo spends a refresh token once and answers with the next (one refresh per link at a time).
  const tokens = new RotatingTokens(options.store, {
    async refresh(refreshToken) {
      const fresh = await tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
      return { accessToken: fresh.access_token, refreshToken: fresh.refresh_token ?? null, accessExpiresAt: now() + fresh.expires_in * 1000 };
    },
    missing: () => new ProviderLinkExpiredError(),
    now,
  });

  async function get<S extends z.ZodType>(linkId: string, path: string, schema: S, query: [string, string][] = []): Promise<z.infer<S>> {
    const url = new URL(`${config.apiUrl}${path}`);
    for (const [k, v] of query) url.searchParams.append(k, v);
    const read = async (token: string) => send(url.toString(), { headers: { accept: 'application/json', authorization: `Bearer ${token}` } });
    const token = await tokens.accessToken(linkId);
    let res = await read(token);
    // Monzo may end an access token before its time (a new login elsewhere): refresh once and ask again.
    if (res.status === 401) {
      tokens.invalidate(token);
      res = await read(await tokens.accessToken(linkId));
    }
    if (res.status === 429) {
      const wait = Number(res.headers.get('retry-after'));
      throw new ProviderRateLimitedError(Number.isFinite(wait) && wait > 0 ? wait : 60, path === '/transactions' ? 'transactions' : 'general');
    }
    if (res.status === 403 && errorCode(res.body) === 'forbidden.insufficient_permissions') throw new AwaitingApproval();
    if (res.status === 401 || res.status === 403) throw new ProviderLinkExpiredError();
    if (res.status >= 500) throw new ProviderUnavailableError('server_error', `Monzo answered with a server error (${res.status}).`);
    if (res.status !== 200) throw new ProviderError(`Monzo answered ${res.status} to GET ${path}`);
    const parsed = schema.safeParse(res.body);
    if (!parsed.success) throw new ProviderUnavailableError('server_error', `Monzo answered GET ${path} with an unexpected body.`);
    return parsed.data;
  }

  const openAccounts = (linkId: string) => get(linkId, '/accounts', accountsSchema).then((a) => a.accounts.filter((x) => !x.closed));
  const potsOf = (linkId: string, accountId: string) =>
    get(linkId, '/pots', potsSchema, [['current_account_id', accountId]]).then((p) => p.pots.filter((x) => !x.deleted));

  /** Every transaction of the account in the range, page by page (since = the last id read). */
  async function transactionsOf(linkId: string, accountId: string, range: DateRange): Promise<MzTransaction[]> {
    const secret = await options.store.load(linkId);
    let from = range.from;
    // Past the first 5 minutes Monzo refuses anything older than 90 days: ask for what it gives.
    if (secret && now() - (secret.approvedAt ?? secret.grantedAt) > FULL_HISTORY_WINDOW_MS) {
      const earliest = new Date(now() - RECENT_HISTORY_DAYS * dayMs).toISOString().slice(0, 10);
      if (from < earliest) from = earliest;
    }
    const before = new Date(Date.parse(`${range.to}T00:00:00Z`) + 2 * dayMs).toISOString();
    const all: MzTransaction[] = [];
    let since = `${from}T00:00:00Z`;
    for (;;) {
      const query: [string, string][] = [
        ['account_id', accountId],
        ['since', since],
        ['before', before],
        ['limit', String(PAGE_LIMIT)],
        ['expand[]', 'merchant'],
      ];
      const page = (await get(linkId, '/transactions', transactionsSchema, query)).transactions;
      all.push(...page);
      if (page.length < PAGE_LIMIT) return all;
      since = page[page.length - 1]!.id;
    }
  }

  return {
    id: 'monzo',
    capabilities: monzoCapabilities,

    listInstitutions: () => Promise.resolve(ok([monzoInstitution])),

    startLink(input) {
      if (!input.userId) return Promise.reject(new ProviderError('A Monzo link needs the signed-in user.'));
      const state = states.sign(input.userId, input.reference);
      const link = new URL(`${config.authUrl}/`);
      link.search = new URLSearchParams({ client_id: config.clientId, redirect_uri: input.redirectUrl, response_type: 'code', state }).toString();
      return Promise.resolve(ok({ requisitionId: input.reference, link: link.toString(), accessExpiresAt: null }));
    },

    oauth: {
      linkOfState: states.linkOfState,
      starterOfState: states.starterOfState,
      async completeLink(input) {
        const linkId = states.linkToComplete(input.state, input.userId);
        const token = await tokenRequest({ grant_type: 'authorization_code', redirect_uri: input.redirectUrl, code: input.code });
        await options.store.save(linkId, {
          accessToken: token.access_token,
          refreshToken: token.refresh_token ?? null,
          accessExpiresAt: now() + token.expires_in * 1000,
          grantedAt: now(),
        });
        return ok({ requisitionId: linkId, consentExpiresAt: null });
      },
    },

    async getLink(linkId) {
      const base = { requisitionId: linkId, reference: linkId, institutionId: monzoInstitution.id, accessExpiresAt: null };
      if (!(await options.store.load(linkId))) return ok({ ...base, status: 'linking' as const, accounts: [] });
      try {
        const refs: string[] = [];
        for (const account of await openAccounts(linkId)) {
          refs.push(refOf('acc', linkId, account.id));
          for (const pot of await potsOf(linkId, account.id)) refs.push(refOf('pot', linkId, account.id, pot.id));
        }
        const secret = await options.store.load(linkId);
        if (secret && secret.approvedAt === undefined) await options.store.save(linkId, { ...secret, approvedAt: now() });
        return ok({ ...base, status: 'linked' as const, accounts: refs });
      } catch (error) {
        // Not yet approved in the Monzo app: the app waits and asks again.
        if (error instanceof AwaitingApproval) throw new ProviderAwaitingApprovalError('Approve Plain Sight in your Monzo app to finish connecting.');
        if (error instanceof ProviderLinkExpiredError) return ok({ ...base, status: 'refused' as const, accounts: [] });
        throw error;
      }
    },

    async getAccountDetails(accountId) {
      const ref = parseRef(accountId);
      if (ref.potId) {
        const pot = (await potsOf(ref.linkId, ref.accountId)).find((p) => p.id === ref.potId);
        if (!pot) throw new ProviderError('That Monzo pot is no longer there.');
        return ok(potDetails(accountId, pot));
      }
      const account = (await openAccounts(ref.linkId)).find((a) => a.id === ref.accountId);
      if (!account) throw new ProviderError('That Monzo account is no longer there.');
      return ok(accountDetails(accountId, account));
    },

    async getBalances(accountId) {
      const ref = parseRef(accountId);
      if (ref.potId) {
        const pot = (await potsOf(ref.linkId, ref.accountId)).find((p) => p.id === ref.potId);
        if (!pot) throw new ProviderError('That Monzo pot is no longer there.');
        return ok(balances(pot.balance, pot.currency));
      }
      const b = await get(ref.linkId, '/balance', balanceSchema, [['account_id', ref.accountId]]);
      return ok(balances(b.balance, b.currency));
    },

    async getTransactions(accountId, range) {
      const ref = parseRef(accountId);
      const transactions = await transactionsOf(ref.linkId, ref.accountId, range);
      const pots = await potsOf(ref.linkId, ref.accountId);
      const names = new Map(pots.map((p) => [p.id, p.name]));
      if (!ref.potId) return ok(toTransactionsPage(transactions, names));
      // A pot has no feed of its own: its side of each move is the account's, reversed.
      const account = (await openAccounts(ref.linkId)).find((a) => a.id === ref.accountId);
      const accountName = account?.type === 'uk_retail_joint' ? 'Joint account' : 'Current account';
      const moves = transactions
        .filter((tx) => potOf(tx) === ref.potId)
        .map((tx) => ({ ...tx, id: `${tx.id}:pot`, amount: -tx.amount, merchant: null, counterparty: { name: accountName } }));
      return ok(toTransactionsPage(moves));
    },

    async removeLink(linkId) {
      // Monzo has no revoke endpoint for a client's grant: the app forgets its tokens.
      await options.store.remove(linkId);
      return ok(null);
    },

    sameAccount(accountId) {
      const ref = parseRef(accountId);
      return { accountIdLike: ref.potId ? `mz:pot:%:${ref.accountId}:${ref.potId}` : `mz:acc:%:${ref.accountId}`, bySortCode: !ref.potId };
    },
  };
}

/** Monzo's answer until the person approves the app in their Monzo app. */
class AwaitingApproval extends ProviderError {
  constructor() {
    super('Approve Plain Sight in your Monzo app to finish connecting.');
  }
}

function errorCode(body: unknown): string | null {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string' ? (body as { code: string }).code : null;
}
