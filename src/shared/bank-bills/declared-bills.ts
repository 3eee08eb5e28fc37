import { decimalToPence } from '../money';
import { nextDueDate } from './next-date';
import { payeeKey } from './payee-key';
import type { BillFrequency, DetectedBill } from './types';

/** A standing order or direct debit the bank itself lists for an account (TrueLayer). */
export type DeclaredPayment = {
  accountId: string;
  kind: 'standing_order' | 'direct_debit';
  payee: string;
  /** Decimal text, positive; null when the bank gives none. */
  amount: string | null;
  /** yyyy-MM-dd: the bank's next date (standing orders only). */
  nextDate: string | null;
  /** yyyy-MM-dd: the last payment (direct debits only). */
  lastDate: string | null;
  /** The bank's frequency code, e.g. 'IntrvlMnthDay:01:15', 'IntrvlWkDay:02:05', 'Annual'. */
  frequency: string | null;
  active: boolean;
};

/** A bill as stored: like a detected one, but a direct debit with no payment yet has no next date. */
export type StoredBill = Omit<DetectedBill, 'nextDate' | 'occurrences' | 'transactionIds'> & {
  nextDate: string | null;
  /**
   * The key the bank's payment was stored under before detection found it too (a standing
   * order listed from the first sync, its payments seen later): that row becomes this one.
   */
  formerKey?: string;
};

// 'IntrvlMnthDay:MM:DD': every MM months.
const MONTH_INTERVALS: Readonly<Record<string, BillFrequency>> = { '01': 'monthly', '03': 'quarterly', '06': 'six-monthly', '12': 'yearly' };

/** ISO 20022 / UK Open Banking frequency codes to the app's bill frequencies; null when unknown. */
export function frequencyOfCode(code: string | null): BillFrequency | null {
  if (!code) return null;
  const c = code.toUpperCase();
  const week = /^INTRVLWKDAY:(\d{2})/.exec(c);
  if (week) return week[1] === '01' ? 'weekly' : week[1] === '02' ? 'fortnightly' : null;
  const month = /^INTRVLMNTHDAY:(\d{2})/.exec(c);
  if (month) return MONTH_INTERVALS[month[1]!] ?? null;
  if (/^(MNTHLY|MONTHLY|EVRYMNTH)/.test(c)) return 'monthly';
  if (/^(QURTLY|QUTR|QUARTERLY)/.test(c)) return 'quarterly';
  if (/^(SEMIANNUAL|HALFYEARLY)/.test(c)) return 'six-monthly';
  if (/^(WKLY|WEEKLY|EVRYWK)/.test(c)) return 'weekly';
  if (/^(ANNUAL|YEARLY|YRLY)/.test(c)) return 'yearly';
  return null;
}

/**
 * The bills found in transactions, merged with the standing orders and direct debits the
 * bank lists. The bank's list is exact: its payee, amount and (standing orders) next date
 * win over what detection worked out. A payment found both ways is one bill, under the
 * detected bill's key (so a dismissal sticks); an inactive one adds nothing.
 */
export function mergeDeclaredBills(detected: readonly DetectedBill[], declared: readonly DeclaredPayment[], today: string): StoredBill[] {
  const out = new Map<string, StoredBill>(detected.map(({ occurrences: _o, transactionIds: _t, ...bill }) => [bill.key, bill]));
  for (const payment of declared) {
    if (!payment.active || payment.amount === null) continue;
    const type = payment.kind === 'standing_order' ? 'standingOrder' : 'directDebit';
    const vendor = payeeKey(payment.payee);
    const pence = decimalToPence(payment.amount);
    // The same payee, else a payee text that starts the same ('HOMES' / 'HOMES LTD RENT'),
    // else the same type for exactly the same amount: the bank's text often differs.
    const same = detected.filter((d) => d.accountId === payment.accountId);
    const match =
      same.find((d) => d.type === type && d.vendor === vendor) ??
      same.find((d) => d.vendor === vendor) ??
      same.find((d) => d.type === type && vendor !== '' && (d.vendor.startsWith(`${vendor} `) || vendor.startsWith(`${d.vendor} `))) ??
      same.find((d) => d.type === type && d.amountPence === pence);
    const frequency = frequencyOfCode(payment.frequency) ?? match?.frequency ?? 'monthly';
    let nextDate: string | null;
    if (payment.nextDate) nextDate = payment.nextDate > today ? payment.nextDate : nextDueDate(payment.nextDate, frequency, today);
    else if (match) nextDate = match.nextDate;
    else nextDate = payment.lastDate ? nextDueDate(payment.lastDate, frequency, today) : null;
    const declaredKey = `${payment.accountId}:${type}:${vendor}`;
    const key = match?.key ?? declaredKey;
    // A rise the detection saw stands while the bank's amount is the new price.
    const rise = match && match.amountPence === pence ? { previousAmountPence: match.previousAmountPence, amountChangedOn: match.amountChangedOn } : null;
    out.set(key, {
      key,
      ...(key !== declaredKey ? { formerKey: declaredKey } : {}),
      accountId: payment.accountId,
      name: payment.payee,
      vendor,
      type,
      // The bank lists it as a standing order or direct debit: its own word, not a way it was found.
      paymentMethod: null,
      frequency,
      amountPence: pence,
      previousAmountPence: rise?.previousAmountPence ?? null,
      amountChangedOn: rise?.amountChangedOn ?? null,
      referenceDate: match?.referenceDate ?? payment.lastDate ?? payment.nextDate ?? today,
      nextDate,
    });
  }
  return [...out.values()].sort((a, b) => b.amountPence - a.amountPence || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
