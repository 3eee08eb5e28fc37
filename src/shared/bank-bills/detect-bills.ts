import { amountsInTolerance, typicalAmount } from './amounts';
import { codedBillType, isOwnAccountTransfer } from './bank-codes';
import { billName } from './bill-name';
import { findCadence, frequencyFromGaps, isLive } from './cadence';
import { type CalendarDay, createCalendar } from './calendar';
import { monthlyDueDay, nextDueDate } from './next-date';
import { createCodeReader, isEverydayPayee, isOwnAccountPayee, isOwnMoneyMove, ownNameKeys } from './not-bills';
import { createPayeeKeys } from './payee-key';
import type { BillFrequency, BillInputTransaction, BillType, DetectedBill } from './types';

export type { BillFrequency, BillInputTransaction, BillType, DetectedBill, PaymentMethod } from './types';

export type DetectOptions = {
  /** The names of the person's own accounts (not their credit cards): a payment to one is never a bill. */
  ownAccountNames?: readonly string[];
};

type Payment = { tx: BillInputTransaction; day: CalendarDay; amount: number };
type Group = { accountId: string; type: BillType; payeeKey: string; payments: Payment[] };
type Found = { frequency: BillFrequency; payments: Payment[] };

// A payee without bank codes needs three payments: two could be a coincidence.
const MIN_INFERRED_PAYMENTS = 3;
// Most payments to an inferred payee must be the usual amount; a shop with a few
// same-sized purchases among many others is not a bill.
const MIN_USUAL_AMOUNT_SHARE = 0.75;

/**
 * Regular bills among an account's money out. Direct debits and standing orders (from
 * the bank's codes or the remittance text) are bills from their first payment; other
 * payees only after three payments at a weekly, fortnightly, monthly or yearly cadence
 * for about the same amount. Bills whose latest payment is more than 1.5 periods before
 * `today` have stopped and are left out. Sorted by amount, highest first.
 *
 * Linear in the transactions apart from one sort per payee.
 */
export function detectBills(transactions: readonly BillInputTransaction[], today: string, options: DetectOptions = {}): DetectedBill[] {
  const calendar = createCalendar();
  const todayDay = calendar(today);
  if (!todayDay) throw new RangeError(`Not a date: ${JSON.stringify(today)}`);
  const ownKeys = ownNameKeys(options.ownAccountNames ?? []);
  const codes = createCodeReader();
  const bills: DetectedBill[] = [];
  for (const group of groupByPayee(transactions, calendar, codes.isCash)) {
    // Once per payee, not per payment: the person's own accounts are never bills; everyday
    // spending is not one unless the bank itself calls it a direct debit or standing order.
    if (isOwnAccountPayee(group.payeeKey, ownKeys)) continue;
    if (group.type === 'inferred' && isEverydayPayee(group.payeeKey)) continue;
    group.payments.sort(byDateThenId);
    const found = group.type === 'inferred' ? inferredBill(group.payments) : codedBill(group.payments);
    if (!found || !isLive(found.payments.at(-1)!.day, todayDay, found.frequency)) continue;
    bills.push(toBill(group, found, today, codes.isCard));
  }
  return bills.sort((a, b) => b.amountPence - a.amountPence || compare(a.key, b.key));
}

/** Money out per account, bill type and payee; own-account transfers, cash withdrawals and bad dates dropped. */
function groupByPayee(
  transactions: readonly BillInputTransaction[],
  calendar: (date: string) => CalendarDay | null,
  isCashWithdrawal: (tx: BillInputTransaction) => boolean,
): Iterable<Group> {
  const groups = new Map<string, Group>();
  const payeeKeyOf = createPayeeKeys();
  const seen = new Map<string, Set<string>>(); // per account: a transaction delivered twice counts once
  for (const tx of transactions) {
    if (!(tx.amountPence < 0) || isOwnAccountTransfer(tx) || isOwnMoneyMove(tx) || isCashWithdrawal(tx)) continue;
    const day = calendar(tx.date);
    if (!day) continue;
    let seenIds = seen.get(tx.accountId);
    if (!seenIds) seen.set(tx.accountId, (seenIds = new Set()));
    if (seenIds.has(tx.id)) continue;
    seenIds.add(tx.id);
    const type = codedBillType(tx) ?? 'inferred';
    const payeeKey = payeeKeyOf(tx);
    const key = `${tx.accountId}:${type}:${payeeKey}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { accountId: tx.accountId, type, payeeKey, payments: [] }));
    group.payments.push({ tx, day, amount: -tx.amountPence });
  }
  return groups.values();
}

/** The bank says it is a direct debit or standing order: a bill whatever its pattern. */
function codedBill(payments: Payment[]): Found {
  return { frequency: frequencyFromGaps(payments.map((p) => p.day)), payments };
}

/** A bill only if enough payments share a cadence and the usual amount. */
function inferredBill(payments: Payment[]): Found | null {
  if (payments.length < MIN_INFERRED_PAYMENTS) return null;
  const usual = amountsInTolerance(payments.map((p) => p.amount));
  const regular = payments.filter((_, i) => usual[i]);
  if (regular.length < MIN_INFERRED_PAYMENTS || regular.length < MIN_USUAL_AMOUNT_SHARE * payments.length) return null;
  const cadence = findCadence(regular.map((p) => p.day));
  if (!cadence) return null;
  // Usual-amount payments after the last one on the cadence belong to the bill too: a bill
  // that has just moved to another day is still live (its due day follows the move once
  // two payments have been made on the new day).
  const lastOnCadence = cadence.onCadence.lastIndexOf(true);
  const members = regular.filter((_, i) => cadence.onCadence[i] || i > lastOnCadence);
  return members.length < MIN_INFERRED_PAYMENTS ? null : { frequency: cadence.frequency, payments: members };
}

function toBill(group: Group, { frequency, payments }: Found, today: string, isCard: (tx: BillInputTransaction) => boolean): DetectedBill {
  const latest = payments.at(-1)!;
  const dueDay = frequency === 'monthly' ? monthlyDueDay(payments.map((p) => p.day)) : undefined;
  return {
    key: `${group.accountId}:${group.type}:${group.payeeKey}`,
    accountId: group.accountId,
    name: billName(group.payeeKey, latest.tx),
    vendor: group.payeeKey,
    type: group.type,
    paymentMethod: group.type === 'inferred' ? paymentMethodOf(payments, isCard) : null,
    frequency,
    amountPence: typicalAmount(payments.map((p) => p.amount)),
    referenceDate: latest.day.date,
    nextDate: nextDueDate(latest.day.date, frequency, today, dueDay),
    occurrences: payments.length,
    transactionIds: payments.map((p) => p.tx.id),
  };
}

/** 'card' when most of the payments were card payments: the bill then says "card payment every month". */
function paymentMethodOf(payments: readonly Payment[], isCard: (tx: BillInputTransaction) => boolean): 'card' | 'payment' {
  const cards = payments.filter((p) => isCard(p.tx)).length;
  return cards * 2 >= payments.length ? 'card' : 'payment';
}

function byDateThenId(a: Payment, b: Payment): number {
  return compare(a.day.date, b.day.date) || compare(a.tx.id, b.tx.id);
}

// Code-unit order, not localeCompare: the same answer in every browser and in Node.
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
