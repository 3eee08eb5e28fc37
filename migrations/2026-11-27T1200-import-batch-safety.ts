import { sql, type Kysely } from 'kysely';

// Imports that crash, run twice at once, or are sent twice (issue 23 items 7 and 13,
// docs/decisions/042-server-limits-and-import-safety.md).
//
// status 'failed': a batch whose confirm stopped midway (the process died) is marked so at
// start-up or once it is old, and can be undone like any other.
// file_sha256 and finished_at: the file's bytes hashed, and when its confirm finished, so the
// same file sent twice at once (a double click, no batchId: the second arrived before the first
// finished) gets the first confirm's answer instead of a second account with every row.
// created_account: the confirm made the account, so a failed one removes it again.
// errors_count: the file's unreadable rows, so a repeated batchId answers as the first did.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table import_batches drop constraint import_batches_status_check`.execute(db);
  await sql`alter table import_batches add constraint import_batches_status_check check (status in ('importing', 'done', 'failed'))`.execute(db);
  await db.schema
    .alterTable('import_batches')
    .addColumn('file_sha256', 'text')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('created_account', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('errors_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Batches still running, per account: the check every confirm makes before it starts.
  await sql`create index import_batches_importing_idx on import_batches (account_id) where status = 'importing'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists import_batches_importing_idx`.execute(db);
  await db.schema
    .alterTable('import_batches')
    .dropColumn('file_sha256')
    .dropColumn('finished_at')
    .dropColumn('created_account')
    .dropColumn('errors_count')
    .execute();
  await sql`update import_batches set status = 'done' where status = 'failed'`.execute(db);
  await sql`alter table import_batches drop constraint import_batches_status_check`.execute(db);
  await sql`alter table import_batches add constraint import_batches_status_check check (status in ('importing', 'done'))`.execute(db);
}
