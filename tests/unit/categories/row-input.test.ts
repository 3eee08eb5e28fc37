import { describe, expect, it } from 'vitest';
import { categorise } from '../../../src/shared/categories/categorise';
import { payeeText, rowInput } from '../../../src/shared/categories/row-input';

const row = (over: Partial<Parameters<typeof rowInput>[0]>) => ({
  amount: -1250,
  description: 'CARD PAYMENT ABC TRADING 41',
  counterparty: null,
  bank_transaction_code: null,
  proprietary_code: null,
  raw_data: {},
  ...over,
});

describe('a stored row as the categoriser reads it', () => {
  it("reads GoCardless's merchantCategoryCode from the raw data: an unknown shop with MCC 5411 is groceries", () => {
    expect(categorise(rowInput(row({})))).toEqual({ categoryId: 'uncategorised', source: 'none' });
    expect(categorise(rowInput(row({ raw_data: { merchantCategoryCode: '5411' } })))).toEqual({ categoryId: 'groceries', source: 'provider' });
  });

  it("reads TrueLayer's transaction_category and classification", () => {
    const input = rowInput(row({ raw_data: { transaction_category: 'PURCHASE', transaction_classification: ['Food & Dining', 'Groceries'] } }));
    expect(input.trueLayerCategory).toBe('PURCHASE');
    expect(input.trueLayerClassification).toEqual(['Food & Dining', 'Groceries']);
    expect(rowInput(row({ raw_data: { transaction_classification: 'not a list' } })).trueLayerClassification).toBeNull();
  });

  it('names the payee from the counterparty, or the description when the counterparty is PayPal or missing', () => {
    expect(payeeText({ counterparty: 'TESCO STORES', description: 'CARD 1234' })).toBe('TESCO STORES');
    expect(payeeText({ counterparty: 'PAYPAL *EBAY', description: 'EBAY O*12-345' })).toBe('EBAY O*12-345');
    expect(payeeText({ counterparty: null, description: ' NETFLIX.COM ' })).toBe('NETFLIX.COM');
    expect(payeeText({ counterparty: null, description: null })).toBe('');
  });
});
