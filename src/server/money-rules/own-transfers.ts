import { sql, type RawBuilder } from 'kysely';
import { addDays } from '../../shared/dates';

/**
 * Money moved between two of the user's own linked accounts is neither income nor spending.
 * A transaction counts as such a move when another of the user's accounts holds the
 * opposite amount to the penny within this many days (a transfer sent on a Friday evening
 * can be booked by the receiving bank on the Monday).
 */
export const OWN_TRANSFER_WINDOW_DAYS = 3;

/**
 * `exists (...)`: the row aliased `alias` has its other side in another of the user's
 * accounts, found by probing the (user_id, amount, day number) index: dates are compared
 * as day numbers, the form that index holds, so the planner picks it with or without
 * statistics. `offset 0` keeps the subquery correlated (one probe per row) rather than
 * turned into a join that hashes every transaction the user has; callers with many rows to
 * test narrow them first.
 */
export function hasOwnTransferCounterpart(alias: string, userId: string): RawBuilder<boolean> {
  return sql<boolean>`exists (
    select 1 from transactions o
    where o.user_id = ${userId}
      and ${isCounterpart('o', alias)}
    offset 0
  )`;
}

/**
 * The rule itself: the row aliased `other` mirrors the row aliased `alias` (the opposite
 * amount to the penny, in another account, within the window). Dates are compared as day
 * numbers, the form the (user_id, amount, day number) index holds.
 */
function isCounterpart(other: string, alias: string): RawBuilder<boolean> {
  const column = (table: string, name: string) => sql.ref(`${table}.${name}`);
  const dayNumber = (table: string) => sql`(${column(table, 'date')} - date '2000-01-01')`;
  const window = sql.lit(OWN_TRANSFER_WINDOW_DAYS);
  return sql<boolean>`${column(other, 'amount')} = -${column(alias, 'amount')}
      and ${dayNumber(other)} between ${dayNumber(alias)} - ${window} and ${dayNumber(alias)} + ${window}
      and ${column(other, 'account_id')} <> ${column(alias, 'account_id')}`;
}

/**
 * `not exists (...)`: the debit aliased `alias`, dated within `range`, is not a move to the
 * user's own accounts: no deposit of the opposite amount in another of their accounts within
 * the window (hasOwnTransferCounterpart's test). The deposits are bounded to the range and its
 * window (every counterpart of a debit in the range is among them), so the planner hashes
 * those few (hundreds at 100,000 transactions) and tests each debit in one hash anti-join.
 * The same test was written as "amount among those deposits' amounts, then the per-row probe",
 * a hashed subplan per row that cost the forecast's history a third more (decision 051).
 */
export function isNotOwnTransferDebit(alias: string, userId: string, range: { from: string; to: string }): RawBuilder<boolean> {
  return sql<boolean>`not exists (
    select 1 from transactions d
    where d.user_id = ${userId} and d.amount > 0
      and d.date between ${addDays(range.from, -OWN_TRANSFER_WINDOW_DAYS)} and ${addDays(range.to, OWN_TRANSFER_WINDOW_DAYS)}
      and ${isCounterpart('d', alias)}
  )`;
}
