import { describe, expect, it } from 'vitest';
import { INCOME_CATEGORIES, INCOME_EXCLUDED_PHRASES, INCOME_FREQUENCIES, incomeSourceIdentifier, incomeTotal, isIncome } from '../../../src/shared/income';

describe('income lists', () => {
  it('has the spec categories and frequencies, in order', () => {
    expect(INCOME_CATEGORIES).toEqual([
      'Wages',
      'Freelancer',
      'Side Hustle',
      'Investments',
      'Dividends',
      'Property',
      'Pension',
      'Benefits',
      'Child Support',
      'Refunds',
      'Crypto',
      'Other',
    ]);
    expect(INCOME_FREQUENCIES).toEqual(['Weekly', 'Biweekly', 'Monthly', 'Quarterly', 'Annually']);
    expect(INCOME_EXCLUDED_PHRASES).toEqual(['refund', 'cashback', 'adjustment', 'reversal', 'payment reversal', 'transfer between accounts']);
  });
});

describe('isIncome', () => {
  it.each([
    [250000, 'ACME LTD SALARY', true],
    [1, 'Interest', true],
    [5000, null, true],
    [5000, '', true],
    [0, 'ACME LTD SALARY', false],
    [-4599, 'TESCO STORES', false],
    [Number.NaN, 'ACME', false],
    [1299, 'Amazon REFUND', false],
    [1299, 'refund from shop', false],
    [500, 'CashBack reward', false],
    [500, 'Balance ADJUSTMENT', false],
    [500, 'Card payment reversal', false],
    [500, 'PAYMENT REVERSAL 123', false],
    [500, 'Reversal', false],
    [100000, 'Transfer between accounts', false],
    [100000, 'TRANSFER BETWEEN ACCOUNTS ref 9', false],
    // Only the whole phrase excludes: a plain transfer from someone else is income.
    [100000, 'Transfer from J Smith', true],
    [100000, 'transfer between friends', true],
  ])('%s pence described %j is income: %s', (amount, description, expected) => {
    expect(isIncome(amount, description, false)).toBe(expected);
  });

  it('is never money in filed as a refund, whatever its words (issue 22 item 7)', () => {
    // '+£25.00 ASOS' names no refund; the categoriser filed it under Shopping, or Refunds.
    expect(isIncome(2500, 'ASOS', true)).toBe(false);
    expect(isIncome(2500, 'ASOS', false)).toBe(true);
  });

  it('totals only the income among transactions', () => {
    expect(
      incomeTotal([
        { amount: 250000, description: 'ACME SALARY', refund: false },
        { amount: 1299, description: 'Refund', refund: false },
        { amount: -5000, description: 'Rent', refund: false },
        { amount: 2001, description: 'Side job', refund: false },
        { amount: 2500, description: 'ASOS', refund: true },
      ]),
    ).toBe(252001);
    expect(incomeTotal([])).toBe(0);
  });
});

describe('incomeSourceIdentifier', () => {
  it.each([
    ['  ACME Ltd Salary  ', 'acme ltd salary'],
    ['acme ltd salary', 'acme ltd salary'],
    ['\tFreelance\n', 'freelance'],
    [null, ''],
  ])('%j is stored as %j', (description, identifier) => {
    expect(incomeSourceIdentifier(description)).toBe(identifier);
  });
});
