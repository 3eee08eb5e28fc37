import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database';
import { failureOf } from '../support/api-client';
import { onboardedUser } from '../support/factories';
import { latestMail, tokenOf } from '../support/outbox';
import { startTestApp } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';
import { waitForDatabaseClock } from '../support/wait-for';
import { defaultRateLimits, type RateLimitConfig } from '../../src/server/config';

// Small limits so a test can pass them; each test uses its own client IP
// (X-Forwarded-For, trusted here as behind a proxy) so the counters do not mix.
const limits: RateLimitConfig = {
  ...defaultRateLimits,
  signInPerEmailAndIp: { max: 2, windowSeconds: 600 },
  signInAlertPerEmail: { max: 4, windowSeconds: 3600 },
  signInPerIp: { max: 5, windowSeconds: 600 },
  signUpPerIp: { max: 2, windowSeconds: 600 },
  signUpPerEmail: { max: 2, windowSeconds: 600 },
  resetPerIp: { max: 2, windowSeconds: 600 },
  resendPerIp: { max: 2, windowSeconds: 600 },
  importFilesPerUser: { max: 2, windowSeconds: 600 },
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
  it('slows guesses at one address from one client, with Retry-After, and never locks the owner out elsewhere', async () => {
    const app = await start();
    try {
      const email = await verifiedUser(app, '10.0.0.1');
      const guesser = app.client(from('10.0.1.1'));
      for (let i = 0; i < 2; i++) {
        expect((await failureOf(guesser.trpc.auth.signIn.mutate({ email, password: 'wrong' }))).data?.code).toBe('UNAUTHORIZED');
      }
      // The third at once must wait: refused with the wait in the message, the body and the header.
      const res = await fetch(`${app.baseUrl}/trpc/auth.signIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from('10.0.1.1') },
        body: JSON.stringify({ email, password: 'wrong' }),
      });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('1');
      const body = (await res.json()) as { error: { message: string; data: { retryAfterSeconds: number } } };
      expect(body.error.message).toBe('Too many attempts. Please try again in 1 second.');
      expect(body.error.data.retryAfterSeconds).toBe(1);
      // Once the wait is over (by the database's clock, which the limit reads) the guesser may try again (and the next wait doubles).
      await waitForDatabaseClock(app.db, body.error.data.retryAfterSeconds);
      expect((await failureOf(guesser.trpc.auth.signIn.mutate({ email, password: 'wrong' }))).data?.code).toBe('UNAUTHORIZED');
      const slower = await failureOf(guesser.trpc.auth.signIn.mutate({ email, password: 'wrong' }));
      expect(slower.data?.code).toBe('TOO_MANY_REQUESTS');
      expect(slower.data?.retryAfterSeconds).toBe(2);
      // The owner, from their own client, signs in with the right password straight away.
      const owner = app.client(from('10.0.1.2'));
      await owner.trpc.auth.signIn.mutate({ email, password: 'secret1' });
      expect((await owner.trpc.auth.session.query())?.user.email).toBe(email);
    } finally {
      await app.close();
    }
  });

  it('mails the owner once when their address collects many wrong passwords, from any clients', async () => {
    const app = await start();
    try {
      const email = await verifiedUser(app, '10.0.7.1');
      const alerts = () =>
        app.db
          .selectFrom('mail_outbox')
          .select('id')
          .where('to_address', '=', email)
          .where('subject', '=', 'Someone is trying to sign in to your Plain Sight account')
          .execute();
      for (let i = 0; i < 4; i++) await failureOf(app.client(from(`10.0.8.${i}`)).trpc.auth.signIn.mutate({ email, password: 'wrong' }));
      expect(await alerts()).toHaveLength(0);
      await failureOf(app.client(from('10.0.8.4')).trpc.auth.signIn.mutate({ email, password: 'wrong' }));
      expect(await alerts()).toHaveLength(1);
      for (let i = 5; i < 8; i++) await failureOf(app.client(from(`10.0.8.${i}`)).trpc.auth.signIn.mutate({ email, password: 'wrong' }));
      expect(await alerts()).toHaveLength(1);
      const mail = await latestMail(app.db, email);
      expect(mail.link).toBe(`${app.baseUrl}/request-password-reset`);
      // Unknown addresses are mailed nothing.
      for (let i = 0; i < 6; i++) await failureOf(app.client(from(`10.0.9.${i}`)).trpc.auth.signIn.mutate({ email: 'ghost-alert@example.com', password: 'x' }));
      expect(await app.db.selectFrom('mail_outbox').select('id').where('to_address', '=', 'ghost-alert@example.com').execute()).toHaveLength(0);
    } finally {
      await app.close();
    }
  });

  it('limits sign-up per address, whichever clients ask', async () => {
    const app = await start();
    try {
      const email = `su-addr-${Date.now()}@example.com`;
      const signUp = (ip: string) =>
        app.client(from(ip)).trpc.auth.signUp.mutate({ firstName: 'S', lastName: 'U', email, password: 'secret1', acceptTerms: true });
      await signUp('10.0.10.1');
      expect((await failureOf(signUp('10.0.10.2'))).data?.appCode).toBe('EMAIL_IN_USE');
      const limited = await failureOf(signUp('10.0.10.3'));
      expect(limited.data?.code).toBe('TOO_MANY_REQUESTS');
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

  it('limits statement files read per person, and refuses the next without writing anything', async () => {
    const app = await start();
    try {
      const file = { text: 'Date,Description,Amount\n12/11/2026,THAMES WATER,-38.00\n' };
      const target = { newAccount: { name: 'Everyday', institution: 'Lloyds', type: 'current' as const } };
      const reader = await onboardedUser(app, 'importer');
      // Two reads pass (a preview and its confirm)...
      await reader.client.trpc.imports.preview.mutate({ file });
      expect((await reader.client.trpc.imports.confirm.mutate({ file, target })).added).toBe(1);
      // ...the third is refused, and no second account or batch appears.
      const refused = await failureOf(reader.client.trpc.imports.confirm.mutate({ file, target }));
      expect(refused.data?.code).toBe('TOO_MANY_REQUESTS');
      expect(await app.db.selectFrom('import_batches').select('id').where('user_id', '=', reader.userId).execute()).toHaveLength(1);
      // Another person's allowance is their own.
      const other = await onboardedUser(app, 'other-importer');
      expect(await other.client.trpc.imports.preview.mutate({ file })).toMatchObject({ status: 'parsed', totalRows: 1, newCount: 1 });
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
