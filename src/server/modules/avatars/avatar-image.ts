import sharp from 'sharp';
import { HttpError } from '../../http/error-handler';
import { avatarMessages } from './avatar-messages';

/** The largest side of a stored avatar, in pixels. */
const AVATAR_SIZE = 512;
const MAX_INPUT_PIXELS = 40_000_000;
const JPEG_QUALITY = 82;

export type Crop = { x: number; y: number; w: number; h: number };

type Format = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/**
 * The still raster formats accepted, told from their first bytes. Only these reach the
 * decoder: SVG (which can carry scripts), PDF, TIFF and libvips' other loaders never do,
 * whatever the file's name or declared type.
 */
function sniff(bytes: Buffer): Format | undefined {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(4, 8) === 'ftyp' && ascii(8, 12) === 'avif') return 'avif';
  return undefined;
}

/** `x,y,w,h` in whole pixels of the decoded, EXIF-rotated image; undefined when absent. */
export function parseCrop(value: unknown): Crop | undefined {
  if (value === undefined || value === '') return undefined;
  const match = typeof value === 'string' ? /^(\d{1,6}),(\d{1,6}),(\d{1,6}),(\d{1,6})$/.exec(value) : null;
  if (!match) throw new HttpError(400, avatarMessages.badCrop);
  const [x, y, w, h] = match.slice(1).map(Number) as [number, number, number, number];
  if (w < 1 || h < 1) throw new HttpError(400, avatarMessages.badCrop);
  return { x, y, w, h };
}

/**
 * Decodes an uploaded image and re-encodes it as the stored avatar: turned upright by its
 * EXIF orientation, cropped if asked, fitted within 512x512 (never enlarged), flattened
 * onto white, JPEG at quality 82, with no metadata at all (no EXIF, GPS, comments, ICC).
 * Anything that is not a still JPEG, PNG, WebP, GIF or AVIF the decoder reads whole is refused.
 */
export async function toAvatarJpeg(input: Buffer, crop?: Crop): Promise<Buffer> {
  const format = sniff(input);
  if (!format) throw new HttpError(415, avatarMessages.notAnImage);

  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let meta: sharp.Metadata;
  try {
    meta = await image.metadata();
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error).message))) throw new HttpError(413, avatarMessages.tooManyPixels);
    throw new HttpError(415, avatarMessages.notAnImage);
  }
  const decoded = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
  if (decoded !== format || !meta.width || !meta.height) throw new HttpError(415, avatarMessages.notAnImage);
  if ((meta.pages ?? 1) > 1) throw new HttpError(415, avatarMessages.animated);

  const pipeline = image.autoOrient();
  if (crop) {
    const { width, height } = meta.autoOrient;
    if (crop.x + crop.w > width || crop.y + crop.h > height) throw new HttpError(400, avatarMessages.badCrop);
    pipeline.extract({ left: crop.x, top: crop.y, width: crop.w, height: crop.h });
  }
  try {
    return await pipeline
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer();
  } catch {
    // Broken or truncated pixel data behind a valid header.
    throw new HttpError(415, avatarMessages.notAnImage);
  }
}
