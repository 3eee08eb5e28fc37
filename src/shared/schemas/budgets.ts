import { z } from 'zod';
import { MAX_AMOUNT_PENCE } from '../limits';
import { calendarDate } from './fields';
import { categoryId } from './categories';

// Inputs of the budgets router (issue 26 items 3 to 8; docs/decisions/050-budgets.md).
// Amounts are integer pence, as every figure the router returns.

/** How many pay cycles a budget's figures reach back (the current one included). */
export const BUDGET_CYCLES = 12;
export const ROLLOVERS = ['none', 'surplus', 'overspend'] as const;
export type Rollover = (typeof ROLLOVERS)[number];
/** A savings goal's date may be at most this many years ahead (bounds the cycles counted to it). */
export const GOAL_YEARS_AHEAD = 10;

const pence = (max: number) =>
  z.number().int('Please enter a whole number of pence').min(0, 'Please enter an amount of £0 or more').max(max, 'Please enter a smaller amount');

/** The cycle asked about: `cycle` back from the current one (0), or the cycle holding `date`. */
export const listBudgetsInput = z
  .object({
    cycle: z
      .number()
      .int()
      .min(0)
      .max(BUDGET_CYCLES - 1)
      .optional(),
    date: calendarDate('Please enter a date as yyyy-mm-dd').optional(),
  })
  .refine((v) => v.cycle === undefined || v.date === undefined, 'Please give a cycle or a date, not both')
  .optional();

export const setBudgetInput = z.object({
  categoryId,
  limit: pence(MAX_AMOUNT_PENCE),
  rollover: z.enum(ROLLOVERS).default('none'),
});

export const removeBudgetInput = z.object({ categoryId });

export const budgetPreferencesInput = z.object({ subtractFromLeftToSpend: z.boolean() });

export const setSavingsGoalInput = z.object({
  target: pence(MAX_AMOUNT_PENCE).refine((v) => v > 0, 'Please enter a target above £0'),
  date: calendarDate('Please enter a date as yyyy-mm-dd').nullable().default(null),
});
