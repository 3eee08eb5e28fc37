import type { Db } from '../../db/db';
import { hashToken, newToken } from '../../security/tokens';
import type { ActiveSession } from '../../db/signed-in-user';
import * as q from './queries';

const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A session used in its second half gets a fresh full term (sliding expiry). */
const RENEW_WHEN_LEFT_SECONDS = SESSION_TTL_SECONDS / 2;

export type IssuedSession = { token: string; expiresAt: Date };
export type { ActiveSession } from '../../db/signed-in-user';

export async function issueSession(db: Db, userId: string, userAgent: string | null): Promise<IssuedSession> {
  const token = newToken();
  const row = await q.insertSession(db, { userId, tokenHash: hashToken(token), ttlSeconds: SESSION_TTL_SECONDS, userAgent });
  return { token, expiresAt: row.expires_at };
}

/** The session a token stands for, renewed when it is past half its life. */
export async function readSession(db: Db, token: string): Promise<ActiveSession | undefined> {
  const row = await q.findSession(db, hashToken(token));
  if (!row) return undefined;
  let expiresAt = row.expiresAt;
  let renewed = false;
  if (expiresAt.getTime() - Date.now() < RENEW_WHEN_LEFT_SECONDS * 1000) {
    expiresAt = (await q.extendSession(db, row.sessionId, SESSION_TTL_SECONDS)) ?? expiresAt;
    renewed = true;
  }
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) await q.touchSession(db, row.sessionId);
  return {
    sessionId: row.sessionId,
    expiresAt,
    renewed,
    user: { id: row.userId, email: row.email, firstName: row.firstName, lastName: row.lastName, avatarUrl: row.avatarUrl },
    onboardingCompleted: row.onboardingCompleted,
  };
}

export async function endSession(db: Db, token: string) {
  await q.deleteSession(db, hashToken(token));
}
