import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

// The session cookie: HttpOnly, SameSite=Lax, path /. Behind HTTPS it is Secure and
// carries the __Host- prefix (which the browser only accepts Secure, host-only, path /).
const SECURE_NAME = '__Host-ps_session';
const PLAIN_NAME = 'ps_session';

export function isSecureRequest(req: FastifyRequest, config: AppConfig): boolean {
  return req.protocol === 'https' || config.appOrigin.startsWith('https:');
}

/** Behind HTTPS only the __Host- cookie counts: a plain one could have been planted. */
export function readSessionToken(req: FastifyRequest, config: AppConfig): string | undefined {
  return (isSecureRequest(req, config) ? req.cookies[SECURE_NAME] : req.cookies[PLAIN_NAME]) ?? undefined;
}

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, config: AppConfig, token: string, expiresAt: Date) {
  const secure = isSecureRequest(req, config);
  reply.setCookie(secure ? SECURE_NAME : PLAIN_NAME, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply, config: AppConfig) {
  const secure = isSecureRequest(req, config);
  reply.clearCookie(secure ? SECURE_NAME : PLAIN_NAME, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
