// Data for the stand-in's one connected user, in TrueLayer Data API v1 shapes (from the
// public API reference). Dates are fixed so tests can name them.

export type TlRow = Record<string, unknown>;

export const currentAccount = {
  account_id: 'acc-current-1',
  account_type: 'TRANSACTION',
  display_name: 'Club Lloyds',
  currency: 'GBP',
  account_number: { iban: 'GB35LOYD30963155779911', number: '55779911', sort_code: '30-96-31', swift_bic: 'LOYDGB2L' },
  provider: { display_name: 'Lloyds', provider_id: 'ob-lloyds', logo_uri: 'https://truelayer.example.test/lloyds.svg' },
  update_timestamp: '2025-03-10T09:00:00Z',
};

export const savingsAccount = {
  account_id: 'acc-savings-2',
  account_type: 'SAVINGS',
  display_name: 'Easy Saver',
  currency: 'GBP',
  account_number: { iban: null, number: '12345678', sort_code: '309631', swift_bic: null },
  provider: { display_name: 'Lloyds', provider_id: 'ob-lloyds', logo_uri: null },
  update_timestamp: '2025-03-10T09:00:00Z',
};

export const creditCard = {
  account_id: 'card-amex-9',
  card_network: 'AMEX',
  card_type: 'CREDIT',
  currency: 'GBP',
  display_name: 'Platinum Cashback',
  partial_card_number: '1009',
  name_on_card: 'A N OTHER',
  provider: { display_name: 'Lloyds', provider_id: 'ob-lloyds', logo_uri: null },
  update_timestamp: '2025-03-10T09:00:00Z',
};

export const balances: Record<string, TlRow> = {
  [currentAccount.account_id]: { currency: 'GBP', available: 1250.5, current: 1180.25, overdraft: 500, update_timestamp: '2025-03-10T09:00:00Z' },
  [savingsAccount.account_id]: { currency: 'GBP', available: 3000, current: 3000, update_timestamp: '2025-03-10T09:00:00Z' },
  [creditCard.account_id]: {
    currency: 'GBP',
    available: 2680.1,
    current: 319.9,
    credit_limit: 3000,
    last_statement_balance: 210.4,
    last_statement_date: '2025-02-28T00:00:00Z',
    payment_due: 25,
    payment_due_date: '2025-03-20T00:00:00Z',
    update_timestamp: '2025-03-10T09:00:00Z',
  },
};

const tx = (id: string, timestamp: string, amount: number, description: string, extra: TlRow = {}): TlRow => ({
  transaction_id: id,
  timestamp,
  description,
  amount,
  currency: 'GBP',
  transaction_type: amount < 0 ? 'DEBIT' : 'CREDIT',
  transaction_category: 'PURCHASE',
  transaction_classification: [],
  running_balance: { amount: 1000, currency: 'GBP' },
  meta: { provider_transaction_category: 'DEB' },
  ...extra,
});

/** Booked rows for the current account; one is sent twice (a quirk some banks have). */
export function currentTransactions(): TlRow[] {
  const salary = tx('tl-tx-salary', '2025-02-28T00:00:00', 2150, 'ACME LTD SALARY', {
    transaction_category: 'CREDIT',
    meta: { provider_transaction_category: 'BGC' },
  });
  const coffee = tx('tl-tx-coffee', '2025-03-03T00:00:00+00:00', -3.45, 'PRET A MANGER 123', { merchant_name: 'Pret A Manger' });
  return [
    tx('tl-tx-old', '2024-12-01T00:00:00', -40, 'OLD SHOP'),
    salary,
    coffee,
    { ...coffee },
    tx('tl-tx-rent', '2025-03-01T00:00:00', -950, 'HOMES LTD RENT', { transaction_category: 'STANDING_ORDER', meta: { provider_transaction_category: 'SO' } }),
    tx('tl-tx-energy', '2025-03-05T00:00:00', -82.17, 'OCTOPUS ENERGY', {
      transaction_category: 'DIRECT_DEBIT',
      meta: { provider_transaction_category: 'DD' },
    }),
    // 23:30 UTC on 30 March (BST from 01:00 UTC that day) is 31 March in London.
    tx('tl-tx-late', '2025-03-30T23:30:00Z', -12, 'LATE NIGHT TAXI'),
  ];
}

export function currentPending(): TlRow[] {
  return [tx('tl-pend-tesco', '2025-03-09T14:02:11+00:00', -23.6, 'TESCO STORES 2231 PENDING', { transaction_category: 'PURCHASE' })];
}

/** Card rows as TrueLayer gives them: purchases positive, payments to the card negative. */
export function cardTransactions(): TlRow[] {
  return [
    { ...tx('tl-card-shop', '2025-03-04T00:00:00', 45.99, 'AMAZON MARKETPLACE'), transaction_type: 'DEBIT' },
    { ...tx('tl-card-payment', '2025-03-06T00:00:00', -200, 'PAYMENT RECEIVED - THANK YOU'), transaction_type: 'CREDIT' },
  ];
}

export const standingOrders: TlRow[] = [
  {
    frequency: 'IntrvlMnthDay:01:01',
    status: 'Active',
    timestamp: '2025-03-10T09:00:00Z',
    currency: 'GBP',
    next_payment_date: '2025-04-01T00:00:00+00:00',
    next_payment_amount: 950,
    first_payment_date: '2023-06-01T00:00:00+00:00',
    first_payment_amount: 900,
    reference: 'FLAT 4 RENT',
    payee: 'Homes Ltd',
    meta: { provider_account_id: 'p-1' },
  },
];

export const directDebits: TlRow[] = [
  {
    direct_debit_id: 'dd-octopus',
    timestamp: '2025-03-10T09:00:00Z',
    name: 'OCTOPUS ENERGY LTD',
    status: 'Active',
    previous_payment_timestamp: '2025-03-05T00:00:00+00:00',
    previous_payment_amount: 82.17,
    currency: 'GBP',
    meta: { provider_mandate_identification: 'OCT-000123', provider_account_id: 'p-1' },
  },
  {
    direct_debit_id: 'dd-old-gym',
    timestamp: '2025-03-10T09:00:00Z',
    name: 'PUREGYM',
    status: 'Inactive',
    previous_payment_timestamp: '2024-01-05T00:00:00+00:00',
    previous_payment_amount: 19.99,
    currency: 'GBP',
  },
];
