import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src/shared/dates';
import { cyclesPerYear, payCycleAt, recentPayCyclesAt, taxYearOf, taxYearStarting, yearlyPayCyclesAt } from '../../../src/shared/pay-days/anchored-pay-cycle';
import { describePayDayRule } from '../../../src/shared/pay-days/pay-day-copy';
import {
  ownPayDayRule,
  payDayIn,
  storedColumnsOf,
  type MonthlyPayDayRule,
  type PayDayAdjustment,
  type WeeklyFrequency,
  type WeeklyPayDayRule,
} from '../../../src/shared/pay-days/pay-day-rule';
import type { UkRegion } from '../../../src/shared/pay-days/uk-bank-holidays';
import { holidaysOf } from './expected-pay-day';

// Issue 26, item 1: pay every week, two weeks or four weeks from a known payday, and monthly
// pay on a weekday of the month. Every expected date below is written out by hand from the
// calendar and the gov.uk bank holiday lists (the weekday of each is noted).

const every = (
  frequency: WeeklyFrequency,
  anchor: string,
  adjustment: PayDayAdjustment = 'previous-working-day',
  region: UkRegion = 'england-and-wales',
): WeeklyPayDayRule => ({ frequency, anchor, adjustment, region });
const weekdayOfMonth = (
  weekday: number,
  week: 1 | 2 | 3 | 4 | -1,
  adjustment: PayDayAdjustment = 'previous-working-day',
  region: UkRegion = 'england-and-wales',
): MonthlyPayDayRule => ({ frequency: 'monthly', day: { weekday, week }, adjustment, region });

describe('every four weeks: 13 paydays in 2026', () => {
  // From Friday 9 January 2026, every 28 days. Good Friday is 3 April 2026, so that payday
  // moves back to Thursday 2 April. The 14th payday, Friday 8 January 2027, is next year's.
  const rule = every('four-weekly', '2026-01-09');
  const paydays2026 = [
    '2026-01-09',
    '2026-02-06',
    '2026-03-06',
    '2026-04-02', // Good Friday 3 April: Thursday
    '2026-05-01',
    '2026-05-29',
    '2026-06-26',
    '2026-07-24',
    '2026-08-21',
    '2026-09-18',
    '2026-10-16',
    '2026-11-13',
    '2026-12-11',
  ];

  it('lists the 13 cycles paid in 2026, plus the next one, back to back', () => {
    const yearly = yearlyPayCyclesAt('2026-12-20', rule);
    expect(yearly.map((c) => c.payDay)).toEqual(['2027-01-08', ...[...paydays2026].reverse()]);
    expect(yearly.filter((c) => c.payDay.startsWith('2026'))).toHaveLength(13);
    // Each cycle ends the day before the next starts.
    expect(yearly[1]).toEqual({ start: '2026-12-11', end: '2027-01-07', nextPayDay: '2027-01-08', payDay: '2026-12-11' });
    expect(yearly.at(-1)).toEqual({ start: '2026-01-09', end: '2026-02-05', nextPayDay: '2026-02-06', payDay: '2026-01-09' });
    expect(yearly.find((c) => c.payDay === '2026-03-06')).toEqual({ start: '2026-03-06', end: '2026-04-01', nextPayDay: '2026-04-02', payDay: '2026-03-06' });
  });

  it('the year before its first payday is the last cycle of 2025', () => {
    // 9 Jan 2026 - 28 days = Friday 12 December 2025.
    expect(payCycleAt('2026-01-08', rule)).toEqual({ start: '2025-12-12', end: '2026-01-08', nextPayDay: '2026-01-09', payDay: '2025-12-12' });
    // On 5 January only the cycle paid in 2026 and that one: January's has not begun.
    expect(yearlyPayCyclesAt('2026-01-05', rule).map((c) => c.payDay)).toEqual(['2026-01-09', '2025-12-12']);
  });

  it('counts 13 cycles a year for a monthly figure', () => {
    expect(cyclesPerYear(rule)).toBe(13);
    expect(cyclesPerYear(every('weekly', '2026-01-09'))).toBe(52);
    expect(cyclesPerYear(every('fortnightly', '2026-01-09'))).toBe(26);
    expect(cyclesPerYear({ day: 25, adjustment: 'as-is', region: 'scotland' })).toBe(12);
  });
});

describe('weekly pay across a bank holiday', () => {
  it('Friday pay on Good Friday 18 April 2025 lands on Thursday 17th', () => {
    const rule = every('weekly', '2025-04-04');
    expect(payCycleAt('2025-04-16', rule)).toEqual({ start: '2025-04-11', end: '2025-04-16', nextPayDay: '2025-04-17', payDay: '2025-04-11' });
    expect(payCycleAt('2025-04-17', rule)).toEqual({ start: '2025-04-17', end: '2025-04-24', nextPayDay: '2025-04-25', payDay: '2025-04-17' });
    expect(recentPayCyclesAt('2025-04-25', rule, 3).map((c) => c.start)).toEqual(['2025-04-25', '2025-04-17', '2025-04-11']);
  });

  it('moved forward, Good Friday pay waits for Tuesday 22nd (Easter Monday is a holiday too)', () => {
    const rule = every('weekly', '2025-04-04', 'next-working-day');
    expect(payCycleAt('2025-04-21', rule)).toEqual({ start: '2025-04-11', end: '2025-04-21', nextPayDay: '2025-04-22', payDay: '2025-04-11' });
    expect(payCycleAt('2025-04-22', rule)).toEqual({ start: '2025-04-22', end: '2025-04-24', nextPayDay: '2025-04-25', payDay: '2025-04-22' });
  });

  it('Monday pay on Easter Monday 21 April 2025 moves back past Good Friday, except in Scotland', () => {
    // England and Wales: Monday 21st and Friday 18th are holidays, so Thursday 17th.
    expect(payCycleAt('2025-04-18', every('weekly', '2025-04-07'))).toMatchObject({ start: '2025-04-17', nextPayDay: '2025-04-28' });
    // Scotland has no Easter Monday holiday: paid on Monday 21st.
    expect(payCycleAt('2025-04-18', every('weekly', '2025-04-07', 'previous-working-day', 'scotland'))).toEqual({
      start: '2025-04-14',
      end: '2025-04-20',
      nextPayDay: '2025-04-21',
      payDay: '2025-04-14',
    });
  });

  it('Christmas 2026: Friday pay on Christmas Day and New Year’s Day lands on the Thursdays', () => {
    const rule = every('weekly', '2026-12-04');
    // Fri 18 Dec; Fri 25 Dec -> Thu 24 Dec; Fri 1 Jan 2027 -> Thu 31 Dec; Fri 8 Jan.
    expect(recentPayCyclesAt('2027-01-08', rule, 4)).toEqual([
      { start: '2027-01-08', end: '2027-01-14', nextPayDay: '2027-01-15', payDay: '2027-01-08' },
      { start: '2026-12-31', end: '2027-01-07', nextPayDay: '2027-01-08', payDay: '2026-12-31' },
      { start: '2026-12-24', end: '2026-12-30', nextPayDay: '2026-12-31', payDay: '2026-12-24' },
      { start: '2026-12-18', end: '2026-12-23', nextPayDay: '2026-12-24', payDay: '2026-12-18' },
    ]);
  });

  it('a weekly salary 3 days early starts its cycle; 4 days early is last week’s', () => {
    const rule = every('weekly', '2026-11-06');
    // Payday Friday 20 November 2026.
    expect(payCycleAt('2026-11-17', rule, ['2026-11-17'])).toMatchObject({ start: '2026-11-17', payDay: '2026-11-20' });
    expect(payCycleAt('2026-11-17', rule, ['2026-11-16'])).toMatchObject({ start: '2026-11-13', end: '2026-11-19' });
    // The cycle before ends the day before the early salary.
    expect(payCycleAt('2026-11-16', rule, ['2026-11-17'])).toEqual({ start: '2026-11-13', end: '2026-11-16', nextPayDay: '2026-11-17', payDay: '2026-11-13' });
  });
});

describe('fortnightly pay across a year end', () => {
  // Every other Friday from 18 December 2026: Friday 1 January 2027 is New Year's Day.
  it('pays on Thursday 31 December, in England and Wales and in Scotland alike', () => {
    for (const region of ['england-and-wales', 'scotland'] as const) {
      expect(payCycleAt('2027-01-05', every('fortnightly', '2026-12-18', 'previous-working-day', region))).toEqual({
        start: '2026-12-31',
        end: '2027-01-14',
        nextPayDay: '2027-01-15',
        payDay: '2026-12-31',
      });
    }
  });

  it('moved forward: Monday 4 January in England and Wales, Tuesday 5th in Scotland (2 January’s substitute day)', () => {
    expect(payCycleAt('2027-01-05', every('fortnightly', '2026-12-18', 'next-working-day'))).toMatchObject({ start: '2027-01-04', end: '2027-01-14' });
    expect(payCycleAt('2027-01-04', every('fortnightly', '2026-12-18', 'next-working-day', 'scotland'))).toEqual({
      start: '2026-12-18',
      end: '2027-01-04',
      nextPayDay: '2027-01-05',
      payDay: '2026-12-18',
    });
  });

  it('counts the 1 January payday, paid on 31 December, in 2027', () => {
    // 2027's first cycle is due 1 January; on 20 January the list is: next (29 Jan), 15 Jan, 1 Jan (paid 31 Dec).
    expect(yearlyPayCyclesAt('2027-01-20', every('fortnightly', '2026-12-18')).map((c) => c.payDay)).toEqual(['2027-01-29', '2027-01-15', '2026-12-31']);
  });
});

describe('monthly on a weekday of the month', () => {
  it('the last Friday: Good Friday 29 March 2024 moves back to Thursday 28th', () => {
    const lastFriday = weekdayOfMonth(5, -1);
    expect(payDayIn(2024, 3, lastFriday)).toBe('2024-03-28');
    expect(payDayIn(2024, 4, lastFriday)).toBe('2024-04-26');
    expect(payDayIn(2026, 11, lastFriday)).toBe('2026-11-27');
    expect(payDayIn(2027, 12, lastFriday)).toBe('2027-12-31');
    expect(payCycleAt('2024-04-01', lastFriday)).toEqual({ start: '2024-03-28', end: '2024-04-25', nextPayDay: '2024-04-26', payDay: '2024-03-28' });
  });

  it('the second Tuesday', () => {
    const secondTuesday = weekdayOfMonth(2, 2);
    // 1 November 2026 is a Sunday: Tuesdays 3rd and 10th. 1 January 2025 a Wednesday: 7th and 14th.
    expect(payDayIn(2026, 11, secondTuesday)).toBe('2026-11-10');
    expect(payDayIn(2025, 1, secondTuesday)).toBe('2025-01-14');
    expect(payCycleAt('2026-11-24', secondTuesday)).toEqual({ start: '2026-11-10', end: '2026-12-07', nextPayDay: '2026-12-08', payDay: '2026-11-10' });
  });

  it('the first Monday moves off the May bank holiday, and off August’s in Scotland only', () => {
    // 5 May 2025 is the early May bank holiday: Friday 2nd, or Tuesday 6th moved forward.
    expect(payDayIn(2025, 5, weekdayOfMonth(1, 1))).toBe('2025-05-02');
    expect(payDayIn(2025, 5, weekdayOfMonth(1, 1, 'next-working-day'))).toBe('2025-05-06');
    // 4 August 2025: Scotland's summer holiday, an ordinary Monday in England and Wales.
    expect(payDayIn(2025, 8, weekdayOfMonth(1, 1, 'previous-working-day', 'scotland'))).toBe('2025-08-01');
    expect(payDayIn(2025, 8, weekdayOfMonth(1, 1))).toBe('2025-08-04');
  });
});

describe('every frequency, 2024 to 2027, against the published bank holidays', () => {
  // The expectation steps plain UTC dates from the anchor and moves them with the gov.uk
  // lists (expected-pay-day.ts), without the code under test.
  const step = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
  const cases = [
    ['weekly', 7, '2023-12-29'], // Fridays
    ['fortnightly', 14, '2024-01-01'], // Mondays, from New Year's Day
    ['four-weekly', 28, '2023-12-26'], // Tuesdays, from Boxing Day
  ] as const;
  for (const region of ['england-and-wales', 'scotland'] as const) {
    const holidays = holidaysOf(region);
    const working = (day: string) => weekday(day) % 6 !== 0 && !holidays.has(day);
    for (const adjustment of ['previous-working-day', 'next-working-day', 'as-is'] as const) {
      for (const [frequency, period, anchor] of cases) {
        it(`${frequency} from ${anchor}, ${adjustment}, ${region}`, () => {
          const rule = every(frequency, anchor, adjustment, region);
          const wrong: string[] = [];
          let count = 0;
          for (let nominal: string = anchor; nominal <= '2027-12-31'; nominal = step(nominal, period)) {
            let paid: string = nominal;
            while (adjustment !== 'as-is' && !working(paid)) paid = step(paid, adjustment === 'previous-working-day' ? -1 : 1);
            if (nominal < '2024-01-01') continue;
            count++;
            const onPayday = payCycleAt(paid, rule);
            const dayBefore = payCycleAt(step(paid, -1), rule);
            if (onPayday.start !== paid || onPayday.payDay !== paid) wrong.push(`${nominal}: cycle starts ${onPayday.start}, expected ${paid}`);
            if (dayBefore.nextPayDay !== paid || dayBefore.end !== step(paid, -1)) wrong.push(`${nominal}: the day before ends ${dayBefore.end}`);
          }
          expect(wrong).toEqual([]);
          // 2024 to 2027 is 1,461 days: 208 or 209 weeks, 104 or 105 fortnights, 52 or 53 four weeks.
          expect(count).toBeGreaterThanOrEqual(Math.floor(1461 / period));
        });
      }
    }
  }
});

describe('tax years', () => {
  it('run from 6 April to 5 April', () => {
    expect(taxYearOf('2026-04-05')).toEqual({ from: '2025-04-06', to: '2026-04-05' });
    expect(taxYearOf('2026-04-06')).toEqual({ from: '2026-04-06', to: '2027-04-05' });
    expect(taxYearOf('2027-01-20')).toEqual({ from: '2026-04-06', to: '2027-04-05' });
    expect(taxYearStarting(2024)).toEqual({ from: '2024-04-06', to: '2025-04-05' });
  });

  it('holds the cycles paid from 6 April: monthly on the 25th, on 24 November 2026', () => {
    // 25 Apr 2026 Sat -> Fri 24th; 25 May the spring bank holiday -> Fri 22nd; 25 Jul Sat -> Fri 24th;
    // 25 Oct Sun -> Fri 23rd. Newest first, with next month's.
    const cycles = yearlyPayCyclesAt('2026-11-24', { day: 25, adjustment: 'previous-working-day', region: 'england-and-wales' }, [], taxYearOf('2026-11-24'));
    expect(cycles.map((c) => c.start)).toEqual([
      '2026-11-25',
      '2026-10-23',
      '2026-09-25',
      '2026-08-25',
      '2026-07-24',
      '2026-06-25',
      '2026-05-22',
      '2026-04-24',
    ]);
  });

  it('for four-weekly pay from 9 January 2026, starts with the payday of 1 May', () => {
    // 3 April (Good Friday, paid 2 April) is before 6 April; the next is Friday 1 May.
    const cycles = yearlyPayCyclesAt('2026-05-10', every('four-weekly', '2026-01-09'), [], taxYearOf('2026-05-10'));
    expect(cycles.map((c) => c.payDay)).toEqual(['2026-05-29', '2026-05-01']);
  });
});

describe('stored columns', () => {
  it('read back as the rule they store, and old rows read as they always did', () => {
    const rules = [every('four-weekly', '2026-01-09', 'next-working-day', 'scotland'), weekdayOfMonth(5, -1), weekdayOfMonth(2, 2, 'as-is')];
    for (const rule of rules) {
      const c = storedColumnsOf(rule);
      expect(
        ownPayDayRule({
          payDay: c.pay_day,
          adjustment: c.pay_day_adjustment,
          region: c.bank_holiday_region,
          frequency: c.pay_frequency,
          anchor: c.pay_anchor,
          weekday: c.pay_weekday,
          week: c.pay_week,
        }),
      ).toEqual(rule);
    }
    // A row from before issue 26: pay_day 25, nothing else.
    expect(ownPayDayRule({ payDay: 25 })).toEqual({ day: 25, adjustment: 'previous-working-day', region: 'england-and-wales' });
    expect(ownPayDayRule({ payDay: null })).toBeNull();
    // A weekly schedule without its payday is not a schedule.
    expect(ownPayDayRule({ payDay: null, frequency: 'weekly', anchor: null })).toBeNull();
  });

  it('in plain words', () => {
    expect(describePayDayRule(every('four-weekly', '2026-01-09'))).toBe('every 4 weeks, on Fridays');
    expect(describePayDayRule(every('fortnightly', '2024-01-01'))).toBe('every 2 weeks, on Mondays');
    expect(describePayDayRule(weekdayOfMonth(2, 2))).toBe('the second Tuesday of the month');
    expect(describePayDayRule(weekdayOfMonth(5, -1))).toBe('the last Friday of the month');
    expect(describePayDayRule({ day: 25, adjustment: 'as-is', region: 'scotland' })).toBe('the 25th');
  });
});

// The anchor arithmetic must not drift over years: 52 weeks after Friday 9 January 2026 is Friday 8 January 2027.
it('counts whole weeks from the anchor', () => {
  expect(payCycleAt('2027-01-08', every('weekly', '2026-01-09')).payDay).toBe('2027-01-08');
  expect(payCycleAt(addDays('2026-01-09', -1), every('weekly', '2026-01-09')).payDay).toBe('2026-01-02');
});
