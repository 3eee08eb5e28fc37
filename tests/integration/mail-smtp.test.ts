import { afterAll, beforeAll, expect, it } from 'vitest';
import { firstLink, startSmtpCapture } from '../support/smtp-capture';
import { startTestApp, type TestApp } from '../support/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({ config: { smtpUrl: smtp.url, mailFrom: 'Plain Sight <hello@plainsight.test>' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

it('sends the verification mail over SMTP, and its link verifies the account', async () => {
  const email = `smtp-${Date.now()}@example.com`;
  const client = t.client();
  await client.trpc.auth.signUp.mutate({ firstName: 'Grace', lastName: 'Hopper', email, password: 'secret1', acceptTerms: true });
  const mail = await smtp.latestTo(email, 'Confirm your email for Plain Sight');
  expect(mail.from).toBe('hello@plainsight.test');
  expect(mail.text).toContain('Subject: Confirm your email for Plain Sight');
  const link = firstLink(mail.text);
  expect(link.startsWith(`${t.baseUrl}/verify-email?token=`)).toBe(true);
  await client.trpc.auth.verifyEmail.mutate({ token: new URL(link).searchParams.get('token')! });
  expect((await client.trpc.auth.session.query())?.user.email).toBe(email);
  // With SMTP configured, nothing is parked in the outbox.
  expect(await t.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(0);
});

it('sends the reset mail over SMTP, and its link sets a new password', async () => {
  const email = `smtp-reset-${Date.now()}@example.com`;
  const client = t.client();
  await client.trpc.auth.signUp.mutate({ firstName: 'Grace', lastName: 'Hopper', email, password: 'secret1', acceptTerms: true });
  await client.trpc.auth.verifyEmail.mutate({ token: new URL(firstLink((await smtp.latestTo(email)).text)).searchParams.get('token')! });
  await client.trpc.auth.requestPasswordReset.mutate({ email });
  // Delivery happens after the answer (so timing tells nothing): wait for the message.
  const mail = await smtp.latestTo(email, 'Reset your Plain Sight password');
  expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(2);
  const link = firstLink(mail.text);
  expect(link.startsWith(`${t.baseUrl}/reset-password?token=`)).toBe(true);
  await client.trpc.auth.resetPassword.mutate({ token: new URL(link).searchParams.get('token')!, password: 'brand new', confirmPassword: 'brand new' });
  await t.client().trpc.auth.signIn.mutate({ email, password: 'brand new' });
});
