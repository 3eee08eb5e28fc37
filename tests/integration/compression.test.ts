import fs from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/vite/precompress';
import { startTestApp, type TestApp } from '../support/test-app';
import { signedInUser } from '../support/users';

// Issue 17 item 1: static assets precompressed at build and sent as they are, API and HTML
// answers compressed when worth it, the live-update stream never.

let t: TestApp;
let clientDir: string;
// Text that compresses well and is well over the 1 KB threshold.
const script = `console.log(${JSON.stringify('plain sight '.repeat(400))});\n`;
const html = `<!doctype html><html><head><title>Plain Sight</title></head><body>${'<p>Your money, in plain sight.</p>'.repeat(60)}</body></html>`;
const tiny = 'export const x = 1;\n';

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plainsight-compress-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), html);
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), script);
  fs.writeFileSync(path.join(clientDir, 'assets', 'tiny-abc123.js'), tiny);
  precompressDir(clientDir);
  t = await startTestApp({ scheduler: false, config: { clientDir } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** Node's fetch decodes bodies itself; read the raw bytes through a request that keeps them. */
async function rawBody(url: string, acceptEncoding: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${t.baseUrl}${url}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

it('writes brotli and gzip copies of text assets of 1 KB or more at build, and none of small ones', () => {
  expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(clientDir, 'assets', 'app-abc123.js.br'))).toString()).toBe(script);
  expect(zlib.gunzipSync(fs.readFileSync(path.join(clientDir, 'assets', 'app-abc123.js.gz'))).toString()).toBe(script);
  expect(fs.existsSync(path.join(clientDir, 'assets', 'tiny-abc123.js.br'))).toBe(false);
});

it('sends the brotli copy of an asset to a browser that takes it, with Vary', async () => {
  const { headers, body } = await rawBody('/assets/app-abc123.js', 'gzip, deflate, br');
  expect(headers['content-encoding']).toBe('br');
  expect(String(headers['vary']).toLowerCase()).toContain('accept-encoding');
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(zlib.brotliDecompressSync(body).toString()).toBe(script);
  expect(body.length).toBeLessThan(script.length / 5);
});

it('sends the gzip copy to a client without brotli, and the file itself to one without either', async () => {
  const gzip = await rawBody('/assets/app-abc123.js', 'gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);
  const plain = await rawBody('/assets/app-abc123.js', 'identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(script);
});

it('compresses the page HTML and API answers over 1 KB, and leaves small answers alone', async () => {
  const page = await rawBody('/dashboard', 'gzip, br');
  expect(page.headers['content-encoding']).toBe('br');
  // The page as built, with its own title (issue 17).
  expect(zlib.brotliDecompressSync(page.body).toString()).toBe(html.replace('<title>Plain Sight</title>', '<title>Home - Plain Sight</title>'));

  const small = await rawBody('/healthz', 'gzip, br');
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(small.body.toString())).toEqual({ status: 'ok' });

  // Twenty calls of a signed-in user's session: well over 1 KB together.
  const { client } = await signedInUser(t, 'compress-api');
  const batch = Array.from({ length: 20 }, () => 'auth.session').join(',');
  const input = encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [i, {}]))));
  const api = await client.fetch(`${t.baseUrl}/trpc/${batch}?batch=1&input=${input}`, { headers: { 'accept-encoding': 'gzip' } });
  // fetch decodes the body itself; the header says how it travelled.
  expect(api.headers.get('content-encoding')).toBe('gzip');
  const answers = (await api.json()) as { result: { data: { user: { email: string } } } }[];
  expect(answers).toHaveLength(20);
  expect(answers[19]!.result.data.user.email).toMatch(/^compress-api-/);
});

it('treats a coding with q=0 as refused when it compresses a page', async () => {
  const expected = html.replace('<title>Plain Sight</title>', '<title>Home - Plain Sight</title>');
  // br;q=0 refuses brotli: the page goes as gzip, the other coding the client takes.
  const gzip = await rawBody('/dashboard', 'br;q=0, gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.body).toString()).toBe(expected);
  // Both refused (any spelling of zero): the page as it is.
  for (const refused of ['br;q=0, gzip;q=0', 'br; q=0.0, gzip;Q=0.000']) {
    const plain = await rawBody('/dashboard', refused);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(expected);
  }
  // A q above zero still accepts.
  expect((await rawBody('/dashboard', 'gzip;q=1, br;q=0.5')).headers['content-encoding']).toBe('br');
});

it('never compresses the live-update stream', async () => {
  const { client } = await signedInUser(t, 'compress-stream');
  const controller = new AbortController();
  const response = await client.fetch(`${t.baseUrl}/trpc/bank.onChange`, { headers: { 'accept-encoding': 'gzip, br' }, signal: controller.signal });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  expect(response.headers.get('content-encoding')).toBeNull();
  controller.abort();
});
