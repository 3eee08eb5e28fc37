import { LAST_WEEKDAY } from '../../../shared/pay-cycle';
import { londonDate } from '../../../shared/dates';
import { formatDayRangeLabel } from '../../../shared/day-labels';
import { ordinal } from '../../../shared/format';

/** A pay cycle or any other run of days as '25 Feb – 24 Mar' (with the year when not this year's). */
export function formatDayRange(startDate: string, endDate: string): string {
  return formatDayRangeLabel(startDate, endDate, londonDate());
}

/** 'the 25th', or the last working day of the month (31). */
export function describePayDay(payDay: number): string {
  return payDay === LAST_WEEKDAY ? 'the last working day of the month' : `the ${ordinal(payDay)}`;
}
