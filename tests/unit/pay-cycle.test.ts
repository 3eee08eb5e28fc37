import { describe, expect, it } from 'vitest';
import { payCycleFor, payDateIn } from '../../src/shared/pay-cycle';
import { addDays, londonDate } from '../../src/shared/dates';

describe('pay dates', () => {
  it('uses the day itself for 1 to 28', () => {
    expect(payDateIn(2024, 2, 28)).toBe('2024-02-28');
    expect(payDateIn(2025, 1, 1)).toBe('2025-01-01');
  });

  it('moves 31 to the last weekday of the month', () => {
    expect(payDateIn(2024, 2, 31)).toBe('2024-02-29'); // Thursday, leap year
    expect(payDateIn(2025, 2, 31)).toBe('2025-02-28'); // Friday
    expect(payDateIn(2025, 5, 31)).toBe('2025-05-30'); // 31st is a Saturday
    expect(payDateIn(2025, 8, 31)).toBe('2025-08-29'); // 31st is a Sunday
    expect(payDateIn(2025, 6, 31)).toBe('2025-06-30'); // Monday
  });
});

describe('pay cycles', () => {
  it('runs from the pay day to the day before the next', () => {
    expect(payCycleFor('2025-03-20', 25)).toEqual({ startDate: '2025-02-25', endDate: '2025-03-24' });
    expect(payCycleFor('2025-03-25', 25)).toEqual({ startDate: '2025-03-25', endDate: '2025-04-24' });
  });

  it('crosses the year end and February', () => {
    expect(payCycleFor('2025-01-10', 28)).toEqual({ startDate: '2024-12-28', endDate: '2025-01-27' });
    expect(payCycleFor('2024-02-29', 28)).toEqual({ startDate: '2024-02-28', endDate: '2024-03-27' });
    expect(payCycleFor('2024-03-01', 1)).toEqual({ startDate: '2024-03-01', endDate: '2024-03-31' });
  });

  it('handles the last weekday', () => {
    expect(payCycleFor('2025-06-01', 31)).toEqual({ startDate: '2025-05-30', endDate: '2025-06-29' });
  });
});

describe('days', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('takes the calendar day in London, not UTC', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(londonDate(new Date('2025-06-30T23:30:00Z'))).toBe('2025-07-01');
    // In winter London is on UTC.
    expect(londonDate(new Date('2025-01-31T23:30:00Z'))).toBe('2025-01-31');
  });
});
