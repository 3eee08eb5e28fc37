import type { BillInputTransaction } from './types';

export type CodedBillType = 'directDebit' | 'standingOrder';

// Patterns work on the bank's raw text (any case, any spacing), so nothing is normalised
// per transaction: this runs for every one of ~15k transactions.

// ISO 20022 domain-family-subfamily. Direct debits are IDDT (or RDDT, depending on whose
// side the bank describes); a standing order is an issued credit transfer with subfamily STDO.
const ISO_DIRECT_DEBIT = /^\s*PMNT-(?:IDDT|RDDT)-/i;
const ISO_STANDING_ORDER = /^\s*PMNT-(?:ICDT|RCDT)-STDO\s*$/i;
const ISO_CARD = /^\s*PMNT-CCRD-/i;

const PROPRIETARY_DIRECT_DEBIT = /\bDIRECT[\s_-]*DEBIT\b|^\s*(?:DD|D\/D|DDR)\s*$/i;
const PROPRIETARY_STANDING_ORDER = /\bSTANDING[\s_-]*ORDER\b|^\s*(?:SO|S\/O|STO)\s*$/i;
const PROPRIETARY_CARD = /CARD/i;

// In free text a bare 'SO' is too often an English word, so only these forms count.
const DESCRIPTION_DIRECT_DEBIT = /(?:^|\s)DD(?:\s|$)|\bD\/D\b|\bDIRECT\s*DEBIT\b/i;
const DESCRIPTION_STANDING_ORDER = /\bS\/O\b|\bSTO\b|\bSTANDING\s*ORDER\b/i;

const OWN_ACCOUNT_TRANSFER = /\b(?:TRANSFER|TFR)\s+(?:TO|FROM)\b|\bTO\s+SAVINGS\b|\bFROM\s+CURRENT\b|\bOWN\s+ACCOUNT\b|\bINTERNAL\s+TRANSFER\b/i;

/**
 * Direct debit or standing order, from the bank's codes first and the remittance text
 * second; null for anything else (card payments, faster payments). A code that says
 * 'card' wins over the text, so a merchant name containing 'DD' cannot make a direct debit.
 */
export function codedBillType(tx: Pick<BillInputTransaction, 'bankTransactionCode' | 'proprietaryBankTransactionCode' | 'description'>): CodedBillType | null {
  const iso = tx.bankTransactionCode ?? '';
  const proprietary = tx.proprietaryBankTransactionCode ?? '';
  if (ISO_DIRECT_DEBIT.test(iso)) return 'directDebit';
  if (ISO_STANDING_ORDER.test(iso)) return 'standingOrder';
  if (PROPRIETARY_DIRECT_DEBIT.test(proprietary)) return 'directDebit';
  if (PROPRIETARY_STANDING_ORDER.test(proprietary)) return 'standingOrder';
  if (ISO_CARD.test(iso) || PROPRIETARY_CARD.test(proprietary)) return null;
  const description = tx.description ?? '';
  if (DESCRIPTION_DIRECT_DEBIT.test(description)) return 'directDebit';
  if (DESCRIPTION_STANDING_ORDER.test(description)) return 'standingOrder';
  return null;
}

/** Money moved between the user's own accounts: never a bill, however regular. */
export function isOwnAccountTransfer(tx: Pick<BillInputTransaction, 'counterparty' | 'description'>): boolean {
  return OWN_ACCOUNT_TRANSFER.test(tx.counterparty ?? '') || OWN_ACCOUNT_TRANSFER.test(tx.description ?? '');
}
