import { describe, expect, it } from 'vitest';
import { ADD_BILL_CATEGORIES, BILL_TYPES, EDIT_BILL_CATEGORIES } from '../../../src/shared/bills/categories';
import { addBillInput } from '../../../src/shared/schemas/bills';

// The spec's lists (02-money-features.md, "Bill categories for adding" and "Edit categories"),
// written out here so that the checks below do not lean on the constants they check.
const specAddCategories = [
  'Rent',
  'Mortgage',
  'Electricity',
  'Council Tax',
  // The spec's 'TV License', spelt as UK bills are (issue 22, item 10).
  'TV Licence',
  'Childcare',
  'Subscriptions',
  'Memberships',
  'Debt',
  'Taxes',
  'Water',
  'Gas',
  'Phone',
  'Internet',
  'Car Loan',
  'Personal Loan',
  'Insurance',
  'Food',
  'Pets',
  'Dining out',
  'Custom',
];
const specEditCategories = [
  'Housing',
  'Utilities',
  'Transportation',
  'Food',
  'Health',
  'Insurance',
  'Personal',
  'Entertainment',
  'Direct Debit',
  'Standing Order',
  'Other',
];

const addBill = (fields: Record<string, unknown>) => addBillInput.safeParse({ name: 'A bill', amount: '12.50', type: 'monthly', category: 'Rent', ...fields });
const messages = (result: ReturnType<typeof addBill>) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('bill categories', () => {
  it('offers the spec categories when adding, ending with Custom', () => {
    expect(ADD_BILL_CATEGORIES).toEqual(specAddCategories);
  });

  it('offers the spec categories when editing, including the bank ones and Other', () => {
    expect(EDIT_BILL_CATEGORIES).toEqual(specEditCategories);
  });

  it('has the two bill types', () => {
    expect(BILL_TYPES).toEqual(['monthly', 'one-time']);
  });

  it('adds a bill in each spec category, and in no other', () => {
    for (const category of specAddCategories) expect(messages(addBill({ category, customCategory: 'Gym' })), category).toEqual([]);
    for (const category of ['Housing', 'Direct Debit', 'Other', 'Groceries', 'rent']) {
      expect(messages(addBill({ category })), category).toEqual(['category: Please select a category']);
    }
  });

  it('needs the text of a Custom category, and takes only the two types', () => {
    expect(messages(addBill({ category: 'Custom' }))).toEqual(['customCategory: Please enter a custom category']);
    expect(addBill({ category: 'Custom', customCategory: 'Gym' }).data).toMatchObject({ category: 'Custom', customCategory: 'Gym', amount: 1250 });
    expect(messages(addBill({ type: 'one-time' }))).toEqual([]);
    expect(messages(addBill({ type: 'weekly' }))).toEqual(['type: Please choose monthly or one-time']);
  });
});
