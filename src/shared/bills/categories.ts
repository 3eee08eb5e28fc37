/** Categories offered in the Add Bill dialog (spec 02 §9); 'Custom' asks for a custom category text. */
export const ADD_BILL_CATEGORIES = [
  'Rent',
  'Mortgage',
  'Electricity',
  'Council Tax',
  // The spec writes 'TV License'; a UK bill is a TV Licence (issue 22, item 10).
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
] as const;

/** Categories offered in the Edit Bill dialog (spec 02 §9); 'Other' asks for a custom category text. */
export const EDIT_BILL_CATEGORIES = [
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
] as const;

export const BILL_TYPES = ['monthly', 'one-time'] as const;

export type BillType = (typeof BILL_TYPES)[number];
