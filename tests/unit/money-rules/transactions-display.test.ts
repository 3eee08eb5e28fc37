import { describe, expect, it } from 'vitest';
import { formatDayShortMonth, truncateDescription } from '../../../src/shared/transactions-display';

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

describe('formatDayShortMonth', () => {
  it.each([
    ['2026-03-05', '5 Mar'],
    ['2026-03-10', '10 Mar'],
    ['2026-01-01', '1 Jan'],
    ['2026-09-30', '30 Sep'],
    ['2024-02-29', '29 Feb'],
    ['2026-12-31', '31 Dec'],
  ])('%s shows as %s', (day, shown) => {
    expect(formatDayShortMonth(day)).toBe(shown);
  });

  it('leaves text that is not a day as it is', () => {
    expect(formatDayShortMonth('2026-02-30')).toBe('2026-02-30');
    expect(formatDayShortMonth('yesterday')).toBe('yesterday');
  });
});
