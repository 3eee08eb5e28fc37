import { ordinal } from '../format';
import { isWeeklyRule, type PayDayAdjustment, type PayDayRule, type PayFrequency, type WeekOfMonth } from './pay-day-rule';
import { weekdayOf, type UkRegion } from './uk-bank-holidays';

// The words the pay day choices are offered in (onboarding and Payday Settings alike).

export const ADJUSTMENT_CHOICES: readonly { value: PayDayAdjustment; label: string; hint: string }[] = [
  { value: 'previous-working-day', label: 'The working day before', hint: 'What most UK employers do (the usual choice)' },
  { value: 'next-working-day', label: 'The next working day', hint: 'Paid on the Monday after a weekend' },
  { value: 'as-is', label: 'The day itself', hint: 'Your money arrives on that date even at weekends' },
];

export const REGION_CHOICES: readonly { value: UkRegion; label: string }[] = [
  { value: 'england-and-wales', label: 'England and Wales' },
  { value: 'scotland', label: 'Scotland' },
  { value: 'northern-ireland', label: 'Northern Ireland' },
];

/** The question's heading: when payday is a weekend or bank holiday, pay arrives on... */
export const ADJUSTMENT_QUESTION = 'When your payday falls on a weekend or bank holiday, you are paid on';

/** The choices of how often pay lands (Payday Settings and onboarding). */
export const FREQUENCY_CHOICES: readonly { value: PayFrequency; label: string }[] = [
  { value: 'monthly', label: 'Every month' },
  { value: 'four-weekly', label: 'Every 4 weeks' },
  { value: 'fortnightly', label: 'Every 2 weeks' },
  { value: 'weekly', label: 'Every week' },
];

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** 'first' to 'fourth', and 'last' for -1. */
export const WEEK_OF_MONTH_WORDS: Record<WeekOfMonth, string> = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' };

const EVERY: Record<Exclude<PayFrequency, 'monthly'>, string> = { weekly: 'every week', fortnightly: 'every 2 weeks', 'four-weekly': 'every 4 weeks' };

/**
 * A pay schedule in plain words: 'the 25th', 'the last working day of the month', 'the
 * second Tuesday of the month', 'every 4 weeks, on Fridays' (Money In: 'Your pay period
 * starts on your pay day, the 25th.').
 */
export function describePayDayRule(rule: PayDayRule): string {
  if (isWeeklyRule(rule)) return `${EVERY[rule.frequency]}, on ${WEEKDAY_NAMES[weekdayOf(rule.anchor)]}s`;
  if (rule.day === 'last-working-day') return 'the last working day of the month';
  if (typeof rule.day === 'object') return `the ${WEEK_OF_MONTH_WORDS[rule.day.week]} ${WEEKDAY_NAMES[rule.day.weekday]} of the month`;
  return `the ${ordinal(rule.day)}`;
}

/** What one pay cycle is called in copy: 'month' for monthly pay, else 'pay cycle' ('this pay cycle'). */
export function cycleNoun(rule: PayDayRule): 'month' | 'pay cycle' {
  return isWeeklyRule(rule) ? 'pay cycle' : 'month';
}
