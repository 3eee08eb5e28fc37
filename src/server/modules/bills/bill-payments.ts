import { withTransaction } from '../../db/db';
import type { Deps } from '../../deps';
import { findBillPayment } from '../../../shared/bank-bills/bill-payment';
import { londonDate } from '../../../shared/dates';
import { payCycleFor } from '../../../shared/pay-cycle';
import { payDayOf } from '../payday/queries';
import * as q from './bank-bills-queries';

export type BillCheckResult = { billId: string; name: string; status: 'paid' | 'due'; paidOn: string | null };

/**
 * The bill payment check: marks each bank bill PAID when its payment posted in the current
 * pay cycle, and due again when a new cycle has begun without one. One check per user at
 * a time (a transaction-scoped advisory lock); a second one returns 'in_progress'.
 * `fallbackPayDay` counts only while the user has no pay day saved.
 */
export async function checkBillPayments(
  deps: Deps,
  userId: string,
  fallbackPayDay: number,
): Promise<{ status: 'done'; results: BillCheckResult[] } | { status: 'in_progress' }> {
  const today = londonDate(deps.clock());
  return withTransaction(deps.db, async (trx) => {
    if (!(await q.tryBillCheckLock(trx, userId))) return { status: 'in_progress' as const };

    const cycle = payCycleFor(today, (await payDayOf(trx, userId)) ?? fallbackPayDay);
    const bills = await q.billsToCheck(trx, userId);
    const payments = await q.paymentsBetween(trx, userId, { from: cycle.startDate, to: cycle.endDate });
    const candidates = payments.map((p) => ({
      accountId: p.account_id,
      date: p.date,
      amountPence: p.amount,
      counterparty: p.counterparty,
      description: p.description,
    }));

    const results: BillCheckResult[] = [];
    for (const bill of bills) {
      const payment = findBillPayment({ id: bill.id, accountId: bill.account_id, vendor: bill.vendor, amountPence: bill.amount }, candidates, cycle);
      if ((payment ? 'PAID' : 'active') !== bill.status) await q.setBankBillPaid(trx, userId, bill.id, Boolean(payment));
      results.push({ billId: bill.id, name: bill.name, status: payment ? 'paid' : 'due', paidOn: payment?.date ?? null });
    }
    return { status: 'done' as const, results };
  });
}
