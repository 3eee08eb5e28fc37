// Small helpers of the Import screen.

import type { UploadAnswer } from '../../../shared/schemas/imports';

const UPLOAD_FAILED = 'The file could not be sent. Please check your connection and try again.';

/**
 * Sends the file's bytes as they are (the server detects the text encoding from them) to the
 * upload route, which reads them in chunks; imports.preview and imports.confirm then name the
 * file by the id it answers (docs/decisions/053). Throws an Error with words fit to show.
 */
export async function uploadStatementFile(file: File): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`/api/imports/upload?name=${encodeURIComponent(file.name.slice(0, 255))}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new Error(UPLOAD_FAILED);
  }
  const answer = (await response.json().catch(() => undefined)) as (UploadAnswer & { error?: undefined }) | { error?: { message?: string } } | undefined;
  if (!response.ok || !answer || !('uploadId' in answer)) throw new Error(answer?.error?.message ?? UPLOAD_FAILED);
  return answer.uploadId;
}

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'yyyy-MM-dd' as '5 Nov 2026'. */
export function shortDate(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}
