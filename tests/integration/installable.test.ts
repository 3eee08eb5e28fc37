import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

// Issue 17: installable. The manifest and icons as the client ships them
// (src/client/public, copied as the build copies them), served by the real server.

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plainsight-installable-'));
  fs.cpSync(path.resolve('src/client/public'), clientDir, { recursive: true });
  fs.writeFileSync(path.join(clientDir, 'index.html'), fs.readFileSync(path.resolve('src/client/index.html')));
  t = await startTestApp({ scheduler: false, config: { clientDir } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** A PNG's width and height, from its IHDR chunk. */
async function pngSize(url: string) {
  const res = await fetch(`${t.baseUrl}${url}`);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type'), url).toBe('image/png');
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.subarray(1, 4).toString(), url).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

it('serves a web app manifest with the name, theme colour, standalone display, /dashboard start and icons of the sizes they say', async () => {
  const res = await fetch(`${t.baseUrl}/manifest.webmanifest`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/manifest+json');
  const manifest = (await res.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; type: string; purpose: string }[] };
  expect(manifest).toMatchObject({ name: 'Plain Sight', short_name: 'Plain Sight', start_url: '/dashboard', display: 'standalone', theme_color: '#0f766e' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) expect(await pngSize(icon.src)).toBe(icon.sizes);
  expect(await pngSize('/icons/apple-touch-icon.png')).toBe('180x180');
});

it('links the manifest and the Apple touch icon from every page, and sends the service worker for revalidation', async () => {
  const page = await (await fetch(`${t.baseUrl}/transactions`)).text();
  expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  expect(page).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
  const sw = await fetch(`${t.baseUrl}/sw.js`);
  expect(sw.status).toBe(200);
  expect(sw.headers.get('content-type')).toContain('javascript');
  expect(sw.headers.get('cache-control')).toBe('no-cache');
  // Its list of what may be kept leaves the API out.
  const source = await sw.text();
  expect(source).toMatch(/\/\^\\\/\(trpc\|api\|healthz\|readyz/);
});
