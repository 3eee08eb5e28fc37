import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { messages } from '../../shared/errors';
import { errorBody } from './error-handler';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses every state-changing request a browser sends from another site. tRPC on its
 * own accepts a cross-site form post with a simple content type, so this runs before it.
 * Browsers send Sec-Fetch-Site and Origin on such requests; a request with neither
 * comes from a script or a server (a token-bearing API client), not a browser page.
 */
export function isCrossSite(req: FastifyRequest, config: AppConfig): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = req.headers.origin;
  if (!origin) return false;
  if (origin === 'null') return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  return originHost !== req.headers.host && origin !== config.appOrigin;
}

export function registerOriginCheck(app: FastifyInstance, config: AppConfig) {
  app.addHook('onRequest', async (req, reply) => {
    if (SAFE_METHODS.has(req.method) || !isCrossSite(req, config)) return;
    req.log.warn({ origin: req.headers.origin, fetchSite: req.headers['sec-fetch-site'] }, 'cross-site request refused');
    return reply.code(403).send(errorBody(403, messages.crossSite, 'CROSS_SITE_REQUEST'));
  });
}
