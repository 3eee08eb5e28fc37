import type { Kysely } from 'kysely';

// Bank refresh hardening (docs/decisions/020-bank-sync-hardening.md):
// - a refresh holds its claim by a short lease its owner renews (heartbeat_at), under a
//   run id, so a crashed run's claim is taken over within the lease and a late finish of
//   an old run cannot clear a newer one's claim;
// - forced refreshes that skipped the cooldown are counted per user per UTC day;
// - the once-per-session silent refresh is recorded on the session, not trusted from the browser.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('refresh_state')
    .addColumn('run_id', 'uuid')
    .addColumn('heartbeat_at', 'timestamptz')
    .addColumn('forced_day', 'date')
    .addColumn('forced_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('sessions').addColumn('bank_silent_refresh_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('bank_silent_refresh_at').execute();
  await db.schema.alterTable('refresh_state').dropColumn('run_id').dropColumn('heartbeat_at').dropColumn('forced_day').dropColumn('forced_count').execute();
}
