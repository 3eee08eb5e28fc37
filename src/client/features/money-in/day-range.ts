import { londonDate } from '../../../shared/dates';
import { formatDayRangeLabel } from '../../../shared/day-labels';

/** A pay cycle or any other run of days as '25 Feb – 24 Mar' (with the year when not this year's). */
export function formatDayRange(startDate: string, endDate: string): string {
  return formatDayRangeLabel(startDate, endDate, londonDate());
}
