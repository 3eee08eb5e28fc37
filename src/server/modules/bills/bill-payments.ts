import { withTransaction } from '../../db/db';
import type { Deps } from '../../deps';
import { findBillPayment } from '../../../shared/bank-bills/bill-payment';
import { londonDate } from '../../../shared/dates';
import { cycleOf, payCyclesOf } from '../payday/pay-cycles';
import * as q from './bank-bills-queries';

export type BillCheckResult = { billId: string; name: string; status: 'paid' | 'due'; paidOn: string | null };

/**
 * The bill payment check: marks each bank bill PAID when its payment posted in the current
 * pay cycle, and due again when a new cycle has begun without one. One check per user at
 * a time (a transaction-scoped advisory lock); a second one returns 'in_progress'. The
 * cycle is the person's (payday/pay-cycles.ts), the bills screens' default while they have
 * no pay day, so the check and the bills total agree. It runs after every sync and every
 * pay day change, as well as when the bills screen asks.
 */
export async function checkBillPayments(deps: Deps, userId: string): Promise<{ status: 'done'; results: BillCheckResult[] } | { status: 'in_progress' }> {
  const today = londonDate(deps.clock());
  return withTransaction(deps.db, async (trx) => {
    if (!(await q.tryBillCheckLock(trx, userId))) return { status: 'in_progress' as const };

    const cycle = cycleOf((await payCyclesOf(trx, userId, 'bills', today)).current);
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
    // A payee with one bill on the account: its payment counts even when the amount changed.
    const billsOfPayee = new Map<string, number>();
    for (const bill of bills) billsOfPayee.set(`${bill.account_id}:${bill.vendor}`, (billsOfPayee.get(`${bill.account_id}:${bill.vendor}`) ?? 0) + 1);
    for (const bill of bills) {
      const toCheck = { id: bill.id, accountId: bill.account_id, vendor: bill.vendor, amountPence: bill.amount };
      const payment =
        findBillPayment(toCheck, candidates, cycle) ??
        (billsOfPayee.get(`${bill.account_id}:${bill.vendor}`) === 1 ? findBillPayment(toCheck, candidates, cycle, { anyAmount: true }) : undefined);
      if ((payment ? 'PAID' : 'active') !== bill.status) await q.setBankBillPaid(trx, userId, bill.id, Boolean(payment));
      results.push({ billId: bill.id, name: bill.name, status: payment ? 'paid' : 'due', paidOn: payment?.date ?? null });
    }
    return { status: 'done' as const, results };
  });
}
