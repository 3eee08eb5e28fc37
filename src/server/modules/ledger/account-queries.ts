import { sql } from 'kysely';
import type { Db } from '../../db/db';
import type { AccountClassification } from '../../db/schema';

// SQL of the ledger's accounts as a bank sync writes them (decisions 031, 034): the account row
// first without its sync state, then its balance, raw data and last_synced_at with its last rows.

export type AccountWrite = {
  userId: string;
  requisitionId: string;
  accountId: string;
  accountName: string;
  institutionName: string;
  classification: AccountClassification;
  balancePence: number | null;
  currency: string;
  sortCode: string | null;
  rawData: unknown;
};

/** The stored account a sync starts from, with its newest booked day (where the next read begins). */
export function findSyncedAccount(db: Db, requisitionId: string, providerAccountId: string) {
  return db
    .selectFrom('bank_accounts')
    .select((eb) => [
      'id',
      'raw_data',
      'balance',
      eb
        .selectFrom('transactions')
        .select((t) => t.fn.max('date').as('d'))
        .whereRef('transactions.account_id', '=', 'bank_accounts.id')
        .where('transactions.status', '=', 'booked')
        .as('latest_booked'),
    ])
    .where('requisition_id', '=', requisitionId)
    .where('account_id', '=', providerAccountId)
    .executeTakeFirst();
}

/** Locks the link row until the transaction ends; its excluded accounts, or undefined when the link is gone. */
export async function lockLinkExclusions(db: Db, requisitionId: string): Promise<string[] | undefined> {
  const link = await db.selectFrom('requisitions').select('excluded_account_ids').where('id', '=', requisitionId).forUpdate().executeTakeFirst();
  return link?.excluded_account_ids;
}

/**
 * Inserts or refreshes the account; a classification the user chose is kept. With
 * `syncState: false` its balance, raw data and last_synced_at are left as they are (a new
 * account gets none yet): markAccountSynced writes them once its last rows are written.
 */
export async function upsertAccount(db: Db, a: AccountWrite, syncState = true): Promise<string> {
  const row = await db
    .insertInto('bank_accounts')
    .values({
      user_id: a.userId,
      requisition_id: a.requisitionId,
      account_id: a.accountId,
      account_name: a.accountName,
      institution_name: a.institutionName,
      account_classification: a.classification,
      balance: syncState ? a.balancePence : null,
      currency: a.currency,
      sort_code: a.sortCode,
      raw_data: JSON.stringify(syncState ? a.rawData : { details: (a.rawData as { details?: unknown }).details }),
      last_synced_at: syncState ? sql<Date>`now()` : null,
    })
    .onConflict((oc) =>
      oc.columns(['requisition_id', 'account_id']).doUpdateSet((eb) => ({
        account_name: eb.ref('excluded.account_name'),
        institution_name: eb.ref('excluded.institution_name'),
        account_classification: sql<AccountClassification>`case when bank_accounts.classification_set_by_user then bank_accounts.account_classification else excluded.account_classification end`,
        currency: eb.ref('excluded.currency'),
        sort_code: eb.ref('excluded.sort_code'),
        ...(syncState ? { balance: eb.ref('excluded.balance'), raw_data: eb.ref('excluded.raw_data'), last_synced_at: sql<Date>`now()` } : {}),
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The account's balance, raw data and last_synced_at, written with its last rows. */
export async function markAccountSynced(db: Db, accountId: string, a: Pick<AccountWrite, 'balancePence' | 'rawData'>) {
  await db
    .updateTable('bank_accounts')
    .set({ balance: a.balancePence, raw_data: JSON.stringify(a.rawData), last_synced_at: sql<Date>`now()` })
    .where('id', '=', accountId)
    .execute();
}

/** A connection (requisition) row: a bank link being made, or the holder of a manual account. */
export function insertRequisition(
  db: Db,
  r: {
    userId: string;
    provider: string;
    reference: string;
    institutionId: string;
    institutionName: string;
    institutionLogo: string | null;
    returnPath: string | null;
    /** The table's default unless given: a manual account has a status of its own. */
    status?: string;
  },
) {
  return db
    .insertInto('requisitions')
    .values({
      user_id: r.userId,
      provider: r.provider,
      reference: r.reference,
      institution_id: r.institutionId,
      institution_name: r.institutionName,
      institution_logo: r.institutionLogo,
      return_path: r.returnPath,
      ...(r.status ? { status: r.status } : {}),
      provider_requisition_id: null,
      access_expires_at: null,
      last_error: null,
      last_synced_at: null,
      next_refresh_at: null,
      expiry_warned_at: null,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

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
