import {
  ProviderError,
  type AccountDetails,
  type Balance,
  type Institution,
  type LinkInfo,
  type LinkStatus,
  type ProviderTransaction,
  type TransactionsPage,
} from '../types';
import type { GcAccountDetails, GcAgreement, GcBalance, GcInstitution, GcRequisition, GcScan, GcTransaction, GcTransactions } from './gocardless-api-types';

/** What GoCardless assumes when an institution states no figure. */
const defaultDays = 90;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** '730', 730 -> 730; missing or junk -> 90. The API sends these counts as text. */
export function dayCount(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : defaultDays;
}

export function toInstitution(raw: GcInstitution): Institution {
  return {
    id: raw.id,
    name: raw.name,
    logo: text(raw.logo),
    transactionTotalDays: dayCount(raw.transaction_total_days),
    maxAccessValidForDays: dayCount(raw.max_access_valid_for_days),
  };
}

/**
 * GoCardless requisition status codes in the app's words: CR created, GC giving consent, UA
 * undergoing authentication, SA selecting accounts, GA granting access (all still linking);
 * LN linked; EX expired; RJ rejected and SU suspended (refused). The codes stay in this folder.
 */
const linkStatuses: Readonly<Record<string, LinkStatus>> = {
  CR: 'linking',
  GC: 'linking',
  UA: 'linking',
  SA: 'linking',
  GA: 'linking',
  LN: 'linked',
  EX: 'expired',
  RJ: 'refused',
  SU: 'refused',
};

function toLinkStatus(status: unknown): LinkStatus {
  const known = typeof status === 'string' && Object.hasOwn(linkStatuses, status) ? linkStatuses[status] : undefined;
  if (known) return known;
  // An unknown code must not be guessed into "linked" or "expired".
  throw new ProviderError(`GoCardless returned an unknown requisition status: ${String(status).slice(0, 20)}`);
}

/** Access ends `access_valid_for_days` after the user accepted; unknown before that. */
export function agreementExpiry(agreement: GcAgreement | null): string | null {
  const accepted = agreement?.accepted ? Date.parse(agreement.accepted) : NaN;
  if (!agreement || Number.isNaN(accepted)) return null;
  return new Date(accepted + dayCount(agreement.access_valid_for_days) * 86_400_000).toISOString();
}

export function toLinkInfo(raw: GcRequisition, agreement: GcAgreement | null): LinkInfo {
  return {
    requisitionId: raw.id,
    status: toLinkStatus(raw.status),
    institutionId: raw.institution_id,
    reference: raw.reference,
    accounts: Array.isArray(raw.accounts) ? raw.accounts.filter((a) => typeof a === 'string') : [],
    accessExpiresAt: agreementExpiry(agreement),
  };
}

export type UkAccountNumber = { sortCode: string; accountNumber: string };

/** Sort code and account number from 'scan', a UK 'bban' or a GB IBAN, in that order. */
export function ukAccountNumber(details: Pick<GcAccountDetails, 'scan' | 'bban' | 'iban'>): UkAccountNumber | null {
  return fromScan(details.scan) ?? fromBban(details.bban) ?? fromIban(details.iban);
}

const compact = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '').toUpperCase() : '');

function fromScan(scan: GcScan | undefined): UkAccountNumber | null {
  if (typeof scan === 'object' && scan !== null) {
    const sortCode = compact(scan.sortCode);
    const accountNumber = compact(scan.accountNumber);
    return /^\d{6}$/.test(sortCode) && /^\d{8}$/.test(accountNumber) ? { sortCode, accountNumber } : null;
  }
  return split14(compact(scan));
}

function fromBban(bban: string | undefined): UkAccountNumber | null {
  // Either the 14 digits alone, or the IBAN-style BBAN with the 4-letter bank code first.
  const value = compact(bban);
  return split14(value) ?? split14(/^[A-Z]{4}(\d{14})$/.exec(value)?.[1] ?? '');
}

function fromIban(iban: string | undefined): UkAccountNumber | null {
  const match = /^GB\d{2}[A-Z]{4}(\d{14})$/.exec(compact(iban));
  return match ? split14(match[1] ?? '') : null;
}

function split14(digits: string): UkAccountNumber | null {
  return /^\d{14}$/.test(digits) ? { sortCode: digits.slice(0, 6), accountNumber: digits.slice(6) } : null;
}

export function toAccountDetails(accountId: string, body: unknown): AccountDetails {
  const account = (body as { account?: GcAccountDetails } | null)?.account;
  if (typeof account !== 'object' || account === null) {
    throw new ProviderError('GoCardless returned account details without an account.');
  }
  const uk = ukAccountNumber(account);
  return {
    accountId,
    currency: text(account.currency) ?? 'GBP',
    name: text(account.name) ?? text(account.displayName),
    product: text(account.product),
    ownerName: text(account.ownerName),
    iban: text(account.iban),
    sortCode: uk?.sortCode ?? null,
    accountNumber: uk?.accountNumber ?? null,
    cashAccountType: text(account.cashAccountType),
    raw: account,
  };
}

const amountText = (amount: unknown) => (typeof amount === 'number' ? String(amount) : (text(amount) ?? '0'));

export function toBalances(body: unknown): Balance[] {
  const balances = (body as { balances?: GcBalance[] } | null)?.balances;
  return (Array.isArray(balances) ? balances : []).map((b) => ({
    amount: amountText(b.balanceAmount?.amount),
    currency: text(b.balanceAmount?.currency) ?? 'GBP',
    type: text(b.balanceType) ?? 'unknown',
    referenceDate: text(b.referenceDate),
  }));
}

function remittance(raw: GcTransaction): string | null {
  const lines = Array.isArray(raw.remittanceInformationUnstructuredArray)
    ? raw.remittanceInformationUnstructuredArray.filter((l) => typeof l === 'string' && l.trim() !== '')
    : [];
  return text(raw.remittanceInformationUnstructured) ?? (lines.length > 0 ? lines.join(' ') : null) ?? text(raw.remittanceInformationStructured);
}

export function toTransaction(raw: GcTransaction): ProviderTransaction {
  return {
    transactionId: text(raw.transactionId),
    internalTransactionId: text(raw.internalTransactionId),
    bookingDate: text(raw.bookingDate),
    valueDate: text(raw.valueDate),
    amount: amountText(raw.transactionAmount?.amount),
    currency: text(raw.transactionAmount?.currency) ?? 'GBP',
    creditorName: text(raw.creditorName),
    debtorName: text(raw.debtorName),
    remittanceInformation: remittance(raw),
    bankTransactionCode: text(raw.bankTransactionCode),
    proprietaryBankTransactionCode: text(raw.proprietaryBankTransactionCode),
    raw,
  };
}

export function toTransactionsPage(body: unknown): TransactionsPage {
  const transactions = (body as GcTransactions | null)?.transactions;
  const list = (value: unknown) => (Array.isArray(value) ? (value as GcTransaction[]).map(toTransaction) : []);
  return { booked: list(transactions?.booked), pending: list(transactions?.pending) };
}
