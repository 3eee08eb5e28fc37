import { describe, expect, it } from 'vitest';
import { monthAfter, statementIsMonthOld } from '../../../src/shared/bank/statement-age';

// A statement is a month old from the same day of the next month; a shorter month ends it on
// its last day. Written out by hand.
describe('statement age', () => {
  it('is a month old from the same day of the next month, not a day before', () => {
    expect(monthAfter('2026-11-14')).toBe('2026-12-14');
    expect(statementIsMonthOld('2026-11-14', '2026-12-13')).toBe(false);
    expect(statementIsMonthOld('2026-11-14', '2026-12-14')).toBe(true);
    expect(statementIsMonthOld('2026-11-14', '2027-02-01')).toBe(true);
  });

  it('ends a month early in a shorter month, and crosses the year', () => {
    // 31 January: February 2026 has 28 days, 2028 has 29.
    expect(monthAfter('2026-01-31')).toBe('2026-02-28');
    expect(monthAfter('2028-01-31')).toBe('2028-02-29');
    expect(monthAfter('2026-03-31')).toBe('2026-04-30');
    expect(monthAfter('2026-12-20')).toBe('2027-01-20');
    expect(statementIsMonthOld('2026-01-31', '2026-02-27')).toBe(false);
    expect(statementIsMonthOld('2026-01-31', '2026-02-28')).toBe(true);
  });
});
