import { randomUUID } from 'node:crypto';
import { bookedTransactionRow, writeBankRows } from '../../support/bank-rows';
import type { TestApp } from '../../support/test-app';

import { seedRequisition } from '../../support/factories';

export { onboardedUser } from '../../support/factories';

/** A bank account of the user's, written straight to the tables the bank sync fills. */
export async function insertAccount(t: TestApp, userId: string, classification: 'CurrentAccount' | 'SavingsAccount' = 'CurrentAccount') {
  const requisition = await seedRequisition(t.db, userId);
  const account = await t.db
    .insertInto('bank_accounts')
    .values({
      user_id: userId,
      requisition_id: requisition.id,
      account_id: randomUUID(),
      account_name: classification === 'SavingsAccount' ? 'Saver' : 'Current',
      institution_name: 'Test Bank',
      account_classification: classification,
      balance: 0,
      sort_code: null,
      last_synced_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return account.id;
}

export type BankBillSeed = {
  name: string;
  type: 'directDebit' | 'standingOrder' | 'inferred';
  amount: number;
  frequency?: string;
  nextDate?: string | null;
  referenceDate?: string | null;
  status?: string;
};

export async function insertBankBill(t: TestApp, userId: string, accountId: string, bill: BankBillSeed): Promise<string> {
  const row = await t.db
    .insertInto('bank_bills')
    .values({
      user_id: userId,
      account_id: accountId,
      bill_key: `${accountId}:${bill.type}:${bill.name}`,
      name: bill.name,
      vendor: bill.name.toUpperCase(),
      type: bill.type,
      frequency: bill.frequency ?? 'monthly',
      amount: bill.amount,
      next_date: bill.nextDate ?? null,
      reference_date: bill.referenceDate ?? null,
      status: bill.status ?? 'active',
      paid_at: bill.status === 'PAID' ? new Date('2026-03-02T09:00:00Z') : null,
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let seq = 0;
/** A booked transaction: positive pence is money in. */
export async function insertTransaction(t: TestApp, userId: string, accountId: string, tx: { date: string; amount: number; description: string }) {
  await writeBankRows(t.db, userId, accountId, [bookedTransactionRow(`test-${++seq}-${randomUUID()}`, tx)]);
}
