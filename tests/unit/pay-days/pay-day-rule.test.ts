import { describe, expect, it } from 'vitest';
import {
  effectivePayDayRule,
  payDayIn,
  payDayRuleFromStored,
  storedPayDay,
  type PayDayAdjustment,
  type PayDayRule,
  type MonthlyPayDayRule,
} from '../../../src/shared/pay-days/pay-day-rule';
import { expectedPayDay, holidaysOf } from './expected-pay-day';
import type { Region } from './published-bank-holidays';

const REGIONS: Region[] = ['england-and-wales', 'scotland', 'northern-ireland'];
const ADJUSTMENTS: PayDayAdjustment[] = ['as-is', 'previous-working-day', 'next-working-day'];
const DAYS = Array.from({ length: 28 }, (_, i) => i + 1);

describe('every pay day 1 to 28 and the last working day, every month of 2024 to 2027', () => {
  for (const region of REGIONS) {
    const holidays = holidaysOf(region);
    for (const adjustment of ADJUSTMENTS) {
      it(`${region}, ${adjustment}`, () => {
        const wrong: string[] = [];
        let checked = 0;
        for (let year = 2024; year <= 2027; year++) {
          for (let month = 1; month <= 12; month++) {
            for (const day of [...DAYS, 'last' as const]) {
              const rule: PayDayRule = { day: day === 'last' ? 'last-working-day' : day, adjustment, region };
              const expected = expectedPayDay(year, month, day, adjustment, holidays);
              const actual = payDayIn(year, month, rule);
              checked++;
              if (actual !== expected) wrong.push(`${year}-${month} day ${day}: ${actual}, expected ${expected}`);
            }
          }
        }
        expect(checked).toBe(4 * 12 * 29);
        expect(wrong).toEqual([]);
      });
    }
  }
});

describe('payDayIn, by hand', () => {
  const rule = (
    day: MonthlyPayDayRule['day'],
    adjustment: PayDayAdjustment = 'previous-working-day',
    region: Region = 'england-and-wales',
  ): MonthlyPayDayRule => ({
    day,
    adjustment,
    region,
  });

  it.each([
    // Sunday 25 October 2026: paid on Friday 23rd.
    [2026, 10, rule(25), '2026-10-23'],
    [2026, 10, rule(25, 'as-is'), '2026-10-25'],
    [2026, 10, rule(25, 'next-working-day'), '2026-10-26'],
    // Christmas Day 2026 is a Friday: Thursday 24th; moving forward skips the weekend and Boxing Day's substitute.
    [2026, 12, rule(25), '2026-12-24'],
    [2026, 12, rule(25, 'next-working-day'), '2026-12-29'],
    // Monday 31 August 2026 is the summer holiday in England, not in Scotland.
    [2026, 8, rule('last-working-day'), '2026-08-28'],
    [2026, 8, rule('last-working-day', 'as-is', 'scotland'), '2026-08-31'],
    // The last working day ignores the adjustment: it is a working day already.
    [2026, 5, rule('last-working-day', 'next-working-day'), '2026-05-29'],
    // Friday 1 January 2027 moved back lands in December.
    [2027, 1, rule(1), '2026-12-31'],
    // Moved forward in Scotland it skips Monday 4th (the 2 January substitute) too.
    [2027, 1, rule(1, 'next-working-day', 'scotland'), '2027-01-05'],
    [2027, 1, rule(1, 'next-working-day'), '2027-01-04'],
    // Days past the month's end fall on its last day first: 31 in February 2026 is Saturday 28th, paid Friday 27th.
    [2026, 2, rule(31), '2026-02-27'],
    [2026, 2, rule(30, 'as-is'), '2026-02-28'],
    [2024, 2, rule(30, 'next-working-day'), '2024-02-29'],
    // 31 January 2026 is a Saturday: forward is Monday 2 February.
    [2026, 1, rule(31, 'next-working-day'), '2026-02-02'],
    // St Patrick's Day only in Northern Ireland.
    [2026, 3, rule(17, 'previous-working-day', 'northern-ireland'), '2026-03-16'],
    [2026, 3, rule(17), '2026-03-17'],
  ] as const)('%i-%i with %o is %s', (year, month, r, expected) => {
    expect(payDayIn(year, month, r)).toBe(expected);
  });
});

describe('the stored pay day', () => {
  it('keeps 1 to 28 as days and 31 as the last working day, with the defaults for the new settings', () => {
    expect(payDayRuleFromStored(25)).toEqual({ day: 25, adjustment: 'previous-working-day', region: 'england-and-wales' });
    expect(payDayRuleFromStored(31, null, null)).toEqual({ day: 'last-working-day', adjustment: 'previous-working-day', region: 'england-and-wales' });
    expect(payDayRuleFromStored(1, 'next-working-day', 'scotland')).toEqual({ day: 1, adjustment: 'next-working-day', region: 'scotland' });
    expect(payDayRuleFromStored(15, 'sideways', 'wales')).toEqual({ day: 15, adjustment: 'previous-working-day', region: 'england-and-wales' });
  });

  it("uses a screen's default day as it is while the person has no pay day", () => {
    expect(effectivePayDayRule({ payDay: null }, 'spending')).toEqual({ day: 1, adjustment: 'as-is', region: 'england-and-wales' });
    expect(effectivePayDayRule({ payDay: undefined, region: 'scotland' }, 'income')).toEqual({ day: 28, adjustment: 'as-is', region: 'scotland' });
    expect(effectivePayDayRule({ payDay: 29, adjustment: 'next-working-day' }, 'bills')).toEqual({ day: 28, adjustment: 'as-is', region: 'england-and-wales' });
    expect(effectivePayDayRule({ payDay: 31, adjustment: 'as-is' }, 'spending')).toEqual({
      day: 'last-working-day',
      adjustment: 'as-is',
      region: 'england-and-wales',
    });
    expect(effectivePayDayRule({ payDay: 25 }, 'spending')).toEqual({ day: 25, adjustment: 'previous-working-day', region: 'england-and-wales' });
    // The default for spending keeps the calendar month: 1 August 2026 is a Saturday.
    expect(payDayIn(2026, 8, effectivePayDayRule({ payDay: null }, 'spending') as MonthlyPayDayRule)).toBe('2026-08-01');
  });

  it('stores the last working day as 31 again', () => {
    expect(storedPayDay({ day: 'last-working-day', adjustment: 'as-is', region: 'scotland' })).toBe(31);
    expect(storedPayDay({ day: 12, adjustment: 'as-is', region: 'scotland' })).toBe(12);
  });
});
