import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/users';
import { avatarFiles, meanColour, photoPng, solid, startAvatarApp, upload } from './avatar-fixtures';

let s: Awaited<ReturnType<typeof startAvatarApp>>;
let frozen: Date | undefined;

beforeAll(async () => {
  s = await startAvatarApp({ clock: () => frozen ?? new Date() });
});
afterAll(async () => {
  await s?.close();
});

const avatarUrlOf = async (userId: string) =>
  (await s.t.db.selectFrom('profiles').select('avatar_url').where('id', '=', userId).executeTakeFirstOrThrow()).avatar_url;

describe('POST /api/avatar', () => {
  it('stores an upright JPEG within 512x512 without any metadata, and points the profile at it', async () => {
    const { client, userId } = await signedInUser(s.t, 'avatar');
    const png = await photoPng();
    const input = await sharp(png).metadata();
    expect([input.format, input.width, input.height, input.orientation]).toEqual(['png', 800, 600, 6]);
    expect(input.exif?.includes('secret comment')).toBe(true);
    expect(input.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS directory's tag

    const res = await upload(client, s.t, png);
    expect(res.status).toBe(200);
    const { avatarUrl } = (await res.json()) as { avatarUrl: string };
    const version = new RegExp(`^/api/avatar/${userId}\\?v=(\\d+)$`).exec(avatarUrl)?.[1];
    expect(version).toBeDefined();
    expect(await avatarUrlOf(userId)).toBe(avatarUrl);

    const file = path.join(s.userDir(userId), `avatar-${version}.jpg`);
    expect(avatarFiles(s.userDir(userId))).toEqual([`avatar-${version}.jpg`]);
    expect(fs.statSync(file).mode & 0o777).toBe(0o644);
    const stored = fs.readFileSync(file);
    const meta = await sharp(stored).metadata();
    // Turned upright (600x800 -> 384x512), and nothing of the original's metadata kept.
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 384, 512]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.comments).toBeUndefined();
    expect(stored.includes('secret comment')).toBe(false);
    // The red half, on the left as stored, is on top once upright.
    const top = await meanColour(stored, { left: 0, top: 0, width: 384, height: 240 });
    const bottom = await meanColour(stored, { left: 0, top: 272, width: 384, height: 240 });
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(50);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(50);
  });

  it('never enlarges a small image and flattens transparency onto white', async () => {
    const { client, userId } = await signedInUser(s.t, 'small');
    const res = await upload(client, s.t, await solid(100, 60, { r: 0, g: 0, b: 0, alpha: 0 }));
    expect(res.status).toBe(200);
    const stored = fs.readFileSync(path.join(s.userDir(userId), avatarFiles(s.userDir(userId))[0]!));
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['jpeg', 100, 60, false]);
    for (const channel of await meanColour(stored)) expect(channel).toBeGreaterThan(250);
  });

  it('accepts JPEG and WebP too, and a content type with parameters', async () => {
    const { client } = await signedInUser(s.t, 'formats');
    expect((await upload(client, s.t, await solid(50, 50, '#00ff00'), 'Image/PNG; charset=binary')).status).toBe(200);
    expect((await upload(client, s.t, await solid(50, 50, '#00ff00', 'jpeg'), 'image/jpeg')).status).toBe(200);
    expect((await upload(client, s.t, await solid(50, 50, '#00ff00', 'webp'), 'image/webp')).status).toBe(200);
  });

  it('crops the square asked for, in the coordinates of the upright image, before resizing', async () => {
    const { client, userId } = await signedInUser(s.t, 'crop');
    // Upright the photo is 600x800, red on top, blue below: a 300x300 square from y=500 is all
    // blue, and lies outside the stored (800x600) pixels, so it only works once turned.
    const res = await upload(client, s.t, await photoPng(), 'image/png', '?crop=150,500,300,300');
    expect(res.status).toBe(200);
    const stored = fs.readFileSync(path.join(s.userDir(userId), avatarFiles(s.userDir(userId))[0]!));
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height]).toEqual([300, 300]);
    const [r, , b] = await meanColour(stored);
    expect(b).toBeGreaterThan(200);
    expect(r).toBeLessThan(50);

    const big = await upload(client, s.t, await solid(2000, 1500, '#ff0000'), 'image/png', '?crop=200,100,1200,1200');
    expect(big.status).toBe(200);
    const resized = await sharp(fs.readFileSync(path.join(s.userDir(userId), avatarFiles(s.userDir(userId)).at(-1)!))).metadata();
    expect([resized.width, resized.height]).toEqual([512, 512]);
  });

  it('keeps the 3 newest files; each upload gets a new version even when the clock has not moved', async () => {
    const { client, userId } = await signedInUser(s.t, 'versions');
    frozen = new Date();
    try {
      const urls: string[] = [];
      for (const colour of ['#ff0000', '#00ff00', '#0000ff', '#ffff00']) {
        const res = await upload(client, s.t, await solid(40, 40, colour));
        expect(res.status).toBe(200);
        urls.push(((await res.json()) as { avatarUrl: string }).avatarUrl);
      }
      const versions = urls.map((u) => Number(new URL(u, s.t.baseUrl).searchParams.get('v')));
      expect(versions[0]).toBe(frozen.getTime());
      expect(versions).toEqual([...versions].sort((a, b) => a - b));
      expect(new Set(versions).size).toBe(4);
      expect(avatarFiles(s.userDir(userId))).toEqual(versions.slice(1).map((v) => `avatar-${v}.jpg`));
      expect(await avatarUrlOf(userId)).toBe(urls[3]);

      // A clock set back (another instance, a corrected clock) still makes the upload the newest.
      frozen = new Date(frozen.getTime() - 3_600_000);
      const back = await upload(client, s.t, await solid(40, 40, '#00ffff'));
      const { avatarUrl } = (await back.json()) as { avatarUrl: string };
      expect(Number(new URL(avatarUrl, s.t.baseUrl).searchParams.get('v'))).toBe(versions[3]! + 1);
      const served = await fetch(`${s.t.baseUrl}/api/avatar/${userId}`);
      const [r, g, b] = await meanColour(Buffer.from(await served.arrayBuffer()));
      expect([r < 50, g > 200, b > 200]).toEqual([true, true, true]);
    } finally {
      frozen = undefined;
    }
  });
});

describe('GET /api/avatar/:userId', () => {
  it('serves the newest file, immutable with a version and no-cache without', async () => {
    const { client, userId } = await signedInUser(s.t, 'serve');
    await upload(client, s.t, await solid(40, 40, '#ff0000'));
    const res = await upload(client, s.t, await solid(40, 40, '#0000ff'));
    const { avatarUrl } = (await res.json()) as { avatarUrl: string };
    const newest = fs.readFileSync(path.join(s.userDir(userId), avatarFiles(s.userDir(userId)).at(-1)!));

    // No session needed: avatars are shown to whoever the app shows them to.
    const versioned = await fetch(`${s.t.baseUrl}${avatarUrl}`);
    expect(versioned.status).toBe(200);
    expect(versioned.headers.get('content-type')).toBe('image/jpeg');
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(versioned.headers.get('x-content-type-options')).toBe('nosniff');
    const body = Buffer.from(await versioned.arrayBuffer());
    expect(body.equals(newest)).toBe(true);
    expect((await meanColour(body))[2]).toBeGreaterThan(200);

    const plain = await fetch(`${s.t.baseUrl}/api/avatar/${userId}`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    expect(Buffer.from(await plain.arrayBuffer()).equals(newest)).toBe(true);
  });

  it('serves the newest file of the folder even when older ones have higher mtimes or odd names', async () => {
    const { client, userId } = await signedInUser(s.t, 'newest');
    await upload(client, s.t, await solid(40, 40, '#ff0000'));
    const dir = s.userDir(userId);
    const [only] = avatarFiles(dir);
    const version = Number(only!.match(/\d+/)![0]);
    // An older version written later (mtime newer), and files that are not avatars.
    fs.writeFileSync(path.join(dir, `avatar-${version - 1000}.jpg`), await solid(40, 40, '#00ff00', 'jpeg'));
    fs.writeFileSync(path.join(dir, `avatar-${version + 5000}.png`), 'not served');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not served');
    const res = await fetch(`${s.t.baseUrl}/api/avatar/${userId}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(fs.readFileSync(path.join(dir, only!)))).toBe(true);
  });

  it('answers 404 for a user without an avatar and 400 for an id that is not a UUID', async () => {
    const { userId } = await signedInUser(s.t, 'none');
    const none = await fetch(`${s.t.baseUrl}/api/avatar/${userId}?v=1`);
    expect(none.status).toBe(404);
    expect((await none.json()).error.message).toBe('No avatar');
    for (const bad of ['not-a-uuid', '..%2F..%2F..%2Fetc%2Fpasswd', `${userId}%2F..%2F..`, `${userId.slice(0, -1)}`, `${userId}0`]) {
      const res = await fetch(`${s.t.baseUrl}/api/avatar/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });
});
