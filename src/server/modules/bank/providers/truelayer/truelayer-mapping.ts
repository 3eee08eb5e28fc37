import type { AccountDetails, Balance, DateRange, ProviderTransaction } from '../types';
import type { RecurringPayment } from '../types';
import type { TlAccountKind } from './truelayer-ids';
import type { TlAccount, TlBalance, TlCard, TlDirectDebit, TlStandingOrder, TlTransaction } from './truelayer-schemas';

const text = (v: string | null | undefined): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** 24.5 -> '24.50'. TrueLayer sends JSON numbers in major units, two places for GBP. */
export const decimal = (n: number): string => (Object.is(n, -0) ? 0 : n).toFixed(2);

export const negate = (d: string): string => (d.startsWith('-') ? d.slice(1) : /^0(\.0+)?$/.test(d) ? d : `-${d}`);

const hour = 3_600_000;
const summerTime = new Map<number, [number, number]>();

/** UK summer time: last Sunday of March 01:00 UTC to last Sunday of October 01:00 UTC. */
function summerTimeOf(year: number): [number, number] {
  let bounds = summerTime.get(year);
  if (!bounds) {
    const lastSunday = (month: number) => {
      const last = Date.UTC(year, month + 1, 0);
      return last - new Date(last).getUTCDay() * 86_400_000;
    };
    bounds = [lastSunday(2) + hour, lastSunday(9) + hour];
    summerTime.set(year, bounds);
  }
  return bounds;
}

/**
 * The London calendar date of a TrueLayer timestamp. Without a zone ('2024-03-06T00:00:00')
 * the bank meant its own local date, so the text's date is kept as it is. Worked out by
 * hand rather than with Intl: this runs for every transaction and Intl is ~10x slower.
 */
export function dateOf(timestamp: string): string {
  if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(timestamp)) return timestamp.slice(0, 10);
  const ms = Date.parse(timestamp);
  if (Number.isNaN(ms)) return timestamp.slice(0, 10);
  const [start, end] = summerTimeOf(new Date(ms).getUTCFullYear());
  return new Date(ms >= start && ms < end ? ms + hour : ms).toISOString().slice(0, 10);
}

const cashAccountTypes: Record<string, string> = {
  TRANSACTION: 'CACC',
  SAVINGS: 'SVGS',
  BUSINESS_TRANSACTION: 'CACC',
  BUSINESS_SAVINGS: 'SVGS',
};

export function accountDetails(accountId: string, raw: TlAccount): AccountDetails {
  const n = raw.account_number;
  const sortCode = text(n?.sort_code)?.replace(/[\s-]/g, '') ?? null;
  const accountNumber = text(n?.number)?.replace(/\s/g, '') ?? null;
  return {
    accountId,
    currency: raw.currency,
    name: text(raw.display_name),
    product: text(raw.display_name),
    ownerName: null,
    iban: text(n?.iban),
    sortCode: sortCode && /^\d{6}$/.test(sortCode) ? sortCode : null,
    accountNumber: accountNumber && /^\d{8}$/.test(accountNumber) ? accountNumber : null,
    cashAccountType: cashAccountTypes[raw.account_type ?? ''] ?? null,
    raw,
  };
}

export function cardDetails(accountId: string, raw: TlCard): AccountDetails {
  const last4 = text(raw.partial_card_number);
  return {
    accountId,
    currency: raw.currency,
    name: text(raw.display_name) ?? (last4 ? `Card ending ${last4}` : null),
    product: text(raw.card_network),
    ownerName: text(raw.name_on_card),
    iban: null,
    sortCode: null,
    accountNumber: null,
    // ISO 20022 'CARD' (card account): the app's account rules read it as a credit card.
    cashAccountType: 'CARD',
    raw,
  };
}

export function accountBalances(raw: TlBalance): Balance[] {
  const at = raw.update_timestamp ? dateOf(raw.update_timestamp) : null;
  const out: Balance[] = [];
  if (raw.available != null) out.push({ amount: decimal(raw.available), currency: raw.currency, type: 'interimAvailable', referenceDate: at });
  out.push({ amount: decimal(raw.current), currency: raw.currency, type: 'interimBooked', referenceDate: at });
  if (raw.overdraft != null) out.push({ amount: decimal(raw.overdraft), currency: raw.currency, type: 'overdraftLimit', referenceDate: at });
  return out;
}

/**
 * A card's `current` is what is owed (positive), so its balance is the negative of it.
 * `available` is spare credit, not money the person has: it gets its own type so sync's
 * preferred 'interimAvailable' never reads it as a balance.
 */
export function cardBalances(raw: TlBalance): Balance[] {
  const at = raw.update_timestamp ? dateOf(raw.update_timestamp) : null;
  const out: Balance[] = [{ amount: negate(decimal(raw.current)), currency: raw.currency, type: 'interimBooked', referenceDate: at }];
  if (raw.available != null) out.push({ amount: decimal(raw.available), currency: raw.currency, type: 'availableCredit', referenceDate: at });
  if (raw.credit_limit != null) out.push({ amount: decimal(raw.credit_limit), currency: raw.currency, type: 'creditLimit', referenceDate: at });
  if (raw.last_statement_balance != null) {
    const date = text(raw.last_statement_date);
    out.push({ amount: negate(decimal(raw.last_statement_balance)), currency: raw.currency, type: 'closingBooked', referenceDate: date ? dateOf(date) : at });
  }
  return out;
}

// TrueLayer's categories become ISO codes the bill rules already read.
const isoCodes: Record<string, string> = { DIRECT_DEBIT: 'PMNT-IDDT-ESDD', STANDING_ORDER: 'PMNT-ICDT-STDO' };

/**
 * Accounts: TrueLayer signs amounts (debits negative); a bank that sends a positive DEBIT
 * is corrected by the type. Cards: purchases come positive, so every amount is flipped
 * to make spending negative like everywhere else in the app.
 */
export function signedAmount(raw: TlTransaction, kind: TlAccountKind): string {
  const d = decimal(raw.amount);
  if (kind === 'card') return negate(d);
  const type = raw.transaction_type?.toUpperCase();
  if (type === 'DEBIT' && raw.amount > 0) return negate(d);
  if (type === 'CREDIT' && raw.amount < 0) return negate(d);
  return d;
}

function toTransaction(raw: TlTransaction, kind: TlAccountKind): ProviderTransaction {
  const amount = signedAmount(raw, kind);
  const counterparty = text(raw.merchant_name) ?? text(raw.meta?.counter_party_preferred_name);
  const out = amount.startsWith('-');
  const category = text(raw.transaction_category)?.toUpperCase() ?? null;
  const date = dateOf(raw.timestamp);
  return {
    transactionId: raw.transaction_id,
    internalTransactionId: text(raw.meta?.provider_transaction_id),
    bookingDate: date,
    valueDate: date,
    amount,
    currency: raw.currency,
    creditorName: out ? counterparty : null,
    debtorName: out ? null : counterparty,
    remittanceInformation: text(raw.description),
    bankTransactionCode: category ? (isoCodes[category] ?? null) : null,
    proprietaryBankTransactionCode: category ?? text(raw.meta?.provider_transaction_category),
    raw,
  };
}

/**
 * Keeps rows inside `range` (some banks ignore `from`) and drops repeated ids (some send
 * a row twice across pages), keeping the first.
 */
export function toTransactions(rows: TlTransaction[], kind: TlAccountKind, range: DateRange): ProviderTransaction[] {
  const seen = new Set<string>();
  const out: ProviderTransaction[] = [];
  for (const row of rows) {
    if (seen.has(row.transaction_id)) continue;
    seen.add(row.transaction_id);
    const tx = toTransaction(row, kind);
    if (tx.bookingDate! < range.from || tx.bookingDate! > range.to) continue;
    out.push(tx);
  }
  return out;
}

const activeWords = /^(active|enabled)$/i;

export function standingOrder(raw: TlStandingOrder, index: number): RecurringPayment {
  const named = text(raw.payee);
  // A standing order without a payee is known by its reference (J LANDLORD FLAT 2 RENT), as the bank's app shows it.
  const payee = named ?? text(raw.reference) ?? 'Standing order';
  const next = text(raw.next_payment_date);
  const amount = raw.next_payment_amount ?? raw.first_payment_amount ?? null;
  return {
    kind: 'standing_order',
    // TrueLayer gives standing orders no id: payee, reference and first date stay put across syncs.
    // The id keeps its first form (payee or 'Standing order'), so a bill already found keeps its key.
    id: `so:${named ?? 'Standing order'}:${text(raw.reference) ?? ''}:${text(raw.first_payment_date) ?? index}`,
    payee,
    reference: text(raw.reference),
    amount: amount === null ? null : decimal(Math.abs(amount)),
    currency: raw.currency,
    nextDate: next ? dateOf(next) : null,
    lastDate: null,
    frequency: text(raw.frequency),
    active: raw.status == null || activeWords.test(raw.status),
    raw,
  };
}

export function directDebit(raw: TlDirectDebit): RecurringPayment {
  const last = text(raw.previous_payment_timestamp);
  return {
    kind: 'direct_debit',
    id: raw.direct_debit_id,
    payee: raw.name.trim(),
    reference: text(raw.meta?.provider_mandate_identification),
    amount: raw.previous_payment_amount == null ? null : decimal(Math.abs(raw.previous_payment_amount)),
    currency: raw.currency,
    nextDate: null,
    lastDate: last ? dateOf(last) : null,
    frequency: null,
    active: raw.status == null || activeWords.test(raw.status),
    raw,
  };
}
