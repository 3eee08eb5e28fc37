// Statement files sent as raw bytes (POST /api/imports/upload), kept for a short while under an
// upload id that imports.preview and imports.confirm take instead of the file itself. In the
// database, so any instance sharing it can read the file; in parts of about 1 MB, each written or
// read in a statement of its own, so no step holds the event loop with the whole file
// (docs/decisions/053-statement-files-uploaded-as-bytes.md).
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import * as u from './upload-queries';

/** How long an upload waits for its preview and confirm (a person may take a while mapping columns). */
const UPLOAD_MINUTES = 60;
/** A person's uploads kept at once: a new one removes the oldest beyond this (at most ~30 MB each person). */
const UPLOADS_KEPT = 3;
const UPLOAD_PART_BYTES = 1024 * 1024;

export const UPLOAD_GONE = 'This file is no longer here. Please choose it again.';

/** Stores the file's bytes for the person; returns its id and when it expires. */
export async function storeUpload(deps: Pick<Deps, 'db' | 'clock'>, userId: string, bytes: Buffer, fileName: string | null) {
  const expiresAt = new Date(deps.clock().getTime() + UPLOAD_MINUTES * 60_000);
  await u.deleteOlderUploads(deps.db, userId, UPLOADS_KEPT - 1);
  const uploadId = await u.insertUpload(deps.db, { userId, fileName, byteLength: bytes.length, expiresAt });
  try {
    // One statement a part: others' queries go between them. A reader checks the length, so an
    // upload whose parts are still arriving (or never all arrived) is never read as whole.
    for (let part = 0; part * UPLOAD_PART_BYTES < bytes.length; part++) {
      await u.insertUploadPart(deps.db, uploadId, part, bytes.subarray(part * UPLOAD_PART_BYTES, (part + 1) * UPLOAD_PART_BYTES));
    }
  } catch (error) {
    await u.deleteUpload(deps.db, uploadId).catch(() => {});
    throw error;
  }
  return { uploadId, size: bytes.length, expiresAt };
}

/** The person's uploaded file: its bytes and name. Another person's id, or an expired one, is not found. */
export async function readUpload(deps: Pick<Deps, 'db' | 'clock'>, userId: string, uploadId: string): Promise<{ bytes: Buffer; fileName: string | null }> {
  const upload = await u.findUpload(deps.db, userId, uploadId, deps.clock());
  if (!upload) throw new AppError('NOT_FOUND', UPLOAD_GONE);
  const parts: Buffer[] = [];
  let length = 0;
  for (let part = 0; length < upload.byte_length; part++) {
    const row = await u.uploadPart(deps.db, uploadId, part);
    if (!row || row.bytes.length === 0) break;
    parts.push(row.bytes);
    length += row.bytes.length;
  }
  if (length !== upload.byte_length) throw new AppError('NOT_FOUND', UPLOAD_GONE);
  return { bytes: Buffer.concat(parts, length), fileName: upload.file_name };
}

export function deleteExpiredUploads(deps: Pick<Deps, 'db'>) {
  return u.deleteExpiredUploads(deps.db);
}
