import { sql } from 'kysely';
import type { Db } from '../../../db/db';
import type { AccountClassification } from '../../../db/schema';
import { categoriseForInsert, type RowCategoriser } from '../../categories/categorise-rows';
import type { TransactionRow } from './normalise';

const CHUNK = 5000;

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

/**
 * Upserts transactions on (account, stable key). A row whose content is unchanged is not
 * written at all, so re-syncing the same data changes nothing. Each chunk travels as ONE
 * JSON parameter unpacked by json_to_recordset: far cheaper than thousands of bound
 * parameters (10,000 rows import within the 2 s budget on PGlite too).
 */
export async function upsertTransactions(db: Db, userId: string, accountId: string, rows: TransactionRow[], sorter?: RowCategoriser) {
  let inserted = 0;
  let updated = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    // A new row gets its category as it is inserted; a row already stored keeps its own.
    const slice = rows.slice(i, i + CHUNK);
    const chunk = JSON.stringify(sorter ? slice.map((row) => ({ ...row, ...categoriseForInsert(sorter, row) })) : slice);
    const result = await sql<{ inserted: boolean }>`
      insert into transactions as t (user_id, account_id, external_key, status, provider_transaction_id, internal_transaction_id,
        date, value_date, amount, currency, type, description, counterparty, bank_transaction_code, proprietary_code, raw_data,
        category_id, category_source, merchant_name)
      select ${userId}::uuid, ${accountId}::uuid, r.external_key, r.status, r.provider_transaction_id, r.internal_transaction_id,
        r.date, r.value_date, r.amount, r.currency, r.type, r.description, r.counterparty, r.bank_transaction_code, r.proprietary_code, r.raw_data,
        coalesce(r.category_id, 'uncategorised'), coalesce(r.category_source, 'none'), r.merchant_name
      from json_to_recordset(${chunk}::json) as r(external_key text, status text, provider_transaction_id text, internal_transaction_id text,
        date date, value_date date, amount bigint, currency text, type text, description text, counterparty text,
        bank_transaction_code text, proprietary_code text, raw_data jsonb, category_id text, category_source text, merchant_name text)
      on conflict (account_id, external_key) do update set
        status = excluded.status, provider_transaction_id = excluded.provider_transaction_id,
        internal_transaction_id = excluded.internal_transaction_id, date = excluded.date, value_date = excluded.value_date,
        amount = excluded.amount, currency = excluded.currency, type = excluded.type, description = excluded.description,
        counterparty = excluded.counterparty, bank_transaction_code = excluded.bank_transaction_code,
        proprietary_code = excluded.proprietary_code, raw_data = excluded.raw_data, updated_at = now()
      where (t.status, t.date, t.value_date, t.amount, t.currency, t.description, t.counterparty, t.bank_transaction_code,
          t.proprietary_code, t.provider_transaction_id, t.internal_transaction_id, t.raw_data)
        is distinct from (excluded.status, excluded.date, excluded.value_date, excluded.amount, excluded.currency,
          excluded.description, excluded.counterparty, excluded.bank_transaction_code, excluded.proprietary_code,
          excluded.provider_transaction_id, excluded.internal_transaction_id, excluded.raw_data)
      returning (xmax = 0) as inserted`.execute(db);
    for (const r of result.rows) {
      if (r.inserted) inserted++;
      else updated++;
    }
  }
  return { inserted, updated };
}

/** Which of these keys the account holds. */
export async function existingExternalKeys(db: Db, accountId: string, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom('transactions').select('external_key').where('account_id', '=', accountId).where('external_key', 'in', keys).execute();
  return new Set(rows.map((r) => r.external_key));
}

/** Pending rows are exactly the provider's current pending list: the rest (now booked, or dropped) go. */
export async function removeStalePending(db: Db, accountId: string, keepKeys: string[]): Promise<number> {
  let query = db.deleteFrom('transactions').where('account_id', '=', accountId).where('status', '=', 'pending');
  if (keepKeys.length > 0) query = query.where('external_key', 'not in', keepKeys);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
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
