import { z } from 'zod';
import { INCOME_CATEGORIES, INCOME_FREQUENCIES } from '../../../shared/income';
import { addIncomeInput, labelTransactionInput } from '../../../shared/schemas/money';

// The server's schemas, with the form's empty choices ('' from a select) read as 'not given'.
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values), z.literal('')]).transform((v) => v || null);

export const incomeFormSchema = addIncomeInput.extend({
  category: optionalChoice(INCOME_CATEGORIES),
  frequency: optionalChoice(INCOME_FREQUENCIES),
});
export type IncomeFormValues = z.input<typeof incomeFormSchema>;

export const labelFormSchema = labelTransactionInput.omit({ transactionId: true }).extend({ category: optionalChoice(INCOME_CATEGORIES) });
export type LabelFormValues = z.input<typeof labelFormSchema>;

/**
 * A saved category as the form shows it: one of the list, or 'Other' with the saved text
 * in the custom field (a custom category is saved as the category itself).
 */
export function categoryFields(saved: string | null | undefined): { category: LabelFormValues['category']; customCategory: string } {
  if (!saved) return { category: '', customCategory: '' };
  if ((INCOME_CATEGORIES as readonly string[]).includes(saved)) return { category: saved as (typeof INCOME_CATEGORIES)[number], customCategory: '' };
  return { category: 'Other', customCategory: saved };
}
