import { sql } from 'kysely';
import type { Deps } from '../deps';
import type { Db } from '../db/db';
import { resolveBalancePence } from '../../shared/bank/account-rules';
import { onCreditCard } from './credit-cards';

// Balance and savings are money rules (decision 045), below the modules: the dashboard shows
// them, budgets' savings goal measures progress by them, the summary mail reports them.

/**
 * The user's accounts that hold their money, with what their balance is read from, newest
 * first. Credit cards added by hand are left out: their balance is money owed, so it is in
 * neither the Balance nor Left to spend.
 */
export function accountsOf(db: Db, userId: string) {
  return db
    .selectFrom('bank_accounts')
    .select(['id', 'account_name', 'institution_name', 'account_classification', 'balance', 'raw_data', 'currency', 'last_synced_at'])
    .where('user_id', '=', userId)
    .where(sql<boolean>`not ${onCreditCard('bank_accounts', 'id')}`)
    .orderBy('created_at', 'desc')
    .execute();
}

/**
 * The money a person holds, split as they think of it (issue 22, item 5; decision 045): the
 * current accounts' balance is "your current available cash", and the savings sit beside it.
 * Adding savings into the cash figure hid a nearly empty current account behind a full ISA.
 */
export async function balances(deps: Deps, userId: string): Promise<{ current: number; savings: number; hasAccounts: boolean }> {
  const accounts = await accountsOf(deps.db, userId);
  let current = 0;
  let savings = 0;
  for (const a of accounts) {
    const pence = resolveBalancePence(a.balance, a.raw_data);
    if (a.account_classification === 'SavingsAccount') savings += pence;
    else current += pence;
  }
  return { current, savings, hasAccounts: accounts.length > 0 };
}
