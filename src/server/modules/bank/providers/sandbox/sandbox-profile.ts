import { hexDigest, rngFor, type Rng } from './sandbox-random';

// The simulated household behind one sandbox link: who they are, who they pay and how
// much. Everything is drawn once from the link's seed, so the same link always shows
// the same employer, rent and bills. All names are made up.

/** A bill paid by direct debit on `dueDay` (or the next working day). */
export type DirectDebitBill = { creditor: string; reference: string; dueDay: number; pence: number };
/** A card subscription charged on `day` every month, weekends included. */
type CardSubscription = { merchant: string; day: number; pence: number };
type Transport = { kind: 'season-ticket'; merchant: string; weeklyPence: number } | { kind: 'fares'; merchant: string; farePence: number };

export type SandboxProfile = {
  ownerName: string;
  /** Set when the household has a joint current account. */
  partnerName: string | null;
  employer: string;
  /** Net monthly pay. */
  salaryPence: number;
  landlord: string;
  rentReference: string;
  rentPence: number;
  /** Ten instalments, April to January. */
  councilTax: DirectDebitBill;
  /** `pence` is the yearly average; see energyPence for the month's amount. */
  energy: DirectDebitBill;
  water: DirectDebitBill;
  broadband: DirectDebitBill;
  mobile: DirectDebitBill;
  /** The credit card repayment: a direct debit whose amount is the month's card bill. */
  creditCard: Omit<DirectDebitBill, 'pence'>;
  subscriptions: CardSubscription[];
  annualSubscription: CardSubscription & { month: number };
  cafe: string;
  coffeePence: number;
  /** Chance of buying a coffee on a weekday. */
  coffeeChance: number;
  transport: Transport;
  savingsTransferPence: number;
  /** Yearly interest rate on the savings account, e.g. 0.035. */
  savingsRate: number;
  /** Savings balance at SAVINGS_EPOCH. */
  savingsStartPence: number;
  /** Savings never grow past this: a big purchase takes most of them first. */
  savingsCapPence: number;
  /** Typical current-account balance at the start of a month. */
  currentBasePence: number;
  jointBasePence: number;
  partnerContributionPence: number;
};

const FIRST_NAMES = ['Alex', 'Sam', 'Jordan', 'Priya', 'Olivia', 'Tom', 'Aisha', 'Callum', 'Megan', 'Daniel', 'Zara', 'Rhys'];
const SURNAMES = ['Taylor', 'Patel', 'Okafor', 'Walsh', 'Hughes', 'Khan', 'Morgan', 'Fraser', 'Bennett', 'Ellis', 'Price', 'Doyle'];
const EMPLOYERS = [
  'ACME WIDGETS LTD',
  'NORTHSTAR LOGISTICS LTD',
  'BLUEPRINT SOFTWARE LTD',
  'MERIDIAN HEALTHCARE LTD',
  'OAKWOOD SCHOOLS TRUST',
  'HARBOURSIDE HOTELS PLC',
];
const LANDLORDS = ['HOMESTEAD LETTINGS', 'KEYSTONE PROPERTY MGMT', 'P JONES LANDLORD', 'CASTLEGATE ESTATES'];
const COUNCILS = ['SANDBOROUGH COUNCIL', 'MAPLETON CITY COUNCIL', 'RIVERDALE DISTRICT COUNCIL'];
const ENERGY = ['BRIGHTSPARK ENERGY', 'GREENGRID POWER'];
const WATER = ['RIVERSIDE WATER', 'VALLEY WATER SERVICES'];
const BROADBAND = ['FIBRELINE BROADBAND', 'VIRGIN MEDIA'];
const MOBILE = ['SKYTALK MOBILE', 'PULSE MOBILE'];
const CAFES = ['BEAN & LEAF CAFE', 'DAILY GRIND COFFEE', 'COSTA COFFEE'];

/** Savings are simulated month by month from here (see sandbox-savings.ts). */
export const SAVINGS_EPOCH_YEAR = 2000;

/**
 * A month's everyday card spending and subscriptions (not rent, bills, transport or
 * transfers) as sandbox-current.ts generates them on average. Pay is set from these so
 * the card repayment, which takes what the month leaves over, is always money out:
 * typically £500-£1,800, about £1,000 on average.
 */
const TYPICAL_SPENDING_PENCE = 95_000;
const TYPICAL_JOINT_TOP_UP_PENCE = 30_000;
const TYPICAL_CARD_BILL_PENCE = 70_000;

function directDebit(rng: Rng, creditors: readonly string[], dueDay: number, pence: number): DirectDebitBill {
  return { creditor: rng.pick(creditors), reference: String(rng.int(10_000_000, 99_999_999)), dueDay, pence };
}

function personName(rng: Rng): string {
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`;
}

export function sandboxProfile(seed: string): SandboxProfile {
  const rng = rngFor(seed, 'profile');
  const ownerName = personName(rng);
  const partnerName = rng.chance(0.45) ? personName(rng) : null;
  const rentPence = rng.int(30, 52) * 2_500;
  const councilTax = directDebit(rng, COUNCILS, 15, rng.int(120, 230) * 100);
  const energy = directDebit(rng, ENERGY, 5, rng.int(80, 150) * 100);
  const water = directDebit(rng, WATER, 8, rng.int(32, 55) * 100);
  const broadband = directDebit(rng, BROADBAND, 12, rng.pick([2_800, 3_200, 3_500, 4_199]));
  const mobile = directDebit(rng, MOBILE, 20, rng.pick([1_000, 1_500, 2_200, 3_400]));
  const subscriptions: CardSubscription[] = [
    { merchant: 'NETFLIX', day: rng.int(2, 28), pence: rng.pick([599, 1_099, 1_799]) },
    { merchant: 'TUNEWAVE MUSIC', day: rng.int(2, 28), pence: rng.pick([1_199, 1_699]) },
    { merchant: 'FITHUB GYM', day: rng.int(2, 28), pence: rng.int(25, 45) * 100 - 1 },
  ];
  const annualSubscription = {
    merchant: rng.pick(['AMAZON PRIME', 'CLOUDVAULT ANNUAL PLAN']),
    month: rng.int(1, 12),
    day: rng.int(2, 28),
    pence: rng.pick([7_999, 9_500]),
  };
  const transport: Transport = rng.chance(0.4)
    ? { kind: 'season-ticket', merchant: 'RAILLINK SEASON TICKET', weeklyPence: rng.int(45, 95) * 100 + rng.pick([0, 50]) }
    : { kind: 'fares', merchant: 'CITY TRANSIT TRAVEL', farePence: rng.pick([270, 280, 290, 310]) };
  const transportMonthly = transport.kind === 'season-ticket' ? Math.round(transport.weeklyPence * 4.35) : transport.farePence * 37;
  const savingsTransferPence = rng.pick([15_000, 20_000, 25_000, 30_000, 40_000]);
  const jointTopUp = partnerName ? TYPICAL_JOINT_TOP_UP_PENCE : 0;
  const billsMonthly = Math.round((councilTax.pence * 10) / 12) + energy.pence + water.pence + broadband.pence + mobile.pence;
  // Pay covers the month with the card bill left over; odd pence as real net pay has.
  const salaryPence =
    rentPence + billsMonthly + transportMonthly + TYPICAL_SPENDING_PENCE + savingsTransferPence + jointTopUp + TYPICAL_CARD_BILL_PENCE + rng.int(0, 25_000);
  return {
    ownerName,
    partnerName,
    employer: rng.pick(EMPLOYERS),
    salaryPence,
    landlord: rng.pick(LANDLORDS),
    rentReference: `SO RENT ${rng.pick(['FLAT', 'APT', 'HOUSE'])} ${rng.int(1, 42)}`,
    rentPence,
    councilTax,
    energy,
    water,
    broadband,
    mobile,
    creditCard: { creditor: 'SANDBOX CARD SERVICES', reference: `5${hexDigest(`${seed}|card`, 6).toUpperCase()}`, dueDay: 27 },
    subscriptions,
    annualSubscription,
    cafe: rng.pick(CAFES),
    coffeePence: rng.pick([295, 320, 345, 360]),
    coffeeChance: rng.int(35, 65) / 100,
    transport,
    savingsTransferPence,
    savingsRate: rng.int(250, 450) / 10_000,
    savingsStartPence: rng.int(15, 80) * 10_000,
    savingsCapPence: rng.int(50, 70) * 100_000,
    // Enough at the start of a month to pay rent and bills before pay day with a buffer.
    currentBasePence: rentPence + billsMonthly + Math.round((TYPICAL_SPENDING_PENCE + transportMonthly) * 0.8) + rng.int(30, 70) * 1_000,
    jointBasePence: rng.int(45, 70) * 1_000,
    partnerContributionPence: rng.pick([7_500, 10_000]),
  };
}

/** Energy direct debits follow the seasons: about 20% above average in January, below in July. */
export function energyPence(profile: SandboxProfile, month: number): number {
  const seasonal = 1 + 0.2 * Math.cos((2 * Math.PI * (month - 1)) / 12);
  return Math.round((profile.energy.pence * seasonal) / 100) * 100;
}

/** Council tax is collected in ten instalments, April to January. */
export function councilTaxDue(month: number): boolean {
  return month !== 2 && month !== 3;
}
