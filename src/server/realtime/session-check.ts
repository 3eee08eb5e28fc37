import type { FastifyRequest } from 'fastify';
import { readSessionToken } from '../http/session-cookie';
import { readSession } from '../modules/auth/session-store';
import { readTokenSession } from '../modules/tokens/service';
import type { Context } from '../trpc/context';

/**
 * Whether the credential a stream was opened with still stands for the same session. A
 * stream lives for hours while its session may end (sign-out, password reset, a revoked
 * token): the stream asks again instead of trusting what it read at the start.
 */
export async function stillSignedIn(ctx: Context, sessionId: string): Promise<boolean> {
  if (ctx.authMethod === 'token') return (await readTokenSession(ctx.deps.db, bearerOf(ctx.req)))?.sessionId === sessionId;
  const token = readSessionToken(ctx.req, ctx.deps.config);
  return token !== undefined && (await readSession(ctx.deps.db, token))?.sessionId === sessionId;
}

function bearerOf(req: FastifyRequest): string {
  return (req.headers.authorization ?? '').slice('bearer'.length).trim();
}
