import { describe, expect, it } from 'vitest';
import { fakeAccounts, type FakeAccount } from '../../support/fake-gocardless/fake-gocardless-fixtures';
import { signedInUser } from '../../support/users';
import { connectBank, transactionRows, useHarness } from './harness';

// Issue 16, item 1: a bank answer listing one transactionId twice made the upsert touch a
// row twice in one statement, so the whole account failed (and kept failing on every sync).

const payment = (id: string, amount: string, name: string) => ({
  transactionId: id,
  bookingDate: '2025-03-20',
  valueDate: '2025-03-20',
  transactionAmount: { amount, currency: 'GBP' },
  creditorName: name,
  remittanceInformationUnstructured: name.toUpperCase(),
});

function repeatingBank(): FakeAccount {
  return {
    id: 'acc-dup',
    details: { resourceId: 'res-dup', scan: { sortCode: '20-00-00', accountNumber: '11112222' }, currency: 'GBP', name: 'Current', product: 'Current Account' },
    balances: [{ balanceAmount: { amount: '50.00', currency: 'GBP' }, balanceType: 'closingBooked', referenceDate: '2025-03-24' }],
    booked: [payment('tx-1', '-3.00', 'Bakery')],
    pending: [],
  };
}

const h = useHarness({ fake: { accounts: [...fakeAccounts, repeatingBank()] } });

const summary = async (userId: string) =>
  (await transactionRows(h, userId)).map((r) => ({ key: r.external_key, amount: r.amount, counterparty: r.counterparty, id: r.provider_transaction_id }));

describe('one transactionId twice in one answer', () => {
  it('a new link: one row for a repeated payment, two for one id with two contents, a bad row left out', async () => {
    const account = h.fake.state.accounts.get('acc-dup')!;
    account.booked = [
      payment('tx-1', '-3.00', 'Bakery'),
      payment('tx-1', '-3.00', 'Bakery'),
      payment('tx-2', '-7.00', 'Chemist'),
      payment('tx-2', '-8.50', 'Florist'),
      { ...payment('tx-3', 'not money', 'Broken'), transactionAmount: { amount: 'not money', currency: 'GBP' } },
      { ...payment('tx-4', '-1.00', 'Bad day'), bookingDate: '2025-02-30' },
    ];
    const user = await signedInUser(h.t, 'dup-new');
    const linked = await connectBank(h, user, ['acc-dup']);
    expect(linked.totals).toEqual({ accountsCount: 1, transactionsCount: 3 });
    const rows = await summary(user.userId);
    expect(rows.map(({ amount, counterparty, id }) => ({ amount, counterparty, id }))).toEqual([
      { amount: -300, counterparty: 'Bakery', id: 'tx-1' },
      { amount: -700, counterparty: 'Chemist', id: 'tx-2' },
      { amount: -850, counterparty: 'Florist', id: 'tx-2' },
    ]);
    expect(rows[0]!.key).toBe('id:tx-1');
    expect(rows[1]!.key).toBe('id:tx-2');
    expect(rows[2]!.key).toMatch(/^id:tx-2~[0-9a-f]{16}$/);

    // The same answer again: the same keys, nothing new.
    const again = await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' });
    expect(again).toMatchObject({ status: 'ok', accountsCount: 1, transactionsCount: 0 });
    expect(await summary(user.userId)).toEqual(rows);
  });

  it('an existing connection keeps syncing when the bank starts repeating an id', async () => {
    const user = await signedInUser(h.t, 'dup-old');
    const linked = await connectBank(h, user, ['acc-dup']);
    expect(linked.totals).toEqual({ accountsCount: 1, transactionsCount: 1 });
    const account = h.fake.state.accounts.get('acc-dup')!;
    account.booked = [
      payment('tx-1', '-3.00', 'Bakery'),
      payment('tx-5', '-2.00', 'Kiosk'),
      payment('tx-5', '-2.00', 'Kiosk'),
      payment('tx-1', '-3.00', 'Bakery'),
    ];

    const result = await user.client.trpc.bank.refreshAll.mutate({ mode: 'manual' });
    expect(result).toEqual({
      status: 'ok',
      accountsCount: 1,
      transactionsCount: 1,
      rateLimitedSeconds: null,
      message: 'Your financial data has been refreshed',
    });
    expect((await summary(user.userId)).map((r) => [r.key, r.amount])).toEqual([
      ['id:tx-1', -300],
      ['id:tx-5', -200],
    ]);
  });
});
