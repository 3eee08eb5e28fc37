import { z } from 'zod';
import { BILL_STATUSES } from '../bills/bill-view';
import { ADD_BILL_CATEGORIES, BILL_TYPES } from '../bills/categories';
import { BILL_FREQUENCIES } from '../bills/frequencies';
import { MAX_AMOUNT_PENCE } from '../limits';
import { decimalToPence } from '../money';
import { calendarDate, text } from './fields';

/** Validation copy of the bill forms (spec 02 §5, plus the format cases it leaves open). */
export const billMessages = {
  categoryRequired: 'Please select a category',
  customCategoryRequired: 'Please enter a custom category',
  amountRequired: 'Please enter an amount',
  amountFormat: 'Please enter an amount in pounds, like 12.50',
  amountPositive: 'Amount must be greater than 0',
  amountTooLarge: 'Please enter an amount below £100,000,000',
  type: 'Please choose monthly or one-time',
  frequency: 'Please choose how often you pay it',
  trialEnd: 'Please enter a valid date for the trial end',
  dueDate: 'Please enter a valid due date',
  notFound: 'Bill not found',
  bankBillEdit: "Bank bills can't be directly edited as they sync from your bank",
  bankBillPaid: 'Payment status for bank bills is managed automatically',
} as const;

/** Pence of the largest amount the forms take (£99,999,999.99): the app's one cap (src/shared/limits.ts). */
/**
 * Pounds as typed, e.g. '950', '12.5' or '1,200.50' (thousands commas optional), to pence.
 * `format` is the pattern the text must match; each failure has its own message.
 */
export function poundsToPence(
  messages: { required: string; format: string; positive: string; tooLarge: string },
  format = /^(\d+|\d{1,3}(,\d{3})+)(\.\d{1,2})?$/,
) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .regex(format, { error: messages.format, abort: true })
    .transform((text, ctx) => {
      // Very long digit strings are past any safe integer: decimalToPence refuses them.
      const pence =
        text
          .replaceAll(',', '')
          .split('.')[0]!
          .replace(/^0+(?=\d)/, '').length > 12
          ? Infinity
          : decimalToPence(text);
      if (pence <= 0) ctx.addIssue({ code: 'custom', message: messages.positive });
      else if (pence > MAX_AMOUNT_PENCE) ctx.addIssue({ code: 'custom', message: messages.tooLarge });
      else return pence;
      return z.NEVER;
    });
}

const amount = poundsToPence({
  required: billMessages.amountRequired,
  format: billMessages.amountFormat,
  positive: billMessages.amountPositive,
  tooLarge: billMessages.amountTooLarge,
});

const category = text(billMessages.categoryRequired)
  .trim()
  .min(1, { error: billMessages.categoryRequired, abort: true })
  .max(60, { error: billMessages.categoryRequired, abort: true })
  // A script written against the old spelling still works.
  .transform((value) => (value === 'TV License' ? 'TV Licence' : value));

const billFields = {
  /** Optional: the client shows the category when a bill has no name. */
  name: text().trim().max(100, 'Please keep the name under 100 characters').optional().default(''),
  /** Pounds as typed; stored as pence. */
  amount,
  type: z.enum(BILL_TYPES, { error: billMessages.type }),
  category,
  /** The text of a 'Custom' (add) or 'Other' (edit) category; ignored for the others. */
  customCategory: text().trim().max(60, 'Please keep the category under 60 characters').nullable().optional(),
  dueDate: calendarDate(billMessages.dueDate).nullable().optional(),
  /** How often a recurring bill falls due (decision 048); left out is monthly. Not read for a one-time bill. */
  frequency: z.enum(BILL_FREQUENCIES, { error: billMessages.frequency }).optional().default('monthly'),
  /** A free trial's last day: a reminder goes 3 days before. */
  trialEndsOn: calendarDate(billMessages.trialEnd).nullable().optional(),
};

/** 'Custom' means nothing without its text; 'Other' (edit dialog) may go without. */
function requireCustomText(bill: { category: string; customCategory?: string | null | undefined }, ctx: z.RefinementCtx) {
  if (bill.category === 'Custom' && !bill.customCategory)
    ctx.addIssue({ code: 'custom', path: ['customCategory'], message: billMessages.customCategoryRequired });
}

export const addBillInput = z
  .object({
    ...billFields,
    category: category.refine((value) => (ADD_BILL_CATEGORIES as readonly string[]).includes(value), billMessages.categoryRequired),
  })
  .superRefine(requireCustomText);

/**
 * Edit: the same fields. The category may be one of the edit dialog's, one of the add
 * dialog's, or the bill's own current one (e.g. 'Loan Payment'); the service checks that.
 */
export const updateBillInput = z.object({ id: z.uuid(), ...billFields }).superRefine(requireCustomText);

export const billIdInput = z.object({ id: z.uuid() });

export const setBillPaidInput = z.object({ id: z.uuid(), paid: z.boolean() });

/** The answer to "Is your Rent (£950) the same as P Jones Landlord (£850)?" (decision 044). */
export const answerSameBillInput = z.object({ id: z.uuid(), same: z.boolean() });

/** "I cancelled this" or "This is not a bill" on any bill, manual or bank; 'active' undoes it (decision 048). */
export const setBillStatusInput = z.object({ id: z.uuid(), status: z.enum(BILL_STATUSES) });

/** Undoes "the same bill" for the bank bill `id`: the typed bill counts (and can be edited) again. */
export const undoSameBillInput = z.object({ id: z.uuid() });

export type AddBillInput = z.output<typeof addBillInput>;
export type UpdateBillInput = z.output<typeof updateBillInput>;
