import type { BillInputTransaction } from './types';

export type CodedBillType = 'directDebit' | 'standingOrder';

// ISO 20022 domain-family-subfamily. Direct debits are IDDT (or RDDT, depending on whose
// side the bank describes); a standing order is an issued credit transfer with subfamily STDO.
const ISO_DIRECT_DEBIT = /^PMNT-(?:IDDT|RDDT)-/;
const ISO_STANDING_ORDER = /^PMNT-(?:ICDT|RCDT)-STDO$/;
const ISO_CARD = /^PMNT-CCRD-/;

const PROPRIETARY_DIRECT_DEBIT = /\bDIRECT ?DEBIT\b|^(?:DD|D\/D|DDR)$/;
const PROPRIETARY_STANDING_ORDER = /\bSTANDING ?ORDER\b|^(?:SO|S\/O|STO)$/;

// In free text a bare 'SO' is too often an English word, so only these forms count.
const DESCRIPTION_DIRECT_DEBIT = /(?:^| )DD(?: |$)|\bD\/D\b|\bDIRECT ?DEBIT\b/;
const DESCRIPTION_STANDING_ORDER = /\bS\/O\b|\bSTO\b|\bSTANDING ?ORDER\b/;

const OWN_ACCOUNT_TRANSFER = /\bTRANSFER (?:TO|FROM)\b|\bTFR (?:TO|FROM)\b|\bTO SAVINGS\b|\bFROM CURRENT\b|\bOWN ACCOUNT\b|\bINTERNAL TRANSFER\b/;

/**
 * Direct debit or standing order, from the bank's codes first and the remittance text
 * second; null for anything else (card payments, faster payments). A code that says
 * 'card' wins over the text, so a merchant name containing 'DD' cannot make a direct debit.
 */
export function codedBillType(
  tx: Pick<BillInputTransaction, 'bankTransactionCode' | 'proprietaryBankTransactionCode' | 'description'>,
): CodedBillType | null {
  const iso = normalise(tx.bankTransactionCode);
  if (ISO_DIRECT_DEBIT.test(iso)) return 'directDebit';
  if (ISO_STANDING_ORDER.test(iso)) return 'standingOrder';
  const proprietary = normalise(tx.proprietaryBankTransactionCode).replace(/[_-]/g, ' ');
  if (PROPRIETARY_DIRECT_DEBIT.test(proprietary)) return 'directDebit';
  if (PROPRIETARY_STANDING_ORDER.test(proprietary)) return 'standingOrder';
  if (ISO_CARD.test(iso) || proprietary.includes('CARD')) return null;
  const description = normalise(tx.description);
  if (DESCRIPTION_DIRECT_DEBIT.test(description)) return 'directDebit';
  if (DESCRIPTION_STANDING_ORDER.test(description)) return 'standingOrder';
  return null;
}

/** Money moved between the user's own accounts: never a bill, however regular. */
export function isOwnAccountTransfer(tx: Pick<BillInputTransaction, 'counterparty' | 'description'>): boolean {
  return OWN_ACCOUNT_TRANSFER.test(normalise(tx.counterparty)) || OWN_ACCOUNT_TRANSFER.test(normalise(tx.description));
}

function normalise(text: string | null): string {
  return text ? text.toUpperCase().replace(/\s+/g, ' ').trim() : '';
}
