import { listTransactionsInput } from './transactions';

/** exports.transactionsCsv: any filter of the Transactions screen (its tab, range and search); the cursor is not used. */
export const exportTransactionsInput = listTransactionsInput;
