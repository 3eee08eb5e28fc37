import { z } from 'zod';
import { GOALS, ONBOARDING_STEPS } from '../onboarding';
import { PAY_DAY_ADJUSTMENTS } from '../pay-days/pay-day-rule';
import { ANCHOR_MESSAGE } from './payday';
import { planIds } from '../url-values';
import { billMessages, poundsToPence } from './bills';
import { calendarDate, text } from './fields';

export const saveGoalsInput = z.object({
  goals: z.array(z.enum(GOALS)).min(1, 'Please choose at least one goal').max(GOALS.length),
});

export const recordStepInput = z.object({ step: z.enum(ONBOARDING_STEPS) });

/** 1 to 28, or 31 for the last weekday of the month (onboarding only). */
const onboardingPayDay = z.union([z.number().int().min(1).max(28), z.literal(31)]);

const majorBillInput = z.object({
  name: text().trim().min(1, 'Please enter a name').max(100, 'Please keep the name under 100 characters'),
  /** Pounds as typed, e.g. '950' or '1,200.50', to pence: the same cap as any other bill. */
  amount: poundsToPence(
    { required: 'Please enter an amount', format: 'Please enter an amount', positive: billMessages.amountPositive, tooLarge: billMessages.amountTooLarge },
    /^\d{1,3}(,?\d{3})*(\.\d{1,2})?$/,
  ),
  dueDate: calendarDate().nullable().optional(),
});

export const completeOnboardingInput = z
  .object({
    payDay: onboardingPayDay.nullable().optional(),
    /** What happens to a pay day on a weekend or bank holiday (decision 017); the default when left out. */
    payDayAdjustment: z.enum(PAY_DAY_ADJUSTMENTS).optional(),
    /**
     * Pay every one, two or four weeks (issue 26): counted from `payAnchor`, a recent payday;
     * `payDay` is then left out. Left out: monthly on `payDay`.
     */
    payEvery: z.enum(['weekly', 'fortnightly', 'four-weekly']).optional(),
    payAnchor: calendarDate(ANCHOR_MESSAGE).optional(),
    majorBill: majorBillInput.nullable().optional(),
    /** The plan chosen on the paywall, remembered (Settings > Subscription shows it). */
    selectedPlan: z.enum(planIds).nullable().optional(),
  })
  .refine((input) => !input.payEvery || input.payAnchor !== undefined, { message: ANCHOR_MESSAGE, path: ['payAnchor'] });
