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

/** One line as a bank sync stores it: the sandbox's (GoCardless) shapes, codes included. */
export type BankRow = {
  account: string;
  date: string;
  /** Signed pence: negative is money out. */
  amount: number;
  counterparty: string | null;
  description: string;
  /** ISO 20022 code, e.g. 'PMNT-IDDT-ESDD'. */
  code: string | null;
  /** The bank's own code, e.g. 'DIRECT DEBIT', 'CARD PAYMENT'. */
  proprietary: string | null;
  status?: 'booked' | 'pending';
  categoryId?: string;
};

/** Direct debit, standing order, card payment and cash machine lines as the sandbox writes them. */
export const SHAPES = {
  directDebit: { code: 'PMNT-IDDT-ESDD', proprietary: 'DIRECT DEBIT' },
  standingOrder: { code: 'PMNT-ICDT-STDO', proprietary: 'STANDING ORDER' },
  cardPayment: { code: 'PMNT-CCRD-POSD', proprietary: 'CARD PAYMENT' },
  cashWithdrawal: { code: 'PMNT-CCRD-CWDL', proprietary: 'CASH WITHDRAWAL' },
  fasterPayment: { code: 'PMNT-ICDT-ESCT', proprietary: 'FASTER PAYMENT' },
} as const;

export async function insertBankRows(t: TestApp, userId: string, rows: BankRow[]) {
  // Through the ledger's write path, as a sync writes them; a category set by hand after.
  for (const r of rows) {
    const key = `${r.status === 'pending' ? 'p:' : ''}test-${++seq}-${randomUUID()}`;
    await writeBankRows(t.db, userId, r.account, [
      {
        ...bookedTransactionRow(key, r),
        status: r.status ?? 'booked',
        counterparty: r.counterparty,
        bank_transaction_code: r.code,
        proprietary_code: r.proprietary,
      },
    ]);
    if (r.categoryId)
      await t.db.updateTable('transactions').set({ category_id: r.categoryId }).where('user_id', '=', userId).where('external_key', '=', key).execute();
  }
}
