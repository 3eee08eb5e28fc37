import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { readSession, type ActiveSession } from '../modules/auth/session-store';
import { readTokenSession } from '../modules/tokens/service';
import { readSessionToken, setSessionCookie } from './session-cookie';

// Who sent a request: the one rule for tRPC's context and the plain routes that take a
// personal access token as well as the session cookie (the statement upload).

/**
 * The bearer token of an `Authorization: Bearer ...` header ('' when the header is
 * malformed), or undefined when the request has no bearer header. Other schemes (Basic
 * from a proxy) are ignored and the cookie is used.
 */
export function readBearer(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header || !/^bearer(\s|$)/i.test(header)) return undefined;
  return header.slice(6).trim();
}

/**
 * The signed-in user by personal access token, or else by session cookie (renewed as it is
 * read). A request with a bearer token is judged by it alone: it never falls back to the cookie.
 */
export async function requestSession(req: FastifyRequest, reply: FastifyReply, deps: Pick<Deps, 'db' | 'config'>): Promise<ActiveSession | undefined> {
  const bearer = readBearer(req);
  if (bearer !== undefined) return bearer ? readTokenSession(deps.db, bearer) : undefined;
  const token = readSessionToken(req, deps.config);
  if (!token) return undefined;
  const active = await readSession(deps.db, token);
  if (active?.renewed) setSessionCookie(req, reply, deps.config, token, active.expiresAt);
  return active;
}
