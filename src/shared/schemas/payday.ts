import { z } from 'zod';
import { LAST_WEEKDAY } from '../pay-cycle';
import { PAY_DAY_ADJUSTMENTS } from '../pay-days/pay-day-rule';
import { UK_REGIONS } from '../pay-days/uk-bank-holidays';

/** Settings accept the 1st to the 28th, a day every month has, and 31: the last working day of the month. */
export const PAY_DAY_MIN = 1;
export const PAY_DAY_MAX = 28;
export const LAST_WORKING_DAY = LAST_WEEKDAY;

const payDayMessage = 'Please choose a payday between the 1st and the 28th, or the last working day of the month';

export const setPayDayInput = z.object({
  payDay: z
    .number({ error: payDayMessage })
    .int(payDayMessage)
    .refine((day) => (day >= PAY_DAY_MIN && day <= PAY_DAY_MAX) || day === LAST_WORKING_DAY, payDayMessage),
  /** What happens to a pay day on a weekend or bank holiday; the saved one (or the default) when left out. */
  adjustment: z.enum(PAY_DAY_ADJUSTMENTS, { error: 'Please choose what happens when payday falls on a weekend or bank holiday' }).optional(),
  region: z.enum(UK_REGIONS, { error: 'Please choose England and Wales, Scotland or Northern Ireland' }).optional(),
});
export type SetPayDayInput = z.input<typeof setPayDayInput>;

/** The answer to "Your pay from ACME LTD lands around the 25th". */
export const answerSalaryInput = z.object({
  answer: z.enum(['confirmed', 'rejected'], { error: 'Please answer yes or no' }),
});
export type AnswerSalaryInput = z.input<typeof answerSalaryInput>;
