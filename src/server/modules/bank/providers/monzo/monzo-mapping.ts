import { londonDate } from '../../../../../shared/dates';
import type { AccountDetails, Balance, ProviderTransaction, TransactionsPage } from '../types';
import type { MzAccount, MzPot, MzTransaction } from './monzo-schemas';

// Monzo's answers in the interface's shapes: minor units to decimal text (already signed),
// declined payments left out, unsettled ones pending, a move to or from a pot kept with the
// pot's name so it reads as a transfer between the person's own accounts.

function decimal(minorUnits: number): string {
  const sign = minorUnits < 0 ? '-' : '';
  const abs = Math.abs(minorUnits);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const merchantName = (tx: MzTransaction) => (typeof tx.merchant === 'object' && tx.merchant ? tx.merchant.name?.trim() || null : null);

/** A pot move: Monzo's scheme 'uk_retail_pot' with the pot in its metadata. */
export const potOf = (tx: MzTransaction): string | null =>
  tx.scheme === 'uk_retail_pot' && typeof tx.metadata?.pot_id === 'string' ? tx.metadata.pot_id : null;

function toTransaction(tx: MzTransaction, potNames: ReadonlyMap<string, string> = new Map()): ProviderTransaction {
  const date = londonDate(new Date(tx.created));
  const pot = potOf(tx);
  const counterparty = (pot && potNames.get(pot)) || merchantName(tx) || tx.counterparty?.name?.trim() || null;
  return {
    transactionId: tx.id,
    internalTransactionId: null,
    bookingDate: date,
    valueDate: tx.settled ? londonDate(new Date(tx.settled)) : date,
    amount: decimal(tx.amount),
    currency: tx.currency,
    creditorName: tx.amount < 0 ? counterparty : null,
    debtorName: tx.amount >= 0 ? counterparty : null,
    remittanceInformation: tx.description?.trim() || null,
    bankTransactionCode: pot ? 'ACMT-ICDT-BOOK' : null,
    proprietaryBankTransactionCode: tx.scheme ?? null,
    raw: tx,
  };
}

/** Settled rows booked, unsettled ones pending, declined ones (never money) left out. */
export function toTransactionsPage(transactions: MzTransaction[], potNames?: ReadonlyMap<string, string>): TransactionsPage {
  const page: TransactionsPage = { booked: [], pending: [] };
  const seen = new Set<string>();
  for (const tx of transactions) {
    if (tx.decline_reason || seen.has(tx.id)) continue;
    seen.add(tx.id);
    (tx.settled ? page.booked : page.pending).push(toTransaction(tx, potNames));
  }
  return page;
}

export function accountDetails(accountId: string, a: MzAccount): AccountDetails {
  const joint = a.type === 'uk_retail_joint';
  return {
    accountId,
    currency: a.currency,
    name: joint ? 'Joint account' : 'Current account',
    product: 'Current Account',
    ownerName: a.owners?.[0]?.preferred_name ?? null,
    iban: null,
    sortCode: a.sort_code ?? null,
    accountNumber: a.account_number ?? null,
    cashAccountType: 'CACC',
    raw: a,
  };
}

/** A pot is money set aside: a savings account of its own. */
export function potDetails(accountId: string, pot: MzPot): AccountDetails {
  return {
    accountId,
    currency: pot.currency,
    name: pot.name.trim() || 'Pot',
    product: 'Savings Pot',
    ownerName: null,
    iban: null,
    sortCode: null,
    accountNumber: null,
    cashAccountType: 'SVGS',
    raw: pot,
  };
}

export const balances = (minorUnits: number, currency: string): Balance[] => [
  { amount: decimal(minorUnits), currency, type: 'interimAvailable', referenceDate: null },
];
