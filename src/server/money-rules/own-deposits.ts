import { sql } from 'kysely';
import type { Db } from '../db/db';
import { onCreditCard } from './credit-cards';
import { hasOwnTransferCounterpart } from './own-transfers';

// The money rules (src/server/money-rules/) sit below the modules: every module that counts
// money reads them, payday's salary recognition too, while Money In reads the pay cycles.

/**
 * Money received into the user's accounts (as `t`), without the moves between their own
 * accounts and without the credits on their credit cards (repayments, not income).
 */
export function ownDeposits(db: Db, userId: string) {
  return db
    .selectFrom('transactions as t')
    .where('t.user_id', '=', userId)
    .where('t.amount', '>', 0)
    .where(sql<boolean>`not ${onCreditCard('t')}`)
    .where(sql<boolean>`not ${hasOwnTransferCounterpart('t', userId)}`);
}
