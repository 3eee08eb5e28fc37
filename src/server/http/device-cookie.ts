import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { newToken } from '../security/tokens';
import { isSecureRequest } from './session-cookie';

// A random id for this browser, kept across sign-outs for 400 days (browsers' cap): a sign-in
// from a browser without one, or with one the account has not seen, is a new device (decision 029).
const SECURE_NAME = '__Host-ps_device';
const PLAIN_NAME = 'ps_device';
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** This browser's device id, set now when it has none. */
export function ensureDeviceId(req: FastifyRequest, reply: FastifyReply, config: AppConfig): string {
  const secure = isSecureRequest(req, config);
  const name = secure ? SECURE_NAME : PLAIN_NAME;
  const existing = req.cookies[name];
  if (existing && /^[\w-]{43}$/.test(existing)) return existing;
  const id = newToken();
  reply.setCookie(name, id, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: MAX_AGE_SECONDS });
  return id;
}
