import { describe, expect, it } from 'vitest';
import { truncateDescription } from '../../../src/shared/transactions-display';

describe('truncateDescription', () => {
  it.each([
    [null, ''],
    ['', ''],
    ['TESCO STORES', 'TESCO STORES'],
    ['ABCDEFGHIJKLMNOPQR', 'ABCDEFGHIJKLMNOPQR'], // exactly 18
    ['ABCDEFGHIJKLMNOPQRS', 'ABCDEFGHIJKLMNOPQR...'], // 19
    ['CARD PAYMENT TO SAINSBURYS ON 05 MAR', 'CARD PAYMENT TO SA...'],
  ])('%j shows as %j', (text, shown) => {
    expect(truncateDescription(text)).toBe(shown);
  });

  it('takes another length and never splits an emoji', () => {
    expect(truncateDescription('Coffee shop', 6)).toBe('Coffee...');
    expect(truncateDescription('🍕🍕🍕🍕', 2)).toBe('🍕🍕...');
    expect(truncateDescription('🍕🍕', 2)).toBe('🍕🍕');
  });
});
