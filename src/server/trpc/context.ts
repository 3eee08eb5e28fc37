import type { FastifyRequest } from 'fastify';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { Deps } from '../deps';
import { readSessionToken, setSessionCookie } from '../http/session-cookie';
import { readSession, type ActiveSession } from '../modules/auth/session-store';
import { readTokenSession } from '../modules/tokens/service';

export type Context = Awaited<ReturnType<ReturnType<typeof contextFactory>>>;
type AuthMethod = 'session' | 'token';

/**
 * The bearer token of an `Authorization: Bearer ...` header ('' when the header is
 * malformed), or undefined when the request has no bearer header. Other schemes (Basic
 * from a proxy) are ignored and the cookie is used.
 */
function readBearer(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header || !/^bearer(\s|$)/i.test(header)) return undefined;
  return header.slice(6).trim();
}

export function contextFactory(deps: Deps) {
  return async ({ req, res }: CreateFastifyContextOptions) => {
    let session: Promise<ActiveSession | undefined> | undefined;
    const bearer = readBearer(req);
    /** A request with a bearer token is judged by it alone: it never falls back to the cookie. */
    const authMethod: AuthMethod = bearer === undefined ? 'session' : 'token';
    return {
      deps,
      req,
      res,
      authMethod,
      client: { ip: req.ip, userAgent: req.headers['user-agent']?.slice(0, 500) ?? null },
      /** The signed-in user (by session cookie or personal access token), read once per request and only when asked for. */
      getSession(): Promise<ActiveSession | undefined> {
        session ??= (async () => {
          if (bearer !== undefined) return bearer ? readTokenSession(deps.db, bearer) : undefined;
          const token = readSessionToken(req, deps.config);
          if (!token) return undefined;
          const active = await readSession(deps.db, token);
          if (active?.renewed) setSessionCookie(req, res, deps.config, token, active.expiresAt);
          return active;
        })();
        return session;
      },
    };
  };
}
