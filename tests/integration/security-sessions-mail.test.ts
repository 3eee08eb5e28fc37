import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../support/api-client';
import { startSmtpCapture } from '../support/smtp-capture';
import { startTestApp, type TestApp } from '../support/test-app';
import { totpCode } from '../support/totp';
import { waitFor } from '../support/wait-for';

// Where you're signed in (sessions and tokens, sign out one or all others) and the security
// mail (decision 029), through a real SMTP server on loopback.

const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID_FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';
const PASSWORD = 'secret-pass';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
let now = new Date('2026-11-25T09:30:05Z');
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({ scheduler: false, clock: () => now, config: { smtpUrl: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let n = 0;
/** Signs up and verifies in a browser with this user agent (the account's first device). */
async function newUser(label: string, userAgent = WINDOWS_CHROME) {
  const email = `${label}-${++n}-${Date.now()}@example.com`;
  const client = t.client({ 'user-agent': userAgent });
  await client.trpc.auth.signUp.mutate({ firstName: 'Ada', lastName: label, email, password: PASSWORD, acceptTerms: true });
  const link = new URL(/https?:\/\/\S+/.exec((await smtp.latestTo(email, 'Confirm your email for Plain Sight')).text)![0]);
  await client.trpc.auth.verifyEmail.mutate({ token: link.searchParams.get('token')! });
  return { client, email };
}

const mailsTo = (email: string, subject: string) => smtp.messages.filter((m) => m.to.includes(email) && m.text.includes(`Subject: ${subject}`));
/**
 * Security mail goes after the answer, so no answer says that none is on its way. A mail that
 * should not come is looked for once a later one has come: it would have been sent before it.
 */
const mailAbout = (email: string, subject: string, words: string) =>
  waitFor(() => mailsTo(email, subject).find((m) => m.text.includes(words)), `a mail "${subject}" naming ${words} has come to ${email}`);

describe("where you're signed in", () => {
  it('lists each browser by its device and each token, with no address or place; signs out one, then all others', async () => {
    const { client: laptop, email } = await newUser('places');
    const phone = t.client({ 'user-agent': IPHONE_SAFARI });
    await phone.trpc.auth.signIn.mutate({ email, password: PASSWORD });
    const tablet = t.client({ 'user-agent': ANDROID_FIREFOX });
    await tablet.trpc.auth.signIn.mutate({ email, password: PASSWORD });
    const { token } = await laptop.trpc.tokens.create.mutate({ name: 'Budget script' });

    const places = await laptop.trpc.security.sessions.list.query();
    expect(places.sessions.map((s) => [s.device, s.current]).sort()).toEqual([
      ['Chrome on Windows', true],
      ['Firefox on Android', false],
      ['Safari on iPhone', false],
    ]);
    for (const s of places.sessions) expect(s.lastUsedAt).not.toBeNull();
    expect(places.tokens.map((tk) => tk.name)).toEqual(['Budget script']);
    expect(JSON.stringify(places)).not.toMatch(/127\.0\.0\.1|user_agent|Mozilla/);

    const phoneSession = places.sessions.find((s) => s.device === 'Safari on iPhone')!;
    expect(await laptop.trpc.security.sessions.signOut.mutate({ id: phoneSession.id })).toEqual({ ok: true });
    expect(await phone.trpc.auth.session.query()).toBeNull();
    expect(await tablet.trpc.auth.session.query()).not.toBeNull();
    // Gone already: not found, as another user's id would be.
    expect((await failureOf(laptop.trpc.security.sessions.signOut.mutate({ id: phoneSession.id }))).data?.code).toBe('NOT_FOUND');

    expect(await laptop.trpc.security.sessions.signOutOthers.mutate()).toEqual({ ended: 1 });
    expect(await tablet.trpc.auth.session.query()).toBeNull();
    expect((await laptop.trpc.auth.session.query())?.user.email).toBe(email);
    expect((await laptop.trpc.security.sessions.list.query()).sessions).toHaveLength(1);
    // Tokens are revoked one by one (Edit Profile), not by signing out devices.
    expect((await t.client({ authorization: `Bearer ${token}` }).trpc.settings.profile.query()).email).toBe(email);
  });

  it('cannot be read or changed with a personal access token', async () => {
    const { client } = await newUser('places-token');
    const { token } = await client.trpc.tokens.create.mutate({ name: 'script' });
    const script = t.client({ authorization: `Bearer ${token}` });
    expect((await failureOf(script.trpc.security.sessions.list.query())).data?.code).toBe('FORBIDDEN');
    expect((await failureOf(script.trpc.security.sessions.signOutOthers.mutate())).data?.code).toBe('FORBIDDEN');
  });
});

describe('security mail', () => {
  it('tells the owner when 2FA goes on, a recovery code is used, codes are renewed, and 2FA goes off', async () => {
    const { client, email } = await newUser('mail-2fa');
    const { secret } = await client.trpc.security.totp.startSetup.mutate();
    const { recoveryCodes } = await client.trpc.security.totp.confirmSetup.mutate({ code: totpCode(secret, now) });
    const on = await smtp.latestTo(email, 'Two-factor sign-in is now on');
    expect(on.text).toContain('asks for a code from your authenticator app');
    expect(on.text).toContain(`${t.baseUrl}/settings/2fa`);

    const other = t.client({ 'user-agent': WINDOWS_CHROME });
    await other.trpc.auth.signIn.mutate({ email, password: PASSWORD });
    await other.trpc.security.signInWithCode.mutate({ code: recoveryCodes[0]! });
    expect((await smtp.latestTo(email, 'A recovery code was used to sign in')).text).toContain('you have 9 left');

    now = new Date(now.getTime() + 30_000);
    await client.trpc.security.totp.regenerateRecoveryCodes.mutate({ password: PASSWORD, code: totpCode(secret, now) });
    expect((await smtp.latestTo(email, 'New recovery codes were made')).text).toContain('The old ones no longer work.');

    now = new Date(now.getTime() + 30_000);
    await client.trpc.security.totp.disable.mutate({ password: PASSWORD, code: totpCode(secret, now) });
    expect((await smtp.latestTo(email, 'Two-factor sign-in is now off')).text).toContain('needs only your password');
    await t.client({ 'user-agent': IPHONE_SAFARI }).trpc.auth.signIn.mutate({ email, password: PASSWORD });
    await mailAbout(email, 'New sign-in to your account', 'Safari on iPhone');
    for (const subject of [
      'Two-factor sign-in is now on',
      'A recovery code was used to sign in',
      'New recovery codes were made',
      'Two-factor sign-in is now off',
    ])
      expect(mailsTo(email, subject), subject).toHaveLength(1);
  });

  it('tells the owner when the password changes, by the form or a reset link', async () => {
    const { client, email } = await newUser('mail-password');
    await client.trpc.settings.changePassword.mutate({ currentPassword: PASSWORD, newPassword: 'next-secret', confirmPassword: 'next-secret' });
    expect((await smtp.latestTo(email, 'Your password was changed')).text).toContain('The password of your Plain Sight account was changed.');

    await t.client().trpc.auth.requestPasswordReset.mutate({ email });
    const link = new URL(/https?:\/\/\S+/.exec((await smtp.latestTo(email, 'Reset your Plain Sight password')).text)![0]);
    await t.client().trpc.auth.resetPassword.mutate({ token: link.searchParams.get('token')!, password: 'third-secret', confirmPassword: 'third-secret' });
    await waitFor(() => mailsTo(email, 'Your password was changed').length >= 2, 'the second "Your password was changed" has come');
    expect(mailsTo(email, 'Your password was changed')).toHaveLength(2);
  });

  it('tells the owner about a sign-in from a browser the account has not used, once per browser', async () => {
    const { email } = await newUser('mail-device');

    const phone = t.client({ 'user-agent': IPHONE_SAFARI });
    await phone.trpc.auth.signIn.mutate({ email, password: PASSWORD });
    const mail = await mailAbout(email, 'New sign-in to your account', 'Safari on iPhone');
    // The browser that signed up is the first device: no mail for it (it would have come before the phone's).
    expect(mailsTo(email, 'New sign-in to your account')).toHaveLength(1);
    // 09:30 UTC on 25 November is 09:30 in London (GMT).
    expect(mail.text).toContain('a device we have not seen before: Safari on iPhone, on 25 November 2026 at 09:3');
    expect(mail.text).toContain('(UK time)');

    // The same browser again (its device cookie kept across sign-out): no second mail.
    await phone.trpc.auth.signOut.mutate();
    await phone.trpc.auth.signIn.mutate({ email, password: PASSWORD });
    await t.client({ 'user-agent': ANDROID_FIREFOX }).trpc.auth.signIn.mutate({ email, password: PASSWORD });
    await mailAbout(email, 'New sign-in to your account', 'Firefox on Android');
    expect(mailsTo(email, 'New sign-in to your account').filter((m) => m.text.includes('Safari on iPhone'))).toHaveLength(1);
    expect(mailsTo(email, 'New sign-in to your account')).toHaveLength(2);
  });
});
