import { sql, type Kysely } from 'kysely';

// A statement file sent on its own, as raw bytes, before it is previewed and confirmed (issue 23
// item 1, docs/decisions/053-statement-files-uploaded-as-bytes.md). Kept in the database, not in
// one instance's memory, so an instance other than the one that took the upload can read it when
// two instances share one Postgres.
//
// import_uploads: one per file, the person's own, with a short life (expires_at); housekeeping
// deletes expired ones. import_upload_parts: the bytes in parts of about 1 MB, so writing or
// reading a 10 MB file never converts one 10 MB value in one step on the server's thread.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('import_uploads')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('file_name', 'text')
    .addColumn('byte_length', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('import_uploads_user_idx').on('import_uploads').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('import_uploads_expires_idx').on('import_uploads').column('expires_at').execute();
  await db.schema
    .createTable('import_upload_parts')
    .addColumn('upload_id', 'uuid', (c) => c.notNull().references('import_uploads.id').onDelete('cascade'))
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_upload_parts_pkey', ['upload_id', 'part'])
    .execute();
  // Kept out of line uncompressed: a file lives an hour, and compressing 10 MB costs more CPU
  // than the space it saves for that long.
  await sql`alter table import_upload_parts alter column bytes set storage external`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_upload_parts').ifExists().execute();
  await db.schema.dropTable('import_uploads').ifExists().execute();
}
