// Random specs of bank histories: which bills and which noise payees, with fast-check,
// so a failing history shrinks to a smaller one. build-history.ts turns a spec into transactions.
import { addDays, differenceInCalendarDays, format, parseISO, subMonths } from 'date-fns';
import fc from 'fast-check';
import { buildHistory, type History } from './build-history';

/** The cadences this generator draws (the detection finds more: src/shared/bills/frequencies.ts). */
export type BillFrequency = 'weekly' | 'fortnightly' | 'monthly' | 'yearly';

type BillKind = 'card' | 'directDebit' | 'standingOrder';
export type NoiseKind = 'groceries' | 'coffee' | 'eatingOut' | 'transport' | 'shopping' | 'fixedPrice' | 'weeklyShop';

export type BillSpec = {
  name: string;
  kind: BillKind;
  frequency: BillFrequency;
  dayOfMonth: number;
  amountPence: number;
  /** Days after the history starts of the first payment. */
  startDay: number;
  /** null: still running today. */
  stopDaysBeforeToday: number | null;
  /**
   * 'rise': the price goes up part-way; 'double': one payment is twice the usual;
   * 'gap': one payment in the middle is missing; 'moveDay': a monthly bill moves to
   * another day of the month part-way (a new payment date, or a retried payment).
   */
  twist: 'none' | 'rise' | 'double' | 'gap' | 'moveDay';
  seed: number;
};
type NoiseSpec = { name: string; kind: NoiseKind; startDay: number; activeDays: number; seed: number };
type AccountSpec = { bills: BillSpec[]; noise: NoiseSpec[]; savingsTransfer: boolean; salary: boolean };
export type HistorySpec = { today: string; months: number; accounts: AccountSpec[] };

// Made-up names, so nothing about a name gives a bill away. No syllable pair spells a
// bank word ('VISA', 'POS', 'DD') and all are at least four letters.
const SYLLABLES = ['KA', 'LO', 'MIR', 'TAN', 'VEX', 'BRO', 'ZU', 'NEL', 'QUA', 'RIX', 'FEN', 'GAL', 'HOR', 'JUN', 'PEL', 'WEN', 'YOR', 'TIK', 'MOL', 'SAR'];
// None a shop's or café's word: everyday spending is never a bill by card (decision 047).
const SECOND_WORDS = ['ENERGY', 'FITNESS', 'MEDIA', 'STREAM', 'INSURE', 'SERVICES', 'LABS', 'GROUP', 'CLUB', 'TRAVEL', 'HOME', 'WATER'];

const nameArb = fc
  .tuple(fc.array(fc.constantFrom(...SYLLABLES), { minLength: 2, maxLength: 3 }), fc.option(fc.constantFrom(...SECOND_WORDS)))
  .map(([syllables, second]) => (second ? `${syllables.join('')} ${second}` : syllables.join('')))
  .filter((name) => name.split(' ')[0]!.length >= 4);

const billArb = fc.record({
  kind: fc.constantFrom<BillKind>('card', 'card', 'card', 'directDebit', 'directDebit', 'standingOrder'),
  frequency: fc.constantFrom<BillFrequency>('monthly', 'monthly', 'monthly', 'monthly', 'weekly', 'fortnightly', 'yearly'),
  dayOfMonth: fc.integer({ min: 1, max: 31 }),
  amountPence: fc.integer({ min: 300, max: 150_000 }),
  // Most bills run from the start of the history, some start late (few payments).
  startFraction: fc.oneof(fc.double({ min: 0, max: 0.1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })),
  // Three in four run to today; the rest stopped up to 400 days ago (a recent stop is still live).
  stopDaysBeforeToday: fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, { arbitrary: fc.integer({ min: 0, max: 400 }), weight: 1 }),
  twist: fc.constantFrom<BillSpec['twist']>('none', 'none', 'none', 'none', 'rise', 'double', 'gap', 'moveDay'),
  seed: fc.integer(),
});

const noiseArb = fc.record({
  kind: fc.constantFrom<NoiseKind>('groceries', 'coffee', 'eatingOut', 'transport', 'shopping', 'fixedPrice', 'weeklyShop'),
  startFraction: fc.double({ min: 0, max: 0.9, noNaN: true }),
  // Half the payees are still being paid today: live noise is the kind that could pass for a bill.
  activeFraction: fc.oneof(fc.constant(1), fc.double({ min: 0.1, max: 1, noNaN: true })),
  seed: fc.integer(),
});

export type HistoryOptions = {
  months: [number, number];
  accounts: [number, number];
  billsPerAccount: [number, number];
  noisePerAccount: [number, number];
};

/** Histories ending on a random day in 2022-2027, with unique payee names per account. */
export function historyArb(options: HistoryOptions): fc.Arbitrary<History> {
  const [minMonths, maxMonths] = options.months;
  return fc
    .record({
      todayOffset: fc.integer({ min: 0, max: 6 * 365 }),
      months: fc.integer({ min: minMonths, max: maxMonths }),
      accounts: fc.array(
        fc.record({
          bills: fc.array(billArb, { minLength: options.billsPerAccount[0], maxLength: options.billsPerAccount[1] }),
          noise: fc.array(noiseArb, { minLength: options.noisePerAccount[0], maxLength: options.noisePerAccount[1] }),
          savingsTransfer: fc.boolean(),
          salary: fc.boolean(),
          names: fc.uniqueArray(nameArb, {
            minLength: options.billsPerAccount[1] + options.noisePerAccount[1],
            maxLength: options.billsPerAccount[1] + options.noisePerAccount[1],
          }),
        }),
        { minLength: options.accounts[0], maxLength: options.accounts[1] },
      ),
    })
    .map(({ todayOffset, months, accounts }) => {
      const today = format(addDays(parseISO('2022-01-01'), todayOffset), 'yyyy-MM-dd');
      const historyDays = differenceInCalendarDays(parseISO(today), subMonths(parseISO(today), months));
      const spec: HistorySpec = {
        today,
        months,
        accounts: accounts.map(({ bills, noise, savingsTransfer, salary, names }) => ({
          savingsTransfer,
          salary,
          bills: bills.map(({ startFraction, ...bill }, i) => ({ ...bill, name: names[i]!, startDay: Math.floor(startFraction * historyDays) })),
          noise: noise.map(({ startFraction, activeFraction, ...n }, i) => ({
            ...n,
            name: names[bills.length + i]!,
            startDay: Math.floor(startFraction * historyDays),
            activeDays: Math.max(30, Math.floor(activeFraction * historyDays)),
          })),
        })),
      };
      return buildHistory(spec);
    });
}
