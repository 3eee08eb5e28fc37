import { withTransaction } from '../../db/db';
import type { Deps } from '../../deps';
import { matchBillPayments } from '../../../shared/bank-bills/bill-payment';
import { addDays, isCalendarDay, londonDate } from '../../../shared/dates';
import { cadenceDays, cadenceOf, nextOccurrence, previousOccurrence } from '../../../shared/bills/due-this-cycle';
import { cycleOf, payCyclesOf } from '../payday/service';
import * as q from './bank-bills-queries';

export type BillCheckResult = { billId: string; name: string; status: 'paid' | 'due'; paidOn: string | null };

/**
 * The bill payment check: marks each bank bill PAID once a payment to it left in the current
 * pay cycle, whatever its amount and pending ones included (a debit taken today is pending
 * yet already out of the balance), and due again when a new cycle has begun without one
 * (decision 044). One check per user at
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

    const toCheck = (bill: (typeof bills)[number]) => ({ id: bill.id, accountId: bill.account_id, vendor: bill.vendor, amountPence: bill.amount });
    // A weekly, fortnightly or four-weekly bill is paid for one occurrence only (decision 048):
    // its payment is looked for since the occurrence before the one now due, not in the whole cycle.
    const windows = new Map(bills.map((bill) => [bill.id, occurrenceWindow(bill, today)]));
    const paid = matchBillPayments(bills.filter((bill) => windows.get(bill.id) === null).map(toCheck), candidates, cycle);
    for (const bill of bills) {
      const since = windows.get(bill.id);
      if (!since) continue;
      const found = matchBillPayments([toCheck(bill)], candidates, { startDate: since > cycle.startDate ? since : cycle.startDate, endDate: cycle.endDate });
      const payment = found.get(bill.id);
      if (payment) paid.set(bill.id, payment);
    }
    const results: BillCheckResult[] = [];
    for (const bill of bills) {
      const payment = paid.get(bill.id);
      if ((payment ? 'PAID' : 'active') !== bill.status) await q.setBankBillPaid(trx, userId, bill.id, Boolean(payment));
      results.push({ billId: bill.id, name: bill.name, status: payment ? 'paid' : 'due', paidOn: payment?.date ?? null });
    }
    return { status: 'done' as const, results };
  });
}

/**
 * For a bill paid more often than monthly, the first day a payment counts for the occurrence
 * now due: the day after the one before it. Null for the other cadences (the whole cycle).
 */
function occurrenceWindow(bill: { frequency: string; next_date: string | null; reference_date: string | null }, today: string): string | null {
  const cadence = cadenceOf(bill.frequency);
  const anchor = bill.next_date ?? bill.reference_date;
  if (cadenceDays(cadence) === null || !anchor || !isCalendarDay(anchor)) return null;
  const before = previousOccurrence(anchor, cadence, nextOccurrence(anchor, cadence, today));
  return before === null ? null : addDays(before, 1);
}
