import { sql, type Kysely } from 'kysely';

// Two-factor sign-in, passkeys, where you're signed in, new-device mail
// (docs/decisions/029-two-factor-sign-in.md).
//
// totp_credentials: one authenticator per user; the secret sealed with the secret box (bound to
// the user id); enabled_at is null while the person has not yet confirmed a code;
// last_used_step is the newest 30-second step accepted, so a code works once.
// recovery_codes: sha-256 of 80-bit random codes; used_at spends one.
// sign_in_challenges: the half-signed-in state between the password and the second factor. It
// is not a session: nothing that reads sessions can see it.
// passkeys: WebAuthn credentials; webauthn_challenges: the challenge of one ceremony.
// sessions.last_used_at: "where you're signed in"; known_devices: a browser (its device cookie's
// hash) that has signed in to the account before.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('totp_credentials')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('enabled_at', 'timestamptz')
    .addColumn('last_used_step', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('recovery_codes_user_code_idx').on('recovery_codes').columns(['user_id', 'code_hash']).unique().execute();

  await db.schema
    .createTable('sign_in_challenges')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('passkeys_user_id_idx').on('passkeys').column('user_id').execute();

  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('sessions').addColumn('last_used_at', 'timestamptz').execute();
  await sql`update sessions set last_used_at = created_at`.execute(db);

  await db.schema
    .createTable('known_devices')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_hash', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('known_devices_pk', ['user_id', 'device_hash'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('known_devices').ifExists().execute();
  await db.schema.alterTable('sessions').dropColumn('last_used_at').execute();
  await db.schema.dropTable('webauthn_challenges').ifExists().execute();
  await db.schema.dropTable('passkeys').ifExists().execute();
  await db.schema.dropTable('sign_in_challenges').ifExists().execute();
  await db.schema.dropTable('recovery_codes').ifExists().execute();
  await db.schema.dropTable('totp_credentials').ifExists().execute();
}
