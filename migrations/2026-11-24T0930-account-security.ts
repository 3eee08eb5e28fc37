import { sql, type Kysely } from 'kysely';

// Account security (docs/decisions/021-account-security.md).
//
// personal_access_tokens.expires_at: tokens stop working at a time chosen at creation. Tokens
// made before this had no end; they get 90 days from now (the default for new ones), so no
// script stops without warning today, and none lives for ever.
//
// auth_tokens.browser_hash: the hash of a random value kept in a cookie of the browser that
// asked for a verification link. Only that browser is signed in by the link.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('personal_access_tokens').addColumn('expires_at', 'timestamptz').execute();
  await sql`update personal_access_tokens set expires_at = now() + interval '90 days'`.execute(db);
  await sql`alter table personal_access_tokens alter column expires_at set not null`.execute(db);
  await db.schema.alterTable('auth_tokens').addColumn('browser_hash', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('auth_tokens').dropColumn('browser_hash').execute();
  await db.schema.alterTable('personal_access_tokens').dropColumn('expires_at').execute();
}
