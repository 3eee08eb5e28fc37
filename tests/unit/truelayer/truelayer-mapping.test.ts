import { expect, it } from 'vitest';
import {
  cardBalances,
  dateOf,
  decimal,
  negate,
  signedAmount,
  standingOrder,
  toTransactions,
} from '../../../src/server/modules/bank/providers/truelayer/truelayer-mapping';
import type { TlTransaction } from '../../../src/server/modules/bank/providers/truelayer/truelayer-schemas';

const tx = (over: Partial<TlTransaction>): TlTransaction => ({
  transaction_id: 't-1',
  timestamp: '2025-03-03T00:00:00',
  amount: -3.45,
  currency: 'GBP',
  transaction_type: 'DEBIT',
  ...over,
});

it('writes amounts as two-place decimal text and flips signs without touching zero', () => {
  expect(decimal(24.5)).toBe('24.50');
  expect(decimal(-0)).toBe('0.00');
  expect(decimal(0.1 + 0.2)).toBe('0.30');
  expect(negate('12.30')).toBe('-12.30');
  expect(negate('-12.30')).toBe('12.30');
  expect(negate('0.00')).toBe('0.00');
});

it('turns a zoned timestamp into its London date and keeps an unzoned one as written', () => {
  expect(dateOf('2025-03-30T23:30:00Z')).toBe('2025-03-31');
  expect(dateOf('2025-01-15T23:30:00+00:00')).toBe('2025-01-15');
  expect(dateOf('2025-07-01T00:30:00+02:00')).toBe('2025-06-30');
  expect(dateOf('2025-03-06T00:00:00')).toBe('2025-03-06');
  // The clock changes: 01:00 UTC on the last Sundays of March and October.
  expect(dateOf('2025-03-29T23:30:00Z')).toBe('2025-03-29');
  expect(dateOf('2025-03-30T00:59:59Z')).toBe('2025-03-30');
  expect(dateOf('2025-10-25T23:30:00Z')).toBe('2025-10-26');
  expect(dateOf('2025-10-26T23:30:00Z')).toBe('2025-10-26');
  expect(dateOf('2024-03-30T23:30:00Z')).toBe('2024-03-30');
  expect(dateOf('2024-03-31T23:30:00Z')).toBe('2024-04-01');
});

it('makes card purchases negative and card payments positive', () => {
  expect(signedAmount(tx({ amount: 45.99, transaction_type: 'DEBIT' }), 'card')).toBe('-45.99');
  expect(signedAmount(tx({ amount: -200, transaction_type: 'CREDIT' }), 'card')).toBe('200.00');
});

it('keeps account amounts as signed, correcting a bank that sends a positive DEBIT', () => {
  expect(signedAmount(tx({ amount: -3.45 }), 'account')).toBe('-3.45');
  expect(signedAmount(tx({ amount: 3.45, transaction_type: 'DEBIT' }), 'account')).toBe('-3.45');
  expect(signedAmount(tx({ amount: 2150, transaction_type: 'CREDIT' }), 'account')).toBe('2150.00');
});

it('drops rows outside the range and repeated ids', () => {
  const rows = [
    tx({ transaction_id: 'a', timestamp: '2025-02-28T00:00:00' }),
    tx({ transaction_id: 'b', timestamp: '2025-03-01T00:00:00' }),
    tx({ transaction_id: 'b', timestamp: '2025-03-01T00:00:00' }),
    tx({ transaction_id: 'c', timestamp: '2025-03-31T10:00:00' }),
    tx({ transaction_id: 'd', timestamp: '2025-04-01T00:00:00' }),
  ];
  expect(toTransactions(rows, 'account', { from: '2025-03-01', to: '2025-03-31' }).map((t) => t.transactionId)).toEqual(['b', 'c']);
});

it('shows a card balance as money owed, with spare credit apart from the balance types sync prefers', () => {
  expect(cardBalances({ currency: 'GBP', current: 319.9, available: 2680.1, credit_limit: 3000 })).toEqual([
    { amount: '-319.90', currency: 'GBP', type: 'interimBooked', referenceDate: null },
    { amount: '2680.10', currency: 'GBP', type: 'availableCredit', referenceDate: null },
    { amount: '3000.00', currency: 'GBP', type: 'creditLimit', referenceDate: null },
  ]);
});

it('lists a standing order without a payee by its reference, keeping the id it had before (issue 24)', () => {
  const order = {
    currency: 'GBP',
    frequency: 'IntrvlMnthDay:01:01',
    status: 'Active',
    reference: 'J LANDLORD FLAT 2 RENT',
    next_payment_amount: 850,
    next_payment_date: '2026-12-01T00:00:00+00:00',
    first_payment_date: '2025-01-01T00:00:00+00:00',
  };
  expect(standingOrder(order, 0)).toMatchObject({
    payee: 'J LANDLORD FLAT 2 RENT',
    reference: 'J LANDLORD FLAT 2 RENT',
    amount: '850.00',
    nextDate: '2026-12-01',
    id: 'so:Standing order:J LANDLORD FLAT 2 RENT:2025-01-01T00:00:00+00:00',
  });
  // With a payee, the payee is the name; with neither, the kind of payment is.
  expect(standingOrder({ ...order, payee: 'Mr J Landlord' }, 0).payee).toBe('Mr J Landlord');
  expect(standingOrder({ ...order, reference: null }, 3).payee).toBe('Standing order');
});
