import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database';
import { failureOf } from '../support/api-client';
import { latestMail, tokenOf } from '../support/outbox';
import { startTestApp } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';
import { defaultRateLimits, type RateLimitConfig } from '../../src/server/config';

// Small limits so a test can pass them; each test uses its own client IP
// (X-Forwarded-For, trusted here as behind a proxy) so the counters do not mix.
const limits: RateLimitConfig = {
  ...defaultRateLimits,
  signInPerEmail: { max: 3, windowSeconds: 600 },
  signInPerIp: { max: 5, windowSeconds: 600 },
  signUpPerIp: { max: 2, windowSeconds: 600 },
  resetPerIp: { max: 2, windowSeconds: 600 },
  resendPerIp: { max: 2, windowSeconds: 600 },
};

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const start = () => startTestApp({ database, config: { rateLimits: limits, trustProxy: 1 } });
const from = (ip: string) => ({ 'x-forwarded-for': ip });

async function verifiedUser(app: Awaited<ReturnType<typeof start>>, ip: string) {
  const email = `rl-${ip}-${Date.now()}@example.com`;
  const client = app.client(from(ip));
  await client.trpc.auth.signUp.mutate({ firstName: 'R', lastName: 'L', email, password: 'secret1', acceptTerms: true });
  await client.trpc.auth.verifyEmail.mutate({ token: tokenOf((await latestMail(app.db, email)).link) });
  return email;
}

describe('rate limits kept in the database', () => {
  it('limits sign-in per email, with TOO_MANY_REQUESTS and a clear message, even for the right password', async () => {
    const app = await start();
    try {
      const email = await verifiedUser(app, '10.0.0.1');
      // Attempts from different addresses all count against the one email.
      for (let i = 0; i < 3; i++) {
        await failureOf(app.client(from(`10.0.1.${i}`)).trpc.auth.signIn.mutate({ email, password: 'wrong' }));
      }
      const error = await failureOf(app.client(from('10.0.1.9')).trpc.auth.signIn.mutate({ email, password: 'secret1' }));
      expect(error.data?.code).toBe('TOO_MANY_REQUESTS');
      expect(error.data?.httpStatus).toBe(429);
      expect(error.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
      expect(error.data?.retryAfterSeconds).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('limits sign-in per IP across different emails', async () => {
    const app = await start();
    try {
      const client = app.client(from('10.0.2.1'));
      for (let i = 0; i < 5; i++) {
        const e = await failureOf(client.trpc.auth.signIn.mutate({ email: `nobody${i}@example.com`, password: 'x' }));
        expect(e.data?.code).toBe('UNAUTHORIZED');
      }
      const error = await failureOf(client.trpc.auth.signIn.mutate({ email: 'other@example.com', password: 'x' }));
      expect(error.data?.code).toBe('TOO_MANY_REQUESTS');
      // Another address is not affected.
      const elsewhere = await failureOf(app.client(from('10.0.2.2')).trpc.auth.signIn.mutate({ email: 'other@example.com', password: 'x' }));
      expect(elsewhere.data?.code).toBe('UNAUTHORIZED');
    } finally {
      await app.close();
    }
  });

  it('limits sign-up and reset per IP, and the limit survives a restart', async () => {
    let app = await start();
    const client = () => app.client(from('10.0.3.1'));
    try {
      for (let i = 0; i < 2; i++) {
        await client().trpc.auth.signUp.mutate({
          firstName: 'S',
          lastName: 'U',
          email: `su${i}-${Date.now()}@example.com`,
          password: 'secret1',
          acceptTerms: true,
        });
        await client().trpc.auth.requestPasswordReset.mutate({ email: 'x@example.com' });
      }
      await app.close();
      app = await start();
      const signUp = await failureOf(
        client().trpc.auth.signUp.mutate({ firstName: 'S', lastName: 'U', email: `late-${Date.now()}@example.com`, password: 'secret1', acceptTerms: true }),
      );
      expect(signUp.data?.code).toBe('TOO_MANY_REQUESTS');
      const reset = await failureOf(client().trpc.auth.requestPasswordReset.mutate({ email: 'x@example.com' }));
      expect(reset.data?.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await app.close();
    }
  });

  it('shares one count between two instances on the same database', async () => {
    const one = await start();
    const two = await start();
    try {
      const ip = from('10.0.4.1');
      await one.client(ip).trpc.auth.requestPasswordReset.mutate({ email: 'y@example.com' });
      await two.client(ip).trpc.auth.requestPasswordReset.mutate({ email: 'y@example.com' });
      const error = await failureOf(one.client(ip).trpc.auth.requestPasswordReset.mutate({ email: 'y@example.com' }));
      expect(error.data?.code).toBe('TOO_MANY_REQUESTS');
      const again = await failureOf(two.client(ip).trpc.auth.requestPasswordReset.mutate({ email: 'y@example.com' }));
      expect(again.data?.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('refuses a dead reset link before hashing, and limits reset submissions per IP', async () => {
    const app = await start();
    try {
      const client = app.client(from('10.0.5.1'));
      const submit = () => client.trpc.auth.resetPassword.mutate({ token: 'never-issued-token-abcdefgh', password: 'secret1', confirmPassword: 'secret1' });
      for (let i = 0; i < 2; i++) expect((await failureOf(submit())).data?.appCode).toBe('INVALID_TOKEN');
      expect((await failureOf(submit())).data?.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await app.close();
    }
  });

  it('trusts only the proxy hop of X-Forwarded-For, not what the client wrote first', async () => {
    const app = await start();
    try {
      // Two clients forge different first entries; the proxy's own entry (the last) is the same.
      for (let i = 0; i < 2; i++) {
        await app.client({ 'x-forwarded-for': `203.0.113.${i}, 10.0.6.1` }).trpc.auth.requestPasswordReset.mutate({ email: `hop${i}@example.com` });
      }
      const error = await failureOf(
        app.client({ 'x-forwarded-for': '203.0.113.99, 10.0.6.1' }).trpc.auth.requestPasswordReset.mutate({ email: 'hop9@example.com' }),
      );
      expect(error.data?.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await app.close();
    }
  });
});
