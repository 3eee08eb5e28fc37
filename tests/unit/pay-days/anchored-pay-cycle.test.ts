import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src/shared/dates';
import { asPayCycle, cycleStartFor, payCycleAt, recentPayCyclesAt, yearlyPayCyclesAt } from '../../../src/shared/pay-days/anchored-pay-cycle';
import type { MonthlyPayDayRule, PayDayAdjustment, PayDayRule } from '../../../src/shared/pay-days/pay-day-rule';
import type { UkRegion } from '../../../src/shared/pay-days/uk-bank-holidays';
import { expectedPayDay, holidaysOf } from './expected-pay-day';

const rule = (day: MonthlyPayDayRule['day'], adjustment: PayDayAdjustment = 'previous-working-day', region: UkRegion = 'england-and-wales'): PayDayRule => ({
  day,
  adjustment,
  region,
});
// The cycles also carry the day pay was due (`payDay`); these cases are about where they start and end.
const cycle = (start: string, end: string, nextPayDay: string): unknown => expect.objectContaining({ start, end, nextPayDay });

describe("the issue's case: pay day 25, Sunday 25 October 2026, pay landed Friday 23rd", () => {
  const salary = ['2026-08-25', '2026-09-25', '2026-10-23'];

  it('on Tuesday 24 November the cycle is 23 October to 24 November, next pay Wednesday 25 November', () => {
    expect(payCycleAt('2026-11-24', rule(25), salary)).toEqual(cycle('2026-10-23', '2026-11-24', '2026-11-25'));
    // The rule alone says the same: the pay day moved back to Friday 23rd.
    expect(payCycleAt('2026-11-24', rule(25))).toEqual(cycle('2026-10-23', '2026-11-24', '2026-11-25'));
  });

  it('moves on on the day the pay lands, not before', () => {
    expect(payCycleAt('2026-10-22', rule(25), salary)).toEqual(cycle('2026-09-25', '2026-10-22', '2026-10-23'));
    expect(payCycleAt('2026-10-23', rule(25), salary)).toEqual(cycle('2026-10-23', '2026-11-24', '2026-11-25'));
    expect(payCycleAt('2026-11-25', rule(25), salary)).toEqual(cycle('2026-11-25', '2026-12-23', '2026-12-24'));
  });

  it('with the day kept as it is, the salary landing on Friday starts the cycle two days early', () => {
    expect(payCycleAt('2026-10-24', rule(25, 'as-is'))).toEqual(cycle('2026-09-25', '2026-10-24', '2026-10-25'));
    expect(payCycleAt('2026-10-24', rule(25, 'as-is'), salary)).toEqual(cycle('2026-10-23', '2026-11-24', '2026-11-25'));
    expect(payCycleAt('2026-10-22', rule(25, 'as-is'), salary)).toEqual(cycle('2026-09-25', '2026-10-22', '2026-10-23'));
  });

  it('lists the recent cycles back to back', () => {
    expect(recentPayCyclesAt('2026-11-24', rule(25), 3, salary)).toEqual([
      cycle('2026-10-23', '2026-11-24', '2026-11-25'),
      cycle('2026-09-25', '2026-10-22', '2026-10-23'),
      cycle('2026-08-25', '2026-09-24', '2026-09-25'),
    ]);
    expect(recentPayCyclesAt('2026-11-24', rule(25), 0)).toEqual([]);
  });
});

describe('salary anchoring around Christmas 2026 (pay day 25 moves back to Thursday 24 December)', () => {
  it('a salary six days early, Friday 18th, starts the cycle', () => {
    expect(payCycleAt('2026-12-20', rule(25), ['2026-12-18'])).toEqual(cycle('2026-12-18', '2027-01-24', '2027-01-25'));
    expect(payCycleAt('2026-12-17', rule(25), ['2026-12-18'])).toEqual(cycle('2026-11-25', '2026-12-17', '2026-12-18'));
  });

  it('seven days early still counts, eight does not', () => {
    expect(cycleStartFor('2026-12-24', ['2026-12-17'])).toBe('2026-12-17');
    expect(cycleStartFor('2026-12-24', ['2026-12-16'])).toBe('2026-12-24');
    expect(payCycleAt('2026-12-20', rule(25), ['2026-12-16'])).toEqual(cycle('2026-11-25', '2026-12-23', '2026-12-24'));
  });

  it('the earliest of two early credits wins, a late salary never moves the start', () => {
    expect(cycleStartFor('2026-12-24', ['2026-12-22', '2026-12-21'])).toBe('2026-12-21');
    expect(payCycleAt('2026-11-25', rule(25), ['2026-11-26'])).toEqual(cycle('2026-11-25', '2026-12-23', '2026-12-24'));
  });

  it('ignores a payment from the payer in the middle of the cycle', () => {
    expect(payCycleAt('2026-11-12', rule(25), ['2026-10-23', '2026-11-10'])).toEqual(cycle('2026-10-23', '2026-11-24', '2026-11-25'));
  });
});

describe('pay days that leave their month', () => {
  it('day 1 paid on Thursday 31 December 2026 (1 January 2027 is a bank holiday)', () => {
    expect(payCycleAt('2026-12-30', rule(1))).toEqual(cycle('2026-12-01', '2026-12-30', '2026-12-31'));
    expect(payCycleAt('2026-12-31', rule(1))).toEqual(cycle('2026-12-31', '2027-01-31', '2027-02-01'));
  });

  it('day 1 moved forward in Scotland waits for Tuesday 5 January 2027', () => {
    expect(payCycleAt('2027-01-04', rule(1, 'next-working-day', 'scotland'))).toEqual(cycle('2026-12-01', '2027-01-04', '2027-01-05'));
  });

  it('day 31 moved forward from Saturday 31 January 2026 to Monday 2 February', () => {
    expect(payCycleAt('2026-02-01', rule(31, 'next-working-day'))).toEqual(cycle('2025-12-31', '2026-02-01', '2026-02-02'));
    expect(payCycleAt('2026-02-02', rule(31, 'next-working-day'))).toEqual(cycle('2026-02-02', '2026-03-01', '2026-03-02'));
  });

  it('the last working day skips the August bank holiday', () => {
    expect(payCycleAt('2026-08-28', rule('last-working-day'))).toEqual(cycle('2026-08-28', '2026-09-29', '2026-09-30'));
    expect(payCycleAt('2026-08-27', rule('last-working-day'))).toEqual(cycle('2026-07-31', '2026-08-27', '2026-08-28'));
  });
});

describe('every pay day 1 to 28 and the last working day, every month of 2024 to 2027 (England and Wales, moved back)', () => {
  const holidays = holidaysOf('england-and-wales');
  const months: [number, number][] = [];
  for (let year = 2024; year <= 2027; year++) for (let month = 1; month <= 12; month++) months.push([year, month]);

  it.each([...Array.from({ length: 28 }, (_, i) => i + 1), 'last' as const])('pay day %s', (day) => {
    const r = rule(day === 'last' ? 'last-working-day' : day);
    const wrong: string[] = [];
    for (let i = 1; i < months.length; i++) {
      const [py, pm] = months[i - 1]!;
      const [y, m] = months[i]!;
      const previous = expectedPayDay(py, pm, day, 'previous-working-day', holidays);
      const payDay = expectedPayDay(y, m, day, 'previous-working-day', holidays);
      const dayBefore = addDays(payDay, -1);
      const threeEarly = addDays(payDay, -3);
      const checks: [string, unknown, unknown][] = [
        ['on pay day', payCycleAt(payDay, r).start, payDay],
        ['the day before', payCycleAt(dayBefore, r), { start: previous, end: dayBefore, nextPayDay: payDay, payDay: previous }],
        ['salary 3 days early', payCycleAt(threeEarly, r, [threeEarly]).start, threeEarly],
        ['the day before that salary', payCycleAt(addDays(threeEarly, -1), r, [threeEarly]).end, addDays(threeEarly, -1)],
      ];
      for (const [what, actual, expected] of checks) {
        if (JSON.stringify(actual) !== JSON.stringify(expected))
          wrong.push(`${y}-${m} ${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('cycles chain without gaps or overlaps', () => {
  const rules = [rule(1), rule(15, 'as-is'), rule(25), rule(28, 'next-working-day', 'scotland'), rule('last-working-day', 'as-is', 'northern-ireland')];
  it.each(rules)('every day of 2024 to 2027 with %o', (r) => {
    const salary = ['2024-03-22', '2025-12-19', '2026-10-21'];
    const wrong: string[] = [];
    for (let day = '2024-01-01'; day <= '2027-12-31'; day = addDays(day, 1)) {
      const current = payCycleAt(day, r, salary);
      const next = payCycleAt(current.nextPayDay, r, salary);
      const ok = current.start <= day && day <= current.end && addDays(current.end, 1) === current.nextPayDay && next.start === current.nextPayDay;
      if (!ok) wrong.push(`${day}: ${JSON.stringify(current)} then ${JSON.stringify(next)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('yearlyPayCyclesAt', () => {
  it('lists January to the current cycle plus the next, on moved pay days (28 February and 28 March 2026 are Saturdays)', () => {
    expect(yearlyPayCyclesAt('2026-03-10', rule(28))).toEqual([
      cycle('2026-03-27', '2026-04-27', '2026-04-28'),
      cycle('2026-02-27', '2026-03-26', '2026-03-27'),
      cycle('2026-01-28', '2026-02-26', '2026-02-27'),
    ]);
  });

  it("counts January's pay landing on 31 December as January's cycle", () => {
    expect(yearlyPayCyclesAt('2026-01-15', rule(1))).toEqual([
      cycle('2026-01-30', '2026-02-26', '2026-02-27'),
      cycle('2025-12-31', '2026-01-29', '2026-01-30'),
    ]);
  });

  it("follows an early salary: on Wednesday 25 March the pay has landed, so the next cycle is April's", () => {
    expect(yearlyPayCyclesAt('2026-03-25', rule(28), ['2026-03-25'])).toEqual([
      cycle('2026-04-28', '2026-05-27', '2026-05-28'),
      cycle('2026-03-25', '2026-04-27', '2026-04-28'),
      cycle('2026-02-27', '2026-03-24', '2026-03-25'),
      cycle('2026-01-28', '2026-02-26', '2026-02-27'),
    ]);
  });
});

describe('asPayCycle', () => {
  it('gives the start and end in the older shape', () => {
    expect(asPayCycle({ start: '2026-10-23', end: '2026-11-24', nextPayDay: '2026-11-25', payDay: '2026-10-23' })).toEqual({
      startDate: '2026-10-23',
      endDate: '2026-11-24',
    });
  });
});
