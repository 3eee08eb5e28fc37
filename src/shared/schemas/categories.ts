import { z } from 'zod';
import { text } from './fields';

// Inputs of the categories router (issue 14, docs/decisions/028-categories-wired.md).

const CATEGORY_NAME_MAX = 40;
const MERCHANT_MAX = 100;
/** How many pay cycles the totals may look back (the trend shows 6). */
const MAX_CYCLES = 12;

/** A category id: a built-in one ('groceries') or a person's own ('custom:<uuid>'). */
export const categoryId = z
  .string()
  .min(1)
  .max(60)
  .regex(/^(?:[a-z][a-z-]*|custom:[0-9a-f-]{36})$/, 'Please choose a category');

const categoryName = text().trim().min(1, 'Please enter a name').max(CATEGORY_NAME_MAX, `A name must be at most ${CATEGORY_NAME_MAX} characters`);

export const addCategoryInput = z.object({
  name: categoryName,
  group: z.enum(['income', 'bills', 'everyday', 'money']),
});

export const renameCategoryInput = z.object({ id: categoryId, name: categoryName });

export const hideCategoryInput = z.object({ id: categoryId, hidden: z.boolean() });

export const setTransactionCategoryInput = z.object({
  transactionId: z.uuid(),
  categoryId,
  /** Yes to "All from Tesco?": a rule for the merchant, applied to past and future rows. */
  applyToMerchant: z.boolean().default(false),
});

export const transactionIdInput = z.object({ transactionId: z.uuid() });

export const ruleIdInput = z.object({ id: z.uuid() });

export const updateRuleInput = z.object({ id: z.uuid(), categoryId });

export const addRuleInput = z.object({
  merchant: text().trim().min(1, 'Please enter a merchant').max(MERCHANT_MAX, `A merchant must be at most ${MERCHANT_MAX} characters`),
  categoryId,
});

export const categoryTotalsInput = z.object({ cycles: z.number().int().min(1).max(MAX_CYCLES).default(6) }).default({ cycles: 6 });
