import type { MzCustomer, MzTx } from './fake-monzo-server';

// One Monzo customer: a current account with a Holiday pot (and a deleted one), 150 card
// payments over 225 days (two pages and a half), a declined one, one not yet settled, and
// two moves into the pot. Times are before `now`.

export const monzoIds = { account: 'acc_00009mzfixture', pot: 'pot_0000holiday', deletedPot: 'pot_0000oldcar' };

export const CARD_PAYMENTS = 150;
export const CARD_PENCE = 1234;

export function monzoCustomer(now: Date): MzCustomer {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000).toISOString();
  const tx = (id: string, hoursAgo: number, amount: number, over: Partial<MzTx> = {}): MzTx => ({
    id,
    created: at(hoursAgo),
    settled: at(hoursAgo - 1),
    description: 'CARD PAYMENT',
    amount,
    currency: 'GBP',
    scheme: 'mastercard',
    category: 'groceries',
    merchant: { name: 'Sainsbury’s' },
    counterparty: {},
    metadata: {},
    ...over,
  });
  const card = Array.from({ length: CARD_PAYMENTS }, (_, i) => tx(`tx_card_${String(i).padStart(4, '0')}`, 36 * (i + 1) + 2, -CARD_PENCE));
  return {
    account: {
      id: monzoIds.account,
      description: 'user_00009fixture',
      type: 'uk_retail',
      currency: 'GBP',
      sort_code: '040004',
      account_number: '12345678',
      closed: false,
    },
    balance: 123_456,
    pots: [
      { id: monzoIds.pot, name: 'Holiday', balance: 15_000, currency: 'GBP', deleted: false },
      { id: monzoIds.deletedPot, name: 'Old car', balance: 0, currency: 'GBP', deleted: true },
    ],
    transactions: [
      ...card,
      tx('tx_salary', 24 * 20, 250_000, {
        description: 'ACME LTD SALARY',
        scheme: 'payport_faster_payments',
        merchant: null,
        counterparty: { name: 'ACME LTD' },
        category: 'income',
      }),
      tx('tx_declined', 30, -99_999, { decline_reason: 'INSUFFICIENT_FUNDS', merchant: { name: 'Big TV Shop' } }),
      tx('tx_pending', 3, -450, { settled: '', merchant: { name: 'Pret A Manger' } }),
      tx('tx_pot_in_1', 24 * 10, -10_000, { description: monzoIds.pot, scheme: 'uk_retail_pot', merchant: null, metadata: { pot_id: monzoIds.pot } }),
      tx('tx_pot_in_2', 24 * 5, -5_000, { description: monzoIds.pot, scheme: 'uk_retail_pot', merchant: null, metadata: { pot_id: monzoIds.pot } }),
    ],
  };
}
