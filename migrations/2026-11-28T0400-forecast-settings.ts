import { sql, type Kysely } from 'kysely';

// The payday forecast's own settings (issue 27; decision 051), one row per person:
// - buffer_pence: "keep at least £...": the forecast gives the chance of going below it;
// - overdraft_limit_pence: the arranged overdraft the person tells us, used only where the
//   bank gives none (a TrueLayer balance carries it; most feeds and every file do not).
// notification_settings.forecast_warning_enabled: the warning before payday (on by default:
// it is the one that tells a person something they cannot see yet).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('forecast_settings')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('buffer_pence', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('overdraft_limit_pence', 'bigint')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('forecast_settings_buffer', sql`buffer_pence between 0 and 100000000`)
    .addCheckConstraint('forecast_settings_limit', sql`overdraft_limit_pence between 0 and 100000000`)
    .execute();
  await db.schema
    .alterTable('notification_settings')
    .addColumn('forecast_warning_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notification_settings').dropColumn('forecast_warning_enabled').execute();
  await db.schema.dropTable('forecast_settings').execute();
}
