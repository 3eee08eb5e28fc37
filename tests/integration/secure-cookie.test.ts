import { afterAll, beforeAll, expect, it } from 'vitest';
import { latestMail, tokenOf } from '../support/outbox';
import { startTestApp, type TestApp } from '../support/test-app';

// Behind an HTTPS reverse proxy the session cookie is Secure and __Host- prefixed.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { trustProxy: true } });
});
afterAll(() => t?.close());

it('sets a Secure __Host- cookie when the request came over HTTPS, and reads it back', async () => {
  const https = { 'x-forwarded-proto': 'https' };
  const client = t.client(https);
  const email = `secure-${Date.now()}@example.com`;
  await client.trpc.auth.signUp.mutate({ firstName: 'S', lastName: 'C', email, password: 'secret1', acceptTerms: true });
  const res = await fetch(`${t.baseUrl}/trpc/auth.verifyEmail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...https },
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
