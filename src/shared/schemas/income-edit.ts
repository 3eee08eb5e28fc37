import { z } from 'zod';
import { addIncomeInput } from './money';

/** Editing income added by hand: the Add Income fields, and which entry. */
export const updateIncomeInput = addIncomeInput.extend({ id: z.uuid() });

export const incomeIdInput = z.object({ id: z.uuid() });

export const INCOME_NOT_FOUND = 'That income was not found.';
