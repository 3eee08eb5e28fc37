import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteUserAvatars } from '../../../src/server/modules/avatars/avatar-store';
import { signedInUser } from '../../support/users';
import { animatedGif, avatarFiles, minimalPdf, photoPng, solid, startAvatarApp, svgWithScript, upload } from './avatar-fixtures';

let s: Awaited<ReturnType<typeof startAvatarApp>>;

beforeAll(async () => {
  s = await startAvatarApp();
});
afterAll(async () => {
  await s?.close();
});

const avatarUrlOf = async (userId: string) =>
  (await s.t.db.selectFrom('profiles').select('avatar_url').where('id', '=', userId).executeTakeFirstOrThrow()).avatar_url;

async function expectRefused(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: { message: string } };
  expect(body.error.message).toBe(message);
}

describe('uploads that are not a still raster image are refused, whatever their declared type', () => {
  const notAnImage = 'Please upload an image file';
  const cases: [string, () => Promise<Uint8Array | string>, string][] = [
    ['a text file sent as image/png (avatar.png)', async () => 'hello, I am avatar.png\n'.repeat(10), 'image/png'],
    ['a PDF as application/pdf', async () => minimalPdf, 'application/pdf'],
    ['a PDF sent as image/png', async () => minimalPdf, 'image/png'],
    ['an SVG as image/svg+xml', async () => svgWithScript, 'image/svg+xml'],
    ['an SVG sent as image/png', async () => svgWithScript, 'image/png'],
    ['an empty body', async () => '', 'image/png'],
    ['JSON', async () => '{"image":"x"}', 'application/json'],
    ['a PNG header over text', async () => Buffer.concat([(await photoPng()).subarray(0, 40), Buffer.from('x'.repeat(500))]), 'image/png'],
    ['a truncated PNG', async () => (await photoPng()).subarray(0, 3000), 'image/png'],
    [
      'a JPEG declared as image/png but carrying HTML',
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('<html><script>alert(1)</script>'.repeat(5))]),
      'image/png',
    ],
  ];

  for (const [name, body, type] of cases) {
    it(`refuses ${name}`, async () => {
      const { client, userId } = await signedInUser(s.t, 'refused');
      const res = await upload(client, s.t, await body(), type);
      expect([400, 415]).toContain(res.status);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(notAnImage);
      expect(avatarFiles(s.userDir(userId))).toEqual([]);
      expect(await avatarUrlOf(userId)).toBeNull();
    });
  }

  it('refuses an animated GIF', async () => {
    const { client, userId } = await signedInUser(s.t, 'animated');
    await expectRefused(await upload(client, s.t, animatedGif(), 'image/gif'), 415, 'Animated images are not supported. Please upload a still image.');
    expect(avatarFiles(s.userDir(userId))).toEqual([]);
  });

  it('refuses a file over 5MB with 413 and the spec message', async () => {
    const { client, userId } = await signedInUser(s.t, 'big');
    const over = Buffer.concat([await solid(10, 10, '#ff0000'), Buffer.alloc(5 * 1024 * 1024)]);
    await expectRefused(await upload(client, s.t, over), 413, 'Image size should be less than 5MB');
    expect(avatarFiles(s.userDir(userId))).toEqual([]);
    // The limit is this route's: a normal upload on the same client still works.
    expect((await upload(client, s.t, await solid(10, 10, '#ff0000'))).status).toBe(200);
  });

  it('refuses a crop outside the image or not in whole pixels with 400', async () => {
    const { client, userId } = await signedInUser(s.t, 'crop');
    const png = await solid(200, 100, '#ff0000');
    for (const crop of ['150,0,100,100', '0,50,100,51', '0,0,0,0', '-1,0,10,10', '1.5,0,10,10', 'a,b,c,d', '0,0,10', '0,0,10,10,10']) {
      await expectRefused(
        await upload(client, s.t, png, 'image/png', `?crop=${encodeURIComponent(crop)}`),
        400,
        'The crop area must be whole pixels (x,y,width,height) inside the image.',
      );
    }
    expect(avatarFiles(s.userDir(userId))).toEqual([]);
    expect((await upload(client, s.t, png, 'image/png', '?crop=100,0,100,100')).status).toBe(200);
  });
});

describe('who may upload', () => {
  it('refuses an anonymous upload with 401 JSON and writes nothing', async () => {
    const root = path.join(s.dataDir, 'uploads', 'avatars');
    const folders = () => (fs.existsSync(root) ? fs.readdirSync(root).sort() : []);
    const before = folders();
    const res = await upload({ fetch }, s.t, await solid(10, 10, '#ff0000'));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { message: 'Please sign in to continue.', data: { code: 'UNAUTHORIZED', appCode: 'UNAUTHENTICATED' } } });
    const forged = await upload({ fetch }, s.t, await solid(10, 10, '#ff0000'), 'image/png', '', { cookie: 'ps_session=not-a-real-token' });
    expect(forged.status).toBe(401);
    // Checked before the body is read: an anonymous 6MB body gets 401, not 413.
    expect((await upload({ fetch }, s.t, Buffer.alloc(6 * 1024 * 1024))).status).toBe(401);
    expect(folders()).toEqual(before);
  });

  it("writes only the signed-in user's folder, whatever the request names", async () => {
    const a = await signedInUser(s.t, 'owner');
    const b = await signedInUser(s.t, 'other');
    expect((await upload(a.client, s.t, await solid(20, 20, '#ff0000'))).status).toBe(200);
    const aFiles = avatarFiles(s.userDir(a.userId));
    const aNewest = fs.readFileSync(path.join(s.userDir(a.userId), aFiles.at(-1)!));
    const aUrl = await avatarUrlOf(a.userId);

    // B names A in every way a request could: none of them reaches A's folder.
    const green = await solid(20, 20, '#00ff00');
    expect((await upload(b.client, s.t, green, 'image/png', `?userId=${a.userId}`)).status).toBe(200);
    expect(
      (await b.client.fetch(`${s.t.baseUrl}/api/avatar/${a.userId}`, { method: 'POST', headers: { 'content-type': 'image/png' }, body: new Uint8Array(green) }))
        .status,
    ).toBe(404);
    expect((await upload(b.client, s.t, green, 'image/png', '', { 'x-user-id': a.userId })).status).toBe(200);

    expect(avatarFiles(s.userDir(a.userId))).toEqual(aFiles);
    const served = Buffer.from(await (await fetch(`${s.t.baseUrl}/api/avatar/${a.userId}`)).arrayBuffer());
    expect(served.equals(aNewest)).toBe(true);
    expect(await avatarUrlOf(a.userId)).toBe(aUrl);
    expect(avatarFiles(s.userDir(b.userId))).toHaveLength(2);
    expect(await avatarUrlOf(b.userId)).toMatch(new RegExp(`^/api/avatar/${b.userId}\\?v=\\d+$`));
  });

  it('refuses a cross-site upload (403, the origin check) and stores nothing', async () => {
    const { client, userId } = await signedInUser(s.t, 'csrf');
    const png = await solid(10, 10, '#ff0000');
    const res = await upload(client, s.t, png, 'image/png', '', { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await res.json()).error.data.appCode).toBe('CROSS_SITE_REQUEST');
    const fetchSite = await upload(client, s.t, png, 'image/png', '', { 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.status).toBe(403);
    expect(avatarFiles(s.userDir(userId))).toEqual([]);
    expect(await avatarUrlOf(userId)).toBeNull();
    // The same upload from the app's own origin goes through.
    expect((await upload(client, s.t, png, 'image/png', '', { origin: s.t.baseUrl })).status).toBe(200);
  });
});

describe('deleteUserAvatars', () => {
  it("removes a user's avatars, is a no-op when there are none, and refuses an id that is not a UUID", async () => {
    const { client, userId } = await signedInUser(s.t, 'delete');
    await upload(client, s.t, await solid(10, 10, '#ff0000'));
    expect(avatarFiles(s.userDir(userId))).toHaveLength(1);
    await deleteUserAvatars(s.dataDir, userId);
    expect(fs.existsSync(s.userDir(userId))).toBe(false);
    expect((await fetch(`${s.t.baseUrl}/api/avatar/${userId}`)).status).toBe(404);
    await deleteUserAvatars(s.dataDir, userId);
    await expect(deleteUserAvatars(s.dataDir, '../..')).rejects.toThrow();
    expect(fs.existsSync(s.dataDir)).toBe(true);
  });
});
