import { describe, expect, it } from 'vitest';
import { createCategoriser, purchaseKey, type CategoriseInput, type PersonRule } from '../../../src/shared/categories/categorise';
import { isSpendingCategory } from '../../../src/shared/categories/category-list';
import { PurchaseHistory } from '../../../src/shared/categories/purchase-history';

// A refund is filed where the merchant's purchases are (issue 22 item 7): a person's rule for
// money out to it, else their own purchases' category, else what a payment to the merchant
// would get, else Refunds. Money in that is not a refund never gets a spending category.

const into = (text: string, extra: Partial<CategoriseInput> = {}): CategoriseInput => ({ amountPence: 2500, counterparty: null, description: text, ...extra });

function history(entries: [key: string, categoryId: string, count: number, last: string][]): PurchaseHistory {
  const h = new PurchaseHistory();
  for (const [key, categoryId, count, last] of entries) h.add(key, categoryId, count, last);
  return h;
}

const sort = (tx: CategoriseInput, purchases: PurchaseHistory, rules: PersonRule[] = []) => createCategoriser(rules, purchases)(tx);

describe('purchaseKey: one merchant whatever the bank wrote', () => {
  it.each([
    ['ASOS', 'ASOS'],
    ['ASOS.COM', 'ASOS'],
    ['CARD PAYMENT TO ASOS.COM ON 12 MAR', 'ASOS'],
    ['ASOS.COM REFUND', 'ASOS'],
    ['REFUND FROM ASOS', 'ASOS'],
    // A merchant the dictionary does not know: the refund words go, the clean-up stays.
    ['BOBS BIKES LEEDS', 'BOBS BIKES'],
    ['BOBS BIKES REFUND', 'BOBS BIKES'],
    ['REFUND', ''],
  ])('%j is %j', (text, key) => {
    expect(purchaseKey(text)).toBe(key);
  });
});

describe('PurchaseHistory: the category a merchant’s refunds go to', () => {
  it('is the most common category of the purchases, the most recent between equals', () => {
    const h = history([
      ['ASOS', 'custom:clothes', 3, '2026-01-10'],
      ['ASOS', 'gifts-and-charity', 1, '2026-03-01'],
      ['NEXT', 'shopping', 2, '2026-01-01'],
      ['NEXT', 'family-and-kids', 2, '2026-02-01'],
    ]);
    // Three clothes orders beat one newer gift card; two and two: the newer one.
    expect(h.categoryOf('ASOS')).toBe('custom:clothes');
    expect(h.categoryOf('NEXT')).toBe('family-and-kids');
    expect(h.categoryOf('ZARA')).toBeNull();
  });

  it('counts only spending: not transfers, savings, repayments, income or Uncategorised', () => {
    const h = history([
      ['BOBS BIKES', 'uncategorised', 9, '2026-01-01'],
      ['BOBS BIKES', 'transfers', 5, '2026-01-01'],
      ['BOBS BIKES', 'loan-and-card-repayments', 5, '2026-01-01'],
      ['BOBS BIKES', 'salary', 5, '2026-01-01'],
      ['BOBS BIKES', 'transport', 1, '2025-06-01'],
    ]);
    expect(h.categoryOf('BOBS BIKES')).toBe('transport');
    expect(history([['X', 'savings', 1, '2026-01-01']]).categoryOf('X')).toBeNull();
  });

  it('adds up the same category given twice (stored purchases and a write’s own)', () => {
    const h = history([
      ['ASOS', 'shopping', 1, '2026-01-01'],
      ['ASOS', 'holidays', 2, '2026-01-01'],
      ['ASOS', 'shopping', 2, '2025-12-01'],
    ]);
    expect(h.categoryOf('ASOS')).toBe('shopping');
  });
});

describe('categorise: a refund goes where the merchant’s purchases are', () => {
  it("files an 'ASOS' credit under the person's own category for their ASOS purchases", () => {
    const h = history([['ASOS', 'custom:clothes', 2, '2026-03-01']]);
    // No refund word at all: money in from a shop is its refund.
    expect(sort(into('ASOS'), h)).toEqual({ categoryId: 'custom:clothes', source: 'dictionary' });
    expect(sort(into('ASOS.COM REFUND'), h)).toEqual({ categoryId: 'custom:clothes', source: 'dictionary' });
    // The bank's refund code, the merchant in the counterparty.
    expect(sort(into('REF 99812', { counterparty: 'ASOS.COM', proprietaryBankTransactionCode: 'CARD REFUND' }), h).categoryId).toBe('custom:clothes');
  });

  it('finds the purchases of a merchant the dictionary does not know, by its cleaned name', () => {
    const h = history([['BOBS BIKES', 'transport', 1, '2026-03-01']]);
    expect(sort(into('BOBS BIKES REFUND'), h)).toEqual({ categoryId: 'transport', source: 'dictionary' });
  });

  it('without purchases, files it as a payment to the merchant would be: the dictionary, then its codes', () => {
    const none = new PurchaseHistory();
    expect(sort(into('ASOS.COM REFUND'), none)).toEqual({ categoryId: 'shopping', source: 'dictionary' });
    expect(sort(into('WIDGETCO', { merchantCategoryCode: '5411' }), none)).toEqual({ categoryId: 'groceries', source: 'provider' });
    // A bank charge refunded lowers Fees and interest, as the charge raised it.
    expect(sort(into('OVERDRAFT FEE', { proprietaryBankTransactionCode: 'CHG' }), none).categoryId).toBe('fees-and-interest');
  });

  it('leaves it in Refunds when nothing is known of the merchant', () => {
    expect(sort(into('REFUND 0042917'), new PurchaseHistory())).toEqual({ categoryId: 'refunds', source: 'dictionary' });
    expect(sort(into('BOBS BIKES REFUND'), new PurchaseHistory()).categoryId).toBe('refunds');
  });

  it("keeps the person's choice: their category on the row, their rule for the merchant", () => {
    const h = history([['ASOS', 'shopping', 5, '2026-03-01']]);
    const chosen = { categoryId: 'gifts-and-charity', source: 'person' as const };
    expect(sort({ ...into('ASOS.COM REFUND'), current: chosen }, h)).toEqual(chosen);
    // A rule for both directions (what "All from ASOS?" makes) and one for money out alone.
    expect(sort(into('ASOS'), h, [{ merchant: 'ASOS', categoryId: 'custom:clothes' }])).toEqual({ categoryId: 'custom:clothes', source: 'rule' });
    expect(sort(into('ASOS.COM REFUND'), h, [{ merchant: 'Asos', categoryId: 'custom:clothes', direction: 'out' }])).toEqual({
      categoryId: 'custom:clothes',
      source: 'rule',
    });
    // A rule that files the merchant's money in under Refunds is theirs too.
    expect(sort(into('ASOS'), h, [{ merchant: 'ASOS', categoryId: 'refunds', direction: 'in' }])).toEqual({ categoryId: 'refunds', source: 'rule' });
  });
});

describe('categorise: money in that is not a refund never gets a spending category', () => {
  // The person has paid each of these payees before, under a spending category.
  const h = history([
    ['TESCO', 'groceries', 10, '2026-03-01'],
    ['ACME WIDGETS', 'shopping', 3, '2026-03-01'],
    ['J SMITH', 'family-and-kids', 4, '2026-03-01'],
    ['NATIONWIDE', 'fees-and-interest', 2, '2026-03-01'],
    ['AMERICAN EXPRESS', 'shopping', 2, '2026-03-01'],
  ]);
  it.each<[string, CategoriseInput, string]>([
    ['pay from a shop by Bacs', into('TESCO STORES LTD', { proprietaryBankTransactionCode: 'BGC' }), 'salary'],
    ['pay named as such', into('ACME WIDGETS SALARY', { proprietaryBankTransactionCode: 'FASTER PAYMENT' }), 'salary'],
    ['money from a friend', into('J SMITH', { proprietaryBankTransactionCode: 'FPI' }), 'other-income'],
    ['a move from their own account', into('NATIONWIDE', { ownTransfer: true }), 'transfers'],
    ['wording of a move', into('TRANSFER FROM SAVINGS'), 'transfers'],
    ['interest', into('NATIONWIDE', { proprietaryBankTransactionCode: 'INT' }), 'other-income'],
    ['cashback', into('AMERICAN EXPRESS', { proprietaryBankTransactionCode: 'CASHBACK' }), 'refunds'],
    ['a benefit', into('DWP UC', { proprietaryBankTransactionCode: 'BGC' }), 'benefits'],
  ])('%s', (_what, tx, categoryId) => {
    const sorted = sort(tx, h);
    expect(sorted.categoryId).toBe(categoryId);
    expect(isSpendingCategory(sorted.categoryId)).toBe(false);
  });
});
