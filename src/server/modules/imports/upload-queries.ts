import { sql } from 'kysely';
import type { Db } from '../../db/db';

// SQL of the uploaded statement files (import_uploads, import_upload_parts; owned by imports).
// Every read names the person: another person's upload id finds nothing.

export async function insertUpload(db: Db, u: { userId: string; fileName: string | null; byteLength: number; expiresAt: Date }): Promise<string> {
  const row = await db
    .insertInto('import_uploads')
    .values({ user_id: u.userId, file_name: u.fileName, byte_length: u.byteLength, expires_at: u.expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertUploadPart(db: Db, uploadId: string, part: number, bytes: Buffer) {
  await db.insertInto('import_upload_parts').values({ upload_id: uploadId, part, bytes }).execute();
}

/** The person's upload, unless it has expired. */
export function findUpload(db: Db, userId: string, uploadId: string, now: Date) {
  return db
    .selectFrom('import_uploads')
    .select(['id', 'file_name', 'byte_length', 'expires_at'])
    .where('id', '=', uploadId)
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export function uploadPart(db: Db, uploadId: string, part: number) {
  return db.selectFrom('import_upload_parts').select('bytes').where('upload_id', '=', uploadId).where('part', '=', part).executeTakeFirst();
}

/** Deletes the person's uploads but the newest `keep` (a person holds a few files at most). */
export async function deleteOlderUploads(db: Db, userId: string, keep: number) {
  await db
    .deleteFrom('import_uploads')
    .where('user_id', '=', userId)
    .where(
      'id',
      'not in',
      db.selectFrom('import_uploads').select('id').where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(keep),
    )
    .execute();
}

export async function deleteUpload(db: Db, uploadId: string) {
  await db.deleteFrom('import_uploads').where('id', '=', uploadId).execute();
}

/** Housekeeping: uploads past their time, with their parts (cascade). */
export async function deleteExpiredUploads(db: Db) {
  await db
    .deleteFrom('import_uploads')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
}
