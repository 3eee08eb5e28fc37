import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { readSessionToken } from '../../http/session-cookie';
import { readSession } from '../auth/session-store';
import { enabledProviders, isTrueLayer } from './providers/registry';
import * as q from './queries';
import { trueLayerCallbackPath } from './service';

const text = (v: unknown) => (typeof v === 'string' && v.length <= 4096 ? v : undefined);

/**
 * GET /api/bank/truelayer/callback: where TrueLayer sends the browser back (the redirect
 * URI registered in the Console, fixed per installation). The `state` must be one this
 * server signed for the signed-in person; the code is exchanged here, server side, and the
 * person goes back to the page they started from with the same return parameters as any
 * other provider, so the app's usual completion and toasts follow. A cancelled consent
 * comes back the same way (the completion then fails with the usual message).
 */
export function registerTrueLayerCallback(app: FastifyInstance, deps: Deps) {
  const provider = enabledProviders(deps).find(isTrueLayer);
  if (!provider) return;
  // warn: Fastify's 'incoming request' line would write the URL, code and state included.
  app.get(trueLayerCallbackPath, { logLevel: 'warn' }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const query = req.query as Record<string, unknown>;
    const state = text(query.state);
    const token = readSessionToken(req, deps.config);
    const session = token ? await readSession(deps.db, token) : undefined;
    if (!session) return reply.redirect('/auth', 303);
    const userId = session.user.id;
    const linkId = state ? provider.linkOfState(state, userId) : null;
    const requisition = linkId ? await q.findRequisitionByLink(deps.db, userId, 'truelayer', linkId) : undefined;
    if (!state || !requisition) {
      // Another person's, a forged or an expired state: nothing is exchanged.
      req.log.warn('TrueLayer callback with a state that is not this person’s');
      return reply.redirect('/settings/bank-connections', 303);
    }
    const code = text(query.code);
    if (code && !query.error) {
      try {
        await provider.completeLink({ code, state, userId, redirectUrl: `${deps.config.appOrigin}${trueLayerCallbackPath}` });
      } catch (err) {
        // The completion that follows reports it with the usual message.
        req.log.warn({ err, requisitionId: requisition.id }, 'TrueLayer code exchange failed');
      }
    }
    const back = requisition.return_path ?? '/money';
    return reply.redirect(`${back}?requisitionId=${requisition.id}&userId=${userId}`, 303);
  });
}
