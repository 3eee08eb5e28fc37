import { sql, type Kysely } from 'kysely';

// Recent authentication and single-use OAuth states (docs/decisions/041-recent-authentication-and-outgoing-requests.md).
//
// sessions.authenticated_at: when the person last proved who they are in this session (signing
// in, or entering the password or a code again). Adding a sign-in factor and deleting the account
// need it within the last few minutes. Sessions made before this count as authenticated when
// they were made.
// user_credentials.password_entered_at: the last time the right password was entered (sign-in,
// change, confirmation, reset). A password reset removes second factors added after it.
// spent_oauth_states: a TrueLayer `state` once its code has been exchanged (its sha-256), kept
// until the state would have expired anyway, so it cannot be used a second time.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('authenticated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`update sessions set authenticated_at = created_at`.execute(db);

  await db.schema
    .alterTable('user_credentials')
    .addColumn('password_entered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`update user_credentials c set password_entered_at = coalesce(u.last_sign_in_at, c.updated_at) from users u where u.id = c.user_id`.execute(db);

  await db.schema
    .createTable('spent_oauth_states')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('spent_oauth_states').execute();
  await db.schema.alterTable('user_credentials').dropColumn('password_entered_at').execute();
  await db.schema.alterTable('sessions').dropColumn('authenticated_at').execute();
}
