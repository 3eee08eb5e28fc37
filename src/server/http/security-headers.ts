import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

// Scripts only from this origin; no framing; bank authorisation is a top-level GET form
// to the provider, so form-action allows https.
const csp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self' https:",
  "object-src 'none'",
].join('; ');

export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const https = config.appOrigin.startsWith('https:');
  app.addHook('onSend', async (req, reply) => {
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    reply.header('x-request-id', req.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('content-security-policy', csp);
    reply.header('cross-origin-opener-policy', 'same-origin');
  });
}
