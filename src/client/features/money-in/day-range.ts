import { LAST_WEEKDAY } from '../../../shared/pay-cycle';
import { formatDayShortMonth } from '../../../shared/transactions-display';
import { ordinal } from '../../../shared/format';

/** A pay cycle or any other run of days as '25 Feb – 24 Mar'. */
export function formatDayRange(startDate: string, endDate: string): string {
  return `${formatDayShortMonth(startDate)} – ${formatDayShortMonth(endDate)}`;
}

/** 'the 25th', or 'the last weekday' for the onboarding-only choice. */
export function describePayDay(payDay: number): string {
  return payDay === LAST_WEEKDAY ? 'the last weekday of the month' : `the ${ordinal(payDay)}`;
}
