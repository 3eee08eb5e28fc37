import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/users';
import { accountDataRequests, connectBank, scopeCalls, storedSnapshot, useHarness } from './harness';

// What a refresh answers when the link is over or GoCardless / the bank fails, and that
// nothing already stored is lost either way.

const h = useHarness({ timeoutMs: 500 });

const invalidConnection = { status: 'failed', reason: 'invalid_connection', message: 'Invalid bank connection. Please reconnect your bank.' };

async function linkedUser(label: string) {
  const user = await signedInUser(h.t, label);
  const linked = await connectBank(h, user, ['acc-current', 'acc-bban']);
  expect(linked.totals).toEqual({ accountsCount: 2, transactionsCount: 4 });
  const before = await storedSnapshot(h, user.userId);
  expect(before.transactions).toHaveLength(4);
  expect(before.accounts.map((a) => a.balance)).toEqual([1000, 123456]);
  return { user, linked, before };
}

describe('an expired link', () => {
  it('when the end-user agreement has run out: reconnect asked for, nothing lost', async () => {
    const { user, linked, before } = await linkedUser('eua');
    h.fake.state.expireAgreement(linked.agreementId);
    // A new balance the app must not half-store.
    h.fake.state.accounts.get('acc-current')!.balances = [{ balanceAmount: { amount: '1.00', currency: 'GBP' }, balanceType: 'interimAvailable' }];

    expect(await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' })).toEqual(invalidConnection);
    expect(await user.client.trpc.bank.connections.query()).toMatchObject([{ id: linked.requisitionId, needs_reconnect: true }]);
    expect(await storedSnapshot(h, user.userId)).toEqual(before);
    const accounts = await user.client.trpc.bank.accounts.query();
    expect(accounts.map((a) => a.balance).sort((a, b) => a - b)).toEqual([1000, 123456]);
  });

  it('when the requisition has expired: reconnect asked for, no account read, nothing lost', async () => {
    const { user, linked, before } = await linkedUser('ex');
    h.fake.state.expireRequisition(linked.gcRequisitionId);
    const reads = accountDataRequests(h);

    expect(await user.client.trpc.bank.refreshAll.mutate({ mode: 'forced' })).toEqual(invalidConnection);
    expect(accountDataRequests(h)).toBe(reads);
    expect(await user.client.trpc.bank.connections.query()).toMatchObject([{ id: linked.requisitionId, state: 'lapsed', needs_reconnect: true }]);
    expect(await storedSnapshot(h, user.userId)).toEqual(before);
  });
});

describe('GoCardless or the bank failing', () => {
  it('a hung call: "Request timed out", nothing stored changes, the next refresh works', async () => {
    const { user, before } = await linkedUser('hung');
    h.fake.state.accounts.get('acc-current')!.booked.push({
      transactionId: 'tx-new',
      bookingDate: '2025-03-24',
      transactionAmount: { amount: '-9.99', currency: 'GBP' },
      creditorName: 'Streaming Co',
    });
    // The bank hangs longer than the client waits (500 ms) on the first account read.
    h.fake.state.delayNext('/accounts/acc-current/balances/', 3000);

    const started = performance.now();
    expect(await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' })).toEqual({
      status: 'failed',
      reason: 'timeout',
      message: 'Request timed out. Your bank may be experiencing issues.',
    });
    expect(performance.now() - started).toBeLessThan(2500);
    expect(await storedSnapshot(h, user.userId)).toEqual(before);
    expect(await user.client.trpc.bank.connections.query()).toMatchObject([{ needs_reconnect: false, state: 'active' }]);

    // Not left "running": the next refresh goes through and picks up the new payment.
    const next = await user.client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
    expect(next).toMatchObject({ status: 'ok', transactionsCount: 1, message: 'Your financial data has been refreshed' });
  });

  it('a 504: "Gateway timeout", nothing stored changes', async () => {
    const { user, linked, before } = await linkedUser('gateway');
    h.fake.state.failNext({ path: '/accounts/acc-current/transactions/', status: 504 });
    expect(await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' })).toEqual({
      status: 'failed',
      reason: 'gateway_timeout',
      message: 'Gateway timeout. The bank server took too long to respond.',
    });
    expect(scopeCalls(h, 'acc-current', 'transactions')).toBe(2);
    expect(await storedSnapshot(h, user.userId)).toEqual(before);

    // The same on the requisition itself.
    h.fake.state.failNext({ path: `/requisitions/${linked.gcRequisitionId}/`, status: 504 });
    expect(await user.client.trpc.bank.refreshAll.mutate({ mode: 'forced' })).toMatchObject({ status: 'failed', reason: 'gateway_timeout' });
    expect(await storedSnapshot(h, user.userId)).toEqual(before);
    expect(await user.client.trpc.bank.connections.query()).toMatchObject([{ needs_reconnect: false, state: 'active' }]);
  });

  it('a 500 or 503: a failure naming the server error, nothing stored changes', async () => {
    const { user, before } = await linkedUser('server');
    for (const status of [500, 503]) {
      h.fake.state.failNext({ path: '/accounts/acc-bban/balances/', status });
      const result = await user.client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
      expect(result).toEqual({
        status: 'failed',
        reason: 'error',
        message: `Failed to refresh your banking data: GoCardless answered with a server error (${status}).`,
      });
      expect(await storedSnapshot(h, user.userId)).toEqual(before);
    }
  });
});
