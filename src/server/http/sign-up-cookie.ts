import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { newToken } from '../security/tokens';
import { isSecureRequest } from './session-cookie';

// A random value kept by the browser that signed up (or asked for a new link). The
// verification link signs in only a browser holding it: whoever opens the link elsewhere
// proves the address but not the password (docs/decisions/021-account-security.md).
const SECURE_NAME = '__Host-ps_signup';
const PLAIN_NAME = 'ps_signup';
const LIFETIME_SECONDS = 24 * 60 * 60;

const nameFor = (req: FastifyRequest, config: AppConfig) => (isSecureRequest(req, config) ? SECURE_NAME : PLAIN_NAME);

export function readSignUpBrowser(req: FastifyRequest, config: AppConfig): string | undefined {
  const value = req.cookies[nameFor(req, config)];
  return value && value.length <= 128 ? value : undefined;
}

/** The browser's value, made and set (for a day) if it has none yet. */
export function ensureSignUpBrowser(req: FastifyRequest, reply: FastifyReply, config: AppConfig): string {
  const value = readSignUpBrowser(req, config) ?? newToken();
  reply.setCookie(nameFor(req, config), value, { httpOnly: true, sameSite: 'lax', secure: isSecureRequest(req, config), path: '/', maxAge: LIFETIME_SECONDS });
  return value;
}

export function clearSignUpBrowser(req: FastifyRequest, reply: FastifyReply, config: AppConfig) {
  reply.clearCookie(nameFor(req, config), { httpOnly: true, sameSite: 'lax', secure: isSecureRequest(req, config), path: '/' });
}
