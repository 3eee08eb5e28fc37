import { describe, expect, it } from 'vitest';
import {
  dayOf,
  dayParts,
  isoDay,
  isWorkingDay,
  londonDay,
  onOrAfterWorkingDay,
  onOrBeforeWorkingDay,
  parseIsoDay,
} from '../../../src/server/modules/bank/providers/sandbox/sandbox-calendar';

const iso = (text: string) => parseIsoDay(text);

describe('sandbox calendar', () => {
  it('agrees with Date for every day from 1999 to 2031', () => {
    for (let ms = Date.UTC(1999, 0, 1); ms <= Date.UTC(2031, 11, 31); ms += 86_400_000) {
      const date = new Date(ms);
      const day = dayOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
      expect(day).toBe(ms / 86_400_000);
      const parts = dayParts(day);
      if (parts.dayOfMonth !== date.getUTCDate() || parts.weekday !== date.getUTCDay() || isoDay(day) !== date.toISOString().slice(0, 10)) {
        throw new Error(`mismatch on ${date.toISOString()}`);
      }
    }
  });

  it('takes the calendar day in London, not UTC', () => {
    // 23:30 UTC in summer is 00:30 the next day in London (BST); in winter it is the same day.
    expect(isoDay(londonDay(new Date('2025-06-14T23:30:00Z')))).toBe('2025-06-15');
    expect(isoDay(londonDay(new Date('2025-01-14T23:30:00Z')))).toBe('2025-01-14');
    expect(isoDay(londonDay(new Date('2025-03-30T00:30:00Z')))).toBe('2025-03-30');
  });

  it('knows the England and Wales bank holidays, with substitutes', () => {
    const holidays2025 = ['2025-01-01', '2025-04-18', '2025-04-21', '2025-05-05', '2025-05-26', '2025-08-25', '2025-12-25', '2025-12-26'];
    for (const day of holidays2025) expect(isWorkingDay(iso(day)), day).toBe(false);
    // Christmas on a Sunday (2022) and on a Saturday (2021); New Year on a Saturday (2022).
    for (const day of ['2022-12-26', '2022-12-27', '2021-12-27', '2021-12-28', '2022-01-03']) expect(isWorkingDay(iso(day)), day).toBe(false);
    for (const day of ['2025-01-02', '2025-04-17', '2025-12-24', '2022-12-28', '2025-05-06']) expect(isWorkingDay(iso(day)), day).toBe(true);
  });

  it('moves collections forward and pay days back to a working day', () => {
    expect(isoDay(onOrAfterWorkingDay(iso('2025-06-14')))).toBe('2025-06-16'); // Saturday -> Monday
    expect(isoDay(onOrAfterWorkingDay(iso('2025-08-23')))).toBe('2025-08-26'); // past the bank holiday Monday
    expect(isoDay(onOrBeforeWorkingDay(iso('2025-05-25')))).toBe('2025-05-23'); // Sunday -> Friday
    expect(isoDay(onOrBeforeWorkingDay(iso('2025-08-25')))).toBe('2025-08-22'); // bank holiday Monday -> Friday
    expect(isoDay(onOrBeforeWorkingDay(iso('2025-12-25')))).toBe('2025-12-24');
  });

  it('refuses text that is not yyyy-MM-dd', () => {
    expect(() => parseIsoDay('14/06/2025')).toThrow(RangeError);
  });
});
