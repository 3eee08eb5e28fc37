import { describe, expect, it } from 'vitest';
import { bankBillToView, mergeBills, type BankBillRow, type BillView } from '../../../src/shared/bills/bill-view';

const USER = '9a1c1f4e-0000-4000-8000-000000000001';

function bankRow(overrides: Partial<BankBillRow> = {}): BankBillRow {
  return {
    id: 'bank-1',
    account_id: 'account-1',
    name: 'Octopus Energy',
    vendor: 'OCTOPUS ENERGY',
    type: 'directDebit',
    frequency: 'monthly',
    amount: 8900,
    next_date: '2026-03-18',
    reference_date: '2026-02-18',
    status: 'active',
    paid_at: null,
    created_at: new Date('2026-02-20T10:00:00Z'),
    updated_at: new Date('2026-03-01T08:30:00Z'),
    account_classification: 'CurrentAccount',
    ...overrides,
  };
}

function manualBill(overrides: Partial<BillView> = {}): BillView {
  return {
    id: 'manual-1',
    name: 'Rent',
    amount: 95000,
    type: 'monthly',
    frequency: 'monthly',
    status: 'active',
    trial_ends_on: null,
    category: 'Rent',
    custom_category: null,
    due_date: '2026-03-01',
    is_paid: false,
    paid_at: null,
    source: 'manual',
    original_bank_bill: null,
    loan_id: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    user_id: USER,
    ...overrides,
  };
}

describe('bankBillToView', () => {
  it('maps a bank bill to the merged view and keeps the original row', () => {
    const row = bankRow({ status: 'PAID', paid_at: new Date('2026-03-02T09:00:00Z') });
    expect(bankBillToView(row, USER)).toEqual({
      id: 'bank-1',
      name: 'Octopus Energy',
      amount: 8900,
      type: 'monthly',
      frequency: 'monthly',
      status: 'active',
      trial_ends_on: null,
      category: 'Direct Debit',
      custom_category: null,
      due_date: '2026-03-18',
      is_paid: false,
      paid_at: null,
      source: 'bank',
      original_bank_bill: row,
      loan_id: null,
      created_at: '2026-02-20T10:00:00.000Z',
      updated_at: '2026-03-01T08:30:00.000Z',
      user_id: USER,
    });
  });

  it.each([
    ['directDebit', 'Direct Debit'],
    ['standingOrder', 'Standing Order'],
    ['inferred', 'Payment every month'],
  ] as const)('files a %s under %s', (type, category) => {
    expect(bankBillToView(bankRow({ type })).category).toBe(category);
  });

  it('says how an inferred bill was found, never "Direct Debit" (issue 22, item 3)', () => {
    expect(bankBillToView(bankRow({ type: 'inferred', payment_method: 'card' })).category).toBe('Card payment every month');
    expect(bankBillToView(bankRow({ type: 'inferred', payment_method: 'card', frequency: 'weekly' })).category).toBe('Card payment every week');
    expect(bankBillToView(bankRow({ type: 'inferred', payment_method: 'payment', frequency: 'yearly' })).category).toBe('Payment every year');
    expect(bankBillToView(bankRow({ type: 'directDebit', payment_method: null })).category).toBe('Direct Debit');
  });

  // A bank bill always recurs; its cadence is kept, never turned into "one-time" (decision 048).
  it.each([
    ['monthly', 'monthly'],
    ['Monthly', 'monthly'],
    ['', 'monthly'],
    ['  ', 'monthly'],
    ['weekly', 'weekly'],
    ['fortnightly', 'fortnightly'],
    ['four-weekly', 'four-weekly'],
    ['quarterly', 'quarterly'],
    ['yearly', 'yearly'],
  ] as const)('keeps frequency %j as the cadence %s, recurring', (frequency, cadence) => {
    const view = bankBillToView(bankRow({ frequency }));
    expect(view.type).toBe('monthly');
    expect(view.frequency).toBe(cadence);
  });

  it('says a marked bank bill is cancelled or not a bill', () => {
    expect(bankBillToView(bankRow({ person_status: 'cancelled' })).status).toBe('cancelled');
    expect(bankBillToView(bankRow({ person_status: 'not-a-bill' })).status).toBe('not-a-bill');
    expect(bankBillToView(bankRow({ person_status: null })).status).toBe('active');
  });

  it('takes the due date from next_date, then reference_date', () => {
    expect(bankBillToView(bankRow({ next_date: '2026-04-02', reference_date: '2026-03-02' })).due_date).toBe('2026-04-02');
    expect(bankBillToView(bankRow({ next_date: null, reference_date: '2026-03-02' })).due_date).toBe('2026-03-02');
    expect(bankBillToView(bankRow({ next_date: null, reference_date: null })).due_date).toBeNull();
  });

  it('keeps timestamps that are already strings, and the row owner when no user is given', () => {
    const view = bankBillToView(bankRow({ created_at: '2026-02-20T10:00:00.000Z', updated_at: '2026-02-21T10:00:00.000Z', user_id: 'owner' }));
    expect(view.created_at).toBe('2026-02-20T10:00:00.000Z');
    expect(view.updated_at).toBe('2026-02-21T10:00:00.000Z');
    expect(view.user_id).toBe('owner');
  });
});

describe('mergeBills', () => {
  it('lists manual and bank bills together, highest amount first, without dismissed ones', () => {
    const merged = mergeBills(
      [manualBill({ id: 'rent', name: 'Rent', amount: 95000 }), manualBill({ id: 'gym', name: 'Gym', amount: 3500 })],
      [
        bankRow({ id: 'energy', name: 'Octopus Energy', amount: 8900 }),
        bankRow({ id: 'old', name: 'Old phone', amount: 99999, status: 'dismissed' }),
        bankRow({ id: 'tax', name: 'Council Tax', amount: 16000, status: 'PAID', type: 'standingOrder' }),
      ],
      USER,
    );
    expect(merged.map((b) => [b.id, b.source, b.amount])).toEqual([
      ['rent', 'manual', 95000],
      ['tax', 'bank', 16000],
      ['energy', 'bank', 8900],
      ['gym', 'manual', 3500],
    ]);
    expect(merged.every((b) => b.user_id === USER)).toBe(true);
  });

  it('orders equal amounts by name, then id', () => {
    const merged = mergeBills(
      [manualBill({ id: 'b', name: 'Water', amount: 3000 }), manualBill({ id: 'a', name: 'Water', amount: 3000 })],
      [bankRow({ id: 'c', name: 'Broadband', amount: 3000 })],
    );
    expect(merged.map((b) => b.id)).toEqual(['c', 'a', 'b']);
  });

  it('gives an empty list for no bills and leaves its inputs alone', () => {
    expect(mergeBills([], [])).toEqual([]);
    const manual = [manualBill({ id: 'x', amount: 1 }), manualBill({ id: 'y', amount: 2 })];
    mergeBills(manual, []);
    expect(manual.map((b) => b.id)).toEqual(['x', 'y']);
  });
});
