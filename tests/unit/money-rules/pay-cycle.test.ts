import { describe, expect, it } from 'vitest';
import { londonDate } from '../../../src/shared/dates';
import { clampedDayIn, cycleState, daysBetween, isCalendarDay, type PayCycle } from '../../../src/shared/pay-cycle';
import { asPayCycle, payCycleAt } from '../../../src/shared/pay-days/anchored-pay-cycle';

// The old pay-cycle engine (payCycleFor and its lists) is gone (issue 21 item 5, issue 26):
// every cycle comes from pay-days/anchored-pay-cycle.ts, tested in tests/unit/pay-days.

/** Pay day 28 taken as it is, the income screens' default. */
const cycleOn = (day: string) => asPayCycle(payCycleAt(day, { day: 28, adjustment: 'as-is', region: 'england-and-wales' }));

const cycle = (startDate: string, endDate: string): PayCycle => ({ startDate, endDate });

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
    expect(cycleOn(londonDate(new Date('2026-05-27T23:30:00Z')))).toEqual(cycle('2026-05-28', '2026-06-27'));
    // Before the March change London is still on UTC: 27 March, the cycle's last day.
    expect(cycleOn(londonDate(new Date('2026-03-27T23:30:00Z')))).toEqual(cycle('2026-02-28', '2026-03-27'));
  });
});
