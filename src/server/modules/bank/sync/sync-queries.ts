import { sql } from 'kysely';
import type { Db } from '../../../db/db';

// What only a bank sync asks of the tables besides the ledger's write path (ledger/): moving a
// TrueLayer account that came back under another link.

/**
 * An account the user already holds under another link of the same provider (connected again
 * rather than reconnected): a provider account id the provider's pattern names, or the same
 * sort code and account number. It is moved to this link and id, keeping its history: never a duplicate. The old
 * link, which may still be live with its own tokens, then excludes its ref for the account:
 * its later syncs neither move the account back nor make a second one, and removing the
 * old link (which cascades to its accounts) leaves the account where it now is. Run it in
 * one transaction (the caller's), so the move and the exclusion land together.
 */
export async function adoptSameAccount(
  db: Db,
  input: {
    userId: string;
    requisitionId: string;
    provider: string;
    accountRef: string;
    accountIdLike: string;
    sortCode: string | null;
    accountNumber: string | null;
  },
): Promise<boolean> {
  const same = await db
    .selectFrom('bank_accounts')
    .innerJoin('requisitions', 'requisitions.id', 'bank_accounts.requisition_id')
    .select(['bank_accounts.id', 'bank_accounts.requisition_id', 'bank_accounts.account_id'])
    .where('bank_accounts.user_id', '=', input.userId)
    .where('requisitions.provider', '=', input.provider)
    .where('bank_accounts.requisition_id', '!=', input.requisitionId)
    .where((eb) =>
      eb.or([
        eb('bank_accounts.account_id', 'like', input.accountIdLike),
        ...(input.sortCode && input.accountNumber
          ? [
              eb.and([
                eb(sql`bank_accounts.raw_data -> 'details' ->> 'sortCode'`, '=', input.sortCode),
                eb(sql`bank_accounts.raw_data -> 'details' ->> 'accountNumber'`, '=', input.accountNumber),
              ]),
            ]
          : []),
      ]),
    )
    .executeTakeFirst();
  if (!same) return false;
  await db.updateTable('bank_accounts').set({ requisition_id: input.requisitionId, account_id: input.accountRef }).where('id', '=', same.id).execute();
  await db
    .updateTable('requisitions')
    .set({ excluded_account_ids: sql<string[]>`array_append(excluded_account_ids, ${same.account_id})` })
    .where('id', '=', same.requisition_id)
    .where(sql<boolean>`not (${same.account_id} = any(excluded_account_ids))`)
    .execute();
  return true;
}
