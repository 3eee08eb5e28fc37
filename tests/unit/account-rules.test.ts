import { describe, expect, it } from 'vitest';
import { classifyAccount, formatSortCode, institutionNameFor, resolveBalancePence } from '../../src/shared/bank/account-rules';

describe('classification', () => {
  it.each([
    ['Easy Access Saver', 'SavingsAccount'],
    ['Instant Access Savings', 'SavingsAccount'],
    ['Cash ISA', 'SavingsAccount'],
    ['Lifetime ISA', 'SavingsAccount'],
    ['Notice Deposit Account', 'SavingsAccount'],
    ['SaveMore Account', 'SavingsAccount'],
    ['Classic Current Account', 'CurrentAccount'],
    ['Visa Credit Card', 'CurrentAccount'],
    ['Advantage Gold', 'CurrentAccount'],
  ] as const)('%s is a %s', (name, expected) => {
    expect(classifyAccount(name)).toBe(expected);
  });

  it('defaults to current without a name', () => {
    expect(classifyAccount(null)).toBe('CurrentAccount');
  });
});

describe('balance', () => {
  it('uses the balance column when it is a number', () => {
    expect(resolveBalancePence(12345, { balance: '99.00' })).toBe(12345);
    expect(resolveBalancePence(0, { balance: '99.00' })).toBe(0);
  });

  it('falls back through raw data in the spec order, in pounds', () => {
    expect(resolveBalancePence(null, { current_balance: '10.50', available_balance: 20 })).toBe(1050);
    expect(resolveBalancePence(null, { balances: { booked: { amount: '-3.20' }, current: { amount: '9' } } })).toBe(-320);
    expect(resolveBalancePence(null, { balances: { interim_available: { amount: '7.07' } } })).toBe(707);
    expect(resolveBalancePence('abc', { balance: 'n/a', booked_balance: '1.01' })).toBe(101);
  });

  it('is 0 when nothing is numeric', () => {
    expect(resolveBalancePence(null, {})).toBe(0);
    expect(resolveBalancePence(null, null)).toBe(0);
    expect(resolveBalancePence(null, { balance: '' })).toBe(0);
  });
});

describe('names and sort codes', () => {
  it('falls back from institution to account name to Bank Account', () => {
    expect(institutionNameFor('Monzo', 'Joint')).toBe('Monzo');
    expect(institutionNameFor(' ', 'Joint')).toBe('Joint');
    expect(institutionNameFor(null, null)).toBe('Bank Account');
  });

  it('formats six digits as NN-NN-NN', () => {
    expect(formatSortCode('401234')).toBe('40-12-34');
    expect(formatSortCode('40 12 34')).toBe('40-12-34');
    expect(formatSortCode('4012')).toBeNull();
  });
});
