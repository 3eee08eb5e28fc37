import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { isSecureRequest } from './session-cookie';

// The half-signed-in cookie: set after the right password when a second factor is on, read by
// the code and passkey steps only. HttpOnly, SameSite=Strict, ten minutes.
const SECURE_NAME = '__Host-ps_2fa';
const PLAIN_NAME = 'ps_2fa';

export function readChallengeToken(req: FastifyRequest, config: AppConfig): string | undefined {
  return (isSecureRequest(req, config) ? req.cookies[SECURE_NAME] : req.cookies[PLAIN_NAME]) ?? undefined;
}

export function setChallengeCookie(req: FastifyRequest, reply: FastifyReply, config: AppConfig, token: string, maxAgeSeconds: number) {
  const secure = isSecureRequest(req, config);
  reply.setCookie(secure ? SECURE_NAME : PLAIN_NAME, token, { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: maxAgeSeconds });
}

export function clearChallengeCookie(req: FastifyRequest, reply: FastifyReply, config: AppConfig) {
  const secure = isSecureRequest(req, config);
  reply.clearCookie(secure ? SECURE_NAME : PLAIN_NAME, { httpOnly: true, sameSite: 'strict', secure, path: '/' });
}
