import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import * as authQ from '../auth/service';
import { listActiveTokens } from '../tokens/service';
import { describeDevice } from './device';

// Where you're signed in: the browser sessions and personal access tokens of the account.

export type SignedInPlace = { id: string; device: string; signedInAt: Date; lastUsedAt: Date | null; current: boolean };
export type TokenPlace = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null; expiresAt: Date };

export async function listPlaces(deps: Deps, userId: string, currentSessionId: string): Promise<{ sessions: SignedInPlace[]; tokens: TokenPlace[] }> {
  const [sessions, tokens] = await Promise.all([authQ.listLiveSessions(deps.db, userId), listActiveTokens(deps.db, userId)]);
  return {
    sessions: sessions.map((s) => ({
      id: s.id,
      device: describeDevice(s.user_agent),
      signedInAt: s.created_at,
      lastUsedAt: s.last_used_at,
      current: s.id === currentSessionId,
    })),
    tokens: tokens.map((t) => ({ id: t.id, name: t.name, createdAt: t.created_at, lastUsedAt: t.last_used_at, expiresAt: t.expires_at })),
  };
}

/** Ends one of the user's sessions (another user's id reads as not found); its streams end too. */
export async function signOutSession(deps: Deps, userId: string, sessionId: string): Promise<void> {
  if (!(await authQ.deleteUserSession(deps.db, userId, sessionId))) throw new AppError('NOT_FOUND', 'Session not found');
  await wakeStreams(deps, userId);
}

/** Ends every session but this one. Personal access tokens are revoked one by one. */
export async function signOutOthers(deps: Deps, userId: string, currentSessionId: string): Promise<{ ended: number }> {
  const ended = await authQ.deleteSessionsExcept(deps.db, userId, currentSessionId);
  if (ended > 0) await wakeStreams(deps, userId);
  return { ended };
}

// Every stream of the user re-checks its session (decision 022), so the ended ones close.
const wakeStreams = (deps: Deps, userId: string) =>
  deps.events.publish({ userId, topics: [] }).catch((err: unknown) => deps.logger.warn({ err }, 'sign-out event not sent'));
