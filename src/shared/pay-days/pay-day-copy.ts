import type { PayDayAdjustment } from './pay-day-rule';
import type { UkRegion } from './uk-bank-holidays';

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
