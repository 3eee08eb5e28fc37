import type { Kysely } from 'kysely';

// The reminder to import a newer statement (issue 22, item 7): an account kept up to date by
// importing statements gets one when its newest statement is a month old. On by default, like
// the bank connection reminders it stands in for; Settings > Notifications turns it off.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('notification_settings')
    .addColumn('statement_reminder_enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notification_settings').dropColumn('statement_reminder_enabled').execute();
}
