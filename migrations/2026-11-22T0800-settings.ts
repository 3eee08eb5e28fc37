import type { Kysely } from 'kysely';

// Settings shows the user's last login: the sign-in before the current one, so the time
// tells them something (a sign-in they do not recognise), not just "a moment ago".
// Each sign-in moves last_sign_in_at here before writing the new time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('previous_sign_in_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('previous_sign_in_at').execute();
}
