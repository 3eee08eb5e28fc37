import { z } from 'zod';
import { INCOME_CATEGORIES, INCOME_FREQUENCIES } from '../income';
import { decimalToPence } from '../money';
import { calendarDate, text } from './fields';

const AMOUNT_MESSAGE = 'Amount must be greater than 0';
const INCOME_DATE_MESSAGE = 'Income date is required';

/** The most one income entry may hold: £10 million, far above any real payment. */
const MAX_INCOME_PENCE = 1_000_000_000;

/**
 * Pounds as typed or as a number (the spec coerces the amount to a number) to whole pence;
 * null when it is not an amount. Text goes through decimalToPence, so '0.1' is exactly 10p;
 * digits past the penny are dropped.
 */
export function poundsToPence(value: string | number): number | null {
  try {
    if (typeof value === 'number') return Number.isFinite(value) ? decimalToPence(value.toFixed(2)) : null;
    return decimalToPence(value);
  } catch {
    return null;
  }
}

/** Optional free text: trimmed, and empty means not given. */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .nullish()
    .transform((v) => v || null);

export const addIncomeInput = z.object({
  amount: z
    .union([z.number(), z.string()], { error: AMOUNT_MESSAGE })
    .refine((v) => {
      const pence = poundsToPence(v);
      return pence !== null && pence > 0;
    }, AMOUNT_MESSAGE)
    .refine((v) => (poundsToPence(v) ?? 0) <= MAX_INCOME_PENCE, 'Amount is too large'),
  incomeDate: calendarDate(INCOME_DATE_MESSAGE),
  source: optionalText(100),
  category: z.enum(INCOME_CATEGORIES).nullish(),
  /** Used when category is 'Other': the text is saved as the category. */
  customCategory: optionalText(60),
  notes: optionalText(500),
  isRecurring: z.boolean().default(false),
  /** Saved only when isRecurring (Monthly when the switch is on and none was chosen). */
  frequency: z.enum(INCOME_FREQUENCIES).nullish(),
});

/** The label form: every field optional. */
export const labelTransactionInput = z.object({
  transactionId: z.uuid(),
  source: optionalText(100),
  category: z.enum(INCOME_CATEGORIES).nullish(),
  customCategory: optionalText(60),
  notes: optionalText(500),
});

/** 'Other' with custom text saves the text itself as the category (spec 02 §2 Money In). */
export function categoryToSave(category: string | null | undefined, customCategory: string | null | undefined): string | null {
  if (category === 'Other' && customCategory) return customCategory;
  return category ?? null;
}

/** Which year Yearly Income shows: the calendar year, or the UK tax year (6 April to 5 April; issue 26 item 2). */
const INCOME_YEARS = ['calendar', 'tax'] as const;
export type IncomeYear = (typeof INCOME_YEARS)[number];
export const yearlyIncomeInput = z.object({ year: z.enum(INCOME_YEARS).default('calendar') }).optional();
