import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkSandboxBank } from '../../support/sandbox-link';
import { startTestApp, type TestApp } from '../../support/test-app';
import { signedInUser } from '../../support/users';

// Issue 16, item 5: the 60 s cooldown was skipped whenever the client asked for 'forced'
// or 'silent'. The server now decides: one silent refresh per browser session, and a
// forced one only within the day's allowance (4); otherwise the request is a manual one.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false });
});
afterAll(() => t?.close());

const cooldown = { status: 'refused', reason: 'cooldown', message: 'Please wait a moment between refresh attempts' };

/** The last manual refresh moves `seconds` into the past, as if the user had waited. */
const waitOut = (userId: string, seconds: number) =>
  t.db
    .updateTable('refresh_state')
    .set({ last_manual_at: sql<Date>`last_manual_at - make_interval(secs => ${seconds})` })
    .where('user_id', '=', userId)
    .execute();

describe('the silent refresh', () => {
  it('skips the cooldown once per session; asked again, it is a manual refresh', async () => {
    const { client, email, userId } = await signedInUser(t, 'silent');
    await linkSandboxBank(client);
    expect((await client.trpc.bank.refreshAll.mutate({ mode: 'manual' })).status).toBe('ok');
    expect((await client.trpc.bank.refreshAll.mutate({ mode: 'silent' })).status).toBe('ok');
    expect(await client.trpc.bank.refreshAll.mutate({ mode: 'silent' })).toMatchObject(cooldown);
    expect(await client.trpc.bank.refreshAll.mutate({ mode: 'silent' })).toMatchObject(cooldown);

    // Once the cooldown has passed, a repeated silent request runs, as a manual one: it starts the cooldown again.
    await waitOut(userId, 61);
    expect((await client.trpc.bank.refreshAll.mutate({ mode: 'silent' })).status).toBe('ok');
    expect(await client.trpc.bank.refreshAll.mutate({ mode: 'manual' })).toMatchObject(cooldown);

    // A new sign-in is a new session, with its own silent refresh.
    const other = t.client();
    await other.trpc.auth.signIn.mutate({ email, password: 'secret-pass' });
    expect((await other.trpc.bank.refreshAll.mutate({ mode: 'silent' })).status).toBe('ok');
    expect(await other.trpc.bank.refreshAll.mutate({ mode: 'silent' })).toMatchObject(cooldown);
  });
});

describe('the forced refresh', () => {
  it('skips the cooldown 4 times a day; after that it waits like a manual one', async () => {
    const { client, userId } = await signedInUser(t, 'forced');
    await linkSandboxBank(client);
    expect((await client.trpc.bank.refreshAll.mutate({ mode: 'manual' })).status).toBe('ok');
    for (let i = 0; i < 4; i++) expect((await client.trpc.bank.refreshAll.mutate({ mode: 'forced' })).status).toBe('ok');
    expect(await client.trpc.bank.refreshAll.mutate({ mode: 'forced' })).toMatchObject(cooldown);
    expect(await client.trpc.bank.refreshAll.mutate({ mode: 'forced' })).toMatchObject(cooldown);

    // Past the cooldown it runs (it skips nothing, so it spends no allowance), and starts the cooldown again.
    await waitOut(userId, 61);
    expect((await client.trpc.bank.refreshAll.mutate({ mode: 'forced' })).status).toBe('ok');
    expect(await client.trpc.bank.refreshAll.mutate({ mode: 'forced' })).toMatchObject(cooldown);

    // A new UTC day gives the allowance back.
    await t.db
      .updateTable('refresh_state')
      .set({ forced_day: sql<string>`((now() at time zone 'utc')::date - 1)` })
      .where('user_id', '=', userId)
      .execute();
    expect((await client.trpc.bank.refreshAll.mutate({ mode: 'forced' })).status).toBe('ok');
  });
});
