import { describe, expect, it } from 'vitest';
import { connectBank, transactionRows, useHarness, accountWithoutIds } from '../bank-gocardless/harness';
import { signedInUser } from '../../support/users';

// A pending payment the person re-categorised, then booked by the bank under a new key
// (issue 14): the booked row that replaces it carries the person's category as their choice.
// The real GoCardless provider against the fake API (tests/integration/bank-gocardless/harness.ts).

const h = useHarness({ fake: { accounts: [accountWithoutIds()] } });

const categories = (userId: string) =>
  h.t.db
    .selectFrom('transactions')
    .select(['id', 'status', 'date', 'amount', 'counterparty', 'category_id', 'category_source'])
    .where('user_id', '=', userId)
    .execute();

describe('pending to booked', () => {
  it('keeps the category the person chose for the pending row', async () => {
    const user = await signedInUser(h.t, 'cat-pending');
    await h.t.db.updateTable('profiles').set({ onboarding_completed: true }).where('id', '=', user.userId).execute();
    await connectBank(h, user, ['acc-noid']);
    const pending = (await categories(user.userId)).find((r) => r.status === 'pending')!;
    // The fake's one pending payment: 2.20 to Corner Shop on 24 March.
    expect(pending).toMatchObject({ date: '2025-03-24', amount: -220, counterparty: 'Corner Shop' });
    expect(pending.category_source).not.toBe('person');
    await user.client.trpc.categories.setTransactionCategory.mutate({ transactionId: pending.id, categoryId: 'gifts-and-charity' });

    // The bank books it a day later (a new row, its own key) and lists it pending no more; the
    // same sync books another 2.20 to Corner Shop that was never pending: it keeps its own category.
    const account = h.fake.state.accounts.get('acc-noid')!;
    account.pending = [];
    const booked = { valueDate: '2025-03-24', transactionAmount: { amount: '-2.20', currency: 'GBP' }, creditorName: 'Corner Shop' };
    account.booked.push({ ...booked, bookingDate: '2025-03-25' }, { ...booked, bookingDate: '2025-03-15', valueDate: '2025-03-15' });
    h.clock.now = new Date('2025-03-26T09:00:00Z');
    expect(await user.client.trpc.bank.refreshAll.mutate({ mode: 'forced' })).toMatchObject({ status: 'ok', transactionsCount: 2 });

    const after = (await categories(user.userId)).filter((r) => r.counterparty === 'Corner Shop');
    expect(after.map((r) => [r.status, r.date, r.category_id, r.category_source]).sort()).toEqual([
      ['booked', '2025-03-15', expect.not.stringMatching(/^gifts-and-charity$/), expect.not.stringMatching(/^person$/)],
      ['booked', '2025-03-25', 'gifts-and-charity', 'person'],
    ]);

    // A later sync (and its rules) never writes over it.
    h.clock.now = new Date('2025-03-27T09:00:00Z');
    await user.client.trpc.bank.refreshAll.mutate({ mode: 'forced' });
    const bookedRow = (await transactionRows(h, user.userId)).find((r) => r.counterparty === 'Corner Shop' && r.date === '2025-03-25')!;
    const again = (await categories(user.userId)).find((r) => r.id === bookedRow.id)!;
    expect(again).toMatchObject({ category_id: 'gifts-and-charity', category_source: 'person' });
  });
});
