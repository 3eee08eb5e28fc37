import { afterEach, beforeEach, expect, it } from 'vitest';
import { GoCardlessApiError } from '../../../src/server/modules/bank/providers/gocardless/gocardless-errors';
import { ProviderError, type LinkStatus } from '../../../src/server/modules/bank/providers/types';
import { linkedRequisition, rejectionOf, startGoCardlessHarness, type GoCardlessHarness } from '../../support/fake-gocardless/gocardless-harness';
import type { RequisitionStatus } from '../../support/fake-gocardless/fake-gocardless-server';

// The provider's mapping of each endpoint, against the fake API on 127.0.0.1.

let h: GoCardlessHarness;
beforeEach(async () => {
  h = await startGoCardlessHarness();
});
afterEach(async () => {
  await h.close();
});

const day = 86_400_000;

it('lists GB institutions with at least 90 days of history, by name, with numeric day counts', async () => {
  const { data } = await h.provider.listInstitutions('GB');
  expect(data.map((i) => i.id)).toEqual(['AGEDBANK_AGEDGB21', 'BARCLAYS_BUKBGB22', 'MONZO_MONZGB2L', 'NATIONWIDE_NAIAGB21']);
  expect(data.find((i) => i.id === 'MONZO_MONZGB2L')).toEqual({
    id: 'MONZO_MONZGB2L',
    name: 'Monzo',
    logo: 'https://cdn.example.test/logos/monzo.png',
    transactionTotalDays: 730,
    maxAccessValidForDays: 180,
  });
  // No figures given: GoCardless's 90-day default.
  expect(data.find((i) => i.id === 'AGEDBANK_AGEDGB21')).toMatchObject({ transactionTotalDays: 90, maxAccessValidForDays: 90 });
  expect(h.fake.requests.find((r) => r.path === '/api/v2/institutions/')?.query).toEqual({ country: 'GB' });
});

it('creates the agreement from the institution’s own limits, then the requisition with it', async () => {
  const before = Date.now();
  const { data } = await h.provider.startLink({
    institutionId: 'BARCLAYS_BUKBGB22',
    redirectUrl: 'https://app.example.test/bank/callback',
    reference: 'link-attempt-42',
  });
  const agreementPost = h.fake.requests.find((r) => r.method === 'POST' && r.path === '/api/v2/agreements/enduser/')!;
  expect(JSON.parse(agreementPost.body)).toEqual({
    institution_id: 'BARCLAYS_BUKBGB22',
    max_historical_days: 540,
    access_valid_for_days: 90,
    access_scope: ['balances', 'details', 'transactions'],
  });
  expect(h.fake.state.count('/institutions/BARCLAYS_BUKBGB22/', 'GET')).toBe(1);
  const [agreement] = [...h.fake.state.agreements.values()];
  const requisitionPost = h.fake.requests.find((r) => r.method === 'POST' && r.path === '/api/v2/requisitions/')!;
  expect(JSON.parse(requisitionPost.body)).toEqual({
    redirect: 'https://app.example.test/bank/callback',
    institution_id: 'BARCLAYS_BUKBGB22',
    reference: 'link-attempt-42',
    agreement: agreement!.id,
    user_language: 'EN',
  });
  const requisition = h.fake.state.requisition(data.requisitionId);
  expect(data.link).toBe(requisition.link);
  const expires = Date.parse(data.accessExpiresAt!);
  expect(expires).toBeGreaterThanOrEqual(before + 90 * day);
  expect(expires).toBeLessThanOrEqual(Date.now() + 90 * day);
});

it('uses a long-history bank’s 730 days and 180-day access', async () => {
  await h.provider.startLink({ institutionId: 'MONZO_MONZGB2L', redirectUrl: 'https://app.example.test/cb', reference: 'r-monzo' });
  const [agreement] = [...h.fake.state.agreements.values()];
  expect(agreement).toMatchObject({ max_historical_days: 730, access_valid_for_days: 180 });
});

it('reports an unknown institution as an API error with GoCardless’s words', async () => {
  const error = await rejectionOf(h.provider.startLink({ institutionId: 'NOPE_NOPEGB21', redirectUrl: 'https://app.example.test/cb', reference: 'r1' }));
  expect(error).toBeInstanceOf(GoCardlessApiError);
  expect((error as GoCardlessApiError).status).toBe(404);
  expect(error.message).toContain('Not found.');
  expect(h.fake.state.agreements.size).toBe(0);
});

it('reports a refused requisition (duplicate reference) with the field GoCardless named', async () => {
  const input = { institutionId: 'MONZO_MONZGB2L', redirectUrl: 'https://app.example.test/cb', reference: 'same-ref' };
  await h.provider.startLink(input);
  const error = await rejectionOf(h.provider.startLink(input));
  expect(error).toBeInstanceOf(GoCardlessApiError);
  expect((error as GoCardlessApiError).status).toBe(400);
  expect(error.message).toContain('reference: Client reference must be unique');
});

it("reports each requisition status faithfully in the app's words, including LN and EX", async () => {
  const { data } = await h.provider.startLink({ institutionId: 'MONZO_MONZGB2L', redirectUrl: 'https://app.example.test/cb', reference: 'r-status' });
  const created = (await h.provider.getLink(data.requisitionId)).data;
  expect(created).toEqual({
    requisitionId: data.requisitionId,
    status: 'linking',
    institutionId: 'MONZO_MONZGB2L',
    reference: 'r-status',
    accounts: [],
    accessExpiresAt: null, // not accepted at the bank yet
  });
  const words: [RequisitionStatus, LinkStatus][] = [
    ['GC', 'linking'],
    ['UA', 'linking'],
    ['SA', 'linking'],
    ['GA', 'linking'],
    ['RJ', 'refused'],
    ['SU', 'refused'],
  ];
  for (const [code, word] of words) {
    h.fake.state.setRequisitionStatus(data.requisitionId, code);
    expect((await h.provider.getLink(data.requisitionId)).data.status).toBe(word);
  }
  h.fake.state.linkAccounts(data.requisitionId, ['acc-current', 'acc-bban']);
  const linked = (await h.provider.getLink(data.requisitionId)).data;
  expect(linked.status).toBe('linked');
  expect(linked.accounts).toEqual(['acc-current', 'acc-bban']);
  const accepted = Date.parse(h.fake.state.agreements.get(h.fake.state.requisition(data.requisitionId).agreement)!.accepted!);
  expect(linked.accessExpiresAt).toBe(new Date(accepted + 180 * day).toISOString());
  h.fake.state.expireRequisition(data.requisitionId);
  expect((await h.provider.getLink(data.requisitionId)).data.status).toBe('expired');
});

it('rejects a status code it does not know instead of guessing', async () => {
  const { data } = await h.provider.startLink({ institutionId: 'MONZO_MONZGB2L', redirectUrl: 'https://app.example.test/cb', reference: 'r-odd' });
  h.fake.state.requisition(data.requisitionId).status = 'ZZ' as RequisitionStatus;
  const error = await rejectionOf(h.provider.getLink(data.requisitionId));
  expect(error).toBeInstanceOf(ProviderError);
  expect(error.message).toContain('unknown requisition status');
});

it('maps account details, taking sort code and number from scan first', async () => {
  const { data, rateLimit } = await h.provider.getAccountDetails('acc-current');
  expect(data).toEqual({
    accountId: 'acc-current',
    currency: 'GBP',
    name: 'Main account',
    product: 'Current Account',
    ownerName: 'Ada Lovelace',
    iban: 'GB29NWBK60161331926819',
    sortCode: '200000', // from scan, not from the bban/iban (601613)
    accountNumber: '12345678',
    cashAccountType: 'CACC',
    raw: h.fake.state.accounts.get('acc-current')!.details,
  });
  expect(rateLimit?.remaining).toBe(3);
});

it('takes sort code and number from a UK bban, else from a GB IBAN', async () => {
  const bban = (await h.provider.getAccountDetails('acc-bban')).data;
  expect(bban).toMatchObject({ sortCode: '404780', accountNumber: '87654321', iban: null, name: 'Bills pot', product: null });
  const iban = (await h.provider.getAccountDetails('acc-iban')).data;
  expect(iban).toMatchObject({ sortCode: '202015', accountNumber: '55555555', name: null, product: 'Easy Access Saver' });
  const euro = (await h.provider.getAccountDetails('acc-euro')).data;
  expect(euro).toMatchObject({ sortCode: null, accountNumber: null, currency: 'EUR', iban: 'DE89370400440532013000' });
});

it('maps balances as the API states them', async () => {
  const { data } = await h.provider.getBalances('acc-current');
  expect(data).toEqual([
    { amount: '1234.56', currency: 'GBP', type: 'interimAvailable', referenceDate: '2025-03-20' },
    { amount: '-12.30', currency: 'GBP', type: 'closingBooked', referenceDate: null },
  ]);
});

it('maps booked and pending transactions and passes the date range', async () => {
  const { data } = await h.provider.getTransactions('acc-current', { from: '2025-02-01', to: '2025-03-31' });
  const call = h.fake.requests.find((r) => r.path === '/api/v2/accounts/acc-current/transactions/')!;
  expect(call.query).toEqual({ date_from: '2025-02-01', date_to: '2025-03-31' });
  expect(data.booked.map((t) => t.bookingDate)).toEqual(['2025-02-10', '2025-03-15']); // January filtered out
  expect(data.booked[0]).toEqual({
    transactionId: null,
    internalTransactionId: 'int-2',
    bookingDate: '2025-02-10',
    valueDate: '2025-02-11',
    amount: '-45.20',
    currency: 'GBP',
    creditorName: 'Tesco Stores',
    debtorName: null,
    remittanceInformation: 'CARD PAYMENT TESCO STORES 2041',
    bankTransactionCode: null,
    proprietaryBankTransactionCode: 'DEB',
    raw: h.fake.state.accounts.get('acc-current')!.booked[1],
  });
  expect(data.booked[1]).toMatchObject({
    transactionId: 'tx-2025-03-15',
    amount: '-950.00',
    remittanceInformation: 'RENT MARCH',
    bankTransactionCode: 'PMNT-ICDT-STDO',
  });
  expect(data.pending).toHaveLength(1);
  expect(data.pending[0]).toMatchObject({ bookingDate: null, valueDate: '2025-03-20', amount: '-3.10', creditorName: 'Coffee Cart' });
});

it('returns empty lists for a range with no transactions', async () => {
  const { data } = await h.provider.getTransactions('acc-current', { from: '2024-01-01', to: '2024-12-31' });
  expect(data).toEqual({ booked: [], pending: [] });
});

it('removes a link, and counts an already-removed one as removed', async () => {
  const requisitionId = await linkedRequisition(h, ['acc-current']);
  await expect(h.provider.removeLink(requisitionId)).resolves.toMatchObject({ data: null });
  expect(h.fake.state.requisitions.has(requisitionId)).toBe(false);
  expect(h.fake.state.count(`/requisitions/${requisitionId}/`, 'DELETE')).toBe(1);
  await expect(h.provider.removeLink(requisitionId)).resolves.toMatchObject({ data: null });
  expect(h.fake.state.count(`/requisitions/${requisitionId}/`, 'DELETE')).toBe(2);
  const error = await rejectionOf(h.provider.getLink(requisitionId));
  expect((error as GoCardlessApiError).status).toBe(404);
});
