import { withinTolerance } from './amounts';
import { payeeKeyOf } from './payee-key';

export type PaymentCandidate = { accountId: string; date: string; amountPence: number; counterparty: string | null; description: string | null };
export type BillToCheck = { id: string; accountId: string; vendor: string; amountPence: number };

/**
 * The payment of a bank bill within a pay cycle: money out of the bill's account, to the
 * bill's payee, for about the bill's amount, dated inside the cycle. The latest such
 * payment, or undefined. With `anyAmount` the amount may have changed (a new tariff: £117 to
 * £129): for a payee that has only this one bill on the account, any payment to it is it.
 */
export function findBillPayment(
  bill: BillToCheck,
  payments: readonly PaymentCandidate[],
  cycle: { startDate: string; endDate: string },
  { anyAmount = false }: { anyAmount?: boolean } = {},
) {
  let found: PaymentCandidate | undefined;
  for (const p of payments) {
    if (p.accountId !== bill.accountId || p.amountPence >= 0) continue;
    if (p.date < cycle.startDate || p.date > cycle.endDate) continue;
    if (payeeKeyOf(p) !== bill.vendor) continue;
    if (!anyAmount && !withinTolerance(-p.amountPence, bill.amountPence)) continue;
    if (!found || p.date > found.date) found = p;
  }
  return found;
}
