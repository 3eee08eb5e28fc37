import { z } from 'zod';
import { calendarDate } from './fields';
import { TRANSACTION_TABS } from '../url-values';

/** Rows per page (spec 02 §9). */
export const TRANSACTIONS_PAGE_SIZE = 20;

const CUSTOM_RANGE_MESSAGE = 'Please select both start and end dates to view transactions.';
const RANGE_ORDER_MESSAGE = "The start date can't be after the end date.";
export const FUTURE_DATE_MESSAGE = "The end date can't be in the future.";

/** Where a page of the listing starts: the last row of the page before it (rows come newest first, by id within a day). */
const transactionsCursor = z.object({ date: z.iso.date(), id: z.uuid() });
export type TransactionsCursor = z.infer<typeof transactionsCursor>;

export const listTransactionsInput = z
  .object({
    tab: z.enum(TRANSACTION_TABS).default('all'),
    /** Custom tab only: yyyy-MM-dd, both ends included. */
    from: calendarDate().nullish(),
    to: calendarDate().nullish(),
    /** Case-insensitive, within the description or the counterparty. */
    search: z
      .string()
      .max(100)
      .nullish()
      // Control characters never match anything a bank sends; dropping them also keeps a
      // match from spanning description and counterparty (joined by one of them).
      // eslint-disable-next-line no-control-regex
      .transform((v) => v?.replace(/[\u0000-\u001f\u007f]/g, '').trim() || null),
    /** Issue 14: only this category's rows ('groceries', 'custom:<uuid>', 'uncategorised'). */
    category: z
      .string()
      .max(60)
      .regex(/^(?:[a-z][a-z-]*|custom:[0-9a-f-]{36})$/)
      .nullish(),
    /** Issue 14: only this account's rows. */
    account: z.uuid().nullish(),
    /** The previous page's nextCursor; none for the first page. */
    cursor: transactionsCursor.nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.tab !== 'custom') return;
    if (!input.from || !input.to) ctx.addIssue({ code: 'custom', message: CUSTOM_RANGE_MESSAGE, path: [input.from ? 'to' : 'from'] });
    else if (input.from > input.to) ctx.addIssue({ code: 'custom', message: RANGE_ORDER_MESSAGE, path: ['from'] });
  });
