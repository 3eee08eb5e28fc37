import { describe, expect, it } from 'vitest';
import { addDays, londonDate } from '../../../src/shared/dates';
import { daysBetween } from '../../../src/shared/pay-cycle';
import { payCycleAt } from '../../../src/shared/pay-days/anchored-pay-cycle';
import { spendingMonth, spendingPeriods, weekStart, type SpendingPeriodKey } from '../../../src/shared/spending-periods';

/** The pay cycle of a pay day taken as it is (no weekend move; 31 the last working day): the shape the rules take. */
const cycle = (today: string, payDay: number) => {
  const c = payCycleAt(today, { day: payDay === 31 ? 'last-working-day' : payDay, adjustment: 'as-is', region: 'england-and-wales' });
  return { start: c.start, end: c.end };
};

/** The periods as 'key from..to', easy to compare whole. */
const ranges = (today: string, payDay: number) => spendingPeriods(today, cycle(today, payDay)).map((p) => `${p.key} ${p.from}..${p.to}`);

describe('weekStart', () => {
  it.each([
    ['2026-03-09', '2026-03-09'], // Monday
    ['2026-03-10', '2026-03-09'], // Tuesday
    ['2026-03-15', '2026-03-09'], // Sunday
    ['2026-03-01', '2026-02-23'], // Sunday across a month end
    ['2026-01-01', '2025-12-29'], // Thursday across a year end
    ['2024-03-03', '2024-02-26'], // Sunday after a leap day
    ['2026-03-29', '2026-03-23'], // clocks go forward
    ['2026-10-25', '2026-10-19'], // clocks go back
  ])('the week of %s starts on %s', (day, monday) => {
    expect(weekStart(day)).toBe(monday);
  });
});

describe('spendingMonth', () => {
  it.each([
    ['2026-03-10', 1, '2026-03-01', '2026-03-31'],
    ['2026-03-01', 1, '2026-03-01', '2026-03-31'],
    ['2026-02-28', 1, '2026-02-01', '2026-02-28'],
    ['2024-02-29', 1, '2024-02-01', '2024-02-29'],
    // Before pay day the pay cycle began last month, and "this month" with it (decision 024).
    ['2026-03-10', 28, '2026-02-28', '2026-03-27'],
    ['2024-02-27', 28, '2024-01-28', '2024-02-27'],
    ['2026-03-10', 15, '2026-02-15', '2026-03-14'],
    // From pay day the pay cycle runs into next month.
    ['2026-03-28', 28, '2026-03-28', '2026-04-27'],
    ['2026-03-31', 28, '2026-03-28', '2026-04-27'],
    ['2026-02-28', 28, '2026-02-28', '2026-03-27'],
    ['2024-02-29', 28, '2024-02-28', '2024-03-27'],
    ['2026-03-15', 15, '2026-03-15', '2026-04-14'],
    // Last weekday: 31 May 2026 is a Sunday, paid on Friday 29th; June's is Tuesday 30th.
    ['2026-05-31', 31, '2026-05-29', '2026-06-29'],
    ['2026-05-28', 31, '2026-04-30', '2026-05-28'],
    ['2026-03-31', 31, '2026-03-31', '2026-04-29'],
  ])('%s with pay day %i runs %s to %s', (today, payDay, from, to) => {
    expect(spendingMonth(today, cycle(today, payDay))).toEqual({ from, to });
  });
});

describe('spendingPeriods', () => {
  it('gives every card its full text, in the spec order, once the month is three weeks old', () => {
    expect(spendingPeriods('2026-03-31', cycle('2026-03-31', 1))).toEqual([
      { key: 'today', label: "What you've spent today", from: '2026-03-31', to: '2026-03-31' },
      { key: 'yesterday', label: "What you've spent yesterday", from: '2026-03-30', to: '2026-03-30' },
      { key: 'thisWeek', label: "What you've spent this week", from: '2026-03-30', to: '2026-03-31' },
      { key: 'lastWeek', label: "What you've spent last week", from: '2026-03-23', to: '2026-03-29' },
      { key: 'twoWeeksAgo', label: "What you've spent 2 weeks ago", from: '2026-03-16', to: '2026-03-22' },
      { key: 'threeWeeksAgo', label: "What you've spent 3 weeks ago", from: '2026-03-09', to: '2026-03-15' },
      { key: 'thisMonth', label: "What you've spent this month", from: '2026-03-01', to: '2026-03-31' },
    ]);
  });

  it.each([
    // Pay day 1, the e2e clock's day (Tuesday 10 March): month began 9 days ago.
    [
      '2026-03-10',
      1,
      [
        'today 2026-03-10..2026-03-10',
        'yesterday 2026-03-09..2026-03-09',
        'thisWeek 2026-03-09..2026-03-10',
        'lastWeek 2026-03-02..2026-03-08',
        'thisMonth 2026-03-01..2026-03-10',
      ],
    ],
    // Today is pay day: the month starts today, so no yesterday; this week still reaches back into February.
    ['2026-03-01', 1, ['today 2026-03-01..2026-03-01', 'thisWeek 2026-02-23..2026-03-01', 'thisMonth 2026-03-01..2026-03-01']],
    [
      '2026-03-02',
      1,
      ['today 2026-03-02..2026-03-02', 'yesterday 2026-03-01..2026-03-01', 'thisWeek 2026-03-02..2026-03-02', 'thisMonth 2026-03-01..2026-03-02'],
    ],
    // Exactly 7, 14 and 21 days after the month start the older weeks appear.
    [
      '2026-03-07',
      1,
      ['today 2026-03-07..2026-03-07', 'yesterday 2026-03-06..2026-03-06', 'thisWeek 2026-03-02..2026-03-07', 'thisMonth 2026-03-01..2026-03-07'],
    ],
    [
      '2026-03-08',
      1,
      [
        'today 2026-03-08..2026-03-08',
        'yesterday 2026-03-07..2026-03-07',
        'thisWeek 2026-03-02..2026-03-08',
        'lastWeek 2026-02-23..2026-03-01',
        'thisMonth 2026-03-01..2026-03-08',
      ],
    ],
    [
      '2026-03-15',
      1,
      [
        'today 2026-03-15..2026-03-15',
        'yesterday 2026-03-14..2026-03-14',
        'thisWeek 2026-03-09..2026-03-15',
        'lastWeek 2026-03-02..2026-03-08',
        'twoWeeksAgo 2026-02-23..2026-03-01',
        'thisMonth 2026-03-01..2026-03-15',
      ],
    ],
    [
      '2026-03-21',
      1,
      [
        'today 2026-03-21..2026-03-21',
        'yesterday 2026-03-20..2026-03-20',
        'thisWeek 2026-03-16..2026-03-21',
        'lastWeek 2026-03-09..2026-03-15',
        'twoWeeksAgo 2026-03-02..2026-03-08',
        'thisMonth 2026-03-01..2026-03-21',
      ],
    ],
    [
      '2026-03-22',
      1,
      [
        'today 2026-03-22..2026-03-22',
        'yesterday 2026-03-21..2026-03-21',
        'thisWeek 2026-03-16..2026-03-22',
        'lastWeek 2026-03-09..2026-03-15',
        'twoWeeksAgo 2026-03-02..2026-03-08',
        'threeWeeksAgo 2026-02-23..2026-03-01',
        'thisMonth 2026-03-01..2026-03-22',
      ],
    ],
    // Pay day 28 on pay day: the spending month is 28 to 31 March.
    ['2026-03-28', 28, ['today 2026-03-28..2026-03-28', 'thisWeek 2026-03-23..2026-03-28', 'thisMonth 2026-03-28..2026-03-28']],
    [
      '2026-03-29',
      28,
      ['today 2026-03-29..2026-03-29', 'yesterday 2026-03-28..2026-03-28', 'thisWeek 2026-03-23..2026-03-29', 'thisMonth 2026-03-28..2026-03-29'],
    ],
    // Pay day 28 before pay day: the month is the pay cycle, begun on 28 February (decision 024).
    [
      '2026-03-27',
      28,
      [
        'today 2026-03-27..2026-03-27',
        'yesterday 2026-03-26..2026-03-26',
        'thisWeek 2026-03-23..2026-03-27',
        'lastWeek 2026-03-16..2026-03-22',
        'twoWeeksAgo 2026-03-09..2026-03-15',
        'threeWeeksAgo 2026-03-02..2026-03-08',
        'thisMonth 2026-02-28..2026-03-27',
      ],
    ],
    // February: leap day after pay day 28, and pay day on 28 February in a common year.
    [
      '2024-02-29',
      28,
      ['today 2024-02-29..2024-02-29', 'yesterday 2024-02-28..2024-02-28', 'thisWeek 2024-02-26..2024-02-29', 'thisMonth 2024-02-28..2024-02-29'],
    ],
    ['2026-02-28', 28, ['today 2026-02-28..2026-02-28', 'thisWeek 2026-02-23..2026-02-28', 'thisMonth 2026-02-28..2026-02-28']],
    [
      '2024-02-29',
      1,
      [
        'today 2024-02-29..2024-02-29',
        'yesterday 2024-02-28..2024-02-28',
        'thisWeek 2024-02-26..2024-02-29',
        'lastWeek 2024-02-19..2024-02-25',
        'twoWeeksAgo 2024-02-12..2024-02-18',
        'threeWeeksAgo 2024-02-05..2024-02-11',
        'thisMonth 2024-02-01..2024-02-29',
      ],
    ],
    // Pay day 31: paid Friday 29 May (31st is a Sunday), so the month is 29 to 31 May.
    [
      '2026-05-31',
      31,
      ['today 2026-05-31..2026-05-31', 'yesterday 2026-05-30..2026-05-30', 'thisWeek 2026-05-25..2026-05-31', 'thisMonth 2026-05-29..2026-05-31'],
    ],
    ['2026-03-31', 31, ['today 2026-03-31..2026-03-31', 'thisWeek 2026-03-30..2026-03-31', 'thisMonth 2026-03-31..2026-03-31']],
    [
      '2026-03-30',
      31,
      [
        'today 2026-03-30..2026-03-30',
        'yesterday 2026-03-29..2026-03-29',
        'thisWeek 2026-03-30..2026-03-30',
        'lastWeek 2026-03-23..2026-03-29',
        'twoWeeksAgo 2026-03-16..2026-03-22',
        'threeWeeksAgo 2026-03-09..2026-03-15',
        // February's last weekday was Friday 27th (28th a Saturday).
        'thisMonth 2026-02-27..2026-03-30',
      ],
    ],
  ])('on %s with pay day %i', (today, payDay, expected) => {
    expect(ranges(today, payDay)).toEqual(expected);
  });

  it('keeps its shape for every day of 2024 to 2026 and pay days 1, 15, 28 and 31', () => {
    const order: SpendingPeriodKey[] = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'twoWeeksAgo', 'threeWeeksAgo', 'thisMonth'];
    const problems: string[] = [];
    for (const payDay of [1, 15, 28, 31]) {
      for (let today = '2024-01-01'; today <= '2026-12-31'; today = addDays(today, 1)) {
        const periods = spendingPeriods(today, cycle(today, payDay));
        const month = spendingMonth(today, cycle(today, payDay));
        const keys = periods.map((p) => p.key);
        const ageInDays = daysBetween(month.from, today);
        const expectedKeys = order.filter(
          (key) =>
            (key !== 'yesterday' || ageInDays >= 1) &&
            (key !== 'lastWeek' || ageInDays >= 7) &&
            (key !== 'twoWeeksAgo' || ageInDays >= 14) &&
            (key !== 'threeWeeksAgo' || ageInDays >= 21),
        );
        if (keys.join() !== expectedKeys.join()) problems.push(`${today}/${payDay}: ${keys.join()}`);
        const c = cycle(today, payDay);
        if (month.from !== c.start || month.to !== c.end) problems.push(`${today}/${payDay}: month ${month.from}..${month.to}`);
        if (!(month.from <= today && today <= month.to)) problems.push(`${today}/${payDay}: today outside the month`);
        for (const p of periods) {
          if (p.from > p.to || p.to > today) problems.push(`${today}/${payDay}: ${p.key} ${p.from}..${p.to}`);
          if (['lastWeek', 'twoWeeksAgo', 'threeWeeksAgo'].includes(p.key) && (weekStart(p.from) !== p.from || daysBetween(p.from, p.to) !== 6)) {
            problems.push(`${today}/${payDay}: ${p.key} is not Monday to Sunday`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('uses the London day around the clock changes and summer month ends', () => {
    // 23:30 UTC on 31 August is 00:30 on Tuesday 1 September in London: pay day 1 has just come.
    const firstOfSeptember = londonDate(new Date('2026-08-31T23:30:00Z'));
    expect(ranges(firstOfSeptember, 1)).toEqual(['today 2026-09-01..2026-09-01', 'thisWeek 2026-08-31..2026-09-01', 'thisMonth 2026-09-01..2026-09-01']);
    // After the clocks go forward: 23:30 UTC on 29 March is Monday 30 March in London.
    const monday = londonDate(new Date('2026-03-29T23:30:00Z'));
    expect(spendingPeriods(monday, cycle(monday, 1)).find((p) => p.key === 'thisWeek')).toMatchObject({ from: '2026-03-30', to: '2026-03-30' });
    // After the clocks go back London is on UTC again: 23:30 UTC on Sunday 25 October is still Sunday.
    const sunday = londonDate(new Date('2026-10-25T23:30:00Z'));
    expect(spendingPeriods(sunday, cycle(sunday, 1)).find((p) => p.key === 'thisWeek')).toMatchObject({ from: '2026-10-19', to: '2026-10-25' });
  });
});
