import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/users';
import { waitFor } from '../../support/wait-for';
import { budgetRows, connectBank, scopeCalls, type User, useHarness } from './harness';

// GoCardless answers 429 with the seconds until its limit resets. A manual refresh that
// meets one says so with the wait in words. A limit on one account's scope binds that
// scope only (issue 16, item 3); a limit on the API as a whole refuses the next refresh.

const h = useHarness();

/** Time passes by `seconds` for the user's refresh state, the budgets and the manual cooldown. */
async function letTimePass(user: User, seconds: number) {
  const back = sql<Date>`now() - make_interval(secs => ${seconds})`;
  await h.t.db
    .updateTable('refresh_state')
    .set({ limited_until: sql<Date>`limited_until - make_interval(secs => ${seconds})`, last_manual_at: back })
    .where('user_id', '=', user.userId)
    .execute();
  await h.t.db
    .updateTable('provider_call_budgets')
    .set({ limited_until: sql<Date>`limited_until - make_interval(secs => ${seconds})` })
    .where('limited_until', 'is not', null)
    .execute();
}

describe('a 429 on an account scope during a manual refresh', () => {
  it('answers with the wait in words and does not ask for that scope again until it has passed', async () => {
    const user = await signedInUser(h.t, 'limited');
    await connectBank(h, user, ['acc-current']);
    h.fake.state.rateLimitNext('/accounts/acc-current/balances/', { resetSeconds: 150 });

    const result = await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' });
    expect(result).toEqual({
      status: 'ok',
      accountsCount: 1,
      transactionsCount: 0,
      rateLimitedSeconds: 150,
      message: 'Bank API rate limit reached during refresh. Some data may be incomplete. Please try again in 3 minutes',
    });
    // The refused scope was asked once; the other scope was still read.
    expect(scopeCalls(h, 'acc-current', 'balances')).toBe(2);
    expect(scopeCalls(h, 'acc-current', 'transactions')).toBe(2);
    const left = ((await budgetRows(h, 'acc-current')).balances!.limited_until!.getTime() - Date.now()) / 1000;
    expect(left).toBeGreaterThan(140);
    expect(left).toBeLessThanOrEqual(150);

    // The next refresh reads the other scope again, never the limited one, and says how long it has left.
    const next = await user.client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
    expect(next).toMatchObject({
      status: 'ok',
      message: 'Bank API rate limit reached during refresh. Some data may be incomplete. Please try again in 3 minutes',
    });
    expect(next.status === 'ok' && next.rateLimitedSeconds).toBeGreaterThan(140);
    expect(scopeCalls(h, 'acc-current', 'balances')).toBe(2);
    expect(scopeCalls(h, 'acc-current', 'transactions')).toBe(3);

    // Most of the wait passes: still not asked for, with what is left in words.
    await letTimePass(user, 120);
    const almost = await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' });
    expect(almost).toMatchObject({ status: 'ok' });
    expect(almost.message).toMatch(/^Bank API rate limit reached during refresh\. Some data may be incomplete\. Please try again in (2\d|30) seconds$/);
    expect(scopeCalls(h, 'acc-current', 'balances')).toBe(2);
  });

  it('reads the refused scope again once the wait has passed (real time, no clock moved)', async () => {
    const user = await signedInUser(h.t, 'after-wait');
    await connectBank(h, user, ['acc-current']);
    h.fake.state.rateLimitNext('/accounts/acc-current/balances/', { resetSeconds: 2 });
    const limited = await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' });
    expect(limited).toMatchObject({
      status: 'ok',
      rateLimitedSeconds: 2,
      message: 'Bank API rate limit reached during refresh. Some data may be incomplete. Please try again in 2 seconds',
    });
    expect(scopeCalls(h, 'acc-current', 'balances')).toBe(2);
    // Only the balances are limited: a refresh now reads the rest, not them.
    expect(await user.client.trpc.bank.refreshAll.mutate({ mode: 'forced' })).toMatchObject({ status: 'ok', accountsCount: 1 });
    expect(scopeCalls(h, 'acc-current', 'balances')).toBe(2);

    // The bank's balance moves meanwhile; GoCardless's 2 seconds pass, by the database's clock that the sync reads.
    h.fake.state.accounts.get('acc-current')!.balances[0] = { balanceAmount: { amount: '1000.01', currency: 'GBP' }, balanceType: 'interimAvailable' };
    const limitPassed = sql<{ over: boolean }>`select bool_and(limited_until <= now()) as over from provider_call_budgets
      where provider = 'gocardless' and account_ref = 'acc-current' and scope = 'balances' and limited_until is not null`;
    await waitFor(async () => (await limitPassed.execute(h.t.db)).rows[0]?.over, "GoCardless's 2 s limit on the balances has passed");
    // forced: the 60 s between manual refreshes is another rule, not under test here.
    const again = await user.client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
    expect(again).toEqual({
      status: 'ok',
      accountsCount: 1,
      transactionsCount: 0,
      rateLimitedSeconds: null,
      message: 'Your financial data has been refreshed',
    });
    expect(scopeCalls(h, 'acc-current', 'balances')).toBe(3);
    const [account] = await user.client.trpc.bank.accounts.query();
    expect(account?.balance).toBe(100001);
  });
});

describe('a 429 from the general per-minute limit', () => {
  it('gives the wait in seconds, refuses until it passes, then refreshes normally', async () => {
    const user = await signedInUser(h.t, 'general');
    const linked = await connectBank(h, user, ['acc-current']);
    h.fake.state.rateLimitNext(`/requisitions/${linked.gcRequisitionId}/`, { resetSeconds: 45 });

    const result = await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' });
    expect(result).toEqual({
      status: 'ok',
      accountsCount: 0,
      transactionsCount: 0,
      rateLimitedSeconds: 45,
      message: 'Bank API rate limit reached during refresh. Some data may be incomplete. Please try again in 45 seconds',
    });
    expect(scopeCalls(h, 'acc-current', 'balances')).toBe(1);

    const refused = await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' });
    expect(refused).toMatchObject({ status: 'refused', reason: 'rate_limited' });
    expect(refused.message).toMatch(/^Bank API rate limit reached\. Please try again in 4[0-5] seconds$/);

    // Past the wait (and the 60 s between manual refreshes).
    await letTimePass(user, 61);
    const again = await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' });
    expect(again).toMatchObject({ status: 'ok', accountsCount: 1, rateLimitedSeconds: null, message: 'Your financial data has been refreshed' });
    expect(scopeCalls(h, 'acc-current', 'balances')).toBe(2);
  });
});
