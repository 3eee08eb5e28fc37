import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/users';
import { connectBank, storedSnapshot, useHarness } from './harness';

// Issue 16, item 2: a 200 whose body is an HTML page or cut off part-way read as "no
// transactions": the refresh said 'refreshed' and deleted every pending row.

const h = useHarness();

const unreadable = (what: string) => ({
  status: 'failed',
  reason: 'error',
  message: `Failed to refresh your banking data: GoCardless sent an unreadable answer to the ${what} request.`,
});

async function linkedUser(label: string) {
  const user = await signedInUser(h.t, label);
  const linked = await connectBank(h, user, ['acc-current']);
  const before = await storedSnapshot(h, user.userId);
  expect(before.transactions.filter((t) => t.status === 'pending')).toHaveLength(1);
  return { user, linked, before };
}

describe('a 200 answer that cannot be read', () => {
  it('an HTML page for the transactions: a failure, and every stored row (pending too) stays', async () => {
    const { user, before } = await linkedUser('html');
    h.fake.state.failNext({ path: '/accounts/acc-current/transactions/', status: 200, body: '<html><body>Service busy</body></html>' });
    expect(await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' })).toEqual(unreadable('transactions'));
    expect(await storedSnapshot(h, user.userId)).toEqual(before);
  });

  it('a body cut off part-way, or one without its transactions: a failure, nothing deleted', async () => {
    const { user, before } = await linkedUser('cut');
    h.fake.state.failNext({ path: '/accounts/acc-current/transactions/', status: 200, body: '{"transactions": {"booked": [{"transactionId": "tx-' });
    expect(await user.client.trpc.bank.refreshAll.mutate({ mode: 'forced' })).toEqual(unreadable('transactions'));
    expect(await storedSnapshot(h, user.userId)).toEqual(before);

    h.fake.state.failNext({ path: '/accounts/acc-current/transactions/', status: 200, body: { last_updated: '2025-03-25T10:00:00Z' } });
    expect(await user.client.trpc.bank.refreshAll.mutate({ mode: 'forced' })).toEqual(unreadable('transactions'));
    expect(await storedSnapshot(h, user.userId)).toEqual(before);
  });

  it('an unreadable requisition or balances answer: a failure, the link not marked broken', async () => {
    const { user, linked, before } = await linkedUser('requisition');
    h.fake.state.failNext({ path: `/requisitions/${linked.gcRequisitionId}/`, status: 200, body: '<html>Maintenance</html>' });
    expect(await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' })).toEqual(unreadable('requisition'));
    h.fake.state.failNext({ path: '/accounts/acc-current/balances/', status: 200, body: { balances: 'none' } });
    expect(await user.client.trpc.bank.refreshAll.mutate({ mode: 'forced' })).toEqual(unreadable('balances'));
    expect(await storedSnapshot(h, user.userId)).toEqual(before);
    expect(await user.client.trpc.bank.connections.query()).toMatchObject([{ needs_reconnect: false, state: 'active' }]);
  });

  it('a new link whose first answer is unreadable ends as a failed link, not an empty one', async () => {
    const user = await signedInUser(h.t, 'first');
    h.fake.state.failNext({ path: '/accounts/acc-current/transactions/', status: 200, body: '' });
    await expect(connectBank(h, user, ['acc-current'])).rejects.toThrow('Failed to connect bank account. Please try again.');
    expect((await storedSnapshot(h, user.userId)).transactions).toEqual([]);
  });
});
