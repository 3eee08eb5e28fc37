import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { holdBankReturn } from '../../http/bank-return-cookie';
import { readSessionToken } from '../../http/session-cookie';
import { readSession } from '../auth/service';
import { oauthProviders, type OAuthEntry } from './providers/registry';
import { exchangeOAuthCode, oauthReturnOf } from './oauth-return';

const text = (v: unknown) => (typeof v === 'string' && v.length <= 4096 ? v : undefined);

/**
 * GET /api/bank/truelayer/callback: where TrueLayer sends the browser back (the redirect
 * URI registered in the Console, fixed per installation). The `state` must be one this
 * server signed for the signed-in person; the code is exchanged here, server side, and the
 * person goes back to the page they started from with the same return parameters as any
 * other provider, so the app's usual completion and toasts follow. A cancelled consent
 * comes back the same way (the completion then fails with the usual message).
 *
 * Signed out (the session ended at the bank, or a phone's bank app opened another browser):
 * the code is held, sealed, in a cookie, and the browser goes back to the same page, whose
 * sign-in step keeps the return; the completion after sign-in exchanges it, for the person
 * who started the link only.
 */
export function registerOAuthCallbacks(app: FastifyInstance, deps: Deps) {
  // One route per OAuth provider, at the path its capabilities name (each provider's own redirect URI).
  for (const entry of oauthProviders(deps)) registerCallback(app, deps, entry);
}

function registerCallback(app: FastifyInstance, deps: Deps, entry: OAuthEntry) {
  // warn: Fastify's 'incoming request' line would write the URL, code and state included.
  app.get(entry.callbackPath, { logLevel: 'warn' }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const query = req.query as Record<string, unknown>;
    const state = text(query.state);
    const code = query.error ? undefined : text(query.code);
    const token = readSessionToken(req, deps.config);
    const session = token ? await readSession(deps.db, token) : undefined;
    const requisition = state ? await oauthReturnOf(deps, state, session?.user.id, [entry]) : undefined;
    if (!state || !requisition) {
      // Another person's, a forged or an expired state: nothing is exchanged or held.
      req.log.warn('Bank callback with a state that is not this person’s');
      return reply.redirect(session ? '/settings/bank-connections' : '/auth', 303);
    }
    if (code && session) await exchangeOAuthCode(deps, session.user.id, requisition.id, { code, state });
    else if (code) holdBankReturn(req, reply, deps, { code, state });
    const back = requisition.return_path ?? '/money';
    return reply.redirect(`${back}?requisitionId=${requisition.id}&userId=${requisition.user_id}`, 303);
  });
}
