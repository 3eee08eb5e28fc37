import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { addDays } from '../../../shared/dates';
import { FUTURE_DATE_MESSAGE, TRANSACTIONS_PAGE_SIZE, type listTransactionsInput } from '../../../shared/schemas/transactions';
import { spendingMonth, weekStart } from '../../../shared/spending-periods';
import { payDayFor, today } from '../money/service';
import * as q from './queries';

type Input = z.output<typeof listTransactionsInput>;

/**
 * The days a tab covers: All has no bounds; This Week runs Monday to today; This Month is
 * the spending month (the pay period within the calendar month), the same days as the
 * Spending Overview's 'this month' card; Custom is the user's range, never past today.
 */
async function rangeFor(deps: Deps, userId: string, input: Input): Promise<{ from: string; to: string } | null> {
  const day = today(deps);
  switch (input.tab) {
    case 'all':
      return null;
    case 'yesterday':
      return { from: addDays(day, -1), to: addDays(day, -1) };
    case 'week':
      return { from: weekStart(day), to: day };
    case 'month':
      return spendingMonth(day, await payDayFor(deps, userId, 'spending'));
    case 'custom':
      // The schema already refused a missing or reversed range.
      if (input.to! > day) throw new AppError('INVALID_INPUT', FUTURE_DATE_MESSAGE);
      return { from: input.from!, to: input.to! };
  }
}

/**
 * Page `page` (0-based, 20 rows) of the tab's transactions, newest first, with the total.
 * Without a search, the per-day counts give the total and the day the page starts on, so
 * neither the count nor a deep page reads more than a day's rows. A search reads its matches
 * once, for the page and their number.
 */
export async function list(deps: Deps, userId: string, input: Input) {
  const range = await rangeFor(deps, userId, input);
  const offset = input.page * TRANSACTIONS_PAGE_SIZE;
  if (input.search) {
    const filter = { range, search: input.search };
    const page = await q.matchingPage(deps.db, userId, filter, { limit: TRANSACTIONS_PAGE_SIZE, offset });
    const total = page.total ?? (offset === 0 ? 0 : await q.countTransactions(deps.db, userId, filter));
    return { rows: page.rows, total, hasMore: offset + page.rows.length < total };
  }
  const window = await q.dayCountWindow(deps.db, userId, range, offset);
  const rows = window.day === null ? [] : await q.pageFromDay(deps.db, userId, range, window.day, offset - window.before!, TRANSACTIONS_PAGE_SIZE);
  return { rows, total: window.total, hasMore: offset + rows.length < window.total };
}

export async function hasBank(deps: Deps, userId: string) {
  return { hasBank: await q.hasAnyAccount(deps.db, userId) };
}
