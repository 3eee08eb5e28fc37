// One module per function: the server loads (on every start) only these, not all of date-fns.
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { isLastDayOfMonth } from 'date-fns/isLastDayOfMonth';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';

/** A 'yyyy-MM-dd' day with the few facts the bill rules need, as plain numbers. */
export type CalendarDay = {
  date: string;
  /** Days since 2000-01-01, so a gap is a subtraction. */
  dayNumber: number;
  dayOfMonth: number;
  isMonthEnd: boolean;
};

const EPOCH = parseISO('2000-01-01');

/**
 * Looks days up through date-fns once per distinct date string: two years of
 * transactions hold ~730 distinct dates however many payments there are.
 * Returns null for a string that is not a real 'yyyy-MM-dd' date.
 */
export function createCalendar(): (date: string) => CalendarDay | null {
  const cache = new Map<string, CalendarDay | null>();
  return (date) => {
    let day = cache.get(date);
    if (day === undefined) {
      day = describeDay(date);
      cache.set(date, day);
    }
    return day;
  };
}

function describeDay(date: string): CalendarDay | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const parsed = parseISO(date);
  if (!isValid(parsed)) return null;
  return { date, dayNumber: differenceInCalendarDays(parsed, EPOCH), dayOfMonth: parsed.getDate(), isMonthEnd: isLastDayOfMonth(parsed) };
}
