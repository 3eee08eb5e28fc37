import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { selfSignedCertificate } from '../fake-truelayer/fake-truelayer-server';

// A stand-in for Monzo's developer API on 127.0.0.1, as documented (docs.monzo.com): the
// authorisation page (which approves at once and sends the browser back with a code), the
// token endpoint (authorization_code and refresh_token, for one confidential client), and
// /accounts, /balance, /pots and /transactions with Monzo's quirks: 403
// forbidden.insufficient_permissions until the person approves in their Monzo app, 403
// forbidden.verification_required for anything older than 90 days once 5 minutes have passed
// since approval, pagination by since (a time or a transaction id) and before, at most 100 a
// page, declined transactions in the list, pot moves with scheme uk_retail_pot.

export const fakeMonzoClient = { id: 'oauth2client_00009fakeclient', secret: 'mnzconf.fake-secret-DO-NOT-LOG-91c2' };

export type MzTx = {
  id: string;
  created: string;
  settled: string;
  description: string;
  amount: number;
  currency: string;
  decline_reason?: string;
  scheme: string;
  category: string;
  merchant: { name: string } | null;
  counterparty: { name?: string };
  metadata: Record<string, string>;
};

export type MzCustomer = {
  account: { id: string; description: string; type: string; currency: string; sort_code: string; account_number: string; closed: boolean };
  balance: number;
  pots: { id: string; name: string; balance: number; currency: string; deleted: boolean }[];
  transactions: MzTx[];
};

type Grant = { customer: MzCustomer; approvedAt: number | null };

class FakeMonzoState {
  now = () => Date.now();
  /** The customer who approves on the authorisation page (one per stand-in). */
  customer: MzCustomer | null = null;
  /** Approve in the Monzo app this long after the first API call; null: only by approveInApp(). */
  autoApproveAfterMs: number | null = null;
  readonly grants = new Map<string, Grant>();
  readonly codes = new Map<string, { grant: Grant; redirectUri: string }>();
  readonly accessTokens = new Map<string, { grant: Grant; expiresAt: number; firstUse: number | null }>();
  readonly refreshTokens = new Map<string, Grant>();
  readonly requests: { method: string; path: string; query: URLSearchParams; authorization: string | null }[] = [];
  accessLifetimeSeconds = 21_600;

  approveInApp() {
    for (const grant of this.grants.values()) grant.approvedAt ??= this.now();
  }

  /** The person revokes the app: every token of every grant stops working. */
  revokeAll() {
    this.accessTokens.clear();
    this.refreshTokens.clear();
  }

  expireAccessTokens() {
    for (const token of this.accessTokens.values()) token.expiresAt = 0;
  }
}

/** `ca`: the self-signed certificate (PEM) a client must trust, when started with tls. */
export type FakeMonzo = { baseUrl: string; state: FakeMonzoState; ca: string | null; close(): Promise<void> };

/** HTTPS with `tls`: the authorisation page must be an https form target under the app's CSP (e2e). */
export async function startFakeMonzo(options: { tls?: boolean } = {}): Promise<FakeMonzo> {
  const state = new FakeMonzoState();
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => route(state, req, Buffer.concat(chunks).toString('utf8'), res));
  };
  const tls = options.tls ? selfSignedCertificate() : null;
  const server = tls ? createHttpsServer({ key: tls.key, cert: tls.cert }, listener) : createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    state,
    ca: tls?.cert ?? null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function issue(state: FakeMonzoState, grant: Grant) {
  const access = `mz-access-${randomUUID()}`;
  const refresh = `mz-refresh-${randomUUID()}`;
  state.accessTokens.set(access, { grant, expiresAt: state.now() + state.accessLifetimeSeconds * 1000, firstUse: null });
  state.refreshTokens.set(refresh, grant);
  return {
    access_token: access,
    refresh_token: refresh,
    expires_in: state.accessLifetimeSeconds,
    token_type: 'Bearer',
    user_id: 'user_fake',
    client_id: fakeMonzoClient.id,
  };
}

function route(state: FakeMonzoState, req: IncomingMessage, body: string, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://fake');
  const authorization = req.headers.authorization ?? null;
  state.requests.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, authorization });

  if (req.method === 'GET' && url.pathname === '/') {
    // The authorisation page: the person signs in by email link and allows access at once here.
    const redirect = url.searchParams.get('redirect_uri');
    if (url.searchParams.get('client_id') !== fakeMonzoClient.id || !redirect || !state.customer) return json(res, 400, { code: 'bad_request' });
    const grant: Grant = { customer: state.customer, approvedAt: null };
    const code = `mz-code-${randomUUID()}`;
    state.grants.set(code, grant);
    state.codes.set(code, { grant, redirectUri: redirect });
    const back = new URL(redirect);
    back.searchParams.set('code', code);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    res.writeHead(302, { location: back.toString() });
    return res.end();
  }

  if (req.method === 'POST' && url.pathname === '/oauth2/token') {
    const form = new URLSearchParams(body);
    if (form.get('client_id') !== fakeMonzoClient.id || form.get('client_secret') !== fakeMonzoClient.secret)
      return json(res, 401, { code: 'unauthorized.bad_client' });
    if (form.get('grant_type') === 'authorization_code') {
      const held = state.codes.get(form.get('code') ?? '');
      // A code is good once, for the redirect URI it was issued to.
      if (!held || held.redirectUri !== form.get('redirect_uri')) return json(res, 400, { code: 'bad_request.invalid_grant' });
      state.codes.delete(form.get('code')!);
      return json(res, 200, issue(state, held.grant));
    }
    if (form.get('grant_type') === 'refresh_token') {
      const grant = state.refreshTokens.get(form.get('refresh_token') ?? '');
      if (!grant) return json(res, 401, { code: 'unauthorized.bad_refresh_token' });
      state.refreshTokens.delete(form.get('refresh_token')!);
      return json(res, 200, issue(state, grant));
    }
    return json(res, 400, { code: 'bad_request.unsupported_grant_type' });
  }

  const token = state.accessTokens.get(authorization?.replace(/^Bearer /, '') ?? '');
  if (!token || token.expiresAt <= state.now()) return json(res, 401, { code: 'unauthorized.bad_access_token' });
  token.firstUse ??= state.now();
  const grant = token.grant;
  if (grant.approvedAt === null && state.autoApproveAfterMs !== null && state.now() - token.firstUse >= state.autoApproveAfterMs)
    grant.approvedAt = state.now();
  if (grant.approvedAt === null)
    return json(res, 403, { code: 'forbidden.insufficient_permissions', message: 'Access forbidden due to insufficient permissions' });
  const c = grant.customer;
  const q = url.searchParams;
  if (url.pathname === '/accounts') return json(res, 200, { accounts: [c.account] });
  if (url.pathname === '/balance') {
    if (q.get('account_id') !== c.account.id) return json(res, 404, { code: 'not_found' });
    return json(res, 200, { balance: c.balance, total_balance: c.balance + c.pots.reduce((n, p) => n + p.balance, 0), currency: 'GBP', spend_today: 0 });
  }
  if (url.pathname === '/pots') {
    if (q.get('current_account_id') !== c.account.id) return json(res, 400, { code: 'bad_request.missing_param' });
    return json(res, 200, { pots: c.pots });
  }
  if (url.pathname === '/transactions') {
    if (q.get('account_id') !== c.account.id) return json(res, 404, { code: 'not_found' });
    const sinceParam = q.get('since');
    const beforeParam = q.get('before');
    const limit = Math.min(100, Number(q.get('limit') ?? 100));
    const sorted = [...c.transactions].sort((a, b) => a.created.localeCompare(b.created) || a.id.localeCompare(b.id));
    let since = sinceParam && !sinceParam.startsWith('tx_') ? Date.parse(sinceParam) : null;
    let afterIndex = -1;
    if (sinceParam?.startsWith('tx_')) {
      afterIndex = sorted.findIndex((t) => t.id === sinceParam);
      since = afterIndex >= 0 ? Date.parse(sorted[afterIndex]!.created) : null;
    }
    const ninetyDaysAgo = state.now() - 90 * 86_400_000;
    // Strong customer authentication: older history only in the first 5 minutes after approval.
    if ((since === null || since < ninetyDaysAgo) && state.now() - grant.approvedAt > 5 * 60_000) {
      return json(res, 403, { code: 'forbidden.verification_required', message: 'Verification required' });
    }
    const before = beforeParam ? Date.parse(beforeParam) : Infinity;
    const page = sorted
      .filter((t, i) => (afterIndex >= 0 ? i > afterIndex : since === null || Date.parse(t.created) >= since) && Date.parse(t.created) < before)
      .slice(0, limit);
    return json(res, 200, { transactions: page });
  }
  return json(res, 404, { code: 'not_found' });
}
