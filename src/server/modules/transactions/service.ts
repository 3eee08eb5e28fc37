import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { addDays } from '../../../shared/dates';
import { FUTURE_DATE_MESSAGE, TRANSACTIONS_PAGE_SIZE, type listTransactionsInput } from '../../../shared/schemas/transactions';
import { spendingMonth, weekStart } from '../../../shared/spending-periods';
import { today } from '../money/service';
import { payCyclesOf } from '../payday/service';
import * as q from './queries';

// What other modules may use of this one (ARCHITECTURE.md, "Server modules"): the functions
// below, and these.
export { filteredTransactions } from './queries';

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
      return spendingMonth(day, (await payCyclesOf(deps.db, userId, 'spending', day)).current);
    case 'custom':
      // The schema already refused a missing or reversed range.
      if (input.to! > day) throw new AppError('INVALID_INPUT', FUTURE_DATE_MESSAGE);
      return { from: input.from!, to: input.to! };
  }
}

/**
 * Rows a walk down the date index may be expected to test for each match a gathering reads:
 * testing a row as it walks costs about half of fetching and rechecking a match found through
 * the search index (measured with scripts/bench-money.ts on both databases).
 */
const WALK_ROWS_PER_MATCH = 2;

/**
 * A search counts its matches up to this many: beyond it the total says "at least" (the
 * screen shows '1,000+'). A count reads every match it counts, so an exact one would cost a
 * search for a word in 7,600 rows more than all the rest of the request.
 */
const SEARCH_COUNT_LIMIT = 1000;

/** The screen's tab, search, category and account as one filter (the listing and the CSV export share it). */
export async function filterFor(deps: Deps, userId: string, input: Input): Promise<q.TransactionFilter> {
  const range = await rangeFor(deps, userId, input);
  return { range, search: input.search ?? null, categoryId: input.category ?? null, accountId: input.account ?? null };
}

/**
 * One page (20 rows) of the tab's transactions, newest first, starting after the cursor
 * (the last row of the page before), with the total and the next page's cursor. A cursor,
 * not a page number, so that a later page costs what the first does and rows arriving
 * meanwhile shift nothing. The total comes from the per-day counts, or for a search from
 * counting the matches through the search index (up to SEARCH_COUNT_LIMIT); the rows are
 * read by walking the newest rows, or for a search whose matches are too rare to fill a
 * page soon, by gathering the matches first (see walkedPage, gatheredPage).
 */
export async function list(deps: Deps, userId: string, input: Input) {
  const filter = await filterFor(deps, userId, input);
  const { total, totalExact, read } =
    filter.search || filter.categoryId || filter.accountId
      ? await planSearch(deps, userId, filter)
      : { total: await q.countInRange(deps.db, userId, filter.range), totalExact: true, read: q.walkedPage };
  if (total === 0) return { rows: [], total, totalExact, nextCursor: null };
  // One row more than the page says whether another page follows.
  const rows = await read(deps.db, userId, filter, input.cursor ?? null, TRANSACTIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, TRANSACTIONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    rows: page,
    total,
    /** False when a search stopped counting at SEARCH_COUNT_LIMIT: there are more than `total`. */
    totalExact,
    nextCursor: rows.length > TRANSACTIONS_PAGE_SIZE && last ? { date: last.date, id: last.id } : null,
  };
}

/** A search's total (counted up to SEARCH_COUNT_LIMIT) and the cheaper way to read its pages. */
async function planSearch(deps: Deps, userId: string, filter: q.TransactionFilter) {
  // One past the limit tells 'exactly 1,000' from 'more'.
  const counted = await q.countMatches(deps.db, userId, filter, SEARCH_COUNT_LIMIT + 1);
  const total = Math.min(counted, SEARCH_COUNT_LIMIT);
  const totalExact = counted <= SEARCH_COUNT_LIMIT;
  // Past the count's limit a gathering would read every one of thousands of matches, while a
  // walk tests at most the rows that hold SEARCH_COUNT_LIMIT matches, spread thinly.
  if (total === 0 || !totalExact) return { total, totalExact, read: q.walkedPage };
  // Rows a walk would test to fill a page, if the matches are spread evenly over the range.
  const walked = (TRANSACTIONS_PAGE_SIZE * (await q.countInRange(deps.db, userId, filter.range))) / total;
  return { total, totalExact, read: walked > WALK_ROWS_PER_MATCH * total ? q.gatheredPage : q.walkedPage };
}

export async function hasBank(deps: Deps, userId: string) {
  return { hasBank: await q.hasAnyAccount(deps.db, userId) };
}
