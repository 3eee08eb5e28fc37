import { sql, type Kysely } from 'kysely';

// Notifications (docs/decisions/030-notifications.md).
//
// notification_settings: one row per person, written by the settings page and, with the
// defaults below, by the scheduler for people who never opened it. next_check_at is the
// scheduler's claim: instances take due rows with FOR UPDATE SKIP LOCKED, as the bank
// refresh does with requisitions.
//
// notifications_sent: one row per notification ever queued. The unique key (user, kind,
// subject, period) is inserted before anything is sent, so a second pass, a re-sync or a
// second instance finds it taken and sends nothing. claimed_at marks the one delivery.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('email_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('ntfy_url', 'text')
    .addColumn('webhook_url', 'text')
    .addColumn('quiet_from_hour', 'smallint')
    .addColumn('quiet_to_hour', 'smallint')
    .addColumn('bill_due_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('bill_due_days', 'smallint', (c) => c.notNull().defaultTo(3))
    .addColumn('bank_consent_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('low_balance_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('low_balance_pence', 'integer')
    .addColumn('payday_summary_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('weekly_summary_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('next_check_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('notification_settings_bill_due_days', sql`bill_due_days between 0 and 14`)
    .addCheckConstraint('notification_settings_quiet_hours', sql`quiet_from_hour between 0 and 23 and quiet_to_hour between 0 and 23`)
    .execute();
  await db.schema.createIndex('notification_settings_next_check').on('notification_settings').column('next_check_at').execute();

  await db.schema
    .createTable('notifications_sent')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('send_after', 'timestamptz', (c) => c.notNull())
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('notifications_sent_once', ['user_id', 'kind', 'subject', 'period'])
    .execute();
  await db.schema.createIndex('notifications_sent_pending').on('notifications_sent').column('send_after').where(sql.ref('claimed_at'), 'is', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notifications_sent').execute();
  await db.schema.dropTable('notification_settings').execute();
}
