import type { PayDayAdjustment } from '../../../src/shared/pay-days/pay-day-rule';
import { publishedBankHolidays, type Region } from './published-bank-holidays';

// The expectation is built here from the published lists and plain UTC dates, day by day,
// without the code under test.
export const holidaysOf = (region: Region) => new Set([2023, 2024, 2025, 2026, 2027, 2028].flatMap((year) => publishedOrEmpty(year, region)));
// 2028 is not in the fixture: only its first days matter (next-working-day from late December 2027),
// and 1 January 2028 is a Saturday, so Monday 3rd is the substitute holiday everywhere, plus
// Tuesday 4th in Scotland.
const publishedOrEmpty = (year: number, region: Region) =>
  year === 2028 ? (region === 'scotland' ? ['2028-01-03', '2028-01-04'] : ['2028-01-03']) : publishedBankHolidays(year, region);

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const text = (date: Date) => date.toISOString().slice(0, 10);
const step = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

export function expectedPayDay(year: number, month: number, day: number | 'last', adjustment: PayDayAdjustment, holidays: Set<string>): string {
  const lastOfMonth = utc(year, month + 1, 0);
  let date = day === 'last' ? lastOfMonth : utc(year, month, Math.min(day, lastOfMonth.getUTCDate()));
  const isWorking = (d: Date) => d.getUTCDay() !== 0 && d.getUTCDay() !== 6 && !holidays.has(text(d));
  const direction = day === 'last' || adjustment === 'previous-working-day' ? -1 : adjustment === 'next-working-day' ? 1 : 0;
  while (direction !== 0 && !isWorking(date)) date = step(date, direction);
  return text(date);
}
