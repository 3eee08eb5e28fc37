import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/db';
import type { NotificationSettingsTable, NotificationsSentTable } from '../../db/schema';

export type SettingsRow = Selectable<NotificationSettingsTable>;
export type SettingsFields = Omit<Insertable<NotificationSettingsTable>, 'user_id' | 'next_check_at' | 'updated_at'>;
export type SentRow = Selectable<NotificationsSentTable>;

export function settingsOf(db: Db, userId: string): Promise<SettingsRow | undefined> {
  return db.selectFrom('notification_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The one write of a person's settings; the scheduler looks at them again on its next pass. */
export async function saveSettings(db: Db, userId: string, fields: SettingsFields, now: Date): Promise<SettingsRow> {
  return db
    .insertInto('notification_settings')
    .values({ user_id: userId, ...fields, updated_at: now, next_check_at: null })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...fields, updated_at: now, next_check_at: null }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One-click unsubscribe: e-mail off, everything else as it was. */
export async function turnEmailOff(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, email_enabled: false, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ email_enabled: false, updated_at: now }))
    .execute();
}

/** A row with the defaults for every verified person who has none (the scheduler's list). */
export async function addMissingSettings(db: Db): Promise<void> {
  await sql`
    insert into notification_settings (user_id)
    select u.id from users u
    where u.email_verified_at is not null
      and not exists (select 1 from notification_settings s where s.user_id = u.id)
    on conflict do nothing`.execute(db);
}

/**
 * Claims up to `limit` people whose check is due and moves their next check to `next`, in
 * one statement: with several instances each person is looked at by one of them per slot.
 */
export async function claimDueChecks(db: Db, now: Date, next: Date, limit: number): Promise<SettingsRow[]> {
  const { rows } = await sql<SettingsRow>`
    update notification_settings set next_check_at = ${next}
    where user_id in (
      select s.user_id from notification_settings s
      where s.next_check_at is null or s.next_check_at <= ${now}
      order by s.next_check_at nulls first
      limit ${limit}
      for update skip locked
    )
    returning *`.execute(db);
  return rows;
}

export type NewNotification = Pick<Insertable<NotificationsSentTable>, 'user_id' | 'kind' | 'subject' | 'period' | 'title' | 'body' | 'send_after'>;

/** Records a notification under its unique key; false when that key was taken already (sent or queued before). */
export async function queueOnce(db: Db, row: NewNotification): Promise<boolean> {
  const result = await db
    .insertInto('notifications_sent')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'subject', 'period']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** True when a notification was queued (sent or waiting) under this key. */
export async function wasQueued(db: Db, key: Pick<NewNotification, 'user_id' | 'kind' | 'subject' | 'period'>): Promise<boolean> {
  const row = await db
    .selectFrom('notifications_sent')
    .select('id')
    .where('user_id', '=', key.user_id)
    .where('kind', '=', key.kind)
    .where('subject', '=', key.subject)
    .where('period', '=', key.period)
    .executeTakeFirst();
  return row !== undefined;
}

/** Of these subjects, those already queued for this kind and period (one query). */
export async function queuedSubjects(db: Db, key: Pick<NewNotification, 'user_id' | 'kind' | 'period'>, subjects: string[]): Promise<Set<string>> {
  if (subjects.length === 0) return new Set();
  const rows = await db
    .selectFrom('notifications_sent')
    .select('subject')
    .where('user_id', '=', key.user_id)
    .where('kind', '=', key.kind)
    .where('period', '=', key.period)
    .where('subject', 'in', subjects)
    .execute();
  return new Set(rows.map((r) => r.subject));
}

/** Claims queued notifications whose time has come; each row is claimed by exactly one caller. */
export async function claimDeliveries(db: Db, now: Date, limit: number): Promise<SentRow[]> {
  const { rows } = await sql<SentRow>`
    update notifications_sent set claimed_at = ${now}
    where id in (
      select id from notifications_sent
      where claimed_at is null and send_after <= ${now}
      order by send_after
      limit ${limit}
      for update skip locked
    )
    returning *`.execute(db);
  return rows;
}

export function recipientOf(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.id', 'users.id')
    .select(['users.email', 'profiles.first_name'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/**
 * The person's bank connections the reminders speak of: those the bank refresh flagged
 * (expiry_warned_at: consent ends within a week) and those that broke.
 */
export function connectionsToWarnAbout(db: Db, userId: string) {
  return db
    .selectFrom('requisitions')
    .select(['id', 'institution_name', 'status', 'needs_reconnect', 'access_expires_at', 'expiry_warned_at', 'last_synced_at'])
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expiry_warned_at', 'is not', null), eb('needs_reconnect', '=', true), eb('status', 'in', ['expired', 'refused'])]))
    .execute();
}
