import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { latestMail, tokenOf } from '../support/outbox';
import { startTestApp, type TestApp } from '../support/test-app';

// Behind an HTTPS reverse proxy the session cookie is Secure and __Host- prefixed.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { trustProxy: 1 } });
});
afterAll(() => t?.close());

const cookiesOf = (client: ApiClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

it('sets a Secure __Host- cookie when the request came over HTTPS, and reads it back', async () => {
  const https = { 'x-forwarded-proto': 'https' };
  const client = t.client(https);
  const email = `secure-${Date.now()}@example.com`;
  await client.trpc.auth.signUp.mutate({ firstName: 'S', lastName: 'C', email, password: 'secret1', acceptTerms: true });
  const res = await fetch(`${t.baseUrl}/trpc/auth.verifyEmail`, {
    method: 'POST',
    // The browser that signed up (its sign-up cookie): only there does the link sign in.
    headers: { 'content-type': 'application/json', cookie: cookiesOf(client), ...https },
    body: JSON.stringify({ token: tokenOf((await latestMail(t.db, email)).link) }),
  });
  const cookie = res.headers.getSetCookie()[0]!;
  expect(cookie).toMatch(/^__Host-ps_session=/);
  expect(cookie).toMatch(/; Secure/i);
  expect(cookie).toMatch(/; Path=\//);
  expect(cookie).not.toMatch(/Domain=/i);
  const session = await fetch(`${t.baseUrl}/trpc/auth.session`, { headers: { cookie: cookie.split(';')[0]!, ...https } });
  expect(JSON.stringify(await session.json())).toContain(email);
});

it('behind HTTPS ignores a plain session cookie, which anyone could have planted', async () => {
  const https = { 'x-forwarded-proto': 'https' };
  const email = `planted-${Date.now()}@example.com`;
  const client = t.client(https);
  await client.trpc.auth.signUp.mutate({ firstName: 'P', lastName: 'C', email, password: 'secret1', acceptTerms: true });
  const res = await fetch(`${t.baseUrl}/trpc/auth.verifyEmail`, {
    method: 'POST',
    // The browser that signed up (its sign-up cookie): only there does the link sign in.
    headers: { 'content-type': 'application/json', cookie: cookiesOf(client), ...https },
    body: JSON.stringify({ token: tokenOf((await latestMail(t.db, email)).link) }),
  });
  const token = res.headers.getSetCookie()[0]!.split(';')[0]!.split('=')[1]!;
  const planted = await fetch(`${t.baseUrl}/trpc/auth.session`, { headers: { cookie: `ps_session=${token}`, ...https } });
  expect(JSON.stringify(await planted.json())).not.toContain(email);
  const hsts = await fetch(`${t.baseUrl}/healthz`, { headers: https });
  expect(hsts.headers.get('strict-transport-security')).toBeNull(); // APP_ORIGIN is http here
});
