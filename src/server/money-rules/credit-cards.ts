import { sql, type RawBuilder } from 'kysely';

// A credit card added by hand (a statement import of a card) is stored as a current account so
// every screen lists it (decision 026), but its balance is money owed and a credit on it is a
// repayment, not income. `manual_accounts.account_type` tells it apart.

/** True when the row `alias` (a transactions row, or anything with `account_id`) is on one of the person's credit cards. */
export function onCreditCard(alias: string, column = 'account_id'): RawBuilder<boolean> {
  return sql<boolean>`exists (
    select 1 from manual_accounts cc
    where cc.account_id = ${sql.ref(`${alias}.${column}`)} and cc.account_type = 'credit_card'
  )`;
}
