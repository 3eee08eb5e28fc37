import type { Db } from '../../db/db';

/** The user's bills found in transactions, dismissed ones left out, highest amount first. */
export function listBankBills(db: Db, userId: string) {
  return db
    .selectFrom('bank_bills')
    .innerJoin('bank_accounts', 'bank_accounts.id', 'bank_bills.account_id')
    .select([
      'bank_bills.id',
      'bank_bills.account_id',
      'bank_bills.name',
      'bank_bills.vendor',
      'bank_bills.type',
      'bank_bills.frequency',
      'bank_bills.amount',
      'bank_bills.next_date',
      'bank_bills.reference_date',
      'bank_bills.status',
      'bank_bills.paid_at',
      'bank_bills.created_at',
      'bank_bills.updated_at',
      'bank_accounts.account_classification',
    ])
    .where('bank_bills.user_id', '=', userId)
    .where('bank_bills.status', '!=', 'dismissed')
    .orderBy('bank_bills.amount', 'desc')
    .execute();
}
