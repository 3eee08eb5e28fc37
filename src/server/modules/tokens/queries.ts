import { sql } from 'kysely';
import { SIGNED_IN_USER_COLUMNS } from '../../db/signed-in-user';
import type { Db } from '../../db/db';

export function listActiveTokens(db: Db, userId: string) {
  return db
    .selectFrom('personal_access_tokens')
    .select(['id', 'name', 'token_prefix', 'created_at', 'last_used_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Holds the user's row until the transaction ends: one token creation per user at a time. */
export async function lockUser(db: Db, userId: string) {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

export async function countActiveTokens(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('personal_access_tokens')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirstOrThrow();
  return row.n;
}

export function insertToken(db: Db, t: { userId: string; name: string; tokenHash: string; tokenPrefix: string; expiresInDays: number }) {
  return db
    .insertInto('personal_access_tokens')
    .values({
      user_id: t.userId,
      name: t.name,
      token_hash: t.tokenHash,
      token_prefix: t.tokenPrefix,
      expires_at: sql<Date>`now() + make_interval(days => ${t.expiresInDays})`,
    })
    .returning(['id', 'name', 'expires_at'])
    .executeTakeFirstOrThrow();
}

export async function revokeToken(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .updateTable('personal_access_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Every live token of the user stops working (a password change or reset). */
export async function revokeAllTokens(db: Db, userId: string) {
  await db
    .updateTable('personal_access_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The user a live (not revoked, not expired) token stands for, shaped like findSession's row. */
export function findTokenUser(db: Db, tokenHash: string) {
  return db
    .selectFrom('personal_access_tokens')
    .innerJoin('users', 'users.id', 'personal_access_tokens.user_id')
    .innerJoin('profiles', 'profiles.id', 'personal_access_tokens.user_id')
    .select(['personal_access_tokens.id as tokenId', 'personal_access_tokens.expires_at as expiresAt', ...SIGNED_IN_USER_COLUMNS])
    .where('personal_access_tokens.token_hash', '=', tokenHash)
    .where('personal_access_tokens.revoked_at', 'is', null)
    .where('personal_access_tokens.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** Records a use, at most once a minute per token (keeps writes off the hot path). */
export async function touchToken(db: Db, id: string) {
  await db
    .updateTable('personal_access_tokens')
    .set({ last_used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', sql<Date>`now() - interval '1 minute'`)]))
    .execute();
}
