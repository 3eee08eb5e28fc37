import type { Kysely } from 'kysely';

// An access token for a protected ntfy topic (docs/decisions/030-notifications.md).
//
// notification_settings.ntfy_token_sealed: the token sealed with the secret box (AES-256-GCM,
// bound to the user id); null for none. The server sends it as `Authorization: Bearer`; it is
// never logged and never read back to the client (the settings show only that one is set).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notification_settings').addColumn('ntfy_token_sealed', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notification_settings').dropColumn('ntfy_token_sealed').execute();
}
