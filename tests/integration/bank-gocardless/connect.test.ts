import { describe, expect, it } from 'vitest';
import { failureOf } from '../../support/api-client';
import { signedInUser } from '../../support/users';
import { accountDataRequests, fakeRequisitionFor, scopeCalls, transactionRows, useHarness } from './harness';

// Linking a bank through the real app over HTTP, its provider talking to the fake
// GoCardless API: which banks are offered, the agreement and requisition the app asks
// for, and what it stores once the user has consented.

const h = useHarness();

const postedBodies = (path: string) =>
  h.fake.requests.filter((r) => r.method === 'POST' && r.path === `/api/v2${path}`).map((r) => JSON.parse(r.body) as Record<string, unknown>);

describe('the bank list', () => {
  it('offers only UK banks with at least 90 days of history, by name', async () => {
    const { client } = await signedInUser(h.t, 'banks');
    const banks = await client.trpc.bank.institutions.query();
    expect(banks.map((b) => [b.id, b.name, b.transactionTotalDays, b.maxAccessValidForDays])).toEqual([
      ['AGEDBANK_AGEDGB21', 'aged Bank', 90, 90],
      ['BARCLAYS_BUKBGB22', 'Barclays', 540, 90],
      ['MONZO_MONZGB2L', 'Monzo', 730, 180],
      ['NATIONWIDE_NAIAGB21', 'Nationwide', 90, 180],
    ]);
    expect(banks.find((b) => b.id === 'MONZO_MONZGB2L')?.logo).toBe('https://cdn.example.test/logos/monzo.png');
  });

  it('will not start a link with a bank that gives too little history', async () => {
    const { client } = await signedInUser(h.t, 'short');
    const error = await failureOf(client.trpc.bank.initiateConnection.mutate({ institutionId: 'SHORTBANK_SHRTGB21' }));
    expect(error.message).toBe('That bank is not available.');
    expect(h.fake.state.agreements.size).toBe(0);
    expect(h.fake.state.requisitions.size).toBe(0);
  });
});

describe('starting a link', () => {
  it("asks for each bank's own maximum history and access, and returns to /money with our ids", async () => {
    const { client, userId } = await signedInUser(h.t, 'start');
    const expected = { MONZO_MONZGB2L: [730, 180], BARCLAYS_BUKBGB22: [540, 90], AGEDBANK_AGEDGB21: [90, 90] } as const;
    for (const [institutionId, [history, access]] of Object.entries(expected)) {
      const started = await client.trpc.bank.initiateConnection.mutate({ institutionId });
      const gc = fakeRequisitionFor(h.fake, started.reference);
      const agreement = h.fake.state.agreements.get(gc.agreement);

      expect(agreement).toMatchObject({
        institution_id: institutionId,
        max_historical_days: history,
        access_valid_for_days: access,
        access_scope: ['balances', 'details', 'transactions'],
        accepted: null,
      });
      expect(gc).toMatchObject({
        status: 'CR',
        institution_id: institutionId,
        reference: started.reference,
        redirect: `${h.t.baseUrl}/money?requisitionId=${started.requisitionId}&userId=${userId}`,
      });
      expect(started.redirectLink).toBe(gc.link);
      expect(started.redirectLink).toBe(`${new URL(h.fake.baseUrl).origin}/ob-psd2/start/${gc.id}/${institutionId}`);
      expect(started.reference).toMatch(/^[0-9a-f-]{36}$/);

      const row = await h.t.db.selectFrom('requisitions').selectAll().where('id', '=', started.requisitionId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        user_id: userId,
        provider: 'gocardless',
        provider_requisition_id: gc.id,
        reference: started.reference,
        institution_id: institutionId,
        status: 'linking',
      });
    }
    expect(postedBodies('/agreements/enduser/').map((b) => [b.institution_id, b.max_historical_days, b.access_valid_for_days])).toEqual([
      ['MONZO_MONZGB2L', 730, 180],
      ['BARCLAYS_BUKBGB22', 540, 90],
      ['AGEDBANK_AGEDGB21', 90, 90],
    ]);
    expect(postedBodies('/requisitions/').every((b) => typeof b.agreement === 'string' && b.user_language === 'EN')).toBe(true);
  });
});

describe('completing a link', () => {
  it('fails before the user has consented, without reading any account', async () => {
    const { client, userId } = await signedInUser(h.t, 'early');
    const started = await client.trpc.bank.initiateConnection.mutate({ institutionId: 'BARCLAYS_BUKBGB22' });
    const gc = fakeRequisitionFor(h.fake, started.reference);
    // Accounts are attached at the bank, but the link is not finished.
    gc.accounts = ['acc-current'];

    for (const status of ['CR', 'UA', 'GA'] as const) {
      h.fake.state.setRequisitionStatus(gc.id, status);
      const error = await failureOf(client.trpc.bank.completeConnection.mutate({ requisitionId: started.requisitionId, userId }));
      expect(error.message).toBe('Failed to connect bank account. Please try again.');
      expect(error.data?.appCode).toBe('BANK_LINK_FAILED');
    }
    expect(h.fake.state.count(`/requisitions/${gc.id}/`, 'GET')).toBe(3);
    expect(accountDataRequests(h)).toBe(0);
    expect(await client.trpc.bank.accounts.query()).toEqual([]);
    expect(await transactionRows(h, userId)).toEqual([]);
    expect(await client.trpc.bank.connections.query()).toMatchObject([
      { id: started.requisitionId, state: 'linking', needs_reconnect: false, last_synced_at: null },
    ]);
  });

  it('stores the accounts and every booked and pending transaction in pence once linked', async () => {
    const { client, userId } = await signedInUser(h.t, 'linked');
    const started = await client.trpc.bank.initiateConnection.mutate({ institutionId: 'BARCLAYS_BUKBGB22' });
    const gc = fakeRequisitionFor(h.fake, started.reference);
    h.fake.state.setRequisitionStatus(gc.id, 'LN');
    h.fake.state.linkAccounts(gc.id, ['acc-current', 'acc-bban', 'acc-iban']);

    const totals = await client.trpc.bank.completeConnection.mutate({ requisitionId: started.requisitionId, userId });
    expect(totals).toEqual({ accountsCount: 3, transactionsCount: 4 });

    const accounts = (await client.trpc.bank.accounts.query()).sort((a, b) => a.account_id.localeCompare(b.account_id));
    expect(accounts.map((a) => [a.account_id, a.account_name, a.sort_code, a.currency, a.balance, a.account_classification, a.institution_name])).toEqual([
      ['acc-bban', 'Bills pot', '40-47-80', 'GBP', 1000, 'CurrentAccount', 'Barclays'],
      ['acc-current', 'Main account', '20-00-00', 'GBP', 123456, 'CurrentAccount', 'Barclays'],
      ['acc-iban', 'Easy Access Saver', '20-20-15', 'GBP', 0, 'SavingsAccount', 'Barclays'],
    ]);
    expect(accounts.every((a) => a.requisition_id === started.requisitionId && a.last_synced_at !== null)).toBe(true);

    const current = accounts.find((a) => a.account_id === 'acc-current')!;
    const rows = (await transactionRows(h, userId)).map(({ id: _id, updated_at: _u, ...r }) => r);
    expect(rows).toHaveLength(4);
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          external_key: 'id:tx-2025-01-05',
          status: 'booked',
          date: '2025-01-05',
          value_date: '2025-01-05',
          amount: 250000,
          type: 'credit',
          description: 'SALARY JAN',
          counterparty: 'Analytical Engines Ltd',
          provider_transaction_id: 'tx-2025-01-05',
          internal_transaction_id: 'int-1',
        },
        {
          external_key: 'int:int-2',
          status: 'booked',
          date: '2025-02-10',
          value_date: '2025-02-11',
          amount: -4520,
          type: 'debit',
          description: 'CARD PAYMENT TESCO STORES 2041',
          counterparty: 'Tesco Stores',
          provider_transaction_id: null,
          internal_transaction_id: 'int-2',
        },
        {
          external_key: 'id:tx-2025-03-15',
          status: 'booked',
          date: '2025-03-15',
          value_date: '2025-03-15',
          amount: -95000,
          type: 'debit',
          description: 'RENT MARCH',
          counterparty: 'Landlord Lettings Ltd',
          provider_transaction_id: 'tx-2025-03-15',
          internal_transaction_id: null,
        },
        expect.objectContaining({
          status: 'pending',
          date: '2025-03-20',
          value_date: '2025-03-20',
          amount: -310,
          type: 'debit',
          description: 'PENDING CARD',
          counterparty: 'Coffee Cart',
          provider_transaction_id: null,
          internal_transaction_id: null,
        }),
      ]),
    );
    const accountOf = await h.t.db.selectFrom('transactions').select('account_id').distinct().where('user_id', '=', userId).execute();
    expect(accountOf).toEqual([{ account_id: current.id }]);

    // One call per scope per account, the first one reading the full two years.
    for (const id of ['acc-current', 'acc-bban', 'acc-iban']) {
      expect([scopeCalls(h, id, 'details'), scopeCalls(h, id, 'balances'), scopeCalls(h, id, 'transactions')]).toEqual([1, 1, 1]);
    }
    const read = h.fake.requests.find((r) => r.path === '/api/v2/accounts/acc-current/transactions/');
    expect(read?.query).toEqual({ date_from: '2023-03-26', date_to: '2025-03-25' });

    expect(await client.trpc.bank.connections.query()).toMatchObject([
      { id: started.requisitionId, state: 'active', needs_reconnect: false, institution_name: 'Barclays' },
    ]);
  });
});
