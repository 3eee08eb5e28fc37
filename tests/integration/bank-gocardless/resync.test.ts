import { describe, expect, it } from 'vitest';
import { fakeAccounts } from '../../support/fake-gocardless/fake-gocardless-fixtures';
import { signedInUser } from '../../support/users';
import { accountWithoutIds, connectBank, scopeCalls, transactionRows, useHarness } from './harness';

// Syncing the same data again writes nothing; payments without any id keep one row each,
// however often they are read, and two identical payments on one day stay two.

const h = useHarness({ fake: { accounts: [...fakeAccounts, accountWithoutIds()] } });

// Only paces the refreshes, deciding nothing: a row written again would carry a later updated_at.
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const transactionReads = (accountId: string) => h.fake.requests.filter((r) => r.path === `/api/v2/accounts/${accountId}/transactions/`).map((r) => r.query);
const stamp = (rows: Awaited<ReturnType<typeof transactionRows>>) =>
  rows.map((r) => ({ id: r.id, key: r.external_key, amount: r.amount, at: r.updated_at.getTime() }));

describe('re-syncing', () => {
  it('unchanged data writes nothing, id-less payments included', async () => {
    const user = await signedInUser(h.t, 'same');
    const linked = await connectBank(h, user, ['acc-current', 'acc-noid']);
    expect(linked.totals).toEqual({ accountsCount: 2, transactionsCount: 9 });
    const first = await transactionRows(h, user.userId);
    expect(first).toHaveLength(9);

    const pret = first.filter((r) => r.counterparty === 'Pret A Manger');
    expect(pret.map((r) => [r.date, r.amount, r.status, r.provider_transaction_id, r.internal_transaction_id])).toEqual([
      ['2025-03-18', -450, 'booked', null, null],
      ['2025-03-18', -450, 'booked', null, null],
    ]);
    expect(new Set(pret.map((r) => r.external_key)).size).toBe(2);
    expect(first.filter((r) => r.provider_transaction_id === null && r.internal_transaction_id === null)).toHaveLength(6);

    for (let i = 0; i < 2; i++) {
      await pause(20);
      const result = await user.client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
      expect(result).toEqual({
        status: 'ok',
        accountsCount: 2,
        transactionsCount: 0,
        rateLimitedSeconds: null,
        message: 'Your financial data has been refreshed',
      });
      expect(stamp(await transactionRows(h, user.userId))).toEqual(stamp(first));
    }

    // The data really was read again, over a window holding every id-less payment of March.
    expect(scopeCalls(h, 'acc-noid', 'transactions')).toBe(3);
    expect(transactionReads('acc-noid')).toEqual([
      { date_from: '2023-03-26', date_to: '2025-03-25' },
      { date_from: '2025-03-09', date_to: '2025-03-25' },
      { date_from: '2025-03-09', date_to: '2025-03-25' },
    ]);
    expect(transactionReads('acc-current').slice(1)).toEqual([
      { date_from: '2025-03-05', date_to: '2025-03-25' },
      { date_from: '2025-03-05', date_to: '2025-03-25' },
    ]);
  });

  it('a third identical payment adds one row, and a booked pending payment replaces its pending row', async () => {
    const user = await signedInUser(h.t, 'more');
    await connectBank(h, user, ['acc-noid']);
    const first = await transactionRows(h, user.userId);
    expect(first).toHaveLength(5);
    const pendingRow = first.find((r) => r.status === 'pending')!;
    expect(pendingRow).toMatchObject({ date: '2025-03-24', amount: -220, counterparty: 'Corner Shop' });

    const account = h.fake.state.accounts.get('acc-noid')!;
    account.booked.push({ ...account.booked[0]! });
    account.pending = [];
    account.booked.push({
      bookingDate: '2025-03-25',
      valueDate: '2025-03-24',
      transactionAmount: { amount: '-2.20', currency: 'GBP' },
      creditorName: 'Corner Shop',
    });
    h.clock.now = new Date('2025-03-26T09:00:00Z');
    await pause(20);

    const result = await user.client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
    expect(result).toMatchObject({ status: 'ok', transactionsCount: 2 });
    const after = await transactionRows(h, user.userId);
    expect(after.filter((r) => r.counterparty === 'Pret A Manger').map((r) => [r.date, r.amount])).toEqual([
      ['2025-03-18', -450],
      ['2025-03-18', -450],
      ['2025-03-18', -450],
    ]);
    expect(after.filter((r) => r.counterparty === 'Corner Shop').map((r) => [r.status, r.date, r.amount])).toEqual([['booked', '2025-03-25', -220]]);
    expect(after).toHaveLength(6);
    // Every row that was there before (bar the pending one) is untouched.
    const kept = stamp(first.filter((r) => r.id !== pendingRow.id));
    expect(stamp(after).filter((r) => kept.some((k) => k.id === r.id))).toEqual(kept);

    // And reading the same again adds nothing.
    await pause(20);
    expect(await user.client.trpc.bank.refreshAll.mutate({ mode: 'forced' })).toMatchObject({ status: 'ok', transactionsCount: 0 });
    expect(stamp(await transactionRows(h, user.userId))).toEqual(stamp(after));
  });
});
