import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf, type ApiClient } from '../support/api-client';
import { latestMail, mailWhenSent, RESET_SUBJECT, tokenOf } from '../support/outbox';
import { startTestApp, type TestApp } from '../support/test-app';
import { asSession } from '../support/users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

let n = 0;
const newEmail = () => `user${++n}-${Date.now()}@example.com`;

async function signUp(client: ApiClient, email = newEmail(), password = 'correct horse') {
  await client.trpc.auth.signUp.mutate({ firstName: 'Ada', lastName: 'Lovelace', email, password, acceptTerms: true });
  return { email, password };
}

async function verifiedUser(client: ApiClient) {
  const creds = await signUp(client);
  const mail = await latestMail(t.db, creds.email);
  await client.trpc.auth.verifyEmail.mutate({ token: tokenOf(mail.link) });
  await client.trpc.auth.signOut.mutate();
  return creds;
}

describe('sign-up', () => {
  it('creates an unverified account with a profile and mails a verification link', async () => {
    const client = t.client();
    const email = newEmail();
    const result = await client.trpc.auth.signUp.mutate({
      firstName: ' Ada ',
      lastName: 'Lovelace',
      email: email.toUpperCase(),
      password: 'secret1',
      acceptTerms: true,
      plan: 'yearly',
    });
    expect(result).toEqual({ email });
    const user = await t.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.id', 'users.id')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.email_verified_at).toBeNull();
    expect(user.first_name).toBe('Ada');
    expect(user.selected_plan).toBe('yearly');
    expect(user.onboarding_completed).toBe(false);
    const hash = await t.db.selectFrom('user_credentials').select('password_hash').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(hash.password_hash).toMatch(/^\$argon2id\$/);
    const mail = await latestMail(t.db, email);
    expect(mail.subject).toBe('Confirm your email for Plain Sight');
    expect(mail.link.startsWith(`${t.baseUrl}/verify-email?token=`)).toBe(true);
    // Only the token's hash is stored.
    const stored = await t.db.selectFrom('auth_tokens').select('token_hash').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(tokenOf(mail.link));
    expect(await client.trpc.auth.session.query()).toBeNull();
  });

  it('answers a registered email with the spec message and the EMAIL_IN_USE code', async () => {
    const client = t.client();
    const { email } = await signUp(client);
    const error = await failureOf(signUp(client, email.toUpperCase()));
    expect(error.message).toBe('This email is already in use. Please sign in instead.');
    expect(error.data?.appCode).toBe('EMAIL_IN_USE');
    expect(error.data?.code).toBe('CONFLICT');
    const count = await t.db
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });

  it('refuses bad input with the form messages and stores nothing', async () => {
    const client = t.client();
    const email = newEmail();
    const error = await failureOf(client.trpc.auth.signUp.mutate({ firstName: '', lastName: 'L', email, password: '123', acceptTerms: false }));
    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.data?.fieldErrors).toMatchObject({
      firstName: ['Please enter your first name'],
      password: ['Password must be at least 6 characters long'],
      acceptTerms: ['Please agree to the terms and conditions'],
    });
    expect(await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });
});

describe('email verification', () => {
  it('verifies by link once, signs the user in, and refuses the link a second time', async () => {
    const client = t.client();
    const { email } = await signUp(client);
    const token = tokenOf((await latestMail(t.db, email)).link);
    const session = asSession(await client.trpc.auth.verifyEmail.mutate({ token }));
    expect(session.user.email).toBe(email);
    expect(session.onboardingCompleted).toBe(false);
    expect((await client.trpc.auth.session.query())?.user.email).toBe(email);
    const again = await failureOf(t.client().trpc.auth.verifyEmail.mutate({ token }));
    expect(again.data?.appCode).toBe('INVALID_TOKEN');
  });

  it('opened in another browser: asks for the sign-up password, then confirms the address and signs in there', async () => {
    const laptop = t.client();
    const { email, password } = await signUp(laptop);
    const token = tokenOf((await latestMail(t.db, email)).link);
    // The mail opened on a phone: nothing is confirmed or dropped yet; the page must ask.
    const phone = t.client();
    expect(await phone.trpc.auth.verifyEmail.mutate({ token })).toEqual({ passwordNeeded: true });
    expect(await phone.trpc.auth.session.query()).toBeNull();
    const before = await t.db.selectFrom('users').select(['id', 'email_verified_at']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(before.email_verified_at).toBeNull();
    // A wrong password is refused in plain words and changes nothing.
    const wrong = await failureOf(phone.trpc.auth.verifyEmailWithPassword.mutate({ token, password: 'not-it' }));
    expect(wrong.message).toBe('That is not the password you chose when you signed up. Try again, or choose a new one.');
    // The sign-up password: confirmed, and signed in on the phone; the link is spent.
    const session = await phone.trpc.auth.verifyEmailWithPassword.mutate({ token, password });
    expect(session?.user.id).toBe(before.id);
    expect((await phone.trpc.auth.session.query())?.user.email).toBe(email);
    const after = await t.db.selectFrom('users').select('email_verified_at').where('id', '=', before.id).executeTakeFirstOrThrow();
    expect(after.email_verified_at).toBeInstanceOf(Date);
    expect((await failureOf(t.client().trpc.auth.verifyEmail.mutate({ token }))).data?.appCode).toBe('INVALID_TOKEN');
    // The password still works everywhere: nothing was dropped.
    expect(asSession(await t.client().trpc.auth.signIn.mutate({ email, password })).user.id).toBe(before.id);
  });

  it('opened in another browser by the address owner who did not sign up: a new password shuts out whoever did', async () => {
    // Someone signs up with an address that is not theirs, with their own password.
    const intruder = t.client();
    const { email } = await signUp(intruder, newEmail(), 'intruder-pass');
    const token = tokenOf((await latestMail(t.db, email)).link);
    // The owner follows the link in their own browser and chooses a password of their own.
    const owner = t.client();
    expect(await owner.trpc.auth.verifyEmail.mutate({ token })).toEqual({ passwordNeeded: true });
    const mismatch = await failureOf(owner.trpc.auth.verifyEmailWithNewPassword.mutate({ token, password: 'owners-pass', confirmPassword: 'other' }));
    expect(mismatch.data?.httpStatus).toBe(400);
    const session = await owner.trpc.auth.verifyEmailWithNewPassword.mutate({ token, password: 'owners-pass', confirmPassword: 'owners-pass' });
    expect(session?.user.email).toBe(email);
    expect((await owner.trpc.auth.session.query())?.user.email).toBe(email);
    // The intruder's password no longer opens the account; the owner's does.
    expect((await failureOf(intruder.trpc.auth.signIn.mutate({ email, password: 'intruder-pass' }))).data?.appCode).toBe('INVALID_CREDENTIALS');
    expect(asSession(await t.client().trpc.auth.signIn.mutate({ email, password: 'owners-pass' })).user.email).toBe(email);
    // And the spent link cannot be used again to set another.
    const again = await failureOf(t.client().trpc.auth.verifyEmailWithNewPassword.mutate({ token, password: 'third-pass', confirmPassword: 'third-pass' }));
    expect(again.data?.appCode).toBe('INVALID_TOKEN');
  });

  it('a new link still signs in at once only the browser that signed up, whoever asked for it', async () => {
    const client = t.client();
    const { email, password } = await signUp(client);
    // Asked for from elsewhere (anyone can ask) and opened there: the password is asked for.
    const phone = t.client();
    await phone.trpc.auth.resendVerification.mutate({ email });
    expect(await phone.trpc.auth.verifyEmail.mutate({ token: tokenOf((await latestMail(t.db, email)).link) })).toEqual({ passwordNeeded: true });
    expect((await failureOf(client.trpc.auth.signIn.mutate({ email, password }))).data?.appCode).toBe('EMAIL_NOT_VERIFIED');
    // Asked for from the sign-up browser, from elsewhere, and opened in the sign-up browser: signed in.
    const other = t.client();
    const second = await signUp(other);
    await t.client().trpc.auth.resendVerification.mutate({ email: second.email });
    expect(asSession(await other.trpc.auth.verifyEmail.mutate({ token: tokenOf((await latestMail(t.db, second.email)).link) })).user.email).toBe(second.email);
  });

  it('refuses an expired verification link', async () => {
    const client = t.client();
    const { email } = await signUp(client);
    const token = tokenOf((await latestMail(t.db, email)).link);
    await t.db
      .updateTable('auth_tokens')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('purpose', '=', 'verify_email')
      .execute();
    const error = await failureOf(client.trpc.auth.verifyEmail.mutate({ token }));
    expect(error.data?.appCode).toBe('INVALID_TOKEN');
  });

  it('resends a new link that replaces the old one, and says the same for unknown emails', async () => {
    const client = t.client();
    const { email } = await signUp(client);
    const first = tokenOf((await latestMail(t.db, email)).link);
    await client.trpc.auth.resendVerification.mutate({ email });
    const second = tokenOf((await latestMail(t.db, email)).link);
    expect(second).not.toBe(first);
    expect((await failureOf(client.trpc.auth.verifyEmail.mutate({ token: first }))).data?.appCode).toBe('INVALID_TOKEN');
    await client.trpc.auth.verifyEmail.mutate({ token: second });
    await expect(client.trpc.auth.resendVerification.mutate({ email: 'nobody@example.com' })).resolves.toEqual({ ok: true });
  });
});

describe('sign-in and sessions', () => {
  it('signs in a verified user with a new HttpOnly SameSite=Lax cookie each time, and signs out', async () => {
    const client = t.client();
    const creds = await verifiedUser(client);
    const res1 = await rawSignIn(creds.email, creds.password);
    const res2 = await rawSignIn(creds.email, creds.password);
    const cookie1 = res1.headers.getSetCookie()[0]!;
    const cookie2 = res2.headers.getSetCookie()[0]!;
    expect(cookie1).toMatch(/^ps_session=/);
    expect(cookie1).toMatch(/HttpOnly/i);
    expect(cookie1).toMatch(/SameSite=Lax/i);
    expect(cookie1.split(';')[0]).not.toBe(cookie2.split(';')[0]);

    await client.trpc.auth.signIn.mutate(creds);
    expect((await client.trpc.auth.session.query())?.user.email).toBe(creds.email);
    const user = await t.db.selectFrom('users').select('last_sign_in_at').where('email', '=', creds.email).executeTakeFirstOrThrow();
    expect(user.last_sign_in_at).toBeInstanceOf(Date);
    await client.trpc.auth.signOut.mutate();
    expect(await client.trpc.auth.session.query()).toBeNull();
  });

  it('stores only the hash of the session token', async () => {
    const creds = await verifiedUser(t.client());
    const res = await rawSignIn(creds.email, creds.password);
    const token = res.headers.getSetCookie()[0]!.split(';')[0]!.split('=')[1]!;
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const creds = await verifiedUser(t.client());
    const wrong = await failureOf(t.client().trpc.auth.signIn.mutate({ email: creds.email, password: 'not it' }));
    const unknown = await failureOf(t.client().trpc.auth.signIn.mutate({ email: 'ghost@example.com', password: 'not it' }));
    for (const error of [wrong, unknown]) {
      expect(error.message).toBe('That email and password do not match. Please check them and try again.');
      expect(error.data?.code).toBe('UNAUTHORIZED');
    }
  });

  it('keeps an unverified account out and says it needs verifying', async () => {
    const client = t.client();
    const creds = await signUp(client);
    const error = await failureOf(client.trpc.auth.signIn.mutate(creds));
    expect(error.data?.appCode).toBe('EMAIL_NOT_VERIFIED');
    // No session cookie (the sign-up cookie, which marks the browser that signed up, stays).
    expect([...client.cookies.keys()]).toEqual(['ps_signup']);
  });

  it('renews a session that is past half its life', async () => {
    const client = t.client();
    const creds = await verifiedUser(client);
    await client.trpc.auth.signIn.mutate(creds);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: sql`now() + interval '2 days'` })
      .execute();
    const res = await client.fetch(`${t.baseUrl}/trpc/auth.session`);
    expect(res.headers.getSetCookie().join()).toMatch(/ps_session=/);
    const rows = await t.db.selectFrom('sessions').select('expires_at').execute();
    expect(Math.max(...rows.map((r) => r.expires_at.getTime()))).toBeGreaterThan(Date.now() + 20 * 24 * 3600 * 1000);
  });

  it('treats an expired session as signed out', async () => {
    const client = t.client();
    const creds = await verifiedUser(client);
    await client.trpc.auth.signIn.mutate(creds);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .execute();
    expect(await client.trpc.auth.session.query()).toBeNull();
  });

  it('a session acts only for its own user', async () => {
    const alice = t.client();
    const bob = t.client();
    const a = await verifiedUser(alice);
    const b = await verifiedUser(bob);
    await alice.trpc.auth.signIn.mutate(a);
    await bob.trpc.auth.signIn.mutate(b);
    expect((await alice.trpc.auth.session.query())?.user.email).toBe(a.email);
    expect((await bob.trpc.auth.session.query())?.user.email).toBe(b.email);
    // Alice signing out ends her session only.
    await alice.trpc.auth.signOut.mutate();
    expect(await alice.trpc.auth.session.query()).toBeNull();
    expect((await bob.trpc.auth.session.query())?.user.email).toBe(b.email);
  });
});

describe('password reset', () => {
  it('resets once with a live link, revokes every session, and refuses the link again', async () => {
    const laptop = t.client();
    const phone = t.client();
    const creds = await verifiedUser(laptop);
    await laptop.trpc.auth.signIn.mutate(creds);
    await phone.trpc.auth.signIn.mutate(creds);

    await t.client().trpc.auth.requestPasswordReset.mutate({ email: creds.email });
    const mail = await mailWhenSent(t.db, creds.email, RESET_SUBJECT);
    expect(mail.subject).toBe('Reset your Plain Sight password');
    const token = tokenOf(mail.link);
    expect(mail.link.startsWith(`${t.baseUrl}/reset-password?token=`)).toBe(true);
    expect(await t.client().trpc.auth.checkResetToken.query({ token })).toMatchObject({ valid: true });

    await t.client().trpc.auth.resetPassword.mutate({ token, password: 'new secret', confirmPassword: 'new secret' });
    expect(await laptop.trpc.auth.session.query()).toBeNull();
    expect(await phone.trpc.auth.session.query()).toBeNull();
    expect((await failureOf(t.client().trpc.auth.signIn.mutate(creds))).message).toBe('That email and password do not match. Please check them and try again.');
    await t.client().trpc.auth.signIn.mutate({ email: creds.email, password: 'new secret' });

    expect(await t.client().trpc.auth.checkResetToken.query({ token })).toMatchObject({ valid: false });
    const reuse = await failureOf(t.client().trpc.auth.resetPassword.mutate({ token, password: 'third one', confirmPassword: 'third one' }));
    expect(reuse.message).toBe('Invalid or expired reset link');
  });

  it('refuses an expired reset link and leaves the password as it was', async () => {
    const creds = await verifiedUser(t.client());
    await t.client().trpc.auth.requestPasswordReset.mutate({ email: creds.email });
    const token = tokenOf((await mailWhenSent(t.db, creds.email, RESET_SUBJECT)).link);
    await t.db
      .updateTable('auth_tokens')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('purpose', '=', 'reset_password')
      .execute();
    const error = await failureOf(t.client().trpc.auth.resetPassword.mutate({ token, password: 'new secret', confirmPassword: 'new secret' }));
    expect(error.message).toBe('Invalid or expired reset link');
    await t.client().trpc.auth.signIn.mutate(creds);
  });

  it('checks the two entries and the length', async () => {
    const error = await failureOf(t.client().trpc.auth.resetPassword.mutate({ token: 'x'.repeat(43), password: 'abcdef', confirmPassword: 'abcdeg' }));
    expect(error.data?.fieldErrors?.confirmPassword).toEqual(['Passwords do not match']);
    const short = await failureOf(t.client().trpc.auth.resetPassword.mutate({ token: 'x'.repeat(43), password: 'abc', confirmPassword: 'abc' }));
    expect(short.data?.fieldErrors?.password).toEqual(['Password must be at least 6 characters long']);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    // Counted for that address only: a mail the earlier tests' requests send after their answer
    // (a reset link, a security notice) may land in the outbox meanwhile. For an address with no
    // account nothing is left to do once the answer has come (auth/service.ts).
    const mailsToNobody = () =>
      t.db
        .selectFrom('mail_outbox')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('to_address', '=', 'nobody@example.com')
        .executeTakeFirstOrThrow();
    const before = await mailsToNobody();
    await expect(t.client().trpc.auth.requestPasswordReset.mutate({ email: 'nobody@example.com' })).resolves.toEqual({ ok: true });
    expect(await mailsToNobody()).toEqual(before);
  });
});

function rawSignIn(email: string, password: string) {
  return fetch(`${t.baseUrl}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}
