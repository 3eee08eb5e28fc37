import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/users';
import { budgetRows, connectBank, scopeCalls, useHarness } from './harness';

// Issue 16, item 3: a reset header of ten years blocked refreshes for 87,600 hours, and a
// limit on one account blocked every account of the person. Waits are capped at a day and
// kept per account and scope; only a limit on the provider as a whole stops the user.

const h = useHarness();
const TEN_YEARS = 10 * 365 * 86_400;

const secondsLeft = (at: Date | null) => (at === null ? null : (at.getTime() - Date.now()) / 1000);

async function userLimit(userId: string) {
  const row = await h.t.db.selectFrom('refresh_state').select('limited_until').where('user_id', '=', userId).executeTakeFirst();
  return secondsLeft(row?.limited_until ?? null);
}

describe('a reset header of ten years', () => {
  it('on an account scope: the wait is a day at most, and it binds that scope of that account only', async () => {
    const user = await signedInUser(h.t, 'ten-years');
    await connectBank(h, user, ['acc-current', 'acc-bban']);
    h.fake.state.rateLimitNext('/accounts/acc-current/balances/', { resetSeconds: TEN_YEARS });

    const result = await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' });
    expect(result).toEqual({
      status: 'ok',
      accountsCount: 2,
      transactionsCount: 0,
      rateLimitedSeconds: 86_400,
      message: 'Bank API rate limit reached during refresh. Some data may be incomplete. Please try again in 24 hours',
    });
    const left = secondsLeft((await budgetRows(h, 'acc-current')).balances!.limited_until);
    expect(left).toBeGreaterThan(86_300);
    expect(left).toBeLessThanOrEqual(86_400);
    // The person is not blocked: only acc-current's balances are.
    expect(await userLimit(user.userId)).toBeNull();

    const before = { current: scopeCalls(h, 'acc-current', 'balances'), bban: scopeCalls(h, 'acc-bban', 'balances') };
    const next = await user.client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
    expect(next).toMatchObject({ status: 'ok', accountsCount: 2 });
    expect(next.status === 'ok' && next.rateLimitedSeconds).toBeGreaterThan(86_300);
    expect(scopeCalls(h, 'acc-current', 'balances')).toBe(before.current);
    expect(scopeCalls(h, 'acc-bban', 'balances')).toBe(before.bban + 1);
    expect(scopeCalls(h, 'acc-current', 'transactions')).toBe(3);
  });

  it('in the text of a 429 without headers: capped the same way', async () => {
    const user = await signedInUser(h.t, 'ten-years-text');
    await connectBank(h, user, ['acc-current']);
    h.fake.state.rateLimitNext('/accounts/acc-current/transactions/', { resetSeconds: null, detail: `Please try again in ${TEN_YEARS} seconds` });
    const result = await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' });
    expect(result).toMatchObject({ status: 'ok', rateLimitedSeconds: 86_400 });
  });

  it('on the provider as a whole: the user waits, but a day at most', async () => {
    const user = await signedInUser(h.t, 'ten-years-general');
    const linked = await connectBank(h, user, ['acc-current']);
    h.fake.state.rateLimitNext(`/requisitions/${linked.gcRequisitionId}/`, { resetSeconds: TEN_YEARS });
    expect(await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' })).toMatchObject({ status: 'ok', rateLimitedSeconds: 86_400 });
    const left = await userLimit(user.userId);
    expect(left).toBeGreaterThan(86_300);
    expect(left).toBeLessThanOrEqual(86_400);
    const refused = await user.client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
    expect(refused).toMatchObject({ status: 'refused', reason: 'rate_limited', message: 'Bank API rate limit reached. Please try again in 24 hours' });
  });
});

describe('a limit on one account', () => {
  it('whose details cannot be read: the other accounts of the link still sync', async () => {
    const user = await signedInUser(h.t, 'details');
    h.fake.state.rateLimitNext('/accounts/acc-current/details/', { resetSeconds: 600 });
    const linked = await connectBank(h, user, ['acc-current', 'acc-bban']);
    expect(linked.totals).toEqual({ accountsCount: 1, transactionsCount: 0 });
    expect((await user.client.trpc.bank.accounts.query()).map((a) => a.balance)).toEqual([1000]);
    expect(await userLimit(user.userId)).toBeNull();
  });

  it('the user waits only after a refresh that could read no scope of any account', async () => {
    const user = await signedInUser(h.t, 'all-spent');
    await connectBank(h, user, ['acc-current']);
    const limitScope = (scope: string) =>
      h.t.db
        .updateTable('provider_call_budgets')
        .set({ limited_until: sql<Date>`now() + interval '10 minutes'` })
        .where('account_ref', '=', 'acc-current')
        .where('scope', '=', scope)
        .execute();
    await limitScope('balances');
    expect(await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' })).toMatchObject({ status: 'ok', accountsCount: 1 });
    expect(await userLimit(user.userId)).toBeNull();
    await limitScope('transactions');
    const nothing = await user.client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
    expect(nothing).toMatchObject({
      status: 'ok',
      message: 'Bank API rate limit reached during refresh. Some data may be incomplete. Please try again in 10 minutes',
    });
    const requests = h.fake.requests.length;
    const refused = await user.client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
    expect(refused).toMatchObject({ status: 'refused', reason: 'rate_limited', message: 'Bank API rate limit reached. Please try again in 10 minutes' });
    expect(h.fake.requests.length).toBe(requests);
  });
});
