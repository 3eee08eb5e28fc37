import { withTransaction, type Db } from '../../db/db';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { hashToken, newToken } from '../../security/tokens';
import type { ActiveSession } from '../../db/signed-in-user';
import * as q from './queries';

// What other modules may use of the tokens (ARCHITECTURE.md, "Server modules"): the functions
// below, and these.
export { revokeAllTokens, listActiveTokens } from './queries';

const TOKEN_PREFIX = 'ps_pat_';
const MAX_ACTIVE_TOKENS = 20;

export const listTokens = (deps: Deps, userId: string) => q.listActiveTokens(deps.db, userId);

/** A new token: the full text is returned here, once, and never stored (only its hash). */
export async function createToken(
  deps: Deps,
  userId: string,
  input: { name: string; expiresInDays: number },
): Promise<{ id: string; name: string; token: string; expires_at: Date }> {
  const token = TOKEN_PREFIX + newToken();
  const row = await withTransaction(deps.db, async (trx) => {
    // One creation at a time per user, so two at once cannot pass the limit together.
    await q.lockUser(trx, userId);
    if ((await q.countActiveTokens(trx, userId)) >= MAX_ACTIVE_TOKENS) {
      throw new AppError('INVALID_INPUT', 'You can have at most 20 tokens. Revoke one first.');
    }
    return q.insertToken(trx, { userId, name: input.name, expiresInDays: input.expiresInDays, tokenHash: hashToken(token), tokenPrefix: token.slice(0, 8) });
  });
  return { id: row.id, name: row.name, token, expires_at: row.expires_at };
}

export async function revokeToken(deps: Deps, userId: string, id: string) {
  if (!(await q.revokeToken(deps.db, userId, id))) throw new AppError('NOT_FOUND', 'Token not found.');
}

/** The user a bearer token stands for, in the shape of a session (undefined when unknown, revoked or expired). */
export async function readTokenSession(db: Db, token: string): Promise<ActiveSession | undefined> {
  if (!token.startsWith(TOKEN_PREFIX)) return undefined;
  const row = await q.findTokenUser(db, hashToken(token));
  if (!row) return undefined;
  await q.touchToken(db, row.tokenId);
  return {
    sessionId: row.tokenId,
    expiresAt: row.expiresAt,
    renewed: false,
    user: { id: row.userId, email: row.email, firstName: row.firstName, lastName: row.lastName, avatarUrl: row.avatarUrl },
    onboardingCompleted: row.onboardingCompleted,
  };
}
