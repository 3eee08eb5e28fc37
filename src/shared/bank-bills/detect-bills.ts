import { amountsInTolerance, typicalAmount } from './amounts';
import { codedBillType, isOwnAccountTransfer } from './bank-codes';
import { billName } from './bill-name';
import { findCadence, frequencyFromGaps, frequencyOfGap, isLive } from './cadence';
import { type CalendarDay, createCalendar } from './calendar';
import { monthlyDueDay, nextDueDate } from './next-date';
import { createCodeReader, isEverydaySpending, isOwnAccountPayee, isOwnMoneyMove, ownNameKeys } from './not-bills';
import { type KnownMerchant, knownMerchant } from './known-merchants';
import { createPayeeKeys } from './payee-key';
import { findPriceRise } from './price-rise';
import type { BillFrequency, BillInputTransaction, BillType, DetectedBill } from './types';

export type { BillInputTransaction, DetectedBill } from './types';

export type DetectOptions = {
  /** The names of the person's own accounts (not their credit cards): a payment to one is never a bill. */
  ownAccountNames?: readonly string[];
};

type Payment = { tx: BillInputTransaction; day: CalendarDay; amount: number };
type Group = {
  accountId: string;
  type: BillType;
  payeeKey: string;
  payments: Payment[];
  known: KnownMerchant | null;
  /** The key of the payee name this one took over from (a renamed merchant), if any. */
  formerPayeeKey?: string;
};
type Found = { frequency: BillFrequency; payments: Payment[] };

// A payee without bank codes needs three payments: two could be a coincidence.
const MIN_INFERRED_PAYMENTS = 3;
// Most payments to an inferred payee must be the usual amount; a shop with a few
// same-sized purchases among many others is not a bill.
const MIN_USUAL_AMOUNT_SHARE = 0.75;
// A price rise the 10% tolerance cannot follow (a yearly insurance renewal 20% up) is still the
// bill when it is the latest payments, on cadence, and at most this much higher.
const MAX_RISE = 1.5;
// A known merchant's two payments may differ by this much (a renewal at a new price).
const MAX_KNOWN_PAIR_RATIO = 1.5;
/**
 * Regular bills among an account's money out. Direct debits and standing orders (from
 * the bank's codes or the remittance text) are bills from their first payment; other
 * payees only after three payments at one cadence (cadence.ts: weekly to yearly) for about
 * the same amount, or fewer for a merchant the app knows (known-merchants.ts): a yearly
 * subscription from one payment, any cadence from two. Bills whose latest payment is more
 * than 1.5 periods before `today` have stopped and are left out. A price rise in the last
 * year (price-rise.ts) sets the amount to the new price and says what it was. Sorted by
 * amount, highest first (decision 047).
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
  for (const group of joinRenamed(groupByPayee(transactions, calendar, codes.isCash))) {
    // Once per payee, not per payment: the person's own accounts are never bills; everyday
    // spending is not one unless the bank itself calls it a direct debit or standing order.
    if (isOwnAccountPayee(group.payeeKey, ownKeys)) continue;
    // A merchant the app knows as a subscription (HelloFresh) is one, whatever the dictionary of spending says.
    if (group.type === 'inferred' && isEverydaySpending(group.payeeKey, group.payments[0]!.tx)) continue;
    group.payments.sort(byDateThenId);
    const found = group.type === 'inferred' ? inferredBill(group.payments, group.known) : codedBill(group.payments);
    if (found && isFirstYearCouncilTax(group, found)) found.frequency = 'ten-monthly';
    if (!found || !isLive(found.payments.at(-1)!.day, todayDay, found.frequency)) continue;
    bills.push(toBill(group, found, todayDay, codes.isCard));
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
    if (!group) groups.set(key, (group = { accountId: tx.accountId, type, payeeKey, payments: [], known: knownMerchant(payeeKey) }));
    group.payments.push({ tx, day, amount: -tx.amountPence });
  }
  return groups.values();
}

/**
 * A known merchant that changed the name it collects under ('SKY DIGITAL', then 'SKY UK LTD')
 * is one bill: on one account, by one type, the payments under the older name all before the
 * first under the newer one, at about the price (a move from a yearly to a monthly plan is
 * another bill). The bill takes the newer name's key and says which key it had
 * (formerKey), so the stored row, and the person's choice on it, moves rather than doubles.
 * Names in use at the same time (Sky TV and Sky Mobile) stay two bills.
 */
function joinRenamed(groups: Iterable<Group>): Group[] {
  const out: Group[] = [];
  const byMerchant = new Map<string, Group[]>();
  for (const group of groups) {
    if (!group.known) {
      out.push(group);
      continue;
    }
    const slot = `${group.accountId}\u0000${group.type}\u0000${group.known.name}`;
    const list = byMerchant.get(slot);
    if (list) list.push(group);
    else byMerchant.set(slot, [group]);
  }
  for (const list of byMerchant.values()) {
    if (list.length === 1) {
      out.push(list[0]!);
      continue;
    }
    for (const group of list) group.payments.sort(byDateThenId);
    list.sort((a, b) => compare(a.payments[0]!.day.date, b.payments[0]!.day.date) || compare(a.payeeKey, b.payeeKey));
    let current = list[0]!;
    for (const next of list.slice(1)) {
      const [last, first] = [current.payments.at(-1)!, next.payments[0]!];
      if (last.day.date < first.day.date && Math.max(last.amount, first.amount) <= MAX_KNOWN_PAIR_RATIO * Math.min(last.amount, first.amount)) {
        next.payments = [...current.payments, ...next.payments];
        next.formerPayeeKey = current.payeeKey;
      } else out.push(current);
      current = next;
    }
    out.push(current);
  }
  return out;
}

/** The bank says it is a direct debit or standing order: a bill whatever its pattern. */
function codedBill(payments: Payment[]): Found {
  return { frequency: frequencyFromGaps(payments.map((p) => p.day)), payments };
}

/**
 * A bill only if enough payments share a cadence and the usual amount; a known merchant
 * needs fewer (knownBill).
 */
function inferredBill(payments: Payment[], known: KnownMerchant | null): Found | null {
  if (payments.length < MIN_INFERRED_PAYMENTS) return known ? knownBill(payments, known) : null;
  const usual = amountsInTolerance(payments.map((p) => p.amount));
  followRise(payments, usual);
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

/**
 * The latest payments out of the usual range are a price rise, not one-offs, when they are
 * one price, higher than the usual payment before them by at most MAX_RISE: the bill follows
 * them from the first (a yearly renewal 20% up is still the bill).
 */
function followRise(payments: readonly Payment[], usual: boolean[]): void {
  let start = payments.length;
  while (start > 0 && !usual[start - 1]) start--;
  if (start === 0 || start === payments.length || payments.length - start > 2) return;
  const before = payments[start - 1]!.amount;
  const price = payments[start]!.amount;
  for (let i = start; i < payments.length; i++) if (payments[i]!.amount !== price) return;
  if (price <= before || price > before * MAX_RISE) return;
  for (let i = start; i < payments.length; i++) usual[i] = true;
}

/**
 * A merchant the app knows, paid once or twice: one payment is a yearly bill when the
 * merchant's usual cadence is yearly (unless the same name sells other things) or the amount
 * is its yearly plan's; two are a bill at the cadence their gap fits, for about the same amount.
 */
function knownBill(payments: Payment[], known: KnownMerchant): Found | null {
  const latest = payments.at(-1)!;
  if (payments.length === 1) {
    const yearly = (known.cadence === 'yearly' && !known.alsoSells) || (known.yearlyFromPence !== undefined && latest.amount >= known.yearlyFromPence);
    return yearly ? { frequency: 'yearly', payments } : null;
  }
  const previous = payments.at(-2)!;
  const frequency = frequencyOfGap(latest.day.dayNumber - previous.day.dayNumber, known.cadence);
  const [low, high] = previous.amount <= latest.amount ? [previous.amount, latest.amount] : [latest.amount, previous.amount];
  if (!frequency || high > low * MAX_KNOWN_PAIR_RATIO) return null;
  return { frequency, payments: [previous, latest] };
}

/**
 * Council tax paid monthly from April to January with no February or March seen: ten
 * instalments, before a year's break has shown it (findCadence's rule needs the break).
 * Without this, the bill would stop in February and come back in April.
 */
function isFirstYearCouncilTax(group: Group, found: Found): boolean {
  if (found.frequency !== 'monthly' || found.payments.length < 6) return false;
  let january = false;
  for (const p of found.payments) {
    const month = p.day.date.slice(5, 7);
    if (month === '02' || month === '03') return false;
    if (month === '01') january = true;
  }
  return january && billName(group.payeeKey, found.payments.at(-1)!.tx) === 'Council Tax';
}

function toBill(group: Group, { frequency, payments }: Found, today: CalendarDay, isCard: (tx: BillInputTransaction) => boolean): DetectedBill {
  const latest = payments.at(-1)!;
  const dueDay = frequency === 'monthly' || frequency === 'ten-monthly' ? monthlyDueDay(payments.map((p) => p.day)) : undefined;
  const rise = findPriceRise(
    payments.map((p) => ({ amount: p.amount, date: p.day.date, dayNumber: p.day.dayNumber })),
    frequency,
    today.dayNumber,
  );
  return {
    key: `${group.accountId}:${group.type}:${group.payeeKey}`,
    ...(group.formerPayeeKey ? { formerKey: `${group.accountId}:${group.type}:${group.formerPayeeKey}` } : {}),
    accountId: group.accountId,
    name: billName(group.payeeKey, latest.tx),
    vendor: group.payeeKey,
    type: group.type,
    paymentMethod: group.type === 'inferred' ? paymentMethodOf(payments, isCard) : null,
    frequency,
    amountPence: rise?.amountPence ?? typicalAmount(payments.map((p) => p.amount)),
    previousAmountPence: rise?.previousAmountPence ?? null,
    amountChangedOn: rise?.changedOn ?? null,
    referenceDate: latest.day.date,
    nextDate: nextDateOf(latest.day.date, frequency, today.date, dueDay),
    occurrences: payments.length,
    transactionIds: payments.map((p) => p.tx.id),
  };
}

/** nextDueDate, with ten instalments' free months (February and March) skipped: after January's comes April's. */
function nextDateOf(latest: string, frequency: BillFrequency, today: string, dueDay: number | undefined): string {
  let next = nextDueDate(latest, frequency, today, dueDay);
  for (let i = 0; frequency === 'ten-monthly' && i < 2 && /-0[23]-/.test(next); i++) next = nextDueDate(next, 'monthly', next, dueDay);
  return next;
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
