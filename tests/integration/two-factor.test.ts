import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../src/server/config';
import { failureOf, type ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { base32Decode, stepOf, totpAtStep, totpCode } from '../support/totp';
import { signedInUser } from '../support/users';
import { waitForDatabaseClock } from '../support/wait-for';

// Two-factor sign-in with TOTP (decision 029), on a clock the test moves. The codes are
// worked out here (tests/support/totp.ts, RFC 6238), not asked of the app's library.

// 10:00:10 UTC: 10 seconds into a step, so one step either side is a whole step away.
const START = new Date('2026-11-25T10:00:10Z');
let now = START;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    scheduler: false,
    clock: () => now,
    config: { rateLimits: { ...testLimits(), secondFactorPerUser: { max: 3, windowSeconds: 600 } } },
  });
});
afterAll(() => t?.close());

function testLimits() {
  return Object.fromEntries(Object.entries(defaultRateLimits).map(([k, r]) => [k, { ...r, max: 10_000 }])) as typeof defaultRateLimits;
}

const PASSWORD = 'secret-pass';

/** A user with 2FA on: their secret and the recovery codes shown once. */
async function userWithTwoFactor(label: string) {
  const user = await signedInUser(t, label);
  const setup = await user.client.trpc.security.totp.startSetup.mutate();
  const { recoveryCodes } = await user.client.trpc.security.totp.confirmSetup.mutate({ code: totpCode(setup.secret, now) });
  return { ...user, secret: setup.secret, recoveryCodes };
}

/** A new browser past the password step: half signed in. */
async function pastPassword(email: string): Promise<ApiClient> {
  const client = t.client();
  expect(await client.trpc.auth.signIn.mutate({ email, password: PASSWORD })).toEqual({ secondFactor: { totp: true, passkey: false } });
  return client;
}

const nextStep = () => {
  now = new Date(now.getTime() + 30_000);
};

it('computes RFC 6238 codes as the RFC says (the test helper itself)', () => {
  // RFC 6238 appendix B: SHA-1, key "12345678901234567890", T = 59 s gives 94287082.
  expect(totpAtStep(Buffer.from('12345678901234567890'), 1, 8)).toBe('94287082');
  expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').toString()).toBe('12345678901234567890');
  expect(stepOf(START)).toBe(Math.floor(Date.parse('2026-11-25T10:00:00Z') / 30_000));
});

describe('turning 2FA on', () => {
  it('shows a QR code and the secret as text, turns on with a right code only, and keeps the secret sealed', async () => {
    const { client, email, userId } = await signedInUser(t, 'tf-on');
    const setup = await client.trpc.security.totp.startSetup.mutate();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toBe(`otpauth://totp/Plain%20Sight:${encodeURIComponent(email)}?secret=${setup.secret}&issuer=Plain%20Sight`);
    expect(setup.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const row = await t.db.selectFrom('totp_credentials').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(row.secret_sealed.startsWith('v1.')).toBe(true);
    expect(row.secret_sealed).not.toContain(setup.secret);
    expect(row.enabled_at).toBeNull();
    expect(await client.trpc.security.totp.status.query()).toEqual({ totpEnabled: false, recoveryCodesLeft: 0, passkeys: 0 });

    const wrong = await failureOf(client.trpc.security.totp.confirmSetup.mutate({ code: totpCode(setup.secret, now, 5) }));
    expect(wrong.message).toBe("That code didn't work. Please check it and try again.");
    // Not on yet: signing in needs the password only.
    expect(await t.client().trpc.auth.signIn.mutate({ email, password: PASSWORD })).toMatchObject({ user: { email } });

    const { recoveryCodes } = await client.trpc.security.totp.confirmSetup.mutate({ code: totpCode(setup.secret, now) });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
    // Stored as sha-256 of the code without dashes, never as the code.
    const stored = await t.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', userId).execute();
    const expected = recoveryCodes.map((c) =>
      createHash('sha256')
        .update(`recovery:${c.replace(/-/g, '')}`)
        .digest('hex'),
    );
    expect(stored.map((r) => r.code_hash).sort()).toEqual(expected.sort());
    expect(await client.trpc.security.totp.status.query()).toEqual({ totpEnabled: true, recoveryCodesLeft: 10, passkeys: 0 });
    // A second set-up cannot replace a secret in force.
    expect((await failureOf(client.trpc.security.totp.startSetup.mutate())).message).toBe('Two-factor sign-in is already on.');
  });
});

describe('signing in with 2FA on', () => {
  it('asks for a code after the password; the half-signed-in state reaches no data', async () => {
    const user = await userWithTwoFactor('tf-half');
    nextStep();
    const half = await pastPassword(user.email);
    expect(half.cookies.has('ps_session')).toBe(false);
    const challenge = half.cookies.get('ps_2fa')!;
    expect(challenge).toMatch(/^[\w-]{43}$/);

    expect(await half.trpc.auth.session.query()).toBeNull();
    // One call at a time: a rejected call not yet awaited is an unhandled rejection.
    for (const call of [() => half.trpc.settings.profile.query(), () => half.trpc.tokens.list.query(), () => half.trpc.security.totp.status.query()])
      expect((await failureOf(call())).data?.code).toBe('UNAUTHORIZED');
    // The challenge's token is no session and no personal access token either.
    const asCookie = t.client({ cookie: `ps_session=${challenge}` });
    expect((await failureOf(asCookie.trpc.settings.profile.query())).data?.code).toBe('UNAUTHORIZED');
    const asBearer = t.client({ authorization: `Bearer ${challenge}` });
    expect((await failureOf(asBearer.trpc.settings.profile.query())).data?.code).toBe('UNAUTHORIZED');
    // Without the challenge cookie the code step refuses, right code or not.
    const elsewhere = await failureOf(t.client().trpc.security.signInWithCode.mutate({ code: totpCode(user.secret, now) }));
    expect(elsewhere.message).toBe('Your sign-in has timed out. Please sign in again.');

    const session = await half.trpc.security.signInWithCode.mutate({ code: totpCode(user.secret, now) });
    expect(session?.user.email).toBe(user.email);
    expect(half.cookies.has('ps_2fa')).toBe(false);
    expect((await half.trpc.settings.profile.query()).email).toBe(user.email);

    // The challenge is spent: put back, it signs nobody in, even with a newer code.
    nextStep();
    const replay = t.client();
    replay.cookies.set('ps_2fa', challenge);
    expect((await failureOf(replay.trpc.security.signInWithCode.mutate({ code: totpCode(user.secret, now) }))).message).toBe(
      'Your sign-in has timed out. Please sign in again.',
    );
  });

  it('ends the half-signed-in state after ten minutes', async () => {
    const user = await userWithTwoFactor('tf-expiry');
    nextStep();
    const half = await pastPassword(user.email);
    await t.db
      .updateTable('sign_in_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.userId)
      .execute();
    const expired = await failureOf(half.trpc.security.signInWithCode.mutate({ code: totpCode(user.secret, now) }));
    expect(expired.data?.appCode).toBe('INVALID_TOKEN');
  });

  it('accepts a code one step early or late, not two', async () => {
    const user = await userWithTwoFactor('tf-drift');
    // Two steps on from the set-up's code, so the step before now was never used.
    nextStep();
    nextStep();
    const half = await pastPassword(user.email);
    expect((await failureOf(half.trpc.security.signInWithCode.mutate({ code: totpCode(user.secret, now, -2) }))).data?.code).toBe('BAD_REQUEST');
    expect((await failureOf(half.trpc.security.signInWithCode.mutate({ code: totpCode(user.secret, now, 2) }))).data?.code).toBe('BAD_REQUEST');
    expect((await half.trpc.security.signInWithCode.mutate({ code: totpCode(user.secret, now, -1) }))?.user.email).toBe(user.email);
    // A phone one step ahead works too.
    expect((await (await pastPassword(user.email)).trpc.security.signInWithCode.mutate({ code: totpCode(user.secret, now, 1) }))?.user.email).toBe(user.email);
  });

  it('takes each code once: a replay, an older code and the same code sent twice at once', async () => {
    const user = await userWithTwoFactor('tf-replay');
    nextStep();
    const code = totpCode(user.secret, now);
    await (await pastPassword(user.email)).trpc.security.signInWithCode.mutate({ code });
    const again = await pastPassword(user.email);
    expect((await failureOf(again.trpc.security.signInWithCode.mutate({ code }))).message).toBe("That code didn't work. Please check it and try again.");
    // One step older than the one used: inside the drift window, but older, so refused.
    expect((await failureOf(again.trpc.security.signInWithCode.mutate({ code: totpCode(user.secret, now, -1) }))).data?.code).toBe('BAD_REQUEST');

    nextStep();
    const fresh = totpCode(user.secret, now);
    const [one, two] = [await pastPassword(user.email), await pastPassword(user.email)];
    const results = await Promise.allSettled([
      one.trpc.security.signInWithCode.mutate({ code: fresh }),
      two.trpc.security.signInWithCode.mutate({ code: fresh }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('slows down the code step per account (decision 021), whichever browser tries', async () => {
    const user = await userWithTwoFactor('tf-slow');
    nextStep();
    const half = await pastPassword(user.email);
    const wrong = totpCode(user.secret, now, 3);
    for (let i = 0; i < 3; i++) expect((await failureOf(half.trpc.security.signInWithCode.mutate({ code: wrong }))).data?.code).toBe('BAD_REQUEST');
    // The fourth at once must wait, even with the right code, and from another browser too.
    const other = await pastPassword(user.email);
    const res = await other.fetch(`${t.baseUrl}/trpc/security.signInWithCode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: totpCode(user.secret, now) }),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('1');
    // The wait passes by the database's clock, which the slow-down reads.
    await waitForDatabaseClock(t.db, 1);
    expect((await other.trpc.security.signInWithCode.mutate({ code: totpCode(user.secret, now) }))?.user.email).toBe(user.email);
  });
});

describe('recovery codes', () => {
  it('sign in once each, typed any way, and new ones (password and code) replace the old', async () => {
    const user = await userWithTwoFactor('tf-recovery');
    const [first, second] = user.recoveryCodes as [string, string];
    const typed = ` ${first.toUpperCase().replace(/-/g, ' ')} `;
    expect((await (await pastPassword(user.email)).trpc.security.signInWithCode.mutate({ code: typed }))?.user.email).toBe(user.email);
    const reused = await failureOf((await pastPassword(user.email)).trpc.security.signInWithCode.mutate({ code: first }));
    expect(reused.message).toBe("That code didn't work. Please check it and try again.");
    expect((await user.client.trpc.security.totp.status.query()).recoveryCodesLeft).toBe(9);

    nextStep();
    const regenerate = user.client.trpc.security.totp.regenerateRecoveryCodes;
    expect((await failureOf(regenerate.mutate({ password: 'not-it', code: totpCode(user.secret, now) }))).message).toBe('Your password is not right.');
    expect((await failureOf(regenerate.mutate({ password: PASSWORD, code: totpCode(user.secret, now, 4) }))).data?.code).toBe('BAD_REQUEST');
    const { recoveryCodes } = await regenerate.mutate({ password: PASSWORD, code: totpCode(user.secret, now) });
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes).not.toContain(second);
    expect((await user.client.trpc.security.totp.status.query()).recoveryCodesLeft).toBe(10);
    // The old unused code no longer works; a new one does.
    expect((await failureOf((await pastPassword(user.email)).trpc.security.signInWithCode.mutate({ code: second }))).data?.code).toBe('BAD_REQUEST');
    expect((await (await pastPassword(user.email)).trpc.security.signInWithCode.mutate({ code: recoveryCodes[0]! }))?.user.email).toBe(user.email);
  });
});

describe('turning 2FA off', () => {
  it('needs the password and a code; then sign-in asks for the password only', async () => {
    const user = await userWithTwoFactor('tf-off');
    nextStep();
    const disable = user.client.trpc.security.totp.disable;
    expect((await failureOf(disable.mutate({ password: 'not-it', code: totpCode(user.secret, now) }))).data?.code).toBe('BAD_REQUEST');
    expect((await failureOf(disable.mutate({ password: PASSWORD, code: '000000' === totpCode(user.secret, now) ? '111111' : '000000' }))).message).toBe(
      "That code didn't work. Please check it and try again.",
    );
    expect((await user.client.trpc.security.totp.status.query()).totpEnabled).toBe(true);
    await disable.mutate({ password: PASSWORD, code: totpCode(user.secret, now) });
    expect(await user.client.trpc.security.totp.status.query()).toEqual({ totpEnabled: false, recoveryCodesLeft: 0, passkeys: 0 });
    expect(await t.db.selectFrom('recovery_codes').select('id').where('user_id', '=', user.userId).execute()).toHaveLength(0);
    expect(await t.client().trpc.auth.signIn.mutate({ email: user.email, password: PASSWORD })).toMatchObject({ user: { email: user.email } });
  });

  it('is for the browser session only, not a personal access token', async () => {
    const user = await userWithTwoFactor('tf-token');
    const { token } = await user.client.trpc.tokens.create.mutate({ name: 'script' });
    const script = t.client({ authorization: `Bearer ${token}` });
    expect((await failureOf(script.trpc.security.totp.disable.mutate({ password: PASSWORD, code: user.recoveryCodes[0]! }))).data?.code).toBe('FORBIDDEN');
  });
});
