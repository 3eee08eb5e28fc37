import { describe, expect, it } from 'vitest';
import { addDays, londonDate } from '../../../src/shared/dates';
import {
  DEFAULT_PAY_DAY,
  clampedDayIn,
  cycleState,
  daysBetween,
  effectivePayDay,
  isCalendarDay,
  nextPayCycle,
  payCycleFor,
  previousPayCycle,
  recentPayCycles,
  yearlyPayCycles,
  type PayCycle,
} from '../../../src/shared/pay-cycle';

const cycle = (startDate: string, endDate: string): PayCycle => ({ startDate, endDate });

describe('effectivePayDay', () => {
  it('has the spec defaults: 1 for spending, 28 for income and bills', () => {
    expect(DEFAULT_PAY_DAY).toEqual({ spending: 1, income: 28, bills: 28 });
    // With no pay day stored, spending runs over the calendar month and income and bills
    // from the 28th: worked out by hand for 10 March 2026.
    expect(payCycleFor('2026-03-10', effectivePayDay(null, 'spending'))).toEqual(cycle('2026-03-01', '2026-03-31'));
    expect(payCycleFor('2026-03-10', effectivePayDay(null, 'income'))).toEqual(cycle('2026-02-28', '2026-03-27'));
    expect(payCycleFor('2026-03-10', effectivePayDay(undefined, 'bills'))).toEqual(cycle('2026-02-28', '2026-03-27'));
  });

  it.each([
    [null, 'spending', 1],
    [undefined, 'spending', 1],
    [null, 'income', 28],
    [undefined, 'bills', 28],
    [15, 'income', 15],
    [15, 'spending', 15],
    [1, 'income', 1],
    [28, 'spending', 28],
    [31, 'bills', 31],
    [31, 'spending', 31],
    [0, 'income', 28],
    [29, 'spending', 1],
    [30, 'income', 28],
    [32, 'bills', 28],
    [-1, 'spending', 1],
    [12.5, 'income', 28],
    [Number.NaN, 'income', 28],
  ] as const)('stored %s for %s gives %i', (stored, use, expected) => {
    expect(effectivePayDay(stored, use)).toBe(expected);
  });
});

describe('payCycleFor at month ends, February and on pay day', () => {
  it.each([
    // Pay day 1: the calendar month.
    ['2026-03-01', 1, '2026-03-01', '2026-03-31'],
    ['2026-02-28', 1, '2026-02-01', '2026-02-28'],
    ['2024-02-29', 1, '2024-02-01', '2024-02-29'],
    ['2026-12-31', 1, '2026-12-01', '2026-12-31'],
    ['2027-01-01', 1, '2027-01-01', '2027-01-31'],
    // Pay day 28.
    ['2026-02-28', 28, '2026-02-28', '2026-03-27'],
    ['2026-02-27', 28, '2026-01-28', '2026-02-27'],
    ['2024-02-29', 28, '2024-02-28', '2024-03-27'],
    ['2024-02-27', 28, '2024-01-28', '2024-02-27'],
    ['2026-03-31', 28, '2026-03-28', '2026-04-27'],
    ['2026-12-28', 28, '2026-12-28', '2027-01-27'],
    ['2027-01-27', 28, '2026-12-28', '2027-01-27'],
    // Pay day 31: the last weekday of the month.
    ['2026-02-27', 31, '2026-02-27', '2026-03-30'], // Friday 27 Feb is the last weekday
    ['2026-02-26', 31, '2026-01-30', '2026-02-26'],
    ['2026-02-28', 31, '2026-02-27', '2026-03-30'], // a Saturday after pay day
    ['2026-05-31', 31, '2026-05-29', '2026-06-29'], // Sunday 31 May: paid Friday 29th
    ['2026-12-31', 31, '2026-12-31', '2027-01-28'],
    ['2027-01-29', 31, '2027-01-29', '2027-02-25'],
    ['2024-02-29', 31, '2024-02-29', '2024-03-28'], // leap day is a Thursday
  ])('%s with pay day %i is %s to %s', (day, payDay, startDate, endDate) => {
    expect(payCycleFor(day, payDay)).toEqual(cycle(startDate, endDate));
  });

  it('chains cycles without gaps or overlaps for every day of 2024 to 2027', () => {
    for (const payDay of [1, 15, 28, 31]) {
      for (let day = '2024-01-01'; day <= '2027-12-31'; day = addDays(day, 1)) {
        const current = payCycleFor(day, payDay);
        expect(current.startDate <= day && day <= current.endDate, `${day} in ${JSON.stringify(current)}`).toBe(true);
        const next = nextPayCycle(current, payDay);
        expect(next.startDate).toBe(addDays(current.endDate, 1));
        expect(previousPayCycle(next, payDay)).toEqual(current);
        expect(previousPayCycle(current, payDay).endDate).toBe(addDays(current.startDate, -1));
      }
    }
  });
});

describe('next and previous cycles', () => {
  it.each([
    [cycle('2026-02-28', '2026-03-27'), 28, cycle('2026-03-28', '2026-04-27'), cycle('2026-01-28', '2026-02-27')],
    [cycle('2026-12-28', '2027-01-27'), 28, cycle('2027-01-28', '2027-02-27'), cycle('2026-11-28', '2026-12-27')],
    [cycle('2026-01-30', '2026-02-26'), 31, cycle('2026-02-27', '2026-03-30'), cycle('2025-12-31', '2026-01-29')],
    [cycle('2024-02-01', '2024-02-29'), 1, cycle('2024-03-01', '2024-03-31'), cycle('2024-01-01', '2024-01-31')],
  ])('around %o with pay day %i', (current, payDay, next, previous) => {
    expect(nextPayCycle(current, payDay)).toEqual(next);
    expect(previousPayCycle(current, payDay)).toEqual(previous);
  });
});

describe('yearlyPayCycles', () => {
  it('lists January to the current cycle plus the next, newest first', () => {
    expect(yearlyPayCycles('2026-03-10', 28)).toEqual([
      cycle('2026-03-28', '2026-04-27'),
      cycle('2026-02-28', '2026-03-27'),
      cycle('2026-01-28', '2026-02-27'),
    ]);
  });

  it('moves on a cycle when today is pay day', () => {
    expect(yearlyPayCycles('2026-03-28', 28)).toEqual([
      cycle('2026-04-28', '2026-05-27'),
      cycle('2026-03-28', '2026-04-27'),
      cycle('2026-02-28', '2026-03-27'),
      cycle('2026-01-28', '2026-02-27'),
    ]);
  });

  it("starts from December's cycle when today is before January's pay day", () => {
    expect(yearlyPayCycles('2026-01-10', 28)).toEqual([cycle('2026-01-28', '2026-02-27'), cycle('2025-12-28', '2026-01-27')]);
  });

  it('uses the last weekday for pay day 31', () => {
    expect(yearlyPayCycles('2026-03-10', 31)).toEqual([
      cycle('2026-03-31', '2026-04-29'),
      cycle('2026-02-27', '2026-03-30'),
      cycle('2026-01-30', '2026-02-26'),
    ]);
  });

  it('holds all twelve months and the next January on 31 December with pay day 1', () => {
    const cycles = yearlyPayCycles('2026-12-31', 1);
    expect(cycles).toHaveLength(13);
    expect(cycles[0]).toEqual(cycle('2027-01-01', '2027-01-31'));
    expect(cycles[1]).toEqual(cycle('2026-12-01', '2026-12-31'));
    expect(cycles[11]).toEqual(cycle('2026-02-01', '2026-02-28'));
    expect(cycles.at(-1)).toEqual(cycle('2026-01-01', '2026-01-31'));
  });

  it('always has exactly one current and one upcoming cycle', () => {
    for (const payDay of [1, 15, 28, 31]) {
      for (let day = '2026-01-01'; day <= '2026-12-31'; day = addDays(day, 1)) {
        const states = yearlyPayCycles(day, payDay).map((c) => cycleState(c, day));
        expect(states[0]).toBe('upcoming');
        expect(states[1]).toBe('current');
        expect(states.slice(2).every((s) => s === 'past')).toBe(true);
      }
    }
  });
});

describe('recentPayCycles', () => {
  it('gives the current cycle and earlier ones, newest first', () => {
    expect(recentPayCycles('2026-03-10', 28, 3)).toEqual([
      cycle('2026-02-28', '2026-03-27'),
      cycle('2026-01-28', '2026-02-27'),
      cycle('2025-12-28', '2026-01-27'),
    ]);
    expect(recentPayCycles('2026-03-01', 1, 2)).toEqual([cycle('2026-03-01', '2026-03-31'), cycle('2026-02-01', '2026-02-28')]);
    expect(recentPayCycles('2026-03-10', 28, 0)).toEqual([]);
  });
});

describe('cycleState', () => {
  const c = cycle('2026-02-28', '2026-03-27');
  it.each([
    ['2026-02-27', 'upcoming'],
    ['2026-02-28', 'current'],
    ['2026-03-10', 'current'],
    ['2026-03-27', 'current'],
    ['2026-03-28', 'past'],
  ] as const)('on %s the cycle is %s', (today, state) => {
    expect(cycleState(c, today)).toBe(state);
  });
});

describe('calendar helpers', () => {
  it.each([
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-3-10', false],
    ['10/03/2026', false],
    ['', false],
    ['2026-12-31', true],
  ])('isCalendarDay(%j) is %s', (value, expected) => {
    expect(isCalendarDay(value)).toBe(expected);
  });

  it('clamps a day to the end of shorter months', () => {
    expect(clampedDayIn(2026, 2, 31)).toBe('2026-02-28');
    expect(clampedDayIn(2024, 2, 30)).toBe('2024-02-29');
    expect(clampedDayIn(2026, 4, 31)).toBe('2026-04-30');
    expect(clampedDayIn(2026, 3, 31)).toBe('2026-03-31');
  });

  it('counts days across month ends, leap days and the clock changes', () => {
    expect(daysBetween('2026-03-10', '2026-03-10')).toBe(0);
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-12-31', '2026-01-01')).toBe(-364);
  });
});

describe('today in London around the clock changes', () => {
  it.each([
    // Clocks go forward at 01:00 UTC on Sunday 29 March 2026.
    ['2026-03-28T23:30:00Z', '2026-03-28'],
    ['2026-03-29T00:30:00Z', '2026-03-29'],
    ['2026-03-29T01:30:00Z', '2026-03-29'],
    ['2026-03-29T23:30:00Z', '2026-03-30'],
    // Clocks go back at 01:00 UTC on Sunday 25 October 2026.
    ['2026-10-24T23:30:00Z', '2026-10-25'],
    ['2026-10-25T00:30:00Z', '2026-10-25'],
    ['2026-10-25T23:30:00Z', '2026-10-25'],
    // Summer month ends: the evening before in UTC is already the 1st in London.
    ['2026-06-30T23:30:00Z', '2026-07-01'],
    ['2026-05-27T23:30:00Z', '2026-05-28'],
    // Winter month end: London is on UTC.
    ['2026-11-30T23:30:00Z', '2026-11-30'],
  ])('%s is %s in London', (instant, day) => {
    expect(londonDate(new Date(instant))).toBe(day);
  });

  it('picks the pay cycle from the London day, not the UTC one', () => {
    // 23:30 UTC on 27 May is 00:30 on pay day 28 May in London.
    expect(payCycleFor(londonDate(new Date('2026-05-27T23:30:00Z')), 28)).toEqual(cycle('2026-05-28', '2026-06-27'));
    // Before the March change London is still on UTC: 27 March, the cycle's last day.
    expect(payCycleFor(londonDate(new Date('2026-03-27T23:30:00Z')), 28)).toEqual(cycle('2026-02-28', '2026-03-27'));
  });
});
