import { sql } from 'kysely';
import type { Db } from '../../db/db';
import { SIGNED_IN_USER_COLUMNS } from '../../db/signed-in-user';
import type { TokenPurpose } from '../../db/schema';

export function findUserForSignIn(db: Db, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('user_credentials', 'user_credentials.user_id', 'users.id')
    .select(['users.id', 'users.email_verified_at', 'user_credentials.password_hash'])
    .where('users.email', '=', email)
    .executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.id', 'users.id')
    .select(['users.id', 'users.email', 'users.email_verified_at', 'profiles.first_name'])
    .where('users.email', '=', email)
    .executeTakeFirst();
}

export function findUserById(db: Db, id: string) {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.id', 'users.id')
    .select(['users.id', 'users.email', 'profiles.first_name'])
    .where('users.id', '=', id)
    .executeTakeFirst();
}

export async function insertUser(
  db: Db,
  user: { email: string; passwordHash: string; firstName: string; lastName: string; plan: 'monthly' | 'yearly' | 'trial' | null },
): Promise<string> {
  const { id } = await db.insertInto('users').values({ email: user.email }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('user_credentials').values({ user_id: id, password_hash: user.passwordHash, updated_at: new Date() }).execute();
  await db
    .insertInto('profiles')
    .values({
      id,
      first_name: user.firstName,
      last_name: user.lastName,
      phone_number: null,
      pay_day: null,
      avatar_url: null,
      selected_plan: user.plan,
      updated_at: new Date(),
    })
    .execute();
  return id;
}

export async function markEmailVerified(db: Db, userId: string) {
  await db
    .updateTable('users')
    .set({ email_verified_at: sql`coalesce(email_verified_at, now())` })
    .where('id', '=', userId)
    .execute();
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string) {
  await db.updateTable('user_credentials').set({ password_hash: passwordHash, updated_at: new Date() }).where('user_id', '=', userId).execute();
}

/** The right password was entered just now (decision 041: a reset removes factors added after it). */
export async function notePasswordEntered(db: Db, userId: string) {
  await db
    .updateTable('user_credentials')
    .set({ password_entered_at: sql`now()` })
    .where('user_id', '=', userId)
    .execute();
}

// One-time tokens (email verification, password reset)

export async function insertAuthToken(
  db: Db,
  token: { userId: string; purpose: TokenPurpose; tokenHash: string; ttlSeconds: number; browserHash?: string | null },
) {
  // Only the newest link of a kind works: earlier ones are spent when a new one is sent.
  await db
    .updateTable('auth_tokens')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', token.userId)
    .where('purpose', '=', token.purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('auth_tokens')
    .values({
      user_id: token.userId,
      purpose: token.purpose,
      token_hash: token.tokenHash,
      expires_at: sql<Date>`now() + make_interval(secs => ${token.ttlSeconds})`,
      browser_hash: token.browserHash ?? null,
    })
    .execute();
}

/** Spends a live token in one statement, so two concurrent uses cannot both succeed. */
export async function consumeAuthToken(db: Db, purpose: TokenPurpose, tokenHash: string): Promise<{ userId: string; browserHash: string | null } | undefined> {
  const row = await db
    .updateTable('auth_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'browser_hash'])
    .executeTakeFirst();
  return row && { userId: row.user_id, browserHash: row.browser_hash };
}

/** The browser the user signed up in, as recorded on their first verification link. */
export async function signUpBrowserHash(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('auth_tokens')
    .select('browser_hash')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'verify_email')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
  return row?.browser_hash ?? null;
}

export function findLiveAuthToken(db: Db, purpose: TokenPurpose, tokenHash: string) {
  return db
    .selectFrom('auth_tokens')
    .select(['id', 'browser_hash'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** The user of a live one-time token, or undefined. */
export async function liveAuthTokenUser(db: Db, purpose: TokenPurpose, tokenHash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('auth_tokens')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.user_id;
}

export async function isAuthTokenLive(db: Db, purpose: TokenPurpose, tokenHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('auth_tokens')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}

// Sessions

export async function insertSession(db: Db, session: { userId: string; tokenHash: string; ttlSeconds: number; userAgent: string | null }) {
  return db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      token_hash: session.tokenHash,
      expires_at: sql<Date>`now() + make_interval(secs => ${session.ttlSeconds})`,
      user_agent: session.userAgent,
      last_used_at: sql<Date>`now()`,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
}

export function findSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('profiles', 'profiles.id', 'sessions.user_id')
    .select(['sessions.id as sessionId', 'sessions.expires_at as expiresAt', 'sessions.last_used_at as lastUsedAt', ...SIGNED_IN_USER_COLUMNS])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

export async function extendSession(db: Db, sessionId: string, ttlSeconds: number) {
  const row = await db
    .updateTable('sessions')
    .set({ expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})` })
    .where('id', '=', sessionId)
    .returning('expires_at')
    .executeTakeFirst();
  return row?.expires_at;
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteUserSessions(db: Db, userId: string) {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function touchLastSignIn(db: Db, userId: string) {
  // The time it replaces is kept: Settings shows the sign-in before this one.
  await db
    .updateTable('users')
    .set({ previous_sign_in_at: sql`last_sign_in_at`, last_sign_in_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

/**
 * Takes the session's one silent bank refresh: true the first time only (decision 020).
 * The browser's own flag is a courtesy; this is the rule.
 */
export async function claimBankSilentRefresh(db: Db, sessionId: string): Promise<boolean> {
  const row = await db
    .updateTable('sessions')
    .set({ bank_silent_refresh_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .where('bank_silent_refresh_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Notes a session's use, at most once a minute (decision 029: "where you're signed in"). */
export async function touchSession(db: Db, sessionId: string) {
  await db
    .updateTable('sessions')
    .set({ last_used_at: sql`now()` })
    .where('id', '=', sessionId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', sql<Date>`now() - interval '1 minute'`)]))
    .execute();
}

export function listLiveSessions(db: Db, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy(sql`coalesce(last_used_at, created_at)`, 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function deleteUserSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const r = await db.deleteFrom('sessions').where('id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

export async function deleteSessionsExcept(db: Db, userId: string, keepSessionId: string): Promise<number> {
  const r = await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '!=', keepSessionId).executeTakeFirst();
  return Number(r.numDeletedRows);
}
