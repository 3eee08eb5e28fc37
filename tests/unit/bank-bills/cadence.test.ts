import { describe, expect, it } from 'vitest';
import { amountsInTolerance, typicalAmount, withinTolerance } from '../../../src/shared/bank-bills/amounts';
import { findCadence, frequencyFromGaps } from '../../../src/shared/bank-bills/cadence';
import { createCalendar } from '../../../src/shared/bank-bills/calendar';

const calendar = createCalendar();
const days = (...dates: string[]) => dates.map((date) => calendar(date)!);

describe('findCadence', () => {
  it.each([
    [['2025-01-03', '2025-01-10', '2025-01-18', '2025-01-24'], 'weekly'], // 7, 8, 6
    [['2025-01-03', '2025-01-17', '2025-02-02', '2025-02-14'], 'fortnightly'], // 14, 16, 12
    [['2025-01-15', '2025-02-18', '2025-03-14'], 'monthly'], // +-4 days around the 15th
    [['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30'], 'monthly'],
    [['2023-01-30', '2023-02-28', '2023-03-30', '2023-04-30'], 'monthly'],
    [['2023-01-29', '2023-02-28', '2023-03-29'], 'monthly'],
    [['2022-05-14', '2023-05-19', '2024-05-12'], 'yearly'],
    [['2025-01-05', '2025-02-05', '2025-04-05', '2025-05-05'], 'monthly'], // a month missing
    [['2025-01-28', '2025-03-01', '2025-03-27', '2025-04-28'], 'monthly'], // 27 Feb booked on 1 Mar
  ] as const)('%j is %s', (dates, frequency) => {
    expect(findCadence(days(...dates))?.frequency).toBe(frequency);
  });

  it.each([
    [['2025-01-03', '2025-01-10']], // one gap is no pattern
    [['2025-01-03', '2025-01-05', '2025-01-12', '2025-01-20', '2025-01-22']],
    [['2025-01-15', '2025-02-21', '2025-03-15']], // 37 days then 22: +-4 days missed twice
    [['2025-01-15', '2025-03-30', '2025-05-01', '2025-06-20']],
    [['2025-01-15', '2025-01-15', '2025-01-15']], // same day is not a cadence
    [['2025-01-01', '2025-02-05', '2025-03-12', '2025-04-16', '2025-05-21']], // every five weeks drifts off the month
  ])('%j has none', (dates) => {
    expect(findCadence(days(...dates))).toBeNull();
  });

  it('marks payments off the cadence', () => {
    const fit = findCadence(days('2025-01-05', '2025-02-05', '2025-02-17', '2025-03-05', '2025-04-05', '2025-05-05', '2025-06-05', '2025-07-05', '2025-08-05'));
    expect(fit?.frequency).toBe('monthly');
    expect(fit?.onCadence).toEqual([true, true, false, true, true, true, true, true, true]);
  });
});

describe('frequencyFromGaps', () => {
  it.each([
    [['2025-03-03'], 'monthly'],
    [['2025-03-03', '2025-03-10'], 'weekly'],
    [['2025-03-03', '2025-03-17'], 'fortnightly'],
    [['2025-03-03', '2025-04-01'], 'monthly'],
    [['2025-03-03', '2025-06-03', '2025-09-03'], 'quarterly'], // gaps of 92 days: every three months
    [['2025-03-03', '2025-06-03'], 'quarterly'], // one gap of 92 days: nearer quarterly (91.3) than monthly
    [['2025-03-03', '2025-09-03'], 'six-monthly'], // 184 days
    [['2025-01-07', '2025-02-04', '2025-03-04', '2025-04-01'], 'four-weekly'], // 28-day gaps, a Tuesday every time
    [['2025-01-06', '2025-02-03'], 'monthly'], // one gap of 28 days: monthly is the commoner
    [['2024-03-03', '2025-03-03'], 'yearly'],
    [['2025-01-05', '2025-01-05', '2025-02-05'], 'monthly'], // two collections on one day
  ] as const)('%j -> %s', (dates, frequency) => {
    expect(frequencyFromGaps(days(...dates))).toBe(frequency);
  });
});

describe('amounts', () => {
  it('allows 10% or 200p, whichever is larger', () => {
    expect(withinTolerance(1_200, 1_000)).toBe(true);
    expect(withinTolerance(1_201, 1_000)).toBe(false);
    expect(withinTolerance(11_000, 10_000)).toBe(true);
    expect(withinTolerance(11_001, 10_000)).toBe(false);
  });

  it('lets a price rise through but not a one-off double month', () => {
    expect(amountsInTolerance([1_099, 1_099, 1_099, 1_499, 1_499, 1_499])).toEqual([true, true, true, true, true, true]);
    expect(amountsInTolerance([999, 999, 1_998, 999, 999])).toEqual([true, true, false, true, true]);
    expect(amountsInTolerance([500, 4_000, 9_000, 2_000, 7_000])).toEqual([false, true, false, false, false]);
  });

  it('takes the median of the latest three as typical', () => {
    expect(typicalAmount([1_000])).toBe(1_000);
    expect(typicalAmount([1_000, 1_100])).toBe(1_100);
    expect(typicalAmount([1_000, 1_000, 2_000, 1_000])).toBe(1_000);
    expect(typicalAmount([1_099, 1_099, 1_299, 1_299])).toBe(1_299);
  });
});
