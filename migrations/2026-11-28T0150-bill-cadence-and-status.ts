import { sql, type Kysely } from 'kysely';

// Issue 25 (decision 048): bills typed by hand get a cadence, and a person's own word on any
// bill (cancelled, not a bill) and a free trial's end date.
//
// bills.frequency: one of the bill cadences (shared/bills/frequencies.ts). Every existing row
// becomes monthly; a one-time bill keeps type 'one-time' (its frequency is then not read).
// bills.status: 'active', 'cancelled' (stops counting) or 'not-a-bill'.
// bills.trial_ends_on: a free trial's last day; a reminder goes 3 days before.
// bank_bills.person_status: null, 'cancelled' or 'not-a-bill', set only by the person, kept
// apart from status (which the paid check moves between 'active' and 'PAID') and never written
// by re-detection.
// notification_settings: price rises, and reminders before renewals and trial ends (on by
// default for payments over £50).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bills')
    .addColumn('frequency', 'text', (c) => c.notNull().defaultTo('monthly'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('trial_ends_on', 'date')
    .execute();
  await db.schema
    .alterTable('bills')
    .addCheckConstraint('bills_status', sql`status in ('active', 'cancelled', 'not-a-bill')`)
    .execute();
  await db.schema.alterTable('bank_bills').addColumn('person_status', 'text').execute();
  await db.schema
    .alterTable('bank_bills')
    .addCheckConstraint('bank_bills_person_status', sql`person_status in ('cancelled', 'not-a-bill')`)
    .execute();
  await db.schema
    .alterTable('notification_settings')
    .addColumn('price_rise_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('renewal_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('renewal_over_pence', 'integer', (c) => c.notNull().defaultTo(5000))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notification_settings').dropColumn('price_rise_enabled').dropColumn('renewal_enabled').dropColumn('renewal_over_pence').execute();
  await db.schema.alterTable('bank_bills').dropConstraint('bank_bills_person_status').execute();
  await db.schema.alterTable('bank_bills').dropColumn('person_status').execute();
  await db.schema.alterTable('bills').dropConstraint('bills_status').execute();
  await db.schema.alterTable('bills').dropColumn('frequency').dropColumn('status').dropColumn('trial_ends_on').execute();
}
