import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { runScheduledRefresh } from '../../../src/server/jobs/bank-refresh-job';
import { refreshMessages } from '../../../src/shared/bank/refresh-messages';
import { signedInUser } from '../../support/users';
import { budgetRows, connectBank, scheduledDeps, scopeCalls, secondsToUtcMidnight, useHarness } from './harness';

// GoCardless allows 4 calls per account, per scope (details, balances, transactions), per
// UTC day. The app must never spend a call it has not got, and scheduled refreshes must
// leave the last one of each scope for the user's own refresh.

const h = useHarness();

const calls = (accountId: string) => ({
  details: scopeCalls(h, accountId, 'details'),
  balances: scopeCalls(h, accountId, 'balances'),
  transactions: scopeCalls(h, accountId, 'transactions'),
});

const duringRefresh = /^Bank API rate limit reached during refresh\. Some data may be incomplete\. Please try again in \d+ (seconds?|minutes?|hours?)$/;
const refusedForLimit = /^Bank API rate limit reached\. Please try again in \d+ (seconds?|minutes?|hours?)$/;

describe("a user's own refreshes", () => {
  it('spend one call per scope per account, and stop calling once 4 of a scope were used today', async () => {
    const user = await signedInUser(h.t, 'budget');
    const linked = await connectBank(h, user, ['acc-current', 'acc-bban']);
    expect(linked.totals).toEqual({ accountsCount: 2, transactionsCount: 4 });
    for (const id of ['acc-current', 'acc-bban']) {
      expect(calls(id)).toEqual({ details: 1, balances: 1, transactions: 1 });
      expect(await budgetRows(h, id)).toMatchObject({
        details: { used: 1, remaining: 3, call_limit: 4 },
        balances: { used: 1, remaining: 3, call_limit: 4 },
        transactions: { used: 1, remaining: 3, call_limit: 4 },
      });
    }

    // Three more reads of balances and transactions; details are read once and kept.
    for (let i = 0; i < 3; i++) {
      const result = await user.client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
      expect(result).toEqual({
        status: 'ok',
        accountsCount: 2,
        transactionsCount: 0,
        rateLimitedSeconds: null,
        message: 'Your financial data has been refreshed',
      });
    }
    for (const id of ['acc-current', 'acc-bban']) expect(calls(id)).toEqual({ details: 1, balances: 4, transactions: 4 });

    // The fifth read of a scope is not attempted: the answer says so, and the fake saw nothing.
    const requestsBefore = h.fake.requests.length;
    const spent = await user.client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
    expect(spent).toMatchObject({ status: 'ok', accountsCount: 2, transactionsCount: 0 });
    expect(spent.status === 'ok' && spent.message).toMatch(duringRefresh);
    const wait = spent.status === 'ok' ? spent.rateLimitedSeconds! : NaN;
    expect(Math.abs(wait - secondsToUtcMidnight())).toBeLessThanOrEqual(10);
    expect(spent.message).toBe(refreshMessages.rateLimitedDuring(wait));
    for (const id of ['acc-current', 'acc-bban']) expect(calls(id)).toEqual({ details: 1, balances: 4, transactions: 4 });
    // Only the requisition itself (and its agreement) were read.
    expect(h.fake.requests.slice(requestsBefore).map((r) => r.path.replace(linked.gcRequisitionId, 'R').replace(linked.agreementId, 'A'))).toEqual([
      '/api/v2/requisitions/R/',
      '/api/v2/agreements/enduser/A/',
    ]);

    // The user is now limited: the next refresh is refused before any call.
    const before = h.fake.requests.length;
    const refused = await user.client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
    expect(refused).toMatchObject({ status: 'refused', reason: 'rate_limited' });
    expect(refused.message).toMatch(refusedForLimit);
    expect(refused.status === 'refused' && Math.abs(refused.waitSeconds - secondsToUtcMidnight())).toBeLessThanOrEqual(10);
    expect(h.fake.requests.length).toBe(before);

    for (const id of ['acc-current', 'acc-bban']) {
      expect(await budgetRows(h, id)).toMatchObject({ details: { used: 1 }, balances: { used: 4, remaining: 0 }, transactions: { used: 4, remaining: 0 } });
    }
  });
});

describe('the scheduled refresh', () => {
  it('leaves the last call of each scope for the user', async () => {
    const user = await signedInUser(h.t, 'scheduled');
    const linked = await connectBank(h, user, ['acc-current']);
    const deps = await scheduledDeps(h);
    const due = () =>
      h.t.db
        .updateTable('requisitions')
        .set({ next_refresh_at: new Date(h.clock.now.getTime() - 60_000) })
        .where('id', '=', linked.requisitionId)
        .execute();
    try {
      // Not due yet: completing the link scheduled the next refresh hours ahead.
      expect(await runScheduledRefresh(deps)).toMatchObject({ refreshed: 0 });
      expect(calls('acc-current')).toEqual({ details: 1, balances: 1, transactions: 1 });

      const seen: { balances: number; transactions: number }[] = [];
      for (let pass = 0; pass < 4; pass++) {
        await due();
        expect(await runScheduledRefresh(deps)).toMatchObject({ refreshed: 1 });
        const { balances, transactions } = calls('acc-current');
        seen.push({ balances, transactions });
      }
      // Two scheduled reads (calls 2 and 3), then nothing: call 4 is the user's.
      expect(seen).toEqual([
        { balances: 2, transactions: 2 },
        { balances: 3, transactions: 3 },
        { balances: 3, transactions: 3 },
        { balances: 3, transactions: 3 },
      ]);
      const next = await h.t.db.selectFrom('requisitions').select('next_refresh_at').where('id', '=', linked.requisitionId).executeTakeFirstOrThrow();
      expect(next.next_refresh_at!.getTime()).toBeGreaterThan(h.clock.now.getTime() + 7 * 3600_000);
      expect(await budgetRows(h, 'acc-current')).toMatchObject({ balances: { used: 3, remaining: 1 }, transactions: { used: 3, remaining: 1 } });
    } finally {
      await deps.close();
    }

    // The user's own refresh gets the call that was kept, and reads everything.
    const mine = await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' });
    expect(mine).toEqual({ status: 'ok', accountsCount: 1, transactionsCount: 0, rateLimitedSeconds: null, message: 'Your financial data has been refreshed' });
    expect(calls('acc-current')).toEqual({ details: 1, balances: 4, transactions: 4 });

    // And then the day's budget is gone.
    const after = await user.client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
    expect(after.status).toBe('ok');
    expect(after.message).toMatch(duringRefresh);
    expect(calls('acc-current')).toEqual({ details: 1, balances: 4, transactions: 4 });
    const count = await h.t.db
      .selectFrom('transactions')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(4);
  });
});
