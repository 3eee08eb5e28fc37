import { londonDate } from '../../../../../shared/dates';
import type { AccountDetails, Balance, ProviderTransaction, RecurringPayment, TransactionsPage } from '../types';
import type { StAccount, StBalance, StFeedItem, StMandate, StMoney, StSavingsGoal, StStandingOrder } from './starling-schemas';

// Starling's answers in the interface's shapes. Starling sends integer minor units and a
// direction (IN/OUT) instead of a signed decimal: the sign comes from the direction.

/** Minor units as two-place decimal text: 1234 -> '12.34', -5 -> '-0.05'. */
function decimal(minorUnits: number): string {
  const sign = minorUnits < 0 ? '-' : '';
  const abs = Math.abs(minorUnits);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A feed item's signed amount: money out is negative. */
const signedMinorUnits = (item: Pick<StFeedItem, 'amount' | 'direction'>) =>
  item.direction === 'OUT' ? -Math.abs(item.amount.minorUnits) : Math.abs(item.amount.minorUnits);

/** Feed statuses that are money that moved, and those still on their way; the rest (declined, reversed, upcoming, card checks) are not money. */
const BOOKED = new Set(['SETTLED', 'REFUNDED']);
const PENDING = new Set(['PENDING', 'RETRYING']);

/** Starling's source in the ISO 20022 codes the bills read (bank-codes.ts). */
const SOURCE_CODES: Record<string, string> = {
  DIRECT_DEBIT: 'PMNT-IDDT-ESDD',
  STANDING_ORDER: 'PMNT-ICDT-STDO',
};

function toTransaction(item: StFeedItem): ProviderTransaction {
  const date = londonDate(new Date(item.transactionTime));
  const name = item.counterPartyName?.trim() || null;
  return {
    transactionId: item.feedItemUid,
    internalTransactionId: null,
    bookingDate: date,
    valueDate: item.settlementTime ? londonDate(new Date(item.settlementTime)) : date,
    amount: decimal(signedMinorUnits(item)),
    currency: item.amount.currency,
    creditorName: item.direction === 'OUT' ? name : null,
    debtorName: item.direction === 'IN' ? name : null,
    remittanceInformation: item.reference?.trim() || null,
    bankTransactionCode: (item.source && SOURCE_CODES[item.source]) ?? null,
    proprietaryBankTransactionCode: item.source ?? null,
    raw: item,
  };
}

/** Booked and pending rows of a feed, each once; other statuses left out. */
export function toTransactionsPage(items: StFeedItem[]): TransactionsPage {
  const seen = new Set<string>();
  const page: TransactionsPage = { booked: [], pending: [] };
  for (const item of items) {
    if (seen.has(item.feedItemUid)) continue;
    seen.add(item.feedItemUid);
    if (BOOKED.has(item.status)) page.booked.push(toTransaction(item));
    else if (PENDING.has(item.status)) page.pending.push(toTransaction(item));
  }
  return page;
}

const balance = (m: StMoney, type: string): Balance => ({ amount: decimal(m.minorUnits), currency: m.currency, type, referenceDate: null });

/** The effective balance (cleared plus pending) is what Starling's app shows: it is the available one. */
export function mainBalances(b: StBalance): Balance[] {
  return [balance(b.effectiveBalance, 'interimAvailable'), balance(b.clearedBalance, 'interimBooked')];
}

export function spaceBalances(goal: StSavingsGoal): Balance[] {
  return [balance(goal.totalSaved, 'interimAvailable'), balance(goal.totalSaved, 'closingBooked')];
}

export function mainDetails(
  accountId: string,
  account: StAccount,
  ids: { sortCode: string | null; accountNumber: string | null; iban: string | null },
): AccountDetails {
  const additional = account.accountType && account.accountType !== 'PRIMARY';
  return {
    accountId,
    currency: account.currency,
    name: account.name?.trim() || (additional ? 'Starling account' : 'Starling current account'),
    product: 'Current Account',
    ownerName: null,
    iban: ids.iban,
    sortCode: ids.sortCode,
    accountNumber: ids.accountNumber,
    cashAccountType: 'CACC',
    raw: account,
  };
}

/** A space is money set aside: a savings account of its own. */
export function spaceDetails(accountId: string, goal: StSavingsGoal): AccountDetails {
  return {
    accountId,
    currency: goal.totalSaved.currency,
    name: goal.name.trim() || 'Space',
    product: 'Savings Space',
    ownerName: null,
    iban: null,
    sortCode: null,
    accountNumber: null,
    cashAccountType: 'SVGS',
    raw: goal,
  };
}

const dateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);

/** A direct debit mandate: the originator is the payee; only the last payment's amount and date are known. */
export function mandatePayment(m: StMandate): RecurringPayment {
  const last = m.lastPayment?.lastAmount ?? null;
  return {
    kind: 'direct_debit',
    id: m.uid,
    payee: m.originatorName?.trim() || m.reference?.trim() || 'Direct debit',
    reference: m.reference?.trim() || null,
    amount: last ? decimal(Math.abs(last.minorUnits)) : null,
    currency: last?.currency ?? 'GBP',
    nextDate: null,
    lastDate: dateOnly(m.lastPayment?.lastDate ?? m.lastDate),
    frequency: null,
    active: (m.status ?? 'LIVE') === 'LIVE' && !m.cancelled,
    raw: m,
  };
}

/** A standing order, named by its payee (the payees list), else by its reference. */
export function standingOrderPayment(o: StStandingOrder, payeeName: string | null): RecurringPayment {
  return {
    kind: 'standing_order',
    id: o.paymentOrderUid,
    payee: payeeName?.trim() || o.reference?.trim() || 'Standing order',
    reference: o.reference?.trim() || null,
    amount: decimal(Math.abs(o.amount.minorUnits)),
    currency: o.amount.currency,
    nextDate: dateOnly(o.nextDate),
    lastDate: null,
    frequency: o.standingOrderRecurrence?.frequency ?? null,
    active: !o.cancelledAt,
    raw: o,
  };
}
