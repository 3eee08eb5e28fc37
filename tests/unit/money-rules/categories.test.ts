import { describe, expect, it } from 'vitest';
import { ADD_BILL_CATEGORIES, BILL_TYPES, EDIT_BILL_CATEGORIES } from '../../../src/shared/bills/categories';

describe('bill categories', () => {
  it('offers the spec categories when adding, ending with Custom', () => {
    expect(ADD_BILL_CATEGORIES).toEqual([
      'Rent', 'Mortgage', 'Electricity', 'Council Tax', 'TV License', 'Childcare', 'Subscriptions', 'Memberships', 'Debt', 'Taxes', 'Water',
      'Gas', 'Phone', 'Internet', 'Car Loan', 'Personal Loan', 'Insurance', 'Food', 'Pets', 'Dining out', 'Custom',
    ]);
  });

  it('offers the spec categories when editing, including the bank ones and Other', () => {
    expect(EDIT_BILL_CATEGORIES).toEqual(['Housing', 'Utilities', 'Transportation', 'Food', 'Health', 'Insurance', 'Personal', 'Entertainment', 'Direct Debit', 'Standing Order', 'Other']);
  });

  it('has the two bill types', () => {
    expect(BILL_TYPES).toEqual(['monthly', 'one-time']);
  });
});
