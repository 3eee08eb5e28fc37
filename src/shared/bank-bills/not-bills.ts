import { lookupMerchant } from '../categories/merchant-dictionary';
import { merchantKey } from '../categories/merchant-name';
import { paymentKind } from '../categories/provider-codes';
import { knownMerchant } from './known-merchants';
import { payeeKey } from './payee-key';
import type { BillInputTransaction } from './types';

// What is never a bill, however regular (issue 22, item 3; decision 044): cash from a
// machine, fuel, supermarkets, cafés and takeaways (unless the bank itself says direct debit
// or standing order: issue 25, decision 047), and money moved to the person's own accounts,
// at this bank or another.

// The spending dictionary's categories (categories/merchant-dictionary.ts) that are everyday
// spending however regular: a monthly big shop at Aldi, a coffee every weekday, a Friday takeaway.
const EVERYDAY_CATEGORIES = new Set(['groceries', 'cash', 'eating-out']);

// Categories (categories/category-list.ts) a payment to one's own account lands in: the
// categoriser's own-transfer wording and brands, and the savings providers.
const OWN_MONEY_CATEGORIES = new Set(['transfers', 'savings']);

// A payee named as savings is the person's own pot: 'LOYALTY SAVER', 'ONLINE SAVINGS', 'CASH ISA'.
const SAVINGS_WORDS = /\b(?:SAVER|SAVINGS?|ISA|LISA|POT)\b/;

// Fuel, by the words on a forecourt's card payment; a brand the dictionary knows as
// something else ('SHELL ENERGY') is not fuel.
const FUEL_WORDS = /\b(?:ESSO|SHELL|BP|TEXACO|JET|GULF|MURCO|PETROL|FUEL|PFS|SERVICE STATION|FILLING STATION|FORECOURT)\b/;

// Words an account's name is often made of that name no one account: 'Current Account'.
const GENERIC_NAME_WORDS = new Set([
  'CURRENT',
  'ACCOUNT',
  'JOINT',
  'MAIN',
  'PERSONAL',
  'BANK',
  'CLASSIC',
  'EVERYDAY',
  'CLUB',
  'SELECT',
  'PREMIER',
  'REWARD',
  'REWARDS',
  'PLUS',
]);

/** Cash from a machine, by the bank's codes: never a bill, whatever the code says besides. */
function isCashWithdrawal(tx: Pick<BillInputTransaction, 'bankTransactionCode' | 'proprietaryBankTransactionCode'>): boolean {
  return paymentKind(tx) === 'cashWithdrawal' || /\bCASH\b|\bATM\b/i.test(tx.proprietaryBankTransactionCode ?? '');
}

/** Paid by card, by the bank's codes ('PMNT-CCRD-POSD', 'CARD PAYMENT', Nationwide's 'Visa purchase'). */
function isCardPayment(tx: Pick<BillInputTransaction, 'bankTransactionCode' | 'proprietaryBankTransactionCode'>): boolean {
  return paymentKind(tx) === 'card' || /\b(?:CARD|VISA|MASTERCARD|MAESTRO|CONTACTLESS)\b/i.test(tx.proprietaryBankTransactionCode ?? '');
}

type Codes = Pick<BillInputTransaction, 'bankTransactionCode' | 'proprietaryBankTransactionCode'>;

/**
 * isCashWithdrawal and isCardPayment with memory: a bank uses a handful of codes, so each
 * pair is read once per run rather than once per payment.
 */
export function createCodeReader(): { isCash: (tx: Codes) => boolean; isCard: (tx: Codes) => boolean } {
  const known = new Map<string, { cash: boolean; card: boolean }>();
  const read = (tx: Codes) => {
    const key = `${tx.bankTransactionCode ?? ''}\u0000${tx.proprietaryBankTransactionCode ?? ''}`;
    let found = known.get(key);
    if (!found) known.set(key, (found = { cash: isCashWithdrawal(tx), card: isCardPayment(tx) }));
    return found;
  };
  return { isCash: (tx) => read(tx).cash, isCard: (tx) => read(tx).card };
}

/** Money the person moved to their own account, as the transaction itself shows it: the server's counterpart check or its category. */
export function isOwnMoneyMove(tx: Pick<BillInputTransaction, 'ownTransfer' | 'categoryId'>): boolean {
  return tx.ownTransfer === true || (tx.categoryId != null && OWN_MONEY_CATEGORIES.has(tx.categoryId));
}

/** The payee keys of the person's own accounts' names, leaving out names that say nothing ('Current Account'). */
export function ownNameKeys(accountNames: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const name of accountNames) {
    const key = payeeKey(name);
    const words = key.split(' ');
    if (key.length >= 5 && words.some((w) => !GENERIC_NAME_WORDS.has(w) && !SAVINGS_WORDS.test(w))) keys.add(key);
  }
  return [...keys];
}

/** A payee that is one of the person's own accounts: a savings name, or one of their accounts' names (`ownNameKeys`). */
export function isOwnAccountPayee(vendor: string, ownKeys: readonly string[]): boolean {
  if (SAVINGS_WORDS.test(vendor)) return true;
  const padded = ` ${vendor} `;
  return ownKeys.some((key) => padded.includes(` ${key} `));
}

/** Everyday spending no regularity makes a bill: supermarkets, fuel, cafés, takeaways and cash, by the payee's name. */
function isEverydayPayee(vendor: string): boolean {
  const entry = lookupMerchant(merchantKey(vendor));
  if (entry && EVERYDAY_CATEGORIES.has(entry.category)) return true;
  return FUEL_WORDS.test(vendor) && (!entry || entry.category === 'transport');
}

/**
 * A bill found without the bank's codes that is everyday spending after all: by its payee key,
 * unless the app knows the payee as a biller (a HelloFresh box is a subscription, though the
 * spending dictionary files it under groceries). For bills stored before today's rules.
 */
export function isEverydayBill(vendor: string): boolean {
  return !knownMerchant(vendor) && isEverydayPayee(vendor);
}

/**
 * Whether a payee without bank codes is everyday spending: never a merchant the app knows as
 * a biller; else isEverydayPayee on the payee key and on one payment's own text: the key can lose the word
 * that says what a payee is ('BP CONNECT' loses the bank's 'BP' prefix, 'UBER *EATS' its
 * 'EATS'), the spending dictionary's reading of the whole text keeps it.
 */
export function isEverydaySpending(vendor: string, tx: Pick<BillInputTransaction, 'counterparty' | 'description'>): boolean {
  if (knownMerchant(vendor)) return false;
  if (isEverydayPayee(vendor)) return true;
  for (const text of [tx.counterparty, tx.description]) {
    if (text?.trim() && isEverydayPayee(merchantKey(text))) return true;
  }
  return false;
}
