import { isCalendarDay } from '../../shared/dates';
import { BILLS_TABS, planIds, TRANSACTION_TABS } from '../../shared/url-values';

// The query strings the routes validate (validateSearch). This file is in the entry chunk,
// which the landing page loads: zod here would cost it 16 KB (zod/mini) to 24 KB gzip
// (decision 015), so a field is a plain function over the shared lists. A value that is
// missing or not valid is dropped rather than refused, and the page falls back to its default.

type Field<T> = (value: unknown) => T | undefined;
type SearchOf<F extends Record<string, Field<unknown>>> = { [K in keyof F]?: NonNullable<ReturnType<F[K]>> };

/** A route's validateSearch from one check per parameter; parameters not named are dropped. */
function searchParams<F extends Record<string, Field<unknown>>>(fields: F) {
  return (search: Record<string, unknown>): SearchOf<F> => {
    const valid: Record<string, unknown> = {};
    for (const key of Object.keys(fields)) {
      const value = fields[key]!(search[key]);
      if (value !== undefined) valid[key] = value;
    }
    return valid as SearchOf<F>;
  };
}

const oneOf =
  <T extends string>(values: readonly T[]): Field<T> =>
  (value) =>
    (values as readonly unknown[]).includes(value) ? (value as T) : undefined;
const text: Field<string> = (value) => (typeof value === 'string' ? value : undefined);
/** A real calendar day, yyyy-MM-dd. */
const calendarDay: Field<string> = (value) => (isCalendarDay(value) ? value : undefined);

/** /auth?plan=: the plan a visitor picked on the landing page. */
export const authSearch = searchParams({ plan: oneOf(planIds) });

/** /verify-email?token= and /reset-password?token=: the link's token. */
export const tokenSearch = searchParams({ token: text });

/** /bills?tab=: Balance, My Bills (the default) or My Loans. */
export const billsSearch = searchParams({ tab: oneOf(BILLS_TABS) });

/** A category id as rows store it ('groceries', 'custom:<uuid>'). */
const categoryParam: Field<string> = (value) =>
  typeof value === 'string' && /^(?:[a-z][a-z-]*|custom:[0-9a-f-]{36})$/.test(value) && value.length <= 60 ? value : undefined;
/** An id (uuid). */
const idParam: Field<string> = (value) => (typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : undefined);

/**
 * /transactions?tab=&from=&to=&category=&account= (the dashboard's spending cards link here
 * with tab=custom, its category chart with category=).
 */
export const transactionsSearch = searchParams({
  tab: oneOf(TRANSACTION_TABS),
  from: calendarDay,
  to: calendarDay,
  category: categoryParam,
  account: idParam,
});
export type TransactionsSearch = ReturnType<typeof transactionsSearch>;
