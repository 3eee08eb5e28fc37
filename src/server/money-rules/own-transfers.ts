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
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const window = sql.lit(OWN_TRANSFER_WINDOW_DAYS);
  return sql<boolean>`exists (
    select 1 from transactions o
    where o.user_id = ${userId}
      and o.amount = -${column('amount')}
      and (o.date - date '2000-01-01') between (${column('date')} - date '2000-01-01') - ${window} and (${column('date')} - date '2000-01-01') + ${window}
      and o.account_id <> ${column('account_id')}
    offset 0
  )`;
}

/**
 * `not (...)`: the debit aliased `alias`, dated within `range`, is not a move to the user's
 * own accounts. Only a debit whose amount some nearby deposit mirrors can be a move: that set
 * is small and hashed once, so most debits never need the per-row probe.
 */
export function isNotOwnTransferDebit(alias: string, userId: string, range: { from: string; to: string }): RawBuilder<boolean> {
  return sql<boolean>`not (-${sql.ref(`${alias}.amount`)} in (
    select d.amount from transactions d
    where d.user_id = ${userId} and d.amount > 0
      and d.date between ${addDays(range.from, -OWN_TRANSFER_WINDOW_DAYS)} and ${addDays(range.to, OWN_TRANSFER_WINDOW_DAYS)}
  ) and ${hasOwnTransferCounterpart(alias, userId)})`;
}
