import { addDays, daysInMonth, splitDay } from '../dates';
import type { IncomeFrequency } from '../income';

/** A recurring income entry as the person added it: first date, amount and frequency. */
export type RecurringIncome = { date: string; pence: number; name: string; frequency: string | null; accountId: string | null };

const MONTHS: Partial<Record<IncomeFrequency, number>> = { Monthly: 1, Quarterly: 3, Annually: 12 };
const DAYS: Partial<Record<IncomeFrequency, number>> = { Weekly: 7, Biweekly: 14 };

/** The day `months` after `day`, on the same day of the month (the month's last day when shorter). */
function addMonths(day: string, months: number): string {
  const [y, m, d] = splitDay(day);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, daysInMonth(year, month))).padStart(2, '0')}`;
}

/**
 * The dates a recurring income entry lands on within from..to (its own date onwards): weekly
 * and fortnightly by days, monthly, quarterly and yearly on the same day of the month. At most
 * one date a week falls in a forecast's reach, so the loop is short.
 */
export function incomeDatesBetween(entry: RecurringIncome, from: string, to: string): string[] {
  const frequency = entry.frequency as IncomeFrequency | null;
  const days = frequency ? DAYS[frequency] : undefined;
  const months = frequency ? MONTHS[frequency] : undefined;
  if (!days && !months) return entry.date >= from && entry.date <= to ? [entry.date] : [];
  const out: string[] = [];
  if (days) {
    const gap = Math.max(0, Math.ceil((Date.parse(from) - Date.parse(entry.date)) / 86_400_000 / days));
    for (let d = addDays(entry.date, gap * days); d <= to; d = addDays(d, days)) if (d >= from) out.push(d);
  } else {
    const [fy, fm] = splitDay(from);
    const [ey, em] = splitDay(entry.date);
    const start = Math.max(0, Math.floor(((fy - ey) * 12 + (fm - em) - 1) / months!));
    for (let k = start; ; k++) {
      const d = addMonths(entry.date, k * months!);
      if (d > to) break;
      if (d >= from) out.push(d);
    }
  }
  return out;
}
