// The kinds the Subscriptions view groups regular payments by (issue 25, item 3; decision 048).

export const BILL_KINDS = ['home', 'subscriptions', 'insurance', 'loans', 'other'] as const;
export type BillKind = (typeof BILL_KINDS)[number];

export const BILL_KIND_TITLES: Readonly<Record<BillKind, string>> = {
  home: 'Home',
  subscriptions: 'Subscriptions',
  insurance: 'Insurance',
  loans: 'Loans',
  other: 'Other',
};

// The categories of the add and edit dialogs (categories.ts), by kind.
const BY_CATEGORY: Readonly<Record<string, BillKind>> = {
  Rent: 'home',
  Mortgage: 'home',
  Electricity: 'home',
  Gas: 'home',
  Water: 'home',
  'Council Tax': 'home',
  'TV Licence': 'home',
  'TV License': 'home',
  Phone: 'home',
  Internet: 'home',
  Housing: 'home',
  Utilities: 'home',
  Subscriptions: 'subscriptions',
  Memberships: 'subscriptions',
  Entertainment: 'subscriptions',
  Insurance: 'insurance',
  Debt: 'loans',
  'Car Loan': 'loans',
  'Personal Loan': 'loans',
  'Loan Payment': 'loans',
};

// A bank bill's category says how it is paid ('Direct Debit'), not what for: its name decides.
// Whole words of the upper-cased name; a short list until the merchant dictionary gives a kind.
const BY_NAME: readonly [BillKind, readonly string[]][] = [
  ['insurance', 'INSURANCE INSURE ASSURANCE AVIVA ADMIRAL LV HASTINGS AA RAC BUPA VITALITY'.split(' ').concat(['DIRECT LINE'])],
  ['loans', 'LOAN LOANS FINANCE CREDIT BARCLAYCARD AMEX KLARNA CLEARPAY MORTGAGE MORTGAGES'.split(' ').concat(['CARD SERVICES'])],
  [
    'home',
    'RENT LANDLORD LETTINGS ESTATES PROPERTY PROPERTIES HOMES HOUSING COUNCIL WATER ENERGY ELECTRIC GAS POWER OCTOPUS EDF OVO EON BT SKY VIRGIN EE O2 VODAFONE THREE TALKTALK MOBILE TELECOM TELECOMS BROADBAND'
      .split(' ')
      .concat(['E ON', 'TV LICENCE', 'TV LICENSING']),
  ],
  [
    'subscriptions',
    'NETFLIX SPOTIFY DISNEY DISNEYPLUS APPLE ICLOUD GOOGLE YOUTUBE NOWTV DAZN AUDIBLE MICROSOFT ADOBE DROPBOX GYM PUREGYM FITNESS PATREON DEEZER TIDAL PARAMOUNT BRITBOX MUSIC STREAMING MAGAZINE'
      .split(' ')
      .concat(['AMAZON PRIME', 'AMZN PRIME', 'PRIME VIDEO', 'NOW TV']),
  ],
];

/**
 * The kind of a bill: the one a caller already knows (the merchant dictionary's), else its
 * category's (Rent is home, Car Loan is loans), else one its name says (a Netflix direct
 * debit is a subscription), else other.
 */
export function billKind(bill: { category: string; name: string }, knownKind?: BillKind | null): BillKind {
  if (knownKind) return knownKind;
  const byCategory = BY_CATEGORY[bill.category.trim()];
  if (byCategory) return byCategory;
  const name = ` ${bill.name
    .toUpperCase()
    .split(/[^A-Z0-9&]+/)
    .join(' ')} `;
  for (const [kind, words] of BY_NAME) if (words.some((word) => name.includes(` ${word} `))) return kind;
  return 'other';
}
