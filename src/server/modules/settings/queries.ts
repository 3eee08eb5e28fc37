import { sql } from 'kysely';
import type { Db } from '../../db/db';

export function findProfile(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.id', 'users.id')
    .select([
      'profiles.first_name',
      'profiles.last_name',
      'profiles.phone_number',
      'profiles.avatar_url',
      'users.email',
      'users.last_sign_in_at',
      'users.previous_sign_in_at',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export async function updateProfile(db: Db, userId: string, p: { firstName: string; lastName: string; phoneNumber?: string | null | undefined }, now: Date) {
  const result = await db
    .updateTable('profiles')
    .set({
      first_name: p.firstName,
      last_name: p.lastName,
      ...(p.phoneNumber === undefined ? {} : { phone_number: p.phoneNumber }),
      updated_at: now,
    })
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function findCredentials(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .innerJoin('user_credentials', 'user_credentials.user_id', 'users.id')
    .select(['users.email', 'user_credentials.password_hash'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string, now: Date) {
  // The right current password was entered with it (decision 041).
  await db
    .updateTable('user_credentials')
    .set({ password_hash: passwordHash, updated_at: now, password_entered_at: sql`now()` })
    .where('user_id', '=', userId)
    .execute();
}

/** Every session of the user but the one that asked. */
export async function deleteOtherSessions(db: Db, userId: string, keepSessionId: string) {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '!=', keepSessionId).execute();
}

/** Reset links already mailed stop working once the password has been changed. */
export async function spendResetLinks(db: Db, userId: string) {
  await db
    .updateTable('auth_tokens')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', 'reset_password')
    .where('used_at', 'is', null)
    .execute();
}

/** The provider's ids of the user's bank links (links never completed have none). */
export async function providerLinks(db: Db, userId: string): Promise<{ provider: string; id: string }[]> {
  const rows = await db
    .selectFrom('requisitions')
    .select(['provider', 'provider_requisition_id'])
    .where('user_id', '=', userId)
    .where('provider_requisition_id', 'is not', null)
    .execute();
  return rows.map((r) => ({ provider: r.provider, id: r.provider_requisition_id! }));
}

/**
 * The user's row; every table holding a user's data references it with ON DELETE CASCADE,
 * so that one statement takes them all. Mail kept in the outbox, a worksheet request and
 * the per-address rate-limit counters ('sign-in:email:{email}'...) carry only the address,
 * so they are removed by it.
 */
export async function deleteUser(db: Db, userId: string, email: string): Promise<boolean> {
  await db.deleteFrom('mail_outbox').where('to_address', '=', email).execute();
  await db.deleteFrom('worksheet_leads').where('email', '=', email).execute();
  const addressKey = `:email:${email}`;
  await db
    .deleteFrom('rate_limits')
    .where(sql<string>`right(key, ${addressKey.length})`, '=', addressKey)
    .execute();
  const result = await db.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
