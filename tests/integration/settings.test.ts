import fs from 'node:fs';
import { createTRPCClient, httpLink } from '@trpc/client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits, type RateLimitConfig } from '../../src/server/config';
import { createSandboxProvider } from '../../src/server/modules/bank/providers/sandbox/sandbox-provider';
import type { BankProvider } from '../../src/server/modules/bank/providers/types';
import { deleteAccount } from '../../src/server/modules/settings/service';
import type { AppRouter } from '../../src/server/trpc/app-router';
import { ONBOARDING_STEPS } from '../../src/shared/onboarding';
import { PHONE_NUMBER_MESSAGE } from '../../src/shared/schemas/settings';
import { failureOf } from '../support/api-client';
import { mailWhenSent, RESET_SUBJECT, tokenOf } from '../support/outbox';
import { linkSandboxBank } from '../support/sandbox-link';
import { startTestApp } from '../support/test-app';
import { testDeps } from '../support/test-deps';
import { rowsMentioning } from '../support/user-rows';
import { signedInUser } from '../support/users';
import { avatarFiles, solid, startAvatarApp, upload } from './avatars/avatar-fixtures';

let s: Awaited<ReturnType<typeof startAvatarApp>>;
beforeAll(async () => {
  s = await startAvatarApp();
});
afterAll(() => s?.close());

const PASSWORD = 'secret-pass';

/** A developer's script: the bearer header only, no cookie. */
const tokenClient = (token: string) =>
  createTRPCClient<AppRouter>({ links: [httpLink({ url: `${s.t.baseUrl}/trpc`, headers: { authorization: `Bearer ${token}` } })] });

/** The same account signed in on another browser. */
async function anotherBrowser(email: string, password = PASSWORD) {
  const client = s.t.client();
  await client.trpc.auth.signIn.mutate({ email, password });
  return client;
}

describe('settings.profile', () => {
  it("answers the user's names, phone, email, avatar and last login; signed-out callers are refused", async () => {
    const me = await signedInUser(s.t, 'profile');
    const profile = await me.client.trpc.settings.profile.query();
    expect(profile).toEqual({ firstName: 'Test', lastName: 'profile', phoneNumber: null, email: me.email, avatarUrl: null, lastSignInAt: expect.any(String) });
    // The first sign-in (following the verification link) has nothing before it: it is shown.
    const user = await s.t.db.selectFrom('users').select(['last_sign_in_at', 'previous_sign_in_at']).where('id', '=', me.userId).executeTakeFirstOrThrow();
    expect(user.previous_sign_in_at).toBeNull();
    expect(profile.lastSignInAt).toBe(user.last_sign_in_at!.toISOString());

    expect((await failureOf(s.t.client().trpc.settings.profile.query())).data?.code).toBe('UNAUTHORIZED');
  });

  it('shows as last login the sign-in before the current one', async () => {
    const me = await signedInUser(s.t, 'last-login');
    const first = await s.t.db.selectFrom('users').select('last_sign_in_at').where('id', '=', me.userId).executeTakeFirstOrThrow();
    const later = await anotherBrowser(me.email);
    const user = await s.t.db.selectFrom('users').select(['last_sign_in_at', 'previous_sign_in_at']).where('id', '=', me.userId).executeTakeFirstOrThrow();
    expect(user.previous_sign_in_at).toEqual(first.last_sign_in_at);
    expect(user.last_sign_in_at!.getTime()).toBeGreaterThan(first.last_sign_in_at!.getTime());
    expect((await later.trpc.settings.profile.query()).lastSignInAt).toBe(first.last_sign_in_at!.toISOString());
  });

  it('gives the newest avatar with its version, after an upload with a crop', async () => {
    const me = await signedInUser(s.t, 'avatar');
    const res = await upload(me.client, s.t, await solid(400, 300, '#00ff00'), 'image/png', '?crop=50,0,300,300');
    expect(res.status).toBe(200);
    const { avatarUrl } = await me.client.trpc.settings.profile.query();
    expect(avatarUrl).toMatch(new RegExp(`^/api/avatar/${me.userId}\\?v=\\d+$`));
    const image = await fetch(`${s.t.baseUrl}${avatarUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe('settings.updateProfile', () => {
  it('saves trimmed names and phone number, and the session shows the new names', async () => {
    const me = await signedInUser(s.t, 'update');
    const saved = await me.client.trpc.settings.updateProfile.mutate({ firstName: '  Ada ', lastName: ' Lovelace  ', phoneNumber: ' 07700   900123 ' });
    expect(saved).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '07700 900123', email: me.email });
    expect(await me.client.trpc.settings.profile.query()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '07700 900123' });
    expect((await me.client.trpc.auth.session.query())?.user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    const row = await s.t.db.selectFrom('profiles').select(['first_name', 'last_name', 'phone_number']).where('id', '=', me.userId).executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: 'Ada', last_name: 'Lovelace', phone_number: '07700 900123' });
  });

  it('keeps the number when it is left out, and removes it when blank or null', async () => {
    const me = await signedInUser(s.t, 'phone');
    const update = me.client.trpc.settings.updateProfile.mutate;
    await update({ firstName: 'A', lastName: 'B', phoneNumber: '+44 7700 900123' });
    expect((await update({ firstName: 'A', lastName: 'C' })).phoneNumber).toBe('+44 7700 900123');
    expect((await update({ firstName: 'A', lastName: 'C', phoneNumber: '   ' })).phoneNumber).toBeNull();
    await update({ firstName: 'A', lastName: 'C', phoneNumber: '020 7946 0958' });
    expect((await update({ firstName: 'A', lastName: 'C', phoneNumber: null })).phoneNumber).toBeNull();
  });

  it('accepts UK and international numbers as people write them', async () => {
    const me = await signedInUser(s.t, 'phone-ok');
    for (const phone of [
      '07700900123',
      '07700 900 123',
      '020 7946 0958',
      '(020) 7946-0958',
      '+44 7700 900123',
      '+44 (0)20 7946 0958',
      '+1 (555) 123-4567',
      '+353 1 234 5678',
      '01632 960 001',
    ]) {
      expect((await me.client.trpc.settings.updateProfile.mutate({ firstName: 'A', lastName: 'B', phoneNumber: phone })).phoneNumber).toBe(phone);
    }
  });

  it('refuses bad numbers and missing or overlong names with clear messages, changing nothing', async () => {
    const me = await signedInUser(s.t, 'invalid');
    await me.client.trpc.settings.updateProfile.mutate({ firstName: 'Kept', lastName: 'Name', phoneNumber: '07700 900123' });
    const update = me.client.trpc.settings.updateProfile.mutate;
    for (const phone of [
      '12345',
      'call me',
      '+44',
      '0770090012345',
      '0770 090',
      '07700 900123 ext 5',
      '+0044 7700 900123',
      '44+7700900123',
      '+44 7700 900123 +1',
      '1'.repeat(41),
    ]) {
      const bad = await failureOf(update({ firstName: 'A', lastName: 'B', phoneNumber: phone }));
      expect(bad.data?.code, phone).toBe('BAD_REQUEST');
      expect(bad.data?.fieldErrors?.phoneNumber, phone).toEqual([PHONE_NUMBER_MESSAGE]);
    }
    const blank = await failureOf(update({ firstName: '   ', lastName: '' }));
    expect(blank.data?.fieldErrors).toMatchObject({ firstName: ['Please enter your first name'], lastName: ['Please enter your last name'] });
    const long = await failureOf(update({ firstName: 'x'.repeat(101), lastName: 'y'.repeat(101) }));
    expect(long.data?.fieldErrors).toMatchObject({
      firstName: ['Your first name must be at most 100 characters'],
      lastName: ['Your last name must be at most 100 characters'],
    });
    expect((await update({ firstName: 'x'.repeat(100), lastName: 'Name' })).firstName).toHaveLength(100);
    expect((await me.client.trpc.settings.profile.query()).phoneNumber).toBe('07700 900123');
  });
});

describe('settings.changePassword', () => {
  it('checks every field: required, the new password rule, and that the two new entries match', async () => {
    const me = await signedInUser(s.t, 'pw-rules');
    const change = me.client.trpc.settings.changePassword.mutate;
    const empty = await failureOf(change({ currentPassword: '', newPassword: '', confirmPassword: '' }));
    expect(empty.data?.code).toBe('BAD_REQUEST');
    expect(empty.data?.fieldErrors).toMatchObject({
      currentPassword: ['Please enter your current password'],
      newPassword: ['Password must be at least 6 characters long'],
      confirmPassword: ['Please confirm your new password'],
    });
    const short = await failureOf(change({ currentPassword: PASSWORD, newPassword: '12345', confirmPassword: '12345' }));
    expect(short.data?.fieldErrors?.newPassword).toEqual(['Password must be at least 6 characters long']);
    const differ = await failureOf(change({ currentPassword: PASSWORD, newPassword: 'new-secret-1', confirmPassword: 'new-secret-2' }));
    expect(differ.data?.code).toBe('BAD_REQUEST');
    expect(differ.data?.fieldErrors?.confirmPassword).toEqual(["Passwords don't match"]);
    // Nothing changed: the old password still signs in.
    await anotherBrowser(me.email, PASSWORD);
  });

  it('refuses a wrong current password with the spec message, changing nothing', async () => {
    const me = await signedInUser(s.t, 'pw-wrong');
    const other = await anotherBrowser(me.email);
    const wrong = await failureOf(
      me.client.trpc.settings.changePassword.mutate({ currentPassword: 'not-my-password', newPassword: 'new-secret', confirmPassword: 'new-secret' }),
    );
    expect(wrong.data?.code).toBe('BAD_REQUEST');
    expect(wrong.message).toBe('Current password is incorrect');
    expect((await other.trpc.auth.session.query())?.user.id).toBe(me.userId);
    await anotherBrowser(me.email, PASSWORD);
    expect((await failureOf(anotherBrowser(me.email, 'new-secret'))).message).toBe('That email and password do not match. Please check them and try again.');
  });

  it('sets the new password, keeps this session, ends the others, the tokens and reset links in flight', async () => {
    const me = await signedInUser(s.t, 'pw-ok');
    const other = await anotherBrowser(me.email);
    const { token: pat } = await me.client.trpc.tokens.create.mutate({ name: 'script' });
    await s.t.client().trpc.auth.requestPasswordReset.mutate({ email: me.email });
    const resetToken = tokenOf((await mailWhenSent(s.t.db, me.email, RESET_SUBJECT)).link);
    expect((await s.t.client().trpc.auth.checkResetToken.query({ token: resetToken })).valid).toBe(true);

    expect(
      await me.client.trpc.settings.changePassword.mutate({ currentPassword: PASSWORD, newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' }),
    ).toEqual({ ok: true });

    expect((await me.client.trpc.auth.session.query())?.user.id).toBe(me.userId);
    expect(await me.client.trpc.settings.profile.query()).toMatchObject({ email: me.email });
    expect(await other.trpc.auth.session.query()).toBeNull();
    expect(await s.t.db.selectFrom('sessions').select('id').where('user_id', '=', me.userId).execute()).toHaveLength(1);
    expect((await s.t.client().trpc.auth.checkResetToken.query({ token: resetToken })).valid).toBe(false);
    // Personal access tokens end too: one taken with the old password must not outlive it.
    expect(await tokenClient(pat).auth.session.query()).toBeNull();

    expect((await failureOf(anotherBrowser(me.email, PASSWORD))).message).toBe('That email and password do not match. Please check them and try again.');
    const again = await anotherBrowser(me.email, 'brand-new-pass');
    expect((await again.trpc.auth.session.query())?.user.id).toBe(me.userId);
  });

  it('refuses a personal access token, for changing the password and for deleting the account', async () => {
    const me = await signedInUser(s.t, 'pw-pat');
    const { token } = await me.client.trpc.tokens.create.mutate({ name: 'script' });
    const api = tokenClient(token);
    expect(
      (await failureOf(api.settings.changePassword.mutate({ currentPassword: PASSWORD, newPassword: 'by-a-script', confirmPassword: 'by-a-script' }))).data
        ?.code,
    ).toBe('FORBIDDEN');
    expect((await failureOf(api.settings.deleteAccount.mutate())).data?.code).toBe('FORBIDDEN');
    // A token may read and edit the profile (scripts of one's own data).
    expect((await api.settings.profile.query()).email).toBe(me.email);
    await anotherBrowser(me.email, PASSWORD);
    expect(await s.t.db.selectFrom('users').select('id').where('id', '=', me.userId).executeTakeFirst()).toBeDefined();
  });
});

describe('settings.changePassword is rate-limited like sign-in', () => {
  const strict: RateLimitConfig = {
    ...(Object.fromEntries(Object.entries(defaultRateLimits).map(([k, rule]) => [k, { ...rule, max: 10_000 }])) as RateLimitConfig),
    signInPerEmailAndIp: { max: 3, windowSeconds: 15 * 60 },
  };
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp({ scheduler: false, config: { rateLimits: strict } });
  });
  afterAll(() => t?.close());

  it('counts wrong current passwords against the address and client, shared with sign-in; a right one clears the count', async () => {
    const me = await signedInUser(t, 'pw-limit');
    const attempt = (currentPassword: string) =>
      me.client.trpc.settings.changePassword.mutate({ currentPassword, newPassword: 'next-secret', confirmPassword: 'next-secret' });
    for (let i = 0; i < 2; i++) expect((await failureOf(attempt('wrong'))).message).toBe('Current password is incorrect');
    // The right password clears the count (and changes it).
    await attempt(PASSWORD);
    const change = () => me.client.trpc.settings.changePassword.mutate({ currentPassword: 'wrong', newPassword: 'x-secret', confirmPassword: 'x-secret' });
    for (let i = 0; i < 3; i++) expect((await failureOf(change())).message).toBe('Current password is incorrect');
    // Past the free attempts each one waits longer (slowed, not locked): the next waits 1 second.
    const limited = await failureOf(change());
    expect(limited.data?.code).toBe('TOO_MANY_REQUESTS');
    expect(limited.message).toBe('Too many attempts. Please try again in 1 second.');
    // The same budget as signing in to that address from this client.
    const signIn = await failureOf(t.client().trpc.auth.signIn.mutate({ email: me.email, password: 'next-secret' }));
    expect(signIn.data?.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('settings.deleteAccount', () => {
  it('every column named user_id references users(id) with ON DELETE CASCADE', async () => {
    const { rows } = await sql<{ table_name: string; delete_rule: string | null; target: string | null }>`
      select c.table_name, rc.delete_rule, ccu.table_name || '.' || ccu.column_name as target
      from information_schema.columns c
      left join information_schema.key_column_usage kcu
        on kcu.table_schema = c.table_schema and kcu.table_name = c.table_name and kcu.column_name = c.column_name
      left join information_schema.referential_constraints rc
        on rc.constraint_schema = kcu.constraint_schema and rc.constraint_name = kcu.constraint_name
      left join information_schema.constraint_column_usage ccu
        on ccu.constraint_schema = rc.unique_constraint_schema and ccu.constraint_name = rc.unique_constraint_name
      where c.table_schema = current_schema() and c.column_name = 'user_id'
      order by c.table_name`.execute(s.t.db);
    const tables = [...new Set(rows.map((r) => r.table_name))];
    expect(tables).toEqual(expect.arrayContaining(['sessions', 'requisitions', 'bank_accounts', 'transactions', 'bills', 'personal_access_tokens']));
    for (const table of tables) {
      const fk = rows.filter((r) => r.table_name === table && r.delete_rule !== null);
      expect(fk, table).toEqual([{ table_name: table, delete_rule: 'CASCADE', target: 'users.id' }]);
    }
    // profiles is keyed by the user's id itself.
    const profiles = await sql<{ delete_rule: string }>`
      select rc.delete_rule from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
      where kcu.table_schema = current_schema() and kcu.table_name = 'profiles' and kcu.column_name = 'id'`.execute(s.t.db);
    expect(profiles.rows).toEqual([{ delete_rule: 'CASCADE' }]);
  });

  it('removes every row and file of the user and their bank links, signs them out everywhere; others keep theirs', async () => {
    const me = await signedInUser(s.t, 'delete-me');
    const bystander = await signedInUser(s.t, 'bystander');
    // Data in as many places as the app writes: onboarding, a major bill, a bank link with
    // its accounts, transactions and bills, a refresh, a token, an avatar, mail, a lead.
    for (const u of [me, bystander]) {
      await u.client.trpc.onboarding.saveGoals.mutate({ goals: ['build-savings'] });
      for (const step of ONBOARDING_STEPS) await u.client.trpc.onboarding.recordStep.mutate({ step });
      await u.client.trpc.onboarding.complete.mutate({ payDay: 25, majorBill: { name: 'Rent', amount: '950' } });
      await u.client.trpc.tokens.create.mutate({ name: 'script' });
      expect((await upload(u.client, s.t, await solid(64, 64, '#ff0000'))).status).toBe(200);
    }
    const link = await linkSandboxBank(me.client);
    await linkSandboxBank(bystander.client);
    await me.client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
    await s.t.client().trpc.landing.requestWorksheet.mutate({ name: 'Me', email: me.email });
    const other = await anotherBrowser(me.email);
    // A wrong password leaves a counter keyed by the address.
    await failureOf(s.t.client().trpc.auth.signIn.mutate({ email: me.email, password: 'wrong-password' }));
    const { token: pat } = await me.client.trpc.tokens.create.mutate({ name: 'second' });
    const providerLink = await s.t.db
      .selectFrom('requisitions')
      .select('provider_requisition_id')
      .where('id', '=', link.requisitionId)
      .executeTakeFirstOrThrow();
    expect(await s.t.db.selectFrom('sandbox_links').select('id').where('id', '=', providerLink.provider_requisition_id!).executeTakeFirst()).toBeDefined();

    const needles = [me.userId, me.email];
    const before = await rowsMentioning(s.t.db, needles);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining([
        'users',
        'user_credentials',
        'profiles',
        'sessions',
        'auth_tokens',
        'user_goals',
        'onboarding_steps',
        'bills',
        'requisitions',
        'bank_accounts',
        'transactions',
        'bank_bills',
        'refresh_state',
        'personal_access_tokens',
        'sandbox_links',
        'mail_outbox',
        'worksheet_leads',
        'rate_limits',
      ]),
    );
    const bystanderBefore = await rowsMentioning(s.t.db, [bystander.userId, bystander.email]);
    expect(avatarFiles(s.userDir(me.userId))).toHaveLength(1);
    const cookie = [...me.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

    expect(await me.client.trpc.settings.deleteAccount.mutate()).toEqual({ ok: true, message: 'User deleted successfully' });

    expect(await rowsMentioning(s.t.db, needles)).toEqual({});
    expect(fs.existsSync(s.userDir(me.userId))).toBe(false);
    expect(await s.t.db.selectFrom('sandbox_links').select('id').where('id', '=', providerLink.provider_requisition_id!).executeTakeFirst()).toBeUndefined();
    // This browser's cookie is cleared; the token it held works nowhere; the other browser and the PAT are out too.
    expect([...me.client.cookies.keys()]).toEqual(['ps_device']);
    const replay = createTRPCClient<AppRouter>({ links: [httpLink({ url: `${s.t.baseUrl}/trpc`, headers: { cookie } })] });
    expect(await replay.auth.session.query()).toBeNull();
    expect(await other.trpc.auth.session.query()).toBeNull();
    expect(await tokenClient(pat).auth.session.query()).toBeNull();
    expect((await failureOf(me.client.trpc.settings.profile.query())).data?.code).toBe('UNAUTHORIZED');
    expect((await failureOf(s.t.client().trpc.auth.signIn.mutate({ email: me.email, password: PASSWORD }))).message).toBe(
      'That email and password do not match. Please check them and try again.',
    );
    const avatar = await fetch(`${s.t.baseUrl}/api/avatar/${me.userId}`);
    expect(avatar.status).toBe(404);

    // Nothing of anyone else went.
    expect(await rowsMentioning(s.t.db, [bystander.userId, bystander.email])).toEqual(bystanderBefore);
    expect(avatarFiles(s.userDir(bystander.userId))).toHaveLength(1);
    expect((await bystander.client.trpc.bank.accounts.query()).length).toBeGreaterThan(0);

    // The address is free again.
    await s.t.client().trpc.auth.signUp.mutate({ firstName: 'New', lastName: 'Me', email: me.email, password: PASSWORD, acceptTerms: true });
  });

  it('still deletes the account when the provider cannot remove the bank link (logged)', async () => {
    const me = await signedInUser(s.t, 'delete-offline');
    await linkSandboxBank(me.client);
    const sandbox = createSandboxProvider({ db: s.t.db, appOrigin: s.t.baseUrl, clock: () => new Date() });
    const calls: string[] = [];
    const failing: BankProvider = {
      ...sandbox,
      removeLink: async (id: string) => {
        calls.push(id);
        throw new Error('provider down');
      },
    };
    const deps = await testDeps(s.t.database, { provider: failing, config: { dataDir: s.dataDir } });
    const warnings: unknown[] = [];
    deps.logger.warn = ((obj: unknown) => void warnings.push(obj)) as typeof deps.logger.warn;
    const session = await s.t.db.selectFrom('sessions').select('id').where('user_id', '=', me.userId).executeTakeFirstOrThrow();
    await deleteAccount(deps, me.userId, session.id);
    expect(calls).toHaveLength(1);
    expect(warnings).toHaveLength(1);
    expect(await rowsMentioning(s.t.db, [me.userId])).toEqual(
      // Only the sandbox's own record of the link (the "provider side") is left.
      { sandbox_links: [expect.stringContaining(me.userId)] },
    );
    expect(await me.client.trpc.auth.session.query()).toBeNull();
    await deps.events.close();
  });

  it('needs a signed-in user', async () => {
    expect((await failureOf(s.t.client().trpc.settings.deleteAccount.mutate())).data?.code).toBe('UNAUTHORIZED');
  });
});
