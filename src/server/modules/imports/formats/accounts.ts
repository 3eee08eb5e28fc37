// Groups keyed rows by the account the file says they belong to (NatWest and Barclays files
// can hold several accounts, Revolut one per product and currency), in first-seen order.
import { hintKey } from './account-hint';
import { withKeysSteps } from './row-key';
import type { Steps } from './steps';
import type { AccountHint, DraftRow, StatementAccount } from './types';

/** groupByAccount, yielding while it keys the rows. */
export function* groupByAccountSteps(rows: DraftRow[]): Steps<StatementAccount[]> {
  const groups = new Map<string, { hint: AccountHint; rows: DraftRow[] }>();
  const keys = new Map<AccountHint, string>();
  for (const row of rows) {
    let key = keys.get(row.account);
    if (key === undefined) {
      key = hintKey(row.account);
      keys.set(row.account, key);
    }
    const group = groups.get(key) ?? { hint: row.account, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  const accounts: StatementAccount[] = [];
  for (const g of groups.values()) accounts.push({ accountHint: g.hint, rows: yield* withKeysSteps(g.rows) });
  return accounts;
}
