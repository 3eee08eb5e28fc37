import { sql } from 'kysely';
import type { Db } from '../../db/db';
import { detectBills } from '../../../shared/bank-bills/detect-bills';
import { addDays } from '../../../shared/dates';

/** Two years of money out is enough to see yearly bills twice. */
const HISTORY_DAYS = 730;

/**
 * Finds the user's bills in their booked transactions and stores them. A bill the user
 * dismissed stays dismissed (its status is never touched), and an unchanged bill is not
 * rewritten.
 */
export async function refreshBankBills(db: Db, userId: string, today: string): Promise<number> {
  const rows = await db
    .selectFrom('transactions')
    .select(['id', 'account_id', 'date', 'amount', 'counterparty', 'description', 'bank_transaction_code', 'proprietary_code'])
    .where('user_id', '=', userId)
    .where('status', '=', 'booked')
    .where('amount', '<', 0)
    .where('date', '>=', addDays(today, -HISTORY_DAYS))
    .execute();
  const bills = detectBills(
    rows.map((r) => ({
      id: r.id,
      accountId: r.account_id,
      date: r.date,
      amountPence: r.amount,
      counterparty: r.counterparty,
      description: r.description,
      bankTransactionCode: r.bank_transaction_code,
      proprietaryBankTransactionCode: r.proprietary_code,
    })),
    today,
  );
  if (bills.length === 0) return 0;
  await db
    .insertInto('bank_bills')
    .values(
      bills.map((b) => ({
        user_id: userId,
        account_id: b.accountId,
        bill_key: b.key,
        name: b.name,
        vendor: b.vendor,
        type: b.type,
        frequency: b.frequency,
        amount: b.amountPence,
        next_date: b.nextDate,
        reference_date: b.referenceDate,
        paid_at: null,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'bill_key'])
        .doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          vendor: eb.ref('excluded.vendor'),
          frequency: eb.ref('excluded.frequency'),
          amount: eb.ref('excluded.amount'),
          next_date: eb.ref('excluded.next_date'),
          reference_date: eb.ref('excluded.reference_date'),
          updated_at: sql<Date>`now()`,
        }))
        .where(
          sql<boolean>`(bank_bills.name, bank_bills.frequency, bank_bills.amount, bank_bills.next_date, bank_bills.reference_date)
            is distinct from (excluded.name, excluded.frequency, excluded.amount, excluded.next_date, excluded.reference_date)`,
        ),
    )
    .execute();
  return bills.length;
}
