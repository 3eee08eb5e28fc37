import { sql, type Kysely, type Transaction } from 'kysely';
import type { AccountClassification, Database } from '../../../db/schema';
import type { TransactionRow } from './normalise';

type Db = Kysely<Database> | Transaction<Database>;

const CHUNK = 1000;

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

/** Inserts or refreshes the account; a classification the user chose is kept. */
export async function upsertAccount(db: Db, a: AccountWrite): Promise<string> {
  const row = await db
    .insertInto('bank_accounts')
    .values({
      user_id: a.userId,
      requisition_id: a.requisitionId,
      account_id: a.accountId,
      account_name: a.accountName,
      institution_name: a.institutionName,
      account_classification: a.classification,
      balance: a.balancePence,
      currency: a.currency,
      sort_code: a.sortCode,
      raw_data: JSON.stringify(a.rawData),
      last_synced_at: sql<Date>`now()`,
    })
    .onConflict((oc) =>
      oc.columns(['requisition_id', 'account_id']).doUpdateSet((eb) => ({
        account_name: eb.ref('excluded.account_name'),
        institution_name: eb.ref('excluded.institution_name'),
        account_classification: sql<AccountClassification>`case when bank_accounts.classification_set_by_user then bank_accounts.account_classification else excluded.account_classification end`,
        balance: eb.ref('excluded.balance'),
        currency: eb.ref('excluded.currency'),
        sort_code: eb.ref('excluded.sort_code'),
        raw_data: eb.ref('excluded.raw_data'),
        last_synced_at: sql<Date>`now()`,
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Upserts transactions on (account, stable key). A row whose content is unchanged is not
 * written at all, so re-syncing the same data changes nothing.
 */
export async function upsertTransactions(db: Db, userId: string, accountId: string, rows: TransactionRow[]) {
  let inserted = 0;
  let updated = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK).map((r) => ({ ...r, user_id: userId, account_id: accountId, raw_data: JSON.stringify(r.raw_data) }));
    const result = await db
      .insertInto('transactions')
      .values(chunk)
      .onConflict((oc) =>
        oc
          .columns(['account_id', 'external_key'])
          .doUpdateSet((eb) => ({
            status: eb.ref('excluded.status'),
            provider_transaction_id: eb.ref('excluded.provider_transaction_id'),
            internal_transaction_id: eb.ref('excluded.internal_transaction_id'),
            date: eb.ref('excluded.date'),
            value_date: eb.ref('excluded.value_date'),
            amount: eb.ref('excluded.amount'),
            currency: eb.ref('excluded.currency'),
            type: eb.ref('excluded.type'),
            description: eb.ref('excluded.description'),
            counterparty: eb.ref('excluded.counterparty'),
            bank_transaction_code: eb.ref('excluded.bank_transaction_code'),
            proprietary_code: eb.ref('excluded.proprietary_code'),
            raw_data: eb.ref('excluded.raw_data'),
            updated_at: sql<Date>`now()`,
          }))
          .where(
            sql<boolean>`(transactions.status, transactions.date, transactions.value_date, transactions.amount, transactions.currency,
              transactions.description, transactions.counterparty, transactions.bank_transaction_code, transactions.proprietary_code,
              transactions.provider_transaction_id, transactions.internal_transaction_id, transactions.raw_data)
            is distinct from (excluded.status, excluded.date, excluded.value_date, excluded.amount, excluded.currency,
              excluded.description, excluded.counterparty, excluded.bank_transaction_code, excluded.proprietary_code,
              excluded.provider_transaction_id, excluded.internal_transaction_id, excluded.raw_data)`,
          ),
      )
      .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
      .execute();
    for (const r of result) {
      if (r.inserted) inserted++;
      else updated++;
    }
  }
  return { inserted, updated };
}

/** Pending rows are exactly the provider's current pending list: the rest (now booked, or dropped) go. */
export async function removeStalePending(db: Db, accountId: string, keepKeys: string[]): Promise<number> {
  let query = db.deleteFrom('transactions').where('account_id', '=', accountId).where('status', '=', 'pending');
  if (keepKeys.length > 0) query = query.where('external_key', 'not in', keepKeys);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
