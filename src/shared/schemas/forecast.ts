import { z } from 'zod';
import { decimalToPence } from '../money';

// The payday forecast (issue 27; decision 051).

/** The most a buffer or an overdraft limit may be: £1 million. */
const MAX_FORECAST_AMOUNT_PENCE = 100_000_000;
const FORECAST_AMOUNT_MESSAGE = 'Please enter an amount from £0 to £1,000,000';

/**
 * Everyday spending from the person's own past days ('history'), or from what is still
 * budgeted this cycle ('plan'; history when there is no plan).
 */
const FORECAST_SPENDING = ['history', 'plan'] as const;

export const toPaydayInput = z
  .object({
    /** One current account; all of them together when left out. */
    accountId: z.uuid().optional(),
    spending: z.enum(FORECAST_SPENDING).optional(),
  })
  .default({});

/** Pounds as typed ('250', '99.50') to pence, bounded; '' is null. */
const pounds = z
  .string()
  .trim()
  .max(20, FORECAST_AMOUNT_MESSAGE)
  .transform((value, ctx) => {
    if (value === '') return null;
    try {
      const pence = decimalToPence(value.replace(/^£/, ''));
      if (pence >= 0 && pence <= MAX_FORECAST_AMOUNT_PENCE) return pence;
    } catch {
      // falls through to the message
    }
    ctx.addIssue({ code: 'custom', message: FORECAST_AMOUNT_MESSAGE });
    return z.NEVER;
  });

export const forecastSettingsInput = z.object({
  /** "Keep at least £..." ('' for none). */
  buffer: pounds,
  /** The arranged overdraft limit, when the bank does not give it ('' for none). */
  overdraftLimit: pounds,
});

/** What the settings form shows: pounds as text. */
export type ForecastSettings = { buffer: string; overdraftLimit: string };
