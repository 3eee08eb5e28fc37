import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/server/logger';
import { startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const logLines: string[] = [];
let clientDir: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root">app shell</div>');
  fs.writeFileSync(path.join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  const sink = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await startTestApp({ config: { clientDir }, logger: pino(loggerOptions('info'), sink) });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect(await (await fetch(`${t.baseUrl}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${t.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });
});

describe('cross-site requests', () => {
  const signUpBody = JSON.stringify({ firstName: 'X', lastName: 'Y', email: `x-${Date.now()}@example.com`, password: 'secret1', acceptTerms: true });

  it('refuses a mutation whose Origin is another site, and changes nothing', async () => {
    const res = await fetch(`${t.baseUrl}/trpc/auth.signUp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: signUpBody,
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.data.appCode).toBe('CROSS_SITE_REQUEST');
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(0);
  });

  it('refuses a cross-site form post with a simple content type', async () => {
    const res = await fetch(`${t.baseUrl}/trpc/auth.signOut`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });

  it('refuses same-site but cross-origin requests, and an opaque origin', async () => {
    const cases: Record<string, string>[] = [{ 'sec-fetch-site': 'same-site' }, { origin: 'null' }];
    for (const headers of cases) {
      const res = await fetch(`${t.baseUrl}/trpc/auth.signOut`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });
      expect(res.status).toBe(403);
    }
  });

  it('accepts same-origin requests and clients that send no browser headers', async () => {
    const same = await fetch(`${t.baseUrl}/trpc/auth.signOut`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.baseUrl, 'sec-fetch-site': 'same-origin' },
      body: '{}',
    });
    expect(same.status).toBe(200);
    const script = await fetch(`${t.baseUrl}/trpc/auth.signOut`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(script.status).toBe(200);
  });
});

describe('serving the client', () => {
  it('serves index.html for every non-API path, with 404 for a path that is no page, and a 404 for unknown API paths', async () => {
    const page = await fetch(`${t.baseUrl}/no/such/page`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('app shell');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const known = await fetch(`${t.baseUrl}/settings/payday?from=menu`);
    expect(known.status).toBe(200);
    expect(await known.text()).toContain('app shell');
    const api = await fetch(`${t.baseUrl}/trpc/no.such.procedure`);
    expect(api.status).toBe(404);
  });

  it('serves hashed assets with a long cache and security headers on every answer', async () => {
    const asset = await fetch(`${t.baseUrl}/assets/main-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('request ids and logs', () => {
  it('gives every request an id, keeps a sane incoming one, and logs no cookie, password or token', async () => {
    const generated = await fetch(`${t.baseUrl}/healthz`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${t.baseUrl}/healthz`, { headers: { 'x-request-id': 'trace-123' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-123');

    await fetch(`${t.baseUrl}/trpc/auth.signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'ps_session=secret-cookie-value', authorization: 'Bearer secret-bearer-value' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'hunter2-password' }),
    });
    const log = logLines.join('');
    expect(log).toContain('trace-123');
    expect(log).not.toContain('secret-cookie-value');
    expect(log).not.toContain('secret-bearer-value');
    expect(log).not.toContain('hunter2-password');
  });

  it('redacts passwords and tokens wherever they appear in a logged object', () => {
    const lines: string[] = [];
    const logger = pino(loggerOptions('info'), new Writable({ write: (c, _e, d) => (lines.push(String(c)), d()) }));
    logger.info({ input: { password: 'p4ss', token: 't0k' }, req: { headers: { cookie: 'c00k', authorization: 'auth' } } }, 'x');
    expect(lines.join('')).not.toMatch(/p4ss|t0k|c00k|"auth"/);
  });
});
