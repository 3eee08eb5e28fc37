// One module per function: the server loads (on every start) only these, not all of date-fns.
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { addYears } from 'date-fns/addYears';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { differenceInCalendarMonths } from 'date-fns/differenceInCalendarMonths';
import { differenceInCalendarYears } from 'date-fns/differenceInCalendarYears';
import { format } from 'date-fns/format';
import { getDaysInMonth } from 'date-fns/getDaysInMonth';
import { parseISO } from 'date-fns/parseISO';
import { setDate } from 'date-fns/setDate';
import { startOfMonth } from 'date-fns/startOfMonth';
import type { CalendarDay } from './calendar';
import type { BillFrequency } from './types';

/**
 * The day of month a monthly bill is due on, from its latest (up to three) payments.
 * A payment on a month's last day only says 'that day or later' (28 Feb may stand for
 * the 31st), so the other payments decide: their lower median, which one payment moved
 * by a weekend cannot shift. If all fell on a month's last day, the latest day seen.
 */
export function monthlyDueDay(payments: readonly CalendarDay[]): number {
  const recent = payments.slice(-3);
  const exact = recent.filter((day) => !day.isMonthEnd).map((day) => day.dayOfMonth);
  if (exact.length === 0) return Math.max(...recent.map((day) => day.dayOfMonth));
  exact.sort((a, b) => a - b);
  return exact[Math.floor((exact.length - 1) / 2)]!;
}

/**
 * The first due date after `today`, stepping from the latest payment: weekly and
 * fortnightly by 7 and 14 days, yearly to the same date (29 Feb becomes 28 Feb),
 * monthly to `dueDay` clamped to the month's last day. A monthly date must also be at
 * least half a month after the latest payment, which may itself have been made late.
 */
export function nextDueDate(latest: string, frequency: BillFrequency, today: string, dueDay?: number): string {
  const from = parseISO(latest);
  const until = parseISO(today);
  const isAfterToday = (date: Date) => differenceInCalendarDays(date, until) > 0;
  // Start near today rather than at the latest payment, so old bills cost no more to step.
  switch (frequency) {
    case 'weekly':
    case 'fortnightly':
    case 'four-weekly': {
      const step = DAY_STEPS[frequency];
      let k = Math.max(1, Math.floor(differenceInCalendarDays(until, from) / step));
      while (!isAfterToday(addDays(from, k * step))) k++;
      return iso(addDays(from, k * step));
    }
    case 'yearly': {
      // Always from the latest payment, so 29 Feb comes back as 29 Feb in a leap year.
      let k = Math.max(1, differenceInCalendarYears(until, from));
      while (!isAfterToday(addYears(from, k))) k++;
      return iso(addYears(from, k));
    }
    case 'monthly':
    case 'ten-monthly':
    case 'quarterly':
    case 'six-monthly': {
      // Ten-monthly steps month by month like monthly: which two months are free is the
      // detection's to say, not the date's.
      const months = MONTH_STEPS[frequency];
      const day = dueDay ?? from.getDate();
      const dueIn = (k: number) => {
        const month = addMonths(startOfMonth(from), k * months);
        return setDate(month, Math.min(day, getDaysInMonth(month)));
      };
      let k = Math.max(0, Math.floor(differenceInCalendarMonths(until, from) / months));
      while (!isAfterToday(dueIn(k)) || differenceInCalendarDays(dueIn(k), from) < 15) k++;
      return iso(dueIn(k));
    }
  }
}

const DAY_STEPS = { weekly: 7, fortnightly: 14, 'four-weekly': 28 } as const;
const MONTH_STEPS = { monthly: 1, 'ten-monthly': 1, quarterly: 3, 'six-monthly': 6 } as const;

function iso(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}
