const MAX_BYTES = 5 * 1024 * 1024;

/** The spec's checks before sending (the server decodes and checks again). */
export function validateAvatarFile(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Please upload an image file';
  if (file.size >= MAX_BYTES) return 'Image size should be less than 5MB';
  return null;
}

/** Sends the image (optionally a square crop of it); answers the new avatar URL. */
export async function uploadAvatar(file: Blob, crop?: { x: number; y: number; width: number; height: number }): Promise<string> {
  const query = crop ? `?crop=${[crop.x, crop.y, crop.width, crop.height].map(Math.round).join(',')}` : '';
  const res = await fetch(`/api/avatar${query}`, { method: 'POST', headers: { 'content-type': file.type || 'application/octet-stream' }, body: file });
  if (!res.ok) throw new Error(`Upload failed (${res.status})`);
  const { avatarUrl } = (await res.json()) as { avatarUrl: string };
  return avatarUrl;
}
