import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { Deps } from '../deps';
import { readBearer, requestSession } from '../http/request-session';
import type { ActiveSession } from '../modules/auth/session-store';

export type Context = Awaited<ReturnType<ReturnType<typeof contextFactory>>>;
type AuthMethod = 'session' | 'token';

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
        session ??= requestSession(req, res, deps);
        return session;
      },
    };
  };
}
