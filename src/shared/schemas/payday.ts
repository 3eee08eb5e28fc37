import { z } from 'zod';
import { LAST_WEEKDAY } from '../pay-cycle';
import { PAY_DAY_ADJUSTMENTS, PAY_FREQUENCIES, WEEKS_OF_MONTH } from '../pay-days/pay-day-rule';
import { UK_REGIONS } from '../pay-days/uk-bank-holidays';
import { calendarDate } from './fields';

/** Settings accept the 1st to the 28th, a day every month has, and 31: the last working day of the month. */
export const PAY_DAY_MIN = 1;
export const PAY_DAY_MAX = 28;
export const LAST_WORKING_DAY = LAST_WEEKDAY;

const payDayMessage = 'Please choose a payday between the 1st and the 28th, or the last working day of the month';
export const ANCHOR_MESSAGE = 'Please enter the date of a recent payday';
const WEEKDAY_OF_MONTH_MESSAGE = 'Please choose a weekday and which one of the month';

/** A monthly day: 1 to 28, or 31 for the last working day. */
const payDayOfMonth = z
  .number({ error: payDayMessage })
  .int(payDayMessage)
  .refine((day) => (day >= PAY_DAY_MIN && day <= PAY_DAY_MAX) || day === LAST_WORKING_DAY, payDayMessage);

/** 'The second Tuesday': weekday 1 (Monday) to 5 (Friday), week 1 to 4 or -1 for the last. */
const weekdayOfMonthInput = z.object({
  weekday: z.number({ error: WEEKDAY_OF_MONTH_MESSAGE }).int(WEEKDAY_OF_MONTH_MESSAGE).min(1, WEEKDAY_OF_MONTH_MESSAGE).max(5, WEEKDAY_OF_MONTH_MESSAGE),
  week: z.union(
    WEEKS_OF_MONTH.map((w) => z.literal(w)),
    { error: WEEKDAY_OF_MONTH_MESSAGE },
  ),
});

/**
 * A pay schedule (issue 26): monthly on a day (`payDay`) or on a weekday of the month
 * (`weekdayOfMonth`), or every one, two or four weeks from a recent payday (`anchor`).
 * `frequency` left out is monthly, as every caller before issue 26 sent.
 */
const payScheduleFields = {
  frequency: z.enum(PAY_FREQUENCIES, { error: 'Please choose how often you are paid' }).optional(),
  payDay: payDayOfMonth.optional(),
  weekdayOfMonth: weekdayOfMonthInput.optional(),
  anchor: calendarDate(ANCHOR_MESSAGE).optional(),
};

type ScheduleFields = {
  frequency?: (typeof PAY_FREQUENCIES)[number] | undefined;
  payDay?: number | undefined;
  weekdayOfMonth?: unknown;
  anchor?: string | undefined;
};

/** Each frequency has the one field it needs: a day or a weekday of the month for monthly pay, a payday to count from for the others. */
function checkSchedule(input: ScheduleFields, ctx: z.RefinementCtx) {
  if (input.frequency && input.frequency !== 'monthly') {
    if (!input.anchor) ctx.addIssue({ code: 'custom', message: ANCHOR_MESSAGE, path: ['anchor'] });
    return;
  }
  if (input.payDay === undefined && input.weekdayOfMonth === undefined) ctx.addIssue({ code: 'custom', message: payDayMessage, path: ['payDay'] });
  if (input.payDay !== undefined && input.weekdayOfMonth !== undefined) ctx.addIssue({ code: 'custom', message: payDayMessage, path: ['payDay'] });
}

export const setPayDayInput = z
  .object({
    ...payScheduleFields,
    /** What happens to a pay day on a weekend or bank holiday; the saved one (or the default) when left out. */
    adjustment: z.enum(PAY_DAY_ADJUSTMENTS, { error: 'Please choose what happens when payday falls on a weekend or bank holiday' }).optional(),
    region: z.enum(UK_REGIONS, { error: 'Please choose England and Wales, Scotland or Northern Ireland' }).optional(),
  })
  .superRefine(checkSchedule);
export type SetPayDayInput = z.input<typeof setPayDayInput>;

/** The answer to "Your pay from ACME LTD lands around the 25th". */
export const answerSalaryInput = z.object({
  answer: z.enum(['confirmed', 'rejected'], { error: 'Please answer yes or no' }),
});
