import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ApiClient } from '../../support/api-client';
import { startTestApp, type TestApp } from '../../support/test-app';

/** The app with its own data folder (avatars are written there); `close` removes both. */
export async function startAvatarApp(options: { clock?: () => Date } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'avatars-'));
  const t = await startTestApp({ config: { dataDir }, scheduler: false, ...options });
  return {
    t,
    dataDir,
    userDir: (userId: string) => path.join(dataDir, 'uploads', 'avatars', userId),
    async close() {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The names of the avatar files a user has on disk, oldest first. */
export function avatarFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((n) => n.startsWith('avatar-'))
    .sort((a, b) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]));
}

export function upload(
  client: ApiClient | { fetch: typeof fetch },
  t: TestApp,
  body: Uint8Array | string,
  type = 'image/png',
  query = '',
  headers: Record<string, string> = {},
) {
  const bytes = typeof body === 'string' ? body : new Uint8Array(body);
  return client.fetch(`${t.baseUrl}/api/avatar${query}`, { method: 'POST', headers: { 'content-type': type, ...headers }, body: bytes });
}

/**
 * An 800x600 PNG whose left half is red and right half blue, tagged with EXIF orientation
 * 6 (shown turned 90° clockwise: 600x800, red on top) and private metadata (a description,
 * GPS position) that must not survive.
 */
export async function photoPng(): Promise<Buffer> {
  const red = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .png()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { ImageDescription: 'secret comment', Artist: 'Jane Doe' },
        // IFD3 is the GPS directory.
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      },
    })
    .toBuffer();
}

/** A plain image of one colour. */
export function solid(width: number, height: number, background: string | sharp.RGBA, format: 'png' | 'jpeg' | 'webp' = 'png') {
  const channels = typeof background === 'string' ? 3 : 4;
  return sharp({ create: { width, height, channels, background } })[format]().toBuffer();
}

/** Mean red, green and blue of a region of an image. */
export async function meanColour(image: Buffer, region?: sharp.Region): Promise<[number, number, number]> {
  // stats() reads its input, not the pipeline's result: extract into a new image first.
  const part = region ? await sharp(image).extract(region).png().toBuffer() : image;
  const { channels } = await sharp(part).stats();
  return channels.slice(0, 3).map((c) => Math.round(c.mean)) as [number, number, number];
}

/** A two-frame animated GIF (1x1), written by hand: sharp here writes single frames only. */
export function animatedGif(): Buffer {
  const header = [...Buffer.from('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255];
  const frame = [0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00];
  return Buffer.from([...header, ...frame, ...frame, 0x3b]);
}

export const svgWithScript = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(document.cookie)</script><rect width="64" height="64" fill="red"/></svg>`;

export const minimalPdf = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 64 64] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;
