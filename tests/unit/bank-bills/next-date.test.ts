import { describe, expect, it } from 'vitest';
import { createCalendar } from '../../../src/shared/bank-bills/calendar';
import { monthlyDueDay, nextDueDate } from '../../../src/shared/bank-bills/next-date';

describe('nextDueDate', () => {
  it.each([
    // latest, frequency, today, due day, next
    ['2025-03-03', 'monthly', '2025-03-10', undefined, '2025-04-03'],
    ['2024-01-31', 'monthly', '2024-02-01', 31, '2024-02-29'], // leap February
    ['2023-01-31', 'monthly', '2023-02-01', 31, '2023-02-28'],
    ['2024-02-29', 'monthly', '2024-03-01', 31, '2024-03-31'], // back to the 31st after February
    ['2024-03-31', 'monthly', '2024-04-02', 31, '2024-04-30'],
    ['2024-04-30', 'monthly', '2024-05-01', 30, '2024-05-30'],
    ['2024-12-31', 'monthly', '2025-01-05', 31, '2025-01-31'], // across the year end
    ['2024-12-15', 'monthly', '2025-01-20', 15, '2025-02-15'], // a due date already passed today
    ['2025-04-03', 'monthly', '2025-04-05', 1, '2025-05-01'], // paid late on the 3rd, due on the 1st
    ['2025-04-02', 'monthly', '2025-04-05', 31, '2025-04-30'], // the 31st paid late, still due this month
    ['2024-12-28', 'weekly', '2024-12-31', undefined, '2025-01-04'],
    ['2024-12-20', 'fortnightly', '2024-12-31', undefined, '2025-01-03'],
    ['2024-12-20', 'weekly', '2024-12-27', undefined, '2025-01-03'], // today is a due day: the next one
    ['2024-02-29', 'yearly', '2024-06-01', undefined, '2025-02-28'],
    ['2023-11-15', 'yearly', '2024-11-15', undefined, '2025-11-15'],
    ['2024-02-29', 'yearly', '2027-06-01', undefined, '2028-02-29'],
  ] as const)('%s %s, today %s, due day %s -> %s', (latest, frequency, today, dueDay, next) => {
    expect(nextDueDate(latest, frequency, today, dueDay)).toBe(next);
  });

  it('is always after today, however old the latest payment', () => {
    expect(nextDueDate('2020-01-31', 'monthly', '2025-06-30', 31)).toBe('2025-07-31');
    expect(nextDueDate('2020-01-06', 'weekly', '2025-06-30', undefined)).toBe('2025-07-07');
  });
});

describe('monthlyDueDay', () => {
  const calendar = createCalendar();
  const days = (...dates: string[]) => dates.map((date) => calendar(date)!);

  it.each([
    [['2024-01-31', '2024-02-29'], 31],
    [['2023-01-28', '2023-02-28', '2023-03-28'], 28],
    [['2024-03-30', '2024-04-30', '2024-05-30'], 30],
    [['2025-02-03', '2025-03-03', '2025-04-01'], 3],
    [['2025-01-01', '2025-02-03', '2025-03-01'], 1], // one payment moved by a weekend
    [['2023-02-28', '2023-03-30', '2023-04-30'], 30],
    [['2024-03-31', '2024-04-30'], 31],
    [['2025-01-01', '2025-01-31', '2025-03-03'], 1], // the 1st, paid early and late
    [['2024-04-30'], 30],
  ])('%j -> %i', (dates, day) => {
    expect(monthlyDueDay(days(...dates))).toBe(day);
  });
});
