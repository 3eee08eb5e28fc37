import { ProviderLinkExpiredError } from '../types';
import type { TrueLayerConfig } from './truelayer-config';
import { errorForTlResponse, malformedAnswer, readTlError, TrueLayerApiError } from './truelayer-errors';
import { isOk, tlSend, type TlHttpOptions } from './truelayer-http';
import { reauthResponseSchema, tokenResponseSchema } from './truelayer-schemas';

/** Scopes the app reads; offline_access is what makes a refresh token. */
const trueLayerScopes = ['info', 'accounts', 'balance', 'cards', 'transactions', 'direct_debits', 'standing_orders', 'offline_access'];
/** Every UK Open Banking and OAuth bank; the auth dialog lets the person pick theirs. */
const trueLayerUkProviders = ['uk-ob-all', 'uk-oauth-all'];

export type TokenSet = {
  accessToken: string;
  /** Epoch ms. Counted from when we asked, so a slow answer errs towards refreshing early. */
  accessExpiresAt: number;
  refreshToken: string | null;
};

export function buildAuthLink(config: Pick<TrueLayerConfig, 'authUrl' | 'clientId'>, input: { redirectUri: string; state: string }): string {
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    scope: trueLayerScopes.join(' '),
    redirect_uri: input.redirectUri,
    providers: trueLayerUkProviders.join(' '),
    state: input.state,
  });
  return `${config.authUrl}/?${params.toString()}`;
}

export type AuthDeps = { config: TrueLayerConfig; http: TlHttpOptions; now?: () => number };

async function postToken(deps: AuthDeps, form: Record<string, string>, keepRefresh: string | null): Promise<TokenSet> {
  const started = (deps.now ?? Date.now)();
  const res = await tlSend(deps.http, {
    method: 'POST',
    url: `${deps.config.authUrl}/connect/token`,
    form: { ...form, client_id: deps.config.clientId, client_secret: deps.config.clientSecret },
  });
  if (!isOk(res.status)) {
    // invalid_grant: the code or refresh token is used, expired or revoked; only relinking helps.
    if (res.status === 400 && readTlError(res.body).code === 'invalid_grant') throw new ProviderLinkExpiredError();
    // A 401 here is our client credentials, not the user's consent.
    if (res.status === 401) throw new TrueLayerApiError(401, readTlError(res.body).code, 'TrueLayer refused our client credentials (401 at /connect/token).');
    throw errorForTlResponse({ ...res, method: 'POST', path: '/connect/token' });
  }
  const parsed = tokenResponseSchema.safeParse(res.body);
  if (!parsed.success) throw malformedAnswer('the token request');
  return {
    accessToken: parsed.data.access_token,
    accessExpiresAt: started + parsed.data.expires_in * 1000,
    // TrueLayer rotates refresh tokens, but an answer without one keeps the old one valid.
    refreshToken: parsed.data.refresh_token ?? keepRefresh,
  };
}

export function exchangeCode(deps: AuthDeps, input: { code: string; redirectUri: string }): Promise<TokenSet> {
  return postToken(deps, { grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri }, null);
}

export function refreshTokens(deps: AuthDeps, refreshToken: string): Promise<TokenSet> {
  return postToken(deps, { grant_type: 'refresh_token', refresh_token: refreshToken }, refreshToken);
}

/** A link sending the user back through their bank for the same connection (v1 /reauthuri). */
export async function reauthLink(deps: AuthDeps, input: { refreshToken: string; redirectUri: string }): Promise<string> {
  const res = await tlSend(deps.http, {
    method: 'POST',
    url: `${deps.config.authUrl}/v1/reauthuri`,
    json: { response_type: 'code', refresh_token: input.refreshToken, redirect_uri: input.redirectUri },
  });
  if (!isOk(res.status)) throw errorForTlResponse({ ...res, method: 'POST', path: '/v1/reauthuri' });
  const parsed = reauthResponseSchema.safeParse(res.body);
  if (!parsed.success) throw malformedAnswer('the reauth request');
  return parsed.data.result;
}
