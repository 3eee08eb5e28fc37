// A bill typed by hand (onboarding's major bill, My Bills) that the bank finds too must count
// once (issue 22, item 2; decision 044). The rule here says which bank bill a typed one looks
// like; the person confirms or denies it once.

/** A bill the person typed, as the rule sees it. */
export type TypedBill = {
  id: string;
  name: string;
  category: string;
  customCategory: string | null;
  /** Pence, positive. */
  amount: number;
  /** 'one-time' is one-off; anything else recurs monthly. */
  type: string;
  dueDate: string | null;
};

/** A bill the bank found, as the rule sees it. */
export type FoundBill = {
  id: string;
  accountId: string;
  /** The payee key its payments are grouped by. */
  vendor: string;
  name: string;
  /** Pence, positive. */
  amount: number;
  frequency: string;
  nextDate: string | null;
  referenceDate: string | null;
};

/** Amounts within this share of the larger one: Rent £950 typed, £850 paid. */
const SAME_BILL_AMOUNT_SHARE = 0.15;
/** Due days of the month at most this far apart (the 1st and the 30th are 2 apart). */
const SAME_BILL_DAYS = 3;

// Words that name the same kind of bill: a typed 'Rent' is paid to a landlord or letting
// agent, 'Energy' to a supplier. Whole words of the upper-cased names, categories included.
const KINDS: readonly (readonly string[])[] = [
  ['RENT', 'LANDLORD', 'LETTINGS', 'LETTING', 'ESTATES', 'PROPERTY', 'PROPERTIES', 'HOUSING', 'HOMES', 'TENANCY'],
  ['MORTGAGE', 'MORTGAGES', 'BUILDING SOCIETY'],
  ['COUNCIL', 'COUNCIL TAX', 'BOROUGH', 'CTAX'],
  ['ENERGY', 'ELECTRICITY', 'ELECTRIC', 'GAS', 'POWER', 'OCTOPUS', 'EDF', 'EON', 'E.ON', 'OVO', 'BRITISH GAS', 'SCOTTISH POWER'],
  ['WATER'],
  ['PHONE', 'MOBILE', 'INTERNET', 'BROADBAND', 'FIBRE', 'BT', 'SKY', 'VIRGIN', 'EE', 'O2', 'VODAFONE', 'THREE', 'TALKTALK'],
  ['TV', 'LICENCE', 'LICENSE', 'TV LICENSING'],
  ['INSURANCE', 'INSURE', 'ASSURANCE'],
  ['CHILDCARE', 'NURSERY'],
  ['GYM', 'FITNESS'],
];

// Words too common in payee names to say two names are alike.
const NOISE = new Set([
  'THE',
  'AND',
  'LTD',
  'LIMITED',
  'PLC',
  'UK',
  'GB',
  'BILL',
  'BILLS',
  'PAYMENT',
  'PAYMENTS',
  'MONTHLY',
  'MAJOR',
  'DD',
  'SO',
  'CUSTOM',
  'OTHER',
]);

function words(text: string): string[] {
  return text
    .toUpperCase()
    .split(/[^A-Z0-9.&]+/)
    .filter((w) => w.length >= 2 && !NOISE.has(w));
}

/** The kinds (indexes into KINDS) and plain words a name carries. */
function describe(texts: readonly (string | null)[]): { kinds: Set<number>; plain: Set<string> } {
  const all = texts.filter((t): t is string => !!t).map((t) => ` ${words(t).join(' ')} `);
  const kinds = new Set<number>();
  KINDS.forEach((kind, i) => {
    if (kind.some((w) => all.some((t) => t.includes(` ${w} `)))) kinds.add(i);
  });
  const plain = new Set(all.flatMap((t) => t.trim().split(' ')).filter((w) => w.length >= 3));
  return { kinds, plain };
}

/** Similar name or payee: a word in common ('Octopus' and 'OCTOPUS ENERGY'), or the same kind ('Rent' and 'P JONES LANDLORD'). */
function namesAlike(typed: TypedBill, found: FoundBill): boolean {
  const a = describe([typed.name, typed.category, typed.customCategory]);
  const b = describe([found.name, found.vendor]);
  for (const kind of a.kinds) if (b.kinds.has(kind)) return true;
  for (const word of a.plain) if (b.plain.has(word)) return true;
  return false;
}

function amountsAlike(a: number, b: number): boolean {
  return Math.abs(a - b) <= SAME_BILL_AMOUNT_SHARE * Math.max(a, b);
}

/** Days of the month apart, around the month's end: 30 and 1 are 2 apart (a 31-day month's view). */
function dueDaysApart(a: number, b: number): number {
  const gap = Math.abs(a - b);
  return Math.min(gap, 31 - gap);
}

const dayOf = (date: string | null) => (date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? Number(date.slice(8, 10)) : null);

/**
 * How far apart two bills are when they look like one (smaller is nearer), or null when
 * they do not: a monthly typed bill and a monthly bank bill, names alike, amounts within 15%,
 * due days within 3 (a typed bill without a due day is judged on name and amount).
 */
export function sameBillDistance(typed: TypedBill, found: FoundBill): number | null {
  if (typed.type === 'one-time' || (found.frequency.trim() !== '' && found.frequency.trim().toLowerCase() !== 'monthly')) return null;
  if (!amountsAlike(typed.amount, found.amount) || !namesAlike(typed, found)) return null;
  const typedDay = dayOf(typed.dueDate);
  const foundDay = dayOf(found.nextDate ?? found.referenceDate);
  const days = typedDay !== null && foundDay !== null ? dueDaysApart(typedDay, foundDay) : 0;
  if (days > SAME_BILL_DAYS) return null;
  return Math.abs(typed.amount - found.amount) / Math.max(typed.amount, found.amount) + days / 100;
}

export type SamePair = { billId: string; accountId: string; vendor: string };

/**
 * For each typed bill, the bank bill it looks most like, leaving out the pairs the person
 * already said are different. One typed bill to one bank bill, and each bank bill to one
 * typed bill: the nearest pairs first.
 */
export function findSameBills(typed: readonly TypedBill[], found: readonly FoundBill[], answeredDifferent: ReadonlySet<string>): SamePair[] {
  const pairs: { t: TypedBill; f: FoundBill; distance: number }[] = [];
  for (const t of typed) {
    for (const f of found) {
      if (answeredDifferent.has(pairKey({ billId: t.id, accountId: f.accountId, vendor: f.vendor }))) continue;
      const distance = sameBillDistance(t, f);
      if (distance !== null) pairs.push({ t, f, distance });
    }
  }
  pairs.sort((a, b) => a.distance - b.distance || (a.t.id < b.t.id ? -1 : a.t.id > b.t.id ? 1 : 0) || (a.f.id < b.f.id ? -1 : a.f.id > b.f.id ? 1 : 0));
  const typedTaken = new Set<string>();
  const foundTaken = new Set<string>();
  const chosen: SamePair[] = [];
  for (const { t, f } of pairs) {
    const foundKey = `${f.accountId}\u0000${f.vendor}`;
    if (typedTaken.has(t.id) || foundTaken.has(foundKey)) continue;
    typedTaken.add(t.id);
    foundTaken.add(foundKey);
    chosen.push({ billId: t.id, accountId: f.accountId, vendor: f.vendor });
  }
  return chosen;
}

export function pairKey(pair: SamePair): string {
  return `${pair.billId}\u0000${pair.accountId}\u0000${pair.vendor}`;
}

/** '£950' for whole pounds, '£902.12' otherwise: the question reads as people say amounts. */
export function plainPounds(pence: number): string {
  const whole = pence % 100 === 0;
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(pence / 100);
}

/** The question, word for word as issue 22 asks it. */
export function sameBillQuestion(typed: { name: string; amount: number }, found: { name: string; amount: number }): string {
  return `Is your ${typed.name} (${plainPounds(typed.amount)}) the same as ${found.name} (${plainPounds(found.amount)})?`;
}
