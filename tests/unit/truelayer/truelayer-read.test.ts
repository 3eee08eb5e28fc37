import { afterEach, beforeEach, expect, it } from 'vitest';
import { matchPendingToBooked } from '../../../src/shared/bank/pending-match';
import { decimalToPence } from '../../../src/shared/money';
import { connect, startTrueLayerHarness, type TrueLayerHarness } from '../../support/fake-truelayer/truelayer-harness';

// Reads mapped into the BankProvider shapes, against the stand-in over HTTP.

let h: TrueLayerHarness;
let linkId: string;
const current = () => `tl:account:${linkId}:acc-current-1`;
const card = () => `tl:card:${linkId}:card-amex-9`;
const march = { from: '2025-03-01', to: '2025-03-31' };

beforeEach(async () => {
  h = await startTrueLayerHarness();
  linkId = await connect(h);
});
afterEach(async () => {
  await h.close();
});

it('maps account details with the UK sort code and number', async () => {
  const { data } = await h.provider.getAccountDetails(current());
  expect(data).toMatchObject({
    accountId: current(),
    currency: 'GBP',
    name: 'Club Lloyds',
    iban: 'GB35LOYD30963155779911',
    sortCode: '309631',
    accountNumber: '55779911',
    cashAccountType: 'CACC',
  });
  expect(h.fake.state.count('/data/v1/accounts/acc-current-1')).toBe(1);
});

it('maps a card as a CARD account named by the bank', async () => {
  const { data } = await h.provider.getAccountDetails(card());
  expect(data).toMatchObject({ name: 'Platinum Cashback', product: 'AMEX', ownerName: 'A N OTHER', cashAccountType: 'CARD', sortCode: null });
});

it('gives current and available balances, and a card balance as money owed', async () => {
  expect((await h.provider.getBalances(current())).data).toEqual([
    { amount: '1250.50', currency: 'GBP', type: 'interimAvailable', referenceDate: '2025-03-10' },
    { amount: '1180.25', currency: 'GBP', type: 'interimBooked', referenceDate: '2025-03-10' },
    { amount: '500.00', currency: 'GBP', type: 'overdraftLimit', referenceDate: '2025-03-10' },
  ]);
  const cardBalances = (await h.provider.getBalances(card())).data;
  expect(cardBalances[0]).toEqual({ amount: '-319.90', currency: 'GBP', type: 'interimBooked', referenceDate: '2025-03-10' });
  expect(cardBalances.find((b) => b.type === 'closingBooked')).toEqual({
    amount: '-210.40',
    currency: 'GBP',
    type: 'closingBooked',
    referenceDate: '2025-02-28',
  });
});

it('asks with from/to, and maps booked and pending rows with categories the bill rules read', async () => {
  const { data } = await h.provider.getTransactions(current(), march);
  const asked = h.fake.state.requests.find((r) => r.path === '/data/v1/accounts/acc-current-1/transactions')!;
  expect(asked.query).toEqual({ from: '2025-03-01', to: '2025-03-31' });
  expect(data.booked.map((t) => [t.transactionId, t.bookingDate, t.amount])).toEqual([
    ['tl-tx-coffee', '2025-03-03', '-3.45'],
    ['tl-tx-rent', '2025-03-01', '-950.00'],
    ['tl-tx-energy', '2025-03-05', '-82.17'],
    ['tl-tx-late', '2025-03-31', '-12.00'],
  ]);
  expect(data.booked[0]).toMatchObject({ creditorName: 'Pret A Manger', debtorName: null, remittanceInformation: 'PRET A MANGER 123' });
  expect(data.booked[1]).toMatchObject({ bankTransactionCode: 'PMNT-ICDT-STDO', proprietaryBankTransactionCode: 'STANDING_ORDER' });
  expect(data.booked[2]).toMatchObject({ bankTransactionCode: 'PMNT-IDDT-ESDD', proprietaryBankTransactionCode: 'DIRECT_DEBIT' });
  expect(data.pending.map((t) => [t.transactionId, t.bookingDate, t.amount])).toEqual([['tl-pend-tesco', '2025-03-09', '-23.60']]);
});

it('filters and dedupes itself when the bank ignores from and to', async () => {
  h.fake.state.ignoreDateRange = true;
  const { data } = await h.provider.getTransactions(current(), { from: '2025-03-01', to: '2025-03-05' });
  expect(data.booked.map((t) => t.transactionId)).toEqual(['tl-tx-coffee', 'tl-tx-rent', 'tl-tx-energy']);
});

it('makes card purchases spending (negative) and card repayments money in', async () => {
  const { data } = await h.provider.getTransactions(card(), march);
  expect(data.booked.map((t) => [t.transactionId, t.amount])).toEqual([
    ['tl-card-shop', '-45.99'],
    ['tl-card-payment', '200.00'],
  ]);
});

it('lets sync pair a pending row with its booked row that came back with a new id and text', async () => {
  const first = (await h.provider.getTransactions(current(), march)).data;
  h.fake.state.settle('acc-current-1', 'tl-pend-tesco', {
    id: 'tl-tx-tesco-booked',
    description: 'TESCO STORES 2231 LONDON',
    timestamp: '2025-03-11T00:00:00',
  });
  const second = (await h.provider.getTransactions(current(), march)).data;
  expect(second.pending).toEqual([]);
  const booked = second.booked.find((t) => t.transactionId === 'tl-tx-tesco-booked')!;
  expect(booked.remittanceInformation).toBe('TESCO STORES 2231 LONDON');
  const asRow = (t: { transactionId: string | null; amount: string; bookingDate: string | null }) => ({
    id: t.transactionId!,
    accountId: current(),
    amountPence: decimalToPence(t.amount),
    date: t.bookingDate!,
  });
  const result = matchPendingToBooked(first.pending.map(asRow), second.booked.map(asRow));
  expect(result).toEqual({ matches: [{ pendingId: 'tl-pend-tesco', bookedId: 'tl-tx-tesco-booked' }], unmatchedPendingIds: [] });
});

it('reads standing orders with the exact payee, amount and next date', async () => {
  const { data } = await h.provider.getStandingOrders(current());
  expect(data).toEqual([
    {
      kind: 'standing_order',
      id: 'so:Homes Ltd:FLAT 4 RENT:2023-06-01T00:00:00+00:00',
      payee: 'Homes Ltd',
      reference: 'FLAT 4 RENT',
      amount: '950.00',
      currency: 'GBP',
      nextDate: '2025-04-01',
      lastDate: null,
      frequency: 'IntrvlMnthDay:01:01',
      active: true,
      raw: expect.objectContaining({ payee: 'Homes Ltd' }),
    },
  ]);
});

it('reads direct debits with payee, last amount and date, and marks inactive ones', async () => {
  const { data } = await h.provider.getDirectDebits(current());
  expect(data.map(({ raw: _raw, ...rest }) => rest)).toEqual([
    {
      kind: 'direct_debit',
      id: 'dd-octopus',
      payee: 'OCTOPUS ENERGY LTD',
      reference: 'OCT-000123',
      amount: '82.17',
      currency: 'GBP',
      nextDate: null,
      lastDate: '2025-03-05',
      frequency: null,
      active: true,
    },
    {
      kind: 'direct_debit',
      id: 'dd-old-gym',
      payee: 'PUREGYM',
      reference: null,
      amount: '19.99',
      currency: 'GBP',
      nextDate: null,
      lastDate: '2024-01-05',
      frequency: null,
      active: false,
    },
  ]);
  expect((await h.provider.getDirectDebits(card())).data).toEqual([]);
});

it('lists no cards when the bank does not support them (501), without failing the link', async () => {
  h.fake.state.cardsSupported = false;
  const { data } = await h.provider.getLink(linkId);
  expect(data.status).toBe('linked');
  expect(data.accounts).toEqual([`tl:account:${linkId}:acc-current-1`, `tl:account:${linkId}:acc-savings-2`]);
});
