import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/db';
import type { ManualAccountType } from '../../db/schema';
import { insertRequisition } from './account-queries';

// Manual accounts: bank accounts with no bank link, filled by statement imports
// (docs/decisions/026-statement-import-wiring.md). Each is an ordinary bank_accounts row under
// its own requisition of provider 'manual' and status 'manual', so every screen and rule that
// reads accounts sees it, and the refresh (status 'linked' only) leaves it alone.

const MANUAL_PROVIDER = 'manual';
const MANUAL_STATUS = 'manual';

export type NewManualAccount = {
  userId: string;
  name: string;
  institution: string;
  type: ManualAccountType;
  sortCode: string | null;
  openingBalancePence: number;
  currency: string;
};

/** Creates the account (with its requisition and manual_accounts row); returns the account id. */
export async function insertManualAccount(db: Db, a: NewManualAccount): Promise<string> {
  const link = await insertRequisition(db, {
    userId: a.userId,
    provider: MANUAL_PROVIDER,
    status: MANUAL_STATUS,
    reference: randomUUID(),
    institutionId: MANUAL_PROVIDER,
    institutionName: a.institution,
    institutionLogo: null,
    returnPath: null,
  });
  const account = await db
    .insertInto('bank_accounts')
    .values({
      user_id: a.userId,
      requisition_id: link.id,
      account_id: `manual:${randomUUID()}`,
      account_name: a.name,
      institution_name: a.institution,
      account_classification: a.type === 'savings' ? 'SavingsAccount' : 'CurrentAccount',
      classification_set_by_user: true,
      balance: a.openingBalancePence,
      currency: a.currency,
      sort_code: a.sortCode,
      raw_data: JSON.stringify({ manual: true, type: a.type }),
      last_synced_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('manual_accounts')
    .values({ account_id: account.id, user_id: a.userId, account_type: a.type, opening_balance: a.openingBalancePence })
    .execute();
  return account.id;
}

/** The user's own account with whether it is manual; undefined for another user's or a missing one. */
export function findOwnAccount(db: Db, userId: string, accountId: string) {
  return db
    .selectFrom('bank_accounts')
    .leftJoin('manual_accounts', 'manual_accounts.account_id', 'bank_accounts.id')
    .select(['bank_accounts.id', 'bank_accounts.account_name', 'bank_accounts.currency', 'manual_accounts.opening_balance', 'manual_accounts.account_type'])
    .where('bank_accounts.id', '=', accountId)
    .where('bank_accounts.user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * A manual account's balance: the newest file balance among its batches plus the movements
 * dated after that file's last day; with no file balance, the opening balance plus every
 * movement. Linked accounts are left to their sync.
 */
export async function recomputeManualBalance(db: Db, accountId: string): Promise<void> {
  await sql`
    update bank_accounts set balance = coalesce(
      (select b.closing_balance + coalesce((select sum(t.amount) from transactions t where t.account_id = ${accountId}::uuid and t.date > b.date_to), 0)
         from import_batches b
        where b.account_id = ${accountId}::uuid and b.closing_balance is not null and b.status = 'done'
        order by b.date_to desc, b.created_at desc limit 1),
      (select m.opening_balance + coalesce((select sum(t.amount) from transactions t where t.account_id = ${accountId}::uuid), 0)
         from manual_accounts m where m.account_id = ${accountId}::uuid))
    where id = ${accountId}::uuid and exists (select 1 from manual_accounts m where m.account_id = ${accountId}::uuid)`.execute(db);
}
