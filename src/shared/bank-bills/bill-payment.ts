import { payeeKey } from './payee-key';

export type PaymentCandidate = { accountId: string; date: string; amountPence: number; counterparty: string | null; description: string | null };
export type BillToCheck = { id: string; accountId: string; vendor: string; amountPence: number };

/**
 * The payees a payment can be to: the key of its creditor name and the key of its remittance
 * text. Both count, because a pending row often carries only the text ('DD AMEX 3742'), and
 * the booked row the bank's creditor name ('AMERICAN EXPRESS'), for one and the same debit.
 */
function payeeKeysOf(p: PaymentCandidate, keyOf: (text: string) => string): string[] {
  const keys: string[] = [];
  if (p.counterparty?.trim()) keys.push(keyOf(p.counterparty));
  if (p.description?.trim()) keys.push(keyOf(p.description));
  return keys;
}

/**
 * Which bank bills were paid within a pay cycle (decision 044): a bill is paid once money
 * left its account for its payee on a day inside the cycle, today included, WHATEVER the
 * amount (a card's direct debit is the card's balance, a new tariff changes an energy bill).
 * The amount only decides between several bills of one payee on one account (two insurance
 * policies with one insurer): each takes the payment nearest its own amount, one each.
 * Returns the payment found for each paid bill, by bill id.
 */
export function matchBillPayments(
  bills: readonly BillToCheck[],
  payments: readonly PaymentCandidate[],
  cycle: { startDate: string; endDate: string },
): Map<string, PaymentCandidate> {
  const known = new Map<string, string>();
  const keyOf = (text: string) => {
    let key = known.get(text);
    if (key === undefined) known.set(text, (key = payeeKey(text)));
    return key;
  };
  // Payments of the cycle per account and payee key.
  const byPayee = new Map<string, PaymentCandidate[]>();
  for (const p of payments) {
    if (!(p.amountPence < 0) || p.date < cycle.startDate || p.date > cycle.endDate) continue;
    for (const key of new Set(payeeKeysOf(p, keyOf))) {
      const slot = `${p.accountId}\u0000${key}`;
      const list = byPayee.get(slot);
      if (list) list.push(p);
      else byPayee.set(slot, [p]);
    }
  }
  const billsByPayee = new Map<string, BillToCheck[]>();
  for (const bill of bills) {
    const slot = `${bill.accountId}\u0000${bill.vendor}`;
    const list = billsByPayee.get(slot);
    if (list) list.push(bill);
    else billsByPayee.set(slot, [bill]);
  }
  const paid = new Map<string, PaymentCandidate>();
  for (const [slot, group] of billsByPayee) {
    const found = byPayee.get(slot);
    if (!found) continue;
    if (group.length === 1) {
      paid.set(group[0]!.id, latest(found));
      continue;
    }
    // Nearest amounts first; each bill and each payment is used once.
    const pairs = group.flatMap((bill) => found.map((p) => ({ bill, p, gap: Math.abs(-p.amountPence - bill.amountPence) })));
    pairs.sort((a, b) => a.gap - b.gap || (a.p.date < b.p.date ? 1 : a.p.date > b.p.date ? -1 : 0));
    const used = new Set<PaymentCandidate>();
    for (const { bill, p } of pairs) {
      if (paid.has(bill.id) || used.has(p)) continue;
      paid.set(bill.id, p);
      used.add(p);
    }
  }
  return paid;
}

function latest(payments: readonly PaymentCandidate[]): PaymentCandidate {
  return payments.reduce((a, b) => (b.date > a.date ? b : a));
}
