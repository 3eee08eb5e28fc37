import type { DefaultCategoryId } from './category-list';

// What the bank or aggregator already says about a transaction (issue 14, part 2):
// card scheme merchant category codes (MCC), TrueLayer's transaction_category and
// transaction_classification, and the UK statement type codes (DD, SO, BGC, FPI, CPT ...).
// A decisive code names the category outright; a hint only says what kind of payment
// it is and is used when the merchant dictionary has nothing better.

export type Direction = 'in' | 'out';

export type ProviderCodes = {
  /** ISO 20022 bank transaction code, e.g. 'PMNT-IDDT-ESDD'. */
  bankTransactionCode?: string | null;
  /** The bank's own type code: 'DD', 'D/D', 'SO', 'BGC', 'FPI', 'DEB', 'CPT', 'CARD PAYMENT' ... */
  proprietaryBankTransactionCode?: string | null;
  /** Card scheme merchant category code, four digits. */
  merchantCategoryCode?: string | null;
  /** TrueLayer transaction_category, e.g. 'PURCHASE', 'ATM', 'INTEREST'. */
  trueLayerCategory?: string | null;
  /** TrueLayer transaction_classification, e.g. ['Food & Dining', 'Groceries']. */
  trueLayerClassification?: readonly string[] | null;
};

type Range = readonly [from: number, to: number, category: DefaultCategoryId];

// Visa/Mastercard MCCs. Single codes are written as one-code ranges; the first match
// wins, so narrow codes sit above the broad retail block (5200-5999) they fall in.
const MCC_RANGES: readonly Range[] = [
  [742, 742, 'pets'],
  [3000, 3350, 'holidays'], // airlines
  [3351, 3500, 'transport'], // car hire
  [3501, 3999, 'holidays'], // hotels
  [4011, 4011, 'transport'],
  [4111, 4131, 'transport'], // commuter rail, rail, taxis, buses
  [4214, 4215, 'shopping'], // couriers
  [4411, 4411, 'holidays'], // cruises
  [4457, 4468, 'transport'],
  [4511, 4511, 'holidays'],
  [4582, 4582, 'holidays'],
  [4722, 4723, 'holidays'], // travel agents, tour operators
  [4784, 4789, 'transport'], // tolls, transport services
  [4812, 4816, 'broadband-and-phone'],
  [4899, 4899, 'subscriptions'], // cable, satellite and streaming
  [4900, 4900, 'energy'],
  [5411, 5411, 'groceries'],
  [5422, 5422, 'groceries'],
  [5441, 5451, 'groceries'],
  [5462, 5462, 'groceries'],
  [5499, 5499, 'groceries'],
  [5511, 5599, 'transport'], // car dealers, parts, fuel (5541, 5542)
  [5641, 5641, 'family-and-kids'],
  [5811, 5814, 'eating-out'],
  [5815, 5816, 'entertainment'], // digital media, games
  [5817, 5818, 'subscriptions'], // apps, digital goods
  [5912, 5912, 'health'],
  [5921, 5921, 'groceries'], // off-licences
  [5945, 5945, 'family-and-kids'], // toy shops
  [5947, 5947, 'gifts-and-charity'],
  [5968, 5968, 'subscriptions'],
  [5975, 5976, 'health'], // hearing aids, orthopaedic goods
  [5977, 5977, 'personal-care'],
  [5992, 5992, 'gifts-and-charity'], // florists
  [5995, 5995, 'pets'],
  [5200, 5999, 'shopping'],
  [6010, 6011, 'cash'],
  [6300, 6399, 'insurance'],
  [7011, 7012, 'holidays'],
  [7210, 7211, 'personal-care'], // laundries
  [7230, 7230, 'personal-care'],
  [7297, 7298, 'personal-care'], // massage, spas
  [7512, 7549, 'transport'], // car hire, parking, repairs, car washes
  [7832, 7833, 'entertainment'],
  [7911, 7929, 'entertainment'],
  [7932, 7996, 'entertainment'],
  [7997, 7997, 'health'], // gyms and clubs
  [7998, 7999, 'entertainment'],
  [8011, 8099, 'health'],
  [8211, 8211, 'family-and-kids'],
  [8351, 8351, 'family-and-kids'], // childcare
  [8398, 8398, 'gifts-and-charity'],
  [8661, 8661, 'gifts-and-charity'],
];

export function mccCategory(mcc: string | null | undefined): DefaultCategoryId | null {
  if (!mcc || !/^\d{3,4}$/.test(mcc.trim())) return null;
  const code = Number(mcc.trim());
  for (const [from, to, category] of MCC_RANGES) if (code >= from && code <= to) return category;
  return null;
}

// TrueLayer's classification: [top level, sub level]. The sub level wins when known.
const TRUELAYER_SUB: Record<string, DefaultCategoryId> = {
  groceries: 'groceries',
  restaurants: 'eating-out',
  'coffee shops': 'eating-out',
  'fast food': 'eating-out',
  'alcohol & bars': 'eating-out',
  'food delivery': 'eating-out',
  'mobile phone': 'broadband-and-phone',
  internet: 'broadband-and-phone',
  phone: 'broadband-and-phone',
  television: 'subscriptions',
  utilities: 'energy',
  'mortgage & rent': 'rent-and-mortgage',
  'home insurance': 'insurance',
  'auto insurance': 'insurance',
  'life insurance': 'insurance',
  'health insurance': 'insurance',
  'auto payment': 'loan-and-card-repayments',
  'gas & fuel': 'transport',
  parking: 'transport',
  'public transport': 'transport',
  taxi: 'transport',
  'air travel': 'holidays',
  hotel: 'holidays',
  vacation: 'holidays',
  gym: 'health',
  pharmacy: 'health',
  dentist: 'health',
  doctor: 'health',
  eyecare: 'health',
  hair: 'personal-care',
  laundry: 'personal-care',
  'spa & massage': 'personal-care',
  gift: 'gifts-and-charity',
  charity: 'gifts-and-charity',
  'pet food & supplies': 'pets',
  'pet grooming': 'pets',
  veterinary: 'pets',
  'babysitter & daycare': 'family-and-kids',
  'baby supplies': 'family-and-kids',
  toys: 'family-and-kids',
  'kids activities': 'family-and-kids',
  'child support': 'family-and-kids',
  'atm fee': 'fees-and-interest',
  'bank fee': 'fees-and-interest',
  'finance charge': 'fees-and-interest',
  'late fee': 'fees-and-interest',
  'service fee': 'fees-and-interest',
  'credit card': 'loan-and-card-repayments',
  loan: 'loan-and-card-repayments',
  paycheck: 'salary',
  salary: 'salary',
  benefit: 'benefits',
  reimbursement: 'refunds',
  'interest income': 'other-income',
  dividend: 'other-income',
};

const TRUELAYER_TOP: Record<string, DefaultCategoryId> = {
  'food & dining': 'eating-out',
  shopping: 'shopping',
  'auto & transport': 'transport',
  travel: 'holidays',
  entertainment: 'entertainment',
  'health & fitness': 'health',
  'personal care': 'personal-care',
  'gifts & donations': 'gifts-and-charity',
  pets: 'pets',
  kids: 'family-and-kids',
  'fees & charges': 'fees-and-interest',
  'bills and utilities': 'subscriptions',
  'cash & checks': 'cash',
  income: 'other-income',
  investments: 'savings',
  savings: 'savings',
};

export function trueLayerClassificationCategory(classification: readonly string[] | null | undefined): DefaultCategoryId | null {
  if (!classification?.length) return null;
  const [top, sub] = classification.map((part) => part.trim().toLowerCase());
  return (sub ? TRUELAYER_SUB[sub] : undefined) ?? (top ? TRUELAYER_TOP[top] : undefined) ?? null;
}

/** The kind of payment the type codes describe, whoever the payee. */
export type PaymentKind =
  'directDebit' | 'standingOrder' | 'bacsCredit' | 'fasterPayment' | 'card' | 'cardRefund' | 'cashWithdrawal' | 'interest' | 'charge' | 'transfer' | 'cashback';

// UK statement codes (Lloyds, Halifax, HSBC, NatWest, Barclays CSVs) and the words GoCardless
// banks put in the proprietary code, matched whole, in any case.
const PROPRIETARY: readonly [RegExp, PaymentKind][] = [
  [/^(?:D\/D|DD|DDR|DIRECT DEBIT)$/i, 'directDebit'],
  [/^(?:S\/O|SO|STO|STANDING ORDER)$/i, 'standingOrder'],
  [/^(?:BGC|BAC|BACS|BACS CREDIT|BANK GIRO CREDIT)$/i, 'bacsCredit'],
  [/^(?:FPI|FPO|FASTER PAYMENTS?|FASTER PAYMENT (?:IN|OUT|RECEIVED|SENT)|OBP|BP|BILL PAYMENT)$/i, 'fasterPayment'],
  [/^(?:CARD REFUND|REFUND)$/i, 'cardRefund'],
  [/^(?:DEB|POS|VIS|VISA|CARD|CARD PAYMENT|CARD PURCHASE|CONTACTLESS|DEBIT CARD|\){3})$/i, 'card'],
  [/^(?:CPT|ATM|CASH|CASH WITHDRAWAL|CASHPOINT)$/i, 'cashWithdrawal'],
  [/^(?:INT|INTEREST|CREDIT INTEREST|DEBIT INTEREST)$/i, 'interest'],
  [/^(?:CHG|CHARGE|CHARGES|FEE|FEES|SERVICE CHARGE)$/i, 'charge'],
  [/^(?:TFR|TRF|TRANSFER|INTERNAL TRANSFER)$/i, 'transfer'],
  [/^(?:CASHBACK|CASH BACK|REWARD)$/i, 'cashback'],
];

// ISO 20022 domain-family-subfamily codes that say the same.
const ISO: readonly [RegExp, PaymentKind][] = [
  [/^PMNT-(?:IDDT|RDDT)-/i, 'directDebit'],
  [/^PMNT-(?:ICDT|RCDT)-STDO/i, 'standingOrder'],
  [/^PMNT-CCRD-CWDL/i, 'cashWithdrawal'],
  [/^PMNT-CCRD-(?:RIMB|OTHR)/i, 'cardRefund'],
  [/^PMNT-CCRD-/i, 'card'],
  [/^PMNT-MCOP-INTR|^ACMT-MDOP-INTR/i, 'interest'],
  [/^PMNT-MCOP-(?:CHRG|COMM|FEES)|^ACMT-MDOP-(?:CHRG|COMM|FEES)/i, 'charge'],
  [/^PMNT-(?:ICDT|RCDT)-BOOK/i, 'transfer'],
];

export function paymentKind(codes: ProviderCodes): PaymentKind | null {
  const proprietary = codes.proprietaryBankTransactionCode?.trim() ?? '';
  for (const [pattern, kind] of PROPRIETARY) if (pattern.test(proprietary)) return kind;
  const iso = codes.bankTransactionCode?.trim() ?? '';
  for (const [pattern, kind] of ISO) if (pattern.test(iso)) return kind;
  switch (codes.trueLayerCategory?.trim().toUpperCase()) {
    case 'ATM':
    case 'CASH':
      return 'cashWithdrawal';
    case 'INTEREST':
      return 'interest';
    case 'FEE_CHARGE':
      return 'charge';
    case 'CASHBACK':
      return 'cashback';
    case 'DIRECT_DEBIT':
      return 'directDebit';
    case 'STANDING_ORDER':
      return 'standingOrder';
    case 'PURCHASE':
    case 'DEBIT':
      return 'card';
    default:
      return null;
  }
}

/**
 * The category the provider's codes settle on their own, or null: an MCC, TrueLayer's
 * classification, or a payment kind that only one category fits (cash machine, interest,
 * bank charges, a card refund). Direction matters: interest paid to you is income.
 */
export function providerCategory(codes: ProviderCodes, direction: Direction, kind: PaymentKind | null = paymentKind(codes)): DefaultCategoryId | null {
  if (kind === 'cardRefund' && direction === 'in') return 'refunds';
  if (kind === 'cashback' && direction === 'in') return 'refunds';
  if (kind === 'interest') return direction === 'in' ? 'other-income' : 'fees-and-interest';
  if (kind === 'charge') return direction === 'in' ? 'refunds' : 'fees-and-interest';
  if (kind === 'cashWithdrawal' && direction === 'out') return 'cash';
  return mccCategory(codes.merchantCategoryCode) ?? trueLayerClassificationCategory(codes.trueLayerClassification);
}

/**
 * What the kind of payment suggests when nothing names the payee: a Bacs credit is
 * usually pay and a faster payment in is other income. Direct debits, standing orders,
 * card payments and transfers say nothing about what for (a transfer may be to someone
 * else, so only the own-account match or its wording makes it a transfer).
 */
export function paymentKindHint(kind: PaymentKind | null, direction: Direction): DefaultCategoryId | null {
  if (direction !== 'in') return null;
  if (kind === 'bacsCredit') return 'salary';
  if (kind === 'fasterPayment') return 'other-income';
  return null;
}
