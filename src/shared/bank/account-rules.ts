// How a bank account is classified and which balance it shows (spec 02 §3 bank_accounts).

export type AccountClassification = 'CurrentAccount' | 'SavingsAccount';

// The spec's words (save, saver, isa, deposit) matched at the start of a word, plus
// 'saving(s)', the commonest of all; 'ISA' only as a whole word, so a 'Visa' card is not
// savings (docs/decisions/008-account-classification.md).
const SAVINGS_WORDS = /\b(sav(e|er|ing)|isa\b|deposit)/i;

/** Savings when the product (or account) name has save, saver, savings, ISA or deposit. */
export function classifyAccount(productOrName: string | null | undefined): AccountClassification {
  return productOrName && SAVINGS_WORDS.test(productOrName) ? 'SavingsAccount' : 'CurrentAccount';
}

/** The raw-data paths tried, in order, when the balance column holds no number. */
const BALANCE_FALLBACKS = [
  'balance',
  'current_balance',
  'available_balance',
  'booked_balance',
  'interim_available_balance',
  'balances.booked.amount',
  'balances.interim_available.amount',
  'balances.current.amount',
  'balances.available.amount',
] as const;

/**
 * The account's balance in pence: the balance column if it is a number, else the first
 * numeric value among the raw-data fallbacks (amounts there are pounds), else 0.
 */
export function resolveBalancePence(balanceColumn: unknown, rawData: unknown): number {
  if (typeof balanceColumn === 'number' && Number.isFinite(balanceColumn)) return balanceColumn;
  for (const path of BALANCE_FALLBACKS) {
    const value = path
      .split('.')
      .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), rawData);
    const pounds = typeof value === 'string' ? Number(value) : value;
    if (typeof pounds === 'number' && Number.isFinite(pounds) && (typeof value !== 'string' || value.trim() !== '')) {
      return Math.round(pounds * 100);
    }
  }
  return 0;
}

/** Institution name, else the account name, else 'Bank Account'. */
export function institutionNameFor(institutionName: string | null | undefined, accountName: string | null | undefined): string {
  return institutionName?.trim() || accountName?.trim() || 'Bank Account';
}

/** The balance types in the order we prefer for the balance column: what is available now first. */
export const PREFERRED_BALANCE_TYPES = ['interimAvailable', 'expected', 'closingAvailable', 'interimBooked', 'closingBooked', 'openingBooked'] as const;

/** '401234' or '40 12 34' -> '40-12-34'; anything else -> null. */
export function formatSortCode(value: string | null | undefined): string | null {
  const digits = value?.replace(/\D/g, '') ?? '';
  return digits.length === 6 ? `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}` : null;
}
