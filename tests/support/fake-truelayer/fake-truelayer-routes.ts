import type { FakeTrueLayerState, RecordedRequest } from './fake-truelayer-state';
import * as fixtures from './fake-truelayer-fixtures';
import type { TlRow } from './fake-truelayer-fixtures';

export type Answer = { status: number; body: unknown; headers?: Record<string, string> };

type Req = RecordedRequest & { form: URLSearchParams; json: Record<string, unknown> | null };

const tlError = (status: number, error: string, description: string): Answer => ({
  status,
  body: { error, error_description: description, error_details: {} },
});
const results = (rows: unknown[]): Answer => ({ status: 200, body: { results: rows, status: 'Succeeded' } });
const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function handle(state: FakeTrueLayerState, req: Req, baseUrl: string): Answer {
  const key = `${req.method} ${req.path}`;
  if (key === 'GET /') return authDialog(state, req);
  if (key === 'POST /consent/approve') return approve(state, req);
  if (key === 'POST /connect/token') return tokenEndpoint(state, req);
  if (key === 'POST /v1/reauthuri') return reauth(state, req, baseUrl);
  if (key === 'POST /data/v1/connections/extend') return extend(state, req, baseUrl);
  if (key === 'DELETE /api/delete') {
    const denied = checkBearer(state, req);
    if (denied) return denied;
    state.connection!.revoked = true;
    return { status: 200, body: {} };
  }
  if (req.method === 'GET' && req.path.startsWith('/data/v1/')) return dataApi(state, req);
  return tlError(404, 'not_found', 'Not found');
}

/** The auth dialog: checks what the app sent and shows a consent form posting to our https origin. */
function authDialog(state: FakeTrueLayerState, req: Req): Answer {
  const q = req.query;
  if (q.client_id !== state.clientId) return { status: 400, body: '<html><body>Unknown client_id</body></html>' };
  if (q.response_type !== 'code' || !q.redirect_uri || !q.state || !q.scope) return { status: 400, body: '<html><body>Bad request</body></html>' };
  const html = `<!doctype html><html><body><h1>Allow Plain Sight to see your accounts?</h1>
<p>Scopes: ${escape(q.scope)}</p><p>Providers: ${escape(q.providers ?? '')}</p>
<form method="post" action="/consent/approve">
<input type="hidden" name="redirect_uri" value="${escape(q.redirect_uri)}">
<input type="hidden" name="state" value="${escape(q.state)}">
<button type="submit">Allow</button></form></body></html>`;
  return { status: 200, body: html };
}

function approve(state: FakeTrueLayerState, req: Req): Answer {
  const redirectUri = req.form.get('redirect_uri') ?? '';
  const code = state.approve(redirectUri);
  const target = new URL(redirectUri);
  target.searchParams.set('code', code);
  target.searchParams.set('state', req.form.get('state') ?? '');
  return { status: 302, body: '', headers: { location: target.toString() } };
}

function tokenEndpoint(state: FakeTrueLayerState, req: Req): Answer {
  const form = req.form;
  if (form.get('client_id') !== state.clientId || form.get('client_secret') !== state.clientSecret) {
    return tlError(401, 'invalid_client', 'Client authentication failed');
  }
  if (form.get('grant_type') === 'authorization_code') {
    const code = state.codes.get(form.get('code') ?? '');
    if (!code || code.redirectUri !== form.get('redirect_uri')) return tlError(400, 'invalid_grant', 'Invalid authorization code');
    state.codes.delete(form.get('code')!);
    return { status: 200, body: state.issueTokens() };
  }
  if (form.get('grant_type') === 'refresh_token') {
    const refresh = form.get('refresh_token') ?? '';
    if (!state.refreshTokens.has(refresh)) return tlError(400, 'invalid_grant', 'Invalid refresh token');
    // Single use: the answer carries the next one.
    state.refreshTokens.delete(refresh);
    state.usedRefreshTokens.add(refresh);
    return { status: 200, body: state.issueTokens() };
  }
  return tlError(400, 'unsupported_grant_type', 'Unsupported grant type');
}

function reauth(state: FakeTrueLayerState, req: Req, baseUrl: string): Answer {
  const body = req.json ?? {};
  if (typeof body.refresh_token !== 'string' || !state.refreshTokens.has(body.refresh_token)) return tlError(400, 'invalid_grant', 'Invalid refresh token');
  return { status: 200, body: { result: `${baseUrl}/?reauth=1&redirect_uri=${encodeURIComponent(String(body.redirect_uri))}`, success: true } };
}

function extend(state: FakeTrueLayerState, req: Req, baseUrl: string): Answer {
  const body = req.json ?? {};
  if (body.client_id !== state.clientId || body.client_secret !== state.clientSecret) return tlError(401, 'invalid_client', 'Client authentication failed');
  if (body.user_has_reconfirmed_consent !== true) return tlError(400, 'invalid_request', 'user_has_reconfirmed_consent must be true');
  if (typeof body.refresh_token !== 'string' || !state.refreshTokens.has(body.refresh_token)) return tlError(400, 'invalid_grant', 'Invalid refresh token');
  if (state.extendAction === 'authentication_needed') {
    return { status: 200, body: { action_needed: 'authentication_needed', user_input_link: `${baseUrl}/?extend=1` } };
  }
  state.refreshTokens.delete(body.refresh_token);
  const conn = state.connection!;
  conn.consentCreatedAt = state.now();
  conn.consentExpiresAt = state.now() + 90 * 86_400_000;
  return { status: 200, body: { action_needed: 'no_action_needed', ...state.issueTokens() } };
}

function checkBearer(state: FakeTrueLayerState, req: Req): Answer | null {
  const header = typeof req.headers.authorization === 'string' ? req.headers.authorization : '';
  const expiresAt = state.accessTokens.get(header.replace(/^Bearer /, ''));
  if (expiresAt === undefined || expiresAt <= state.now()) return tlError(401, 'invalid_token', 'Access token is invalid or expired');
  const conn = state.connection;
  if (!conn || conn.revoked) return tlError(401, 'invalid_token', 'Connection deleted');
  if (conn.consentExpiresAt <= state.now()) return tlError(403, 'access_denied', 'The 90 day consent has expired; the user must reconfirm');
  return null;
}

function dataApi(state: FakeTrueLayerState, req: Req): Answer {
  const denied = checkBearer(state, req);
  if (denied) return denied;
  if (state.unattendedDailyReads !== null && typeof req.headers['x-psu-ip'] !== 'string') {
    const reads = (state.unattendedReads.get(req.path) ?? 0) + 1;
    state.unattendedReads.set(req.path, reads);
    if (reads > state.unattendedDailyReads) {
      return { ...tlError(429, 'provider_too_many_requests', 'Unattended request limit reached'), headers: { 'retry-after': '3600' } };
    }
  }
  const conn = state.connection!;
  const parts = req.path.slice('/data/v1/'.length).split('/').map(decodeURIComponent);
  const [kind, id, ...rest] = parts;
  if (kind === 'me' && parts.length === 1) {
    return results([
      {
        client_id: state.clientId,
        credentials_id: 'cred-1',
        consent_status: 'Authorised',
        consent_created_at: new Date(conn.consentCreatedAt).toISOString(),
        consent_expires_at: new Date(conn.consentExpiresAt).toISOString(),
        provider: { display_name: 'Lloyds', provider_id: 'ob-lloyds', logo_uri: null },
        scopes: ['info', 'accounts'],
      },
    ]);
  }
  if (kind !== 'accounts' && kind !== 'cards') return tlError(404, 'not_found', 'Not found');
  if (kind === 'cards' && !state.cardsSupported) return tlError(501, 'endpoint_not_supported', 'Feature not supported by the provider');
  const list = kind === 'cards' ? conn.cards : conn.accounts;
  if (id === undefined) return results(list);
  const item = list.find((a) => a.account_id === id);
  if (!item) return tlError(404, 'account_not_found', 'account not found');
  const sub = rest.join('/');
  if (sub === '') return results([item]);
  if (sub === 'balance') return results([fixtures.balances[id]]);
  if (sub === 'transactions') return results(inRange(state, conn.booked.get(id) ?? [], req.query));
  if (sub === 'transactions/pending') return results(conn.pending.get(id) ?? []);
  if (kind === 'accounts' && sub === 'standing_orders') return results(id === fixtures.currentAccount.account_id ? fixtures.standingOrders : []);
  if (kind === 'accounts' && sub === 'direct_debits') return results(id === fixtures.currentAccount.account_id ? fixtures.directDebits : []);
  return tlError(404, 'not_found', 'Not found');
}

function inRange(state: FakeTrueLayerState, rows: TlRow[], query: Record<string, string>): TlRow[] {
  if (state.ignoreDateRange) return rows;
  const from = query.from ?? '0000';
  const to = query.to ?? '9999';
  return rows.filter((r) => {
    const date = String(r.timestamp).slice(0, 10);
    return date >= from.slice(0, 10) && date <= to.slice(0, 10);
  });
}
