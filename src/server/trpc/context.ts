import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { Deps } from '../deps';
import { readSessionToken, setSessionCookie } from '../http/session-cookie';
import { readSession, type ActiveSession } from '../modules/auth/session-store';

export type Context = Awaited<ReturnType<ReturnType<typeof contextFactory>>>;

export function contextFactory(deps: Deps) {
  return async ({ req, res }: CreateFastifyContextOptions) => {
    let session: Promise<ActiveSession | undefined> | undefined;
    return {
      deps,
      req,
      res,
      client: { ip: req.ip, userAgent: req.headers['user-agent']?.slice(0, 500) ?? null },
      /** The signed-in session, read once per request and only when asked for. */
      getSession(): Promise<ActiveSession | undefined> {
        session ??= (async () => {
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
