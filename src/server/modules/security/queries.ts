import { sql } from 'kysely';
import type { Db } from '../../db/db';

// The security module owns totp_credentials, recovery_codes, sign_in_challenges, passkeys,
// webauthn_challenges and known_devices (decision 029).

// TOTP

export function findTotp(db: Db, userId: string) {
  return db.selectFrom('totp_credentials').select(['secret_sealed', 'enabled_at', 'last_used_step']).where('user_id', '=', userId).executeTakeFirst();
}

/** A new, unconfirmed secret: replaces an earlier unconfirmed one, never a confirmed one. */
export async function upsertPendingTotp(db: Db, userId: string, secretSealed: string): Promise<boolean> {
  const row = await db
    .insertInto('totp_credentials')
    .values({ user_id: userId, secret_sealed: secretSealed, enabled_at: null, last_used_step: null })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret_sealed: secretSealed, last_used_step: null, created_at: sql`now()` } as never)
        .where('totp_credentials.enabled_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes a 30-second step: true only if it is newer than the last one taken, in one statement,
 * so the same code sent twice at once is accepted once.
 */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const row = await db
    .updateTable('totp_credentials')
    .set({ last_used_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markTotpEnabled(db: Db, userId: string) {
  await db
    .updateTable('totp_credentials')
    .set({ enabled_at: sql`now()` })
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteTotp(db: Db, userId: string) {
  await db.deleteFrom('totp_credentials').where('user_id', '=', userId).execute();
}

/** Which second factors the user has, in one round trip (every sign-in asks). */
export async function secondFactorsOf(db: Db, userId: string): Promise<{ totp: boolean; passkey: boolean }> {
  const { rows } = await sql<{ totp: boolean; passkey: boolean }>`
    select
      exists (select 1 from totp_credentials where user_id = ${userId} and enabled_at is not null) as totp,
      exists (select 1 from passkeys where user_id = ${userId}) as passkey`.execute(db);
  return rows[0]!;
}

// Recovery codes

export async function replaceRecoveryCodes(db: Db, userId: string, hashes: string[]) {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

/** Spends an unused code in one statement: two uses at once, one wins. */
export async function spendRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const row = await db
    .updateTable('recovery_codes')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function deleteRecoveryCodes(db: Db, userId: string) {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

// The half-signed-in state

export async function insertChallenge(db: Db, userId: string, tokenHash: string, ttlSeconds: number) {
  await db
    .insertInto('sign_in_challenges')
    .values({ user_id: userId, token_hash: tokenHash, expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})` })
    .execute();
}

export function findChallenge(db: Db, tokenHash: string) {
  return db
    .selectFrom('sign_in_challenges')
    .innerJoin('users', 'users.id', 'sign_in_challenges.user_id')
    .select(['sign_in_challenges.id', 'users.id as userId', 'users.email'])
    .where('sign_in_challenges.token_hash', '=', tokenHash)
    .where('sign_in_challenges.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** Ends a challenge; true if this call ended it (a second factor is accepted once). */
export async function deleteChallenge(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('sign_in_challenges').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function deleteExpiredChallenges(db: Db) {
  await db
    .deleteFrom('sign_in_challenges')
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
}

// Passkeys

export async function countPasskeys(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('passkeys')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export function listPasskeys(db: Db, userId: string) {
  return db
    .selectFrom('passkeys')
    .select(['id', 'name', 'credential_id', 'transports', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export function findPasskeyByCredentialId(db: Db, credentialId: string) {
  return db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
}

export async function insertPasskey(db: Db, p: { userId: string; credentialId: string; publicKey: string; counter: number; transports: string; name: string }) {
  return db
    .insertInto('passkeys')
    .values({ user_id: p.userId, credential_id: p.credentialId, public_key: p.publicKey, counter: p.counter, transports: p.transports, name: p.name })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

export async function notePasskeyUsed(db: Db, id: string, counter: number) {
  await db
    .updateTable('passkeys')
    .set({ counter, last_used_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function renamePasskey(db: Db, userId: string, id: string, name: string): Promise<boolean> {
  const r = await db.updateTable('passkeys').set({ name }).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function deletePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  const r = await db.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

export async function insertWebauthnChallenge(
  db: Db,
  c: { tokenHash: string; userId: string | null; purpose: 'register' | 'second-factor' | 'passwordless'; challenge: string; ttlSeconds: number },
) {
  await db
    .insertInto('webauthn_challenges')
    .values({
      token_hash: c.tokenHash,
      user_id: c.userId,
      purpose: c.purpose,
      challenge: c.challenge,
      expires_at: sql<Date>`now() + make_interval(secs => ${c.ttlSeconds})`,
    })
    .execute();
}

/** Takes a live ceremony challenge once (deleted as it is read); of `userId` only, when given. */
export async function takeWebauthnChallenge(db: Db, tokenHash: string, purpose: 'register' | 'second-factor' | 'passwordless', userId?: string) {
  return db
    .deleteFrom('webauthn_challenges')
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .$if(userId !== undefined, (qb) => qb.where('user_id', '=', userId!))
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'challenge'])
    .executeTakeFirst();
}

// Known devices (new-device mail)

/**
 * Records the device in one statement. `isNew`: the user had not signed in from it before;
 * `hadOthers`: the user had signed in from some other device before this one.
 */
export async function rememberDevice(db: Db, userId: string, deviceHash: string): Promise<{ isNew: boolean; hadOthers: boolean }> {
  const { rows } = await sql<{ is_new: boolean; had_others: boolean }>`
    with added as (
      insert into known_devices (user_id, device_hash) values (${userId}, ${deviceHash})
      on conflict (user_id, device_hash) do nothing
      returning 1
    )
    select exists (select 1 from added) as is_new,
      exists (select 1 from known_devices where user_id = ${userId} and device_hash <> ${deviceHash}) as had_others`.execute(db);
  return { isNew: rows[0]!.is_new, hadOthers: rows[0]!.had_others };
}

// Recent authentication (decision 041)

/** True when the session's owner proved who they are within the last `seconds`. */
export async function isSessionRecentlyAuthenticated(db: Db, userId: string, sessionId: string, seconds: number): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('authenticated_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .executeTakeFirst();
  return row !== undefined;
}

export async function stampSessionAuthenticated(db: Db, userId: string, sessionId: string) {
  await db
    .updateTable('sessions')
    .set({ authenticated_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .execute();
}

/** Second factors added after the password was last entered (what a reset offers to remove). */
export async function secondFactorsAddedSincePassword(db: Db, userId: string): Promise<{ passkeys: number; totp: boolean }> {
  const { rows } = await sql<{ passkeys: number; totp: boolean }>`
    with entered as (select password_entered_at as at from user_credentials where user_id = ${userId})
    select
      (select count(*)::int from passkeys, entered where user_id = ${userId} and created_at > entered.at) as passkeys,
      exists (select 1 from totp_credentials, entered where user_id = ${userId} and enabled_at > entered.at) as totp`.execute(db);
  return rows[0] ?? { passkeys: 0, totp: false };
}

/** Removes the second factors added after the password was last entered; answers how many went. */
export async function deleteSecondFactorsAddedSincePassword(db: Db, userId: string): Promise<{ passkeys: number; totp: boolean }> {
  const entered = db.selectFrom('user_credentials').select('password_entered_at').where('user_id', '=', userId);
  const passkeys = await db.deleteFrom('passkeys').where('user_id', '=', userId).where('created_at', '>', entered).executeTakeFirst();
  const totp = await db.deleteFrom('totp_credentials').where('user_id', '=', userId).where('enabled_at', '>', entered).executeTakeFirst();
  if (totp.numDeletedRows > 0n) await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  return { passkeys: Number(passkeys.numDeletedRows), totp: totp.numDeletedRows > 0n };
}
