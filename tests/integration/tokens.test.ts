import { createTRPCClient, httpLink } from '@trpc/client';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppRouter } from '../../src/server/trpc/app-router';
import { failureOf } from '../support/api-client';
import { mailWhenSent, RESET_SUBJECT, tokenOf } from '../support/outbox';
import { startTestApp, type TestApp } from '../support/test-app';
import { signedInUser } from '../support/users';
import { onboardedUser, seedRequisition, seedTransactions } from '../support/factories';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false });
});
afterAll(() => t?.close());

/** A developer's script: the bearer header only, no cookie. */
const tokenClient = (token: string) =>
  createTRPCClient<AppRouter>({ links: [httpLink({ url: `${t.baseUrl}/trpc`, headers: { authorization: `Bearer ${token}` } })] });

async function seedBank(userId: string, rows: { date: string; amount: number; description: string; counterparty?: string }[]) {
  const { id: requisitionId } = await seedRequisition(t.db, userId);
  const { id: accountId } = await t.db
    .insertInto('bank_accounts')
    .values({
      user_id: userId,
      requisition_id: requisitionId,
      account_id: crypto.randomUUID(),
      account_name: `Account of ${userId.slice(0, 4)}`,
      institution_name: 'Bank X',
      balance: 12345,
      sort_code: null,
      last_synced_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const r of rows) {
    await t.db
      .insertInto('transactions')
      .values({
        user_id: userId,
        account_id: accountId,
        external_key: crypto.randomUUID(),
        status: 'booked',
        provider_transaction_id: null,
        internal_transaction_id: null,
        date: r.date,
        value_date: null,
        amount: r.amount,
        type: r.amount < 0 ? 'debit' : 'credit',
        description: r.description,
        counterparty: r.counterparty ?? null,
        category: null,
        bank_transaction_code: null,
        proprietary_code: null,
        raw_data: {},
        updated_at: new Date(),
      })
      .execute();
  }
  return accountId;
}

it('returns the token once; the list shows only its prefix; only the hash is stored', async () => {
  const { client, userId } = await signedInUser(t, 'pat');
  const created = await client.trpc.tokens.create.mutate({ name: '  My script  ' });
  expect(created.name).toBe('My script');
  expect(created.token).toMatch(/^ps_pat_[A-Za-z0-9_-]{43}$/);

  const list = await client.trpc.tokens.list.query();
  expect(list).toHaveLength(1);
  expect(list[0]).toEqual({
    id: created.id,
    name: 'My script',
    token_prefix: created.token.slice(0, 8),
    created_at: expect.any(String),
    last_used_at: null,
    expires_at: expect.any(String),
  });
  expect(JSON.stringify(list)).not.toContain(created.token);
  expect(JSON.stringify(list)).not.toContain(created.token.slice(7));

  const rows = await t.db.selectFrom('personal_access_tokens').selectAll().where('user_id', '=', userId).execute();
  expect(rows).toHaveLength(1);
  expect(JSON.stringify(rows)).not.toContain(created.token.slice(7));
  const { n } = await sql<{ n: number }>`select count(*)::int as n from personal_access_tokens t where position(${created.token.slice(7)} in t::text) > 0`
    .execute(t.db)
    .then((r) => r.rows[0]!);
  expect(n).toBe(0);
});

it('authenticates as its owner only, records last use, and stops working once revoked', async () => {
  const me = await signedInUser(t, 'pat-me');
  const other = await signedInUser(t, 'pat-other');
  await seedBank(me.userId, [{ date: '2026-03-05', amount: -1250, description: 'mine' }]);
  await seedBank(other.userId, [{ date: '2026-03-05', amount: -999, description: 'theirs' }]);
  const { token, id } = await me.client.trpc.tokens.create.mutate({ name: 'cli' });

  const api = tokenClient(token);
  expect(await api.auth.session.query()).toEqual({
    user: { id: me.userId, email: me.email, firstName: 'Test', lastName: 'pat-me', avatarUrl: null },
    onboardingCompleted: false,
  });
  const accounts = await api.bank.accounts.query();
  expect(accounts.map((a) => a.account_name)).toEqual([`Account of ${me.userId.slice(0, 4)}`]);
  const txs = await api.bank.transactions.query({ from: '2026-03-01', to: '2026-03-31' });
  expect(txs.map((x) => x.description)).toEqual(['mine']);
  expect((await api.tokens.list.query()).map((x) => x.id)).toEqual([id]);

  const used = await t.db.selectFrom('personal_access_tokens').select('last_used_at').where('id', '=', id).executeTakeFirstOrThrow();
  expect(used.last_used_at).toBeInstanceOf(Date);
  // Written at most once a minute.
  await api.auth.session.query();
  const again = await t.db.selectFrom('personal_access_tokens').select('last_used_at').where('id', '=', id).executeTakeFirstOrThrow();
  expect(again.last_used_at).toEqual(used.last_used_at);
  expect((await me.client.trpc.tokens.list.query())[0]!.last_used_at).not.toBeNull();

  // Another user cannot revoke my token.
  const notMine = await failureOf(other.client.trpc.tokens.revoke.mutate({ id }));
  expect(notMine.data?.code).toBe('NOT_FOUND');
  expect(await api.auth.session.query()).not.toBeNull();

  await me.client.trpc.tokens.revoke.mutate({ id });
  expect(await me.client.trpc.tokens.list.query()).toEqual([]);
  expect(await api.auth.session.query()).toBeNull();
  expect((await failureOf(api.bank.accounts.query())).data?.code).toBe('UNAUTHORIZED');
  // Revoking twice: nothing left to revoke.
  expect((await failureOf(me.client.trpc.tokens.revoke.mutate({ id }))).data?.code).toBe('NOT_FOUND');
});

it('treats a made-up or malformed bearer token as signed out, never falling back to the cookie', async () => {
  const me = await signedInUser(t, 'pat-bad');
  for (const bogus of ['ps_pat_' + 'x'.repeat(43), 'not-a-token', '']) {
    const api = tokenClient(bogus);
    expect(await api.auth.session.query()).toBeNull();
    expect((await failureOf(api.bank.accounts.query())).data?.code).toBe('UNAUTHORIZED');
  }
  // The browser's cookie plus a bad bearer header: still signed out.
  const cookie = [...me.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const mixed = createTRPCClient<AppRouter>({ links: [httpLink({ url: `${t.baseUrl}/trpc`, headers: { authorization: 'Bearer ps_pat_nope', cookie } })] });
  expect(await mixed.auth.session.query()).toBeNull();
  expect((await failureOf(mixed.tokens.list.query())).data?.code).toBe('UNAUTHORIZED');
  // The same cookie alone is signed in.
  const cookieOnly = createTRPCClient<AppRouter>({ links: [httpLink({ url: `${t.baseUrl}/trpc`, headers: { cookie } })] });
  expect((await cookieOnly.auth.session.query())?.user.id).toBe(me.userId);
});

it('a token cannot create or revoke tokens', async () => {
  const me = await signedInUser(t, 'pat-mint');
  const { token, id } = await me.client.trpc.tokens.create.mutate({ name: 'cli' });
  const api = tokenClient(token);
  expect((await failureOf(api.tokens.create.mutate({ name: 'more' }))).data?.code).toBe('FORBIDDEN');
  expect((await failureOf(api.tokens.revoke.mutate({ id }))).data?.code).toBe('FORBIDDEN');
  expect((await me.client.trpc.tokens.list.query()).map((x) => x.id)).toEqual([id]);
});

it('allows at most 20 active tokens and validates the name', async () => {
  const me = await signedInUser(t, 'pat-limit');
  const ids: string[] = [];
  for (let i = 0; i < 20; i++) ids.push((await me.client.trpc.tokens.create.mutate({ name: `t${i}` })).id);
  const list = await me.client.trpc.tokens.list.query();
  expect(list.map((x) => x.name)).toEqual(Array.from({ length: 20 }, (_, i) => `t${19 - i}`));
  const over = await failureOf(me.client.trpc.tokens.create.mutate({ name: 'one more' }));
  expect(over.data?.code).toBe('BAD_REQUEST');
  expect(over.message).toBe('You can have at most 20 tokens. Revoke one first.');
  await me.client.trpc.tokens.revoke.mutate({ id: ids[0]! });
  await me.client.trpc.tokens.create.mutate({ name: 'one more' });

  for (const name of ['', '   ', 'x'.repeat(61)]) {
    const bad = await failureOf(me.client.trpc.tokens.create.mutate({ name }));
    expect(bad.data?.code).toBe('BAD_REQUEST');
    expect(bad.data?.fieldErrors?.name).toEqual(['Please give the token a name']);
  }
  await me.client.trpc.tokens.revoke.mutate({ id: ids[1]! });
  expect((await me.client.trpc.tokens.create.mutate({ name: 'x'.repeat(60) })).name).toHaveLength(60);
});

it('bank.transactions returns only the user’s rows within the range, newest first', async () => {
  const me = await signedInUser(t, 'pat-tx');
  const other = await signedInUser(t, 'pat-tx-other');
  await seedBank(me.userId, [
    { date: '2026-02-28', amount: -100, description: 'before' },
    { date: '2026-03-01', amount: -200, description: 'first' },
    { date: '2026-03-15', amount: 250000, description: 'pay' },
    { date: '2026-03-31', amount: -300, description: 'last' },
    { date: '2026-04-01', amount: -400, description: 'after' },
  ]);
  await seedBank(other.userId, [{ date: '2026-03-10', amount: -500, description: 'theirs' }]);
  const { token } = await me.client.trpc.tokens.create.mutate({ name: 'tx' });
  const api = tokenClient(token);
  const rows = await api.bank.transactions.query({ from: '2026-03-01', to: '2026-03-31' });
  expect(rows.map((r) => [r.date, r.amount, r.description])).toEqual([
    ['2026-03-31', -300, 'last'],
    ['2026-03-15', 250000, 'pay'],
    ['2026-03-01', -200, 'first'],
  ]);
  expect(await api.bank.transactions.query({ from: '2026-03-01', to: '2026-03-31', limit: 1 })).toHaveLength(1);
  expect((await failureOf(api.bank.transactions.query({ from: '2026-03-01', to: '2026-03-31', limit: 501 }))).data?.code).toBe('BAD_REQUEST');
  expect((await failureOf(api.bank.transactions.query({ from: '2026-04-01', to: '2026-03-31' }))).data?.code).toBe('BAD_REQUEST');
  expect((await failureOf(api.bank.transactions.query({ from: '2026-3-1', to: '2026-03-31' }))).data?.code).toBe('BAD_REQUEST');
});

it('bank.transactions gives a token each row’s merchant and category, by the name the person sees', async () => {
  const me = await onboardedUser(t, 'pat-cat', 25);
  const accountId = await seedBank(me.userId, []);
  // Sorted as they are written, as a sync sorts them: Tesco -> groceries, Netflix ->
  // subscriptions, J Smith's gift -> nothing the dictionary knows. The person renames Groceries
  // and files Netflix under a category of their own.
  expect(
    await seedTransactions(
      t.db,
      me.userId,
      [
        { account: accountId, date: '2026-03-02', amount: -1250, description: 'CARD PAYMENT TESCO STORES 2041' },
        { account: accountId, date: '2026-03-03', amount: -1099, description: 'NETFLIX.COM' },
        { account: accountId, date: '2026-03-04', amount: -700, description: 'BIRTHDAY', counterparty: 'J SMITH' },
      ],
      { categorise: true },
    ),
  ).toHaveLength(3);
  await me.client.trpc.categories.rename.mutate({ id: 'groceries', name: 'Food shopping' });
  const { id: telly } = await me.client.trpc.categories.add.mutate({ name: 'Telly', group: 'everyday' });
  const netflix = await t.db
    .selectFrom('transactions')
    .select('id')
    .where('user_id', '=', me.userId)
    .where('description', '=', 'NETFLIX.COM')
    .executeTakeFirstOrThrow();
  await me.client.trpc.categories.setTransactionCategory.mutate({ transactionId: netflix.id, categoryId: telly });

  const { token } = await me.client.trpc.tokens.create.mutate({ name: 'categories' });
  const rows = await tokenClient(token).bank.transactions.query({ from: '2026-03-01', to: '2026-03-31' });
  expect(rows.map((r) => [r.date, r.amount, r.merchant_name, r.category_id, r.category_name])).toEqual([
    ['2026-03-04', -700, 'J Smith', 'uncategorised', 'Uncategorised'],
    ['2026-03-03', -1099, 'Netflix', telly, 'Telly'],
    ['2026-03-02', -1250, 'Tesco', 'groceries', 'Food shopping'],
  ]);
  // The old free-text column, never written since categories came, is gone from the answer.
  expect(rows.every((r) => !('category' in r))).toBe(true);
});

const DAY_MS = 24 * 60 * 60 * 1000;

it('gives each token the lifetime chosen at creation (90 days unless asked), shown in the list', async () => {
  const me = await signedInUser(t, 'pat-expiry');
  const plain = await me.client.trpc.tokens.create.mutate({ name: 'default' });
  const short = await me.client.trpc.tokens.create.mutate({ name: 'month', expiresInDays: 30 });
  const long = await me.client.trpc.tokens.create.mutate({ name: 'year', expiresInDays: 365 });
  const list = await me.client.trpc.tokens.list.query();
  const lifetime = (id: string) => {
    const row = list.find((x) => x.id === id)!;
    return (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / DAY_MS;
  };
  expect([lifetime(plain.id), lifetime(short.id), lifetime(long.id)]).toEqual([90, 30, 365]);
  expect(new Date(short.expires_at).toISOString()).toBe(new Date(list.find((x) => x.id === short.id)!.expires_at).toISOString());

  for (const expiresInDays of [0, 7, 3650]) {
    const bad = await failureOf(me.client.trpc.tokens.create.mutate({ name: 'odd', expiresInDays: expiresInDays as 30 }));
    expect(bad.data?.fieldErrors?.expiresInDays).toEqual(['Please choose 30, 90 or 365 days']);
  }
});

it('an expired token stops working and leaves the list', async () => {
  const me = await signedInUser(t, 'pat-expired');
  const { token, id } = await me.client.trpc.tokens.create.mutate({ name: 'old', expiresInDays: 30 });
  const api = tokenClient(token);
  expect((await api.auth.session.query())?.user.id).toBe(me.userId);
  await t.db
    .updateTable('personal_access_tokens')
    .set({ expires_at: sql<Date>`now() - interval '1 second'` })
    .where('id', '=', id)
    .execute();
  expect(await api.auth.session.query()).toBeNull();
  expect((await failureOf(api.bank.accounts.query())).data?.code).toBe('UNAUTHORIZED');
  expect(await me.client.trpc.tokens.list.query()).toEqual([]);
});

it('a password change revokes every token', async () => {
  const me = await signedInUser(t, 'pat-change');
  const { token } = await me.client.trpc.tokens.create.mutate({ name: 'cli' });
  const api = tokenClient(token);
  expect((await api.auth.session.query())?.user.id).toBe(me.userId);
  await me.client.trpc.settings.changePassword.mutate({ currentPassword: 'secret-pass', newPassword: 'new-secret', confirmPassword: 'new-secret' });
  expect(await api.auth.session.query()).toBeNull();
  expect(await me.client.trpc.tokens.list.query()).toEqual([]);
});

it('a password reset revokes every token', async () => {
  const me = await signedInUser(t, 'pat-reset');
  const { token } = await me.client.trpc.tokens.create.mutate({ name: 'cli' });
  const api = tokenClient(token);
  expect((await api.auth.session.query())?.user.id).toBe(me.userId);
  await t.client().trpc.auth.requestPasswordReset.mutate({ email: me.email });
  const reset = tokenOf((await mailWhenSent(t.db, me.email, RESET_SUBJECT)).link);
  await t.client().trpc.auth.resetPassword.mutate({ token: reset, password: 'new-secret', confirmPassword: 'new-secret' });
  expect(await api.auth.session.query()).toBeNull();
  const live = await t.db.selectFrom('personal_access_tokens').select('id').where('user_id', '=', me.userId).where('revoked_at', 'is', null).execute();
  expect(live).toEqual([]);
});
