import { describe, expect, it } from 'vitest';
import { lastMonthSavingsBalance } from '../../../src/shared/savings';

describe('lastMonthSavingsBalance', () => {
  it.each([
    // Current total minus the absolute spending total.
    [100000, 25000, 75000],
    [100000, -25000, 75000],
    [100000, 0, 100000],
    [2500, -2499, 1],
    // Never below 0.
    [10000, -25000, 0],
    [10000, 10000, 0],
    [-500, 100, 0],
    // No spending total: 90% of the current total, to the nearest penny, halves up.
    [100000, null, 90000],
    [12345, null, 11111], // 11110.5
    [12344, null, 11110], // 11109.6
    [12341, null, 11107], // 11106.9
    [12346, null, 11111], // 11111.4
    [1, null, 1], // 0.9
    [0, null, 0],
    [-500, null, 0],
  ])('savings %s with spending %s gives %s', (savings, spending, expected) => {
    expect(lastMonthSavingsBalance(savings, spending)).toBe(expected);
  });

  it('always gives whole pence', () => {
    for (let pence = 0; pence < 2000; pence++) {
      const balance = lastMonthSavingsBalance(pence, null);
      expect(Number.isInteger(balance)).toBe(true);
      expect(Math.abs(balance - pence * 0.9)).toBeLessThanOrEqual(0.5);
    }
  });
});
