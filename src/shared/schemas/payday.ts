import { z } from 'zod';

/** Settings accept the 1st to the 28th, a day every month has (31, last weekday, is onboarding only). */
export const PAY_DAY_MIN = 1;
export const PAY_DAY_MAX = 28;

const payDayMessage = 'Please choose a payday between the 1st and the 28th';

export const setPayDayInput = z.object({
  payDay: z.number({ error: payDayMessage }).int(payDayMessage).min(PAY_DAY_MIN, payDayMessage).max(PAY_DAY_MAX, payDayMessage),
});
export type SetPayDayInput = z.input<typeof setPayDayInput>;
