import { z } from 'zod';
import { listTransactionsInput } from './transactions';

/** The tax years an export can name: 2000-01 to 2099-00 (a bound, not a promise of data). */
const TAX_YEAR_MIN = 2000;
const TAX_YEAR_MAX = 2099;

/**
 * exports.transactionsCsv: any filter of the Transactions screen (its tab, range and search;
 * the cursor is not used), or a UK tax year: `taxYear: 2025` is 6 April 2025 to 5 April 2026
 * (up to today), in place of the tab's range (issue 26 item 2).
 */
export const exportTransactionsInput = listTransactionsInput.and(z.object({ taxYear: z.number().int().min(TAX_YEAR_MIN).max(TAX_YEAR_MAX).nullish() }));
