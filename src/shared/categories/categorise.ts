import { isOwnAccountTransfer } from '../bank-bills/bank-codes';
import { MAX_PAYEE_TEXT } from '../bank-bills/payee-key';
import { groupOf, isSpendingCategory, TRANSFERS, UNCATEGORISED } from './category-list';
import { lookupMerchant, type MerchantEntry } from './merchant-dictionary';
import { merchantKey, merchantName } from './merchant-name';
import { paymentKind, paymentKindHint, providerCategory, type Direction, type ProviderCodes } from './provider-codes';

// Every transaction gets one category (issue 14, part 2), from, in order:
//   1. the person's own choice for this transaction (source 'person'): never replaced;
//   2. the person's rules, payee -> category (source 'rule');
//   3. the provider's codes: own-account transfer found by the server, MCC, TrueLayer
//      classification, cash machine / interest / charges / card refund (source 'provider');
//   4. the merchant dictionary: brands, then own-account wording ('TRANSFER TO SAVINGS'),
//      then wording a credit carries (salary, refund),
//      then (for a Bacs credit) 'salary' from the type code, then generic keywords
//      (source 'dictionary', the type-code step 'provider');
//   5. what the payment kind suggests (a faster payment in is other income; 'provider');
//   6. 'uncategorised' (source 'none').
// Money in reads differently from money out: a credit from Tesco is a refund. A refund is
// filed where the merchant's purchases go (issue 22 item 7, refiled below), so it lowers the
// spending it gives back: the category of the person's own purchases from that merchant,
// else the one a payment to it would get (a rule for money out, its codes, the dictionary),
// else the Refunds category as before.

export type CategorySource = 'person' | 'rule' | 'provider' | 'dictionary' | 'none';

export type Categorised = { categoryId: string; source: CategorySource };

export type CategoriseInput = ProviderCodes & {
  /** Signed pence: negative is money out. */
  amountPence: number;
  /** Creditor for money out, debtor for money in. */
  counterparty: string | null;
  description: string | null;
  /** The server found the other side in another of the person's accounts (own-transfers.ts). */
  ownTransfer?: boolean;
  /** What the row holds already, if anything. */
  current?: Categorised | null;
};

/**
 * A person's rule: payments to or from this merchant go in this category. `merchant` is
 * the name as shown ('Tesco') or the bank's text ('TESCO STORES 2041'); both match the
 * same payments. `direction` narrows it to money in or out.
 */
export type PersonRule = { merchant: string; categoryId: string; direction?: Direction | null };

export type Categoriser = (tx: CategoriseInput) => Categorised;

/**
 * The person's purchases, by merchant (purchaseKey): the category their refunds are filed
 * under, or null when nothing was bought there (purchase-history.ts holds the tally).
 */
export type Purchases = { categoryOf(key: string): string | null };

const SALARY_WORDS = /\b(?:SALARY|SALARIES|WAGES?|PAYROLL|NET PAY)\b/i;
const REFUND_WORDS = /\b(?:REFUND|REFUNDED|RETURN|REVERSAL|REBATE)\b/i;
const REFUND_WORDS_ALL = new RegExp(REFUND_WORDS.source, 'gi');

/**
 * The merchant a payee text names, as purchases and refunds are matched: the rule key (the
 * project's one merchant-name clean-up, merchant-name.ts) of the text without its refund
 * words, so 'ASOS.COM REFUND' and 'CARD PAYMENT TO ASOS.COM' are both 'ASOS', and an unknown
 * 'BOBS BIKES REFUND' is 'BOBS BIKES' like its purchase. '' when nothing is left.
 */
export function purchaseKey(text: string): string {
  const plain = text.replace(REFUND_WORDS_ALL, ' ').replace(/\s+/g, ' ').trim();
  return plain === '' ? '' : ruleKey(plain);
}

/**
 * Whether a run may write `next` over what a row holds: never over a person's choice,
 * and only when it changes something. Syncs categorise new rows only; this is for a new
 * rule applied to older rows.
 */
export function mayReplace(current: Categorised | null | undefined, next: Categorised): boolean {
  if (!current) return true;
  if (current.source === 'person') return false;
  return current.categoryId !== next.categoryId || current.source !== next.source;
}

/** The key a rule is stored and matched under: the merchant's shown name, upper case. */
export function ruleKey(merchant: string): string {
  return merchantName(merchant).toUpperCase();
}

/**
 * A categoriser for one person's rules. It remembers each distinct payee text it has
 * cleaned, since the same payees repeat across months (and across a sync's rows).
 */
export function createCategoriser(rules: readonly PersonRule[] = [], purchases?: Purchases): Categoriser {
  const byKey = new Map<string, string>();
  // Direction-specific rules are stored after the general ones, so they win.
  for (const rule of [...rules].sort((a, b) => Number(!!a.direction) - Number(!!b.direction))) {
    const key = ruleKey(rule.merchant);
    for (const direction of rule.direction ? [rule.direction] : (['in', 'out'] as const)) byKey.set(`${direction}|${key}`, rule.categoryId);
  }
  const seen = new Map<string, PayeeText>();
  const read = (fullText: string) => {
    let found = seen.get(fullText);
    if (!found) {
      // As far as a payee name reaches: a long word costs every pattern below, not only the key's.
      const text = fullText.length > MAX_PAYEE_TEXT ? fullText.slice(0, MAX_PAYEE_TEXT) : fullText;
      found = {
        entry: lookupMerchant(merchantKey(text)),
        ruleName: byKey.size > 0 ? ruleKey(text) : '',
        ownWording: isOwnAccountTransfer({ counterparty: text, description: null }),
        salaryWords: SALARY_WORDS.test(text),
        refundWords: REFUND_WORDS.test(text),
        purchaseKey: null,
      };
      seen.set(fullText, found);
    }
    return found;
  };
  const keyOf = (text: string) => {
    const found = read(text);
    found.purchaseKey ??= purchaseKey(text.length > MAX_PAYEE_TEXT ? text.slice(0, MAX_PAYEE_TEXT) : text);
    return found.purchaseKey;
  };
  return (tx) => {
    if (tx.current?.source === 'person') return tx.current;
    const sorted = fresh(tx, byKey, read);
    return isMerchantRefund(tx, sorted) ? refiled(tx, sorted, { rules: byKey, read, keyOf, purchases }) : sorted;
  };
}

/**
 * Money in the steps above read as a merchant's refund (the Refunds category from a code,
 * the dictionary or refund words; never a person's rule for it), except cashback: a reward
 * from a card or a bank gives back no purchase.
 */
function isMerchantRefund(tx: CategoriseInput, sorted: Categorised): boolean {
  return tx.amountPence > 0 && sorted.categoryId === 'refunds' && sorted.source !== 'rule' && paymentKind(tx) !== 'cashback';
}

type Refiling = { rules: Map<string, string>; read: (text: string) => PayeeText; keyOf: (text: string) => string; purchases: Purchases | undefined };

/**
 * Where a merchant's refund goes, so it lowers the spending it gives back: a rule of the
 * person's for money out to it (their word wins; a rule for both directions or money in won
 * above already), else the category of their own purchases from that merchant (Purchases),
 * else what a payment to it would be filed under (its codes, the dictionary), when that is a
 * spending category. Else it stays in Refunds, which lowers nothing and is not Money In either.
 * The source says which: 'rule', 'dictionary' for what is known of the merchant (their
 * purchases, the dictionary), 'provider' for its codes.
 */
function refiled(tx: CategoriseInput, sorted: Categorised, r: Refiling): Categorised {
  const keys = payeeTexts(tx)
    .map(r.keyOf)
    .filter((key) => key !== '');
  for (const key of keys) {
    const ruled = r.rules.get(`out|${key}`);
    if (ruled) return { categoryId: ruled, source: 'rule' };
  }
  for (const key of keys) {
    const bought = r.purchases?.categoryOf(key);
    if (bought) return { categoryId: bought, source: 'dictionary' };
  }
  const asPayment = fresh({ ...tx, amountPence: -tx.amountPence, ownTransfer: false }, r.rules, r.read);
  return isSpendingCategory(asPayment.categoryId) ? asPayment : sorted;
}

/** One transaction with no person rules: for tests and one-offs; use createCategoriser for many. */
export function categorise(tx: CategoriseInput, rules: readonly PersonRule[] = []): Categorised {
  return createCategoriser(rules)(tx);
}

/** What one payee text says, worked out once per distinct text. */
type PayeeText = {
  entry: MerchantEntry | null;
  ruleName: string;
  ownWording: boolean;
  salaryWords: boolean;
  refundWords: boolean;
  /** Worked out on first need (refunds only): purchaseKey of the text. */
  purchaseKey: string | null;
};

function fresh(tx: CategoriseInput, rules: Map<string, string>, read: (text: string) => PayeeText): Categorised {
  const direction: Direction = tx.amountPence > 0 ? 'in' : 'out';
  const texts = payeeTexts(tx).map(read);

  if (rules.size > 0) {
    for (const text of texts) {
      const categoryId = rules.get(`${direction}|${text.ruleName}`);
      if (categoryId) return { categoryId, source: 'rule' };
    }
  }

  if (tx.ownTransfer) return { categoryId: TRANSFERS, source: 'provider' };
  const kind = paymentKind(tx);
  const coded = forDirection(providerCategory(tx, direction, kind), direction);
  if (coded) return { categoryId: coded, source: 'provider' };

  for (const text of texts) {
    if (!text.entry || text.entry.keyword) continue;
    // A Bacs credit from a shop, chain or hospital is pay (shops refund to the card); from a
    // biller it is an overpayment coming back, which forDirection makes a refund.
    if (kind === 'bacsCredit' && direction === 'in' && groupOf(text.entry.category) === 'everyday') return { categoryId: 'salary', source: 'provider' };
    const brand = forDirection(text.entry.category, direction);
    if (brand) return { categoryId: brand, source: 'dictionary' };
  }
  // Wording alone ('TRANSFER TO SAVINGS') comes after the brands: 'Transfer to NS&I' is saving.
  if (texts.some((text) => text.ownWording)) return { categoryId: TRANSFERS, source: 'dictionary' };
  if (direction === 'in') {
    if (texts.some((text) => text.salaryWords)) return { categoryId: 'salary', source: 'dictionary' };
    if (texts.some((text) => text.refundWords)) return { categoryId: 'refunds', source: 'dictionary' };
    if (kind === 'bacsCredit') return { categoryId: 'salary', source: 'provider' };
  }
  // A reference on money a person sends you is theirs ('PETROL MONEY'), not a merchant's kind.
  const personal = direction === 'in' && kind === 'fasterPayment';
  for (const text of personal ? [] : texts) {
    const keyword = text.entry?.keyword ? forDirection(text.entry.category, direction) : null;
    if (keyword) return { categoryId: keyword, source: 'dictionary' };
  }
  const hint = paymentKindHint(kind, direction);
  if (hint) return { categoryId: hint, source: 'provider' };
  return { categoryId: UNCATEGORISED, source: 'none' };
}

// The counterparty names the payee best; the description is the fallback, and PayPal's
// own name as counterparty says nothing about whom it paid.
function payeeTexts(tx: CategoriseInput): string[] {
  const counterparty = tx.counterparty?.trim() ?? '';
  const description = tx.description?.trim() ?? '';
  const texts: string[] = [];
  if (counterparty && !(/^PAYPAL\b/i.test(counterparty) && description)) texts.push(counterparty);
  if (description && description !== counterparty) texts.push(description);
  return texts;
}

/**
 * A category read the right way round for the money's direction. Money in from a shop
 * or a biller is a refund, interest or fees paid to you are other income; income
 * categories never apply to money out.
 */
function forDirection(categoryId: string | null, direction: Direction): string | null {
  if (!categoryId) return null;
  const group = groupOf(categoryId);
  if (direction === 'out') return group === 'income' ? null : categoryId;
  if (group === 'bills' || group === 'everyday') return 'refunds';
  if (categoryId === 'fees-and-interest') return 'other-income';
  return categoryId;
}
