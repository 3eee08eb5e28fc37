import { addDays } from './dates';

/** 31 stands for 'the last weekday of the month' (chosen during onboarding). */
export const LAST_WEEKDAY = 31;

/** The pay date of a month: the day itself (1 to 28), or its last weekday for 31. */
export function payDateIn(year: number, month: number, payDay: number): string {
  if (payDay !== LAST_WEEKDAY) return ymd(year, month, payDay);
  const last = new Date(Date.UTC(year, month, 0));
  const weekday = last.getUTCDay();
  const back = weekday === 0 ? 2 : weekday === 6 ? 1 : 0;
  return ymd(year, month, last.getUTCDate() - back);
}

export type PayCycle = { startDate: string; endDate: string };

/** The pay cycle holding `day`: from a pay date to the day before the next one. */
export function payCycleFor(day: string, payDay: number): PayCycle {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const thisMonth = payDateIn(y, m, payDay);
  const [sy, sm] = thisMonth <= day ? [y, m] : prevMonth(y, m);
  const [ny, nm] = nextMonth(sy, sm);
  return { startDate: payDateIn(sy, sm, payDay), endDate: addDays(payDateIn(ny, nm, payDay), -1) };
}

const ymd = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const prevMonth = (y: number, m: number): [number, number] => (m === 1 ? [y - 1, 12] : [y, m - 1]);
const nextMonth = (y: number, m: number): [number, number] => (m === 12 ? [y + 1, 1] : [y, m + 1]);
