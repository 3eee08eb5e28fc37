// Expands a history spec into the transactions a bank would send, remembering which
// payments belong to which bill: the detector sees only the transactions.
import {
  addDays,
  addMonths,
  addYears,
  differenceInCalendarDays,
  format,
  getDay,
  getDaysInMonth,
  parseISO,
  setDate,
  startOfMonth,
  subDays,
  subMonths,
} from 'date-fns';
import type { BillInputTransaction } from '../../../../src/shared/bank-bills/detect-bills';
import type { BillFrequency, BillSpec, HistorySpec, NoiseKind } from './history-spec';
import { pick, randomInt, seededRandom } from './random';

export type RealBill = {
  id: string;
  accountId: string;
  spec: BillSpec;
  transactionIds: string[];
  /** Latest payment within 1.5 periods of today: the detector should report it. */
  live: boolean;
  /** Live, and enough payments for the rules to see it (three for a payee without codes). */
  detectable: boolean;
};
export type History = {
  today: string;
  transactions: BillInputTransaction[];
  bills: RealBill[];
  /** Transaction id to the id of the real bill it pays. */
  billOf: Map<string, string>;
  /** Own-account transfers and income: never part of a bill. */
  neverBills: Set<string>;
};

const PERIOD_DAYS: Record<BillFrequency, number> = { weekly: 7, fortnightly: 14, monthly: 30.44, yearly: 365.25 };

// Irregular gaps or irregular amounts. 'fixedPrice' (a car wash, parking) always costs
// about the same, so only the cadence rule can tell it from a bill; 'weeklyShop' is as
// regular as a weekly bill, so only the amount rule can.
const NOISE_SHAPES: Record<NoiseKind, { minPence: number; maxPence: number; minGap: number; maxGap: number }> = {
  groceries: { minPence: 800, maxPence: 12_000, minGap: 1, maxGap: 10 },
  coffee: { minPence: 250, maxPence: 650, minGap: 1, maxGap: 8 },
  eatingOut: { minPence: 1_200, maxPence: 8_000, minGap: 2, maxGap: 30 },
  transport: { minPence: 150, maxPence: 2_500, minGap: 1, maxGap: 6 },
  shopping: { minPence: 500, maxPence: 25_000, minGap: 3, maxGap: 60 },
  fixedPrice: { minPence: 1_000, maxPence: 1_050, minGap: 3, maxGap: 45 },
  weeklyShop: { minPence: 3_000, maxPence: 12_000, minGap: 7, maxGap: 7 },
};

/** Expands a spec into bank transactions, remembering which bill each payment is for. */
export function buildHistory(spec: HistorySpec): History {
  const today = parseISO(spec.today);
  const start = subMonths(today, spec.months);
  const history: History = { today: spec.today, transactions: [], bills: [], billOf: new Map(), neverBills: new Set() };
  spec.accounts.forEach((account, a) => {
    const accountId = `acc-${a + 1}`;
    let counter = 0;
    const add = (fields: Omit<BillInputTransaction, 'id' | 'accountId'>) => {
      const id = `${accountId}-${++counter}`;
      history.transactions.push({ id, accountId, ...fields });
      return id;
    };
    account.bills.forEach((bill, b) => {
      const real: RealBill = { id: `${accountId}-bill-${b}`, accountId, spec: bill, transactionIds: [], live: false, detectable: false };
      const random = seededRandom(bill.seed);
      const dates = billDates(bill, start, today, random);
      const amounts = billAmounts(bill, dates.length, random);
      const style = randomInt(random, 0, 3);
      dates.forEach((date, i) => {
        const id = add({ date, amountPence: -amounts[i]!, ...billText(bill, style, date, random) });
        real.transactionIds.push(id);
        history.billOf.set(id, real.id);
      });
      const last = dates.at(-1);
      // One payment shows no cadence: the rules take it as monthly, so it is live for 1.5 months.
      const knowable = dates.length === 1 ? 'monthly' : bill.frequency;
      real.live = last !== undefined && differenceInCalendarDays(today, parseISO(last)) <= 1.5 * PERIOD_DAYS[knowable];
      real.detectable = real.live && (bill.kind !== 'card' || dates.length >= 3);
      history.bills.push(real);
    });
    for (const noise of account.noise) {
      const random = seededRandom(noise.seed);
      const shape = NOISE_SHAPES[noise.kind];
      const end = Math.min(noise.startDay + noise.activeDays, differenceInCalendarDays(today, start));
      const faster = random() < 0.2;
      for (let day = noise.startDay + randomInt(random, 0, shape.maxGap); day <= end; day += randomInt(random, shape.minGap, shape.maxGap)) {
        const date = format(addDays(start, day), 'yyyy-MM-dd');
        const amountPence = -randomInt(random, shape.minPence, shape.maxPence);
        add({ date, amountPence, ...(faster ? fasterPaymentText(noise.name) : cardText(noise.name, date, random)) });
      }
    }
    if (account.savingsTransfer) addSavingsTransfers(start, today, add, history.neverBills);
    if (account.salary) addSalary(start, today, add, history.neverBills);
  });
  return history;
}

/** Nominal due dates, moved as a bank would book them, up to today or the bill's end. */
function billDates(bill: BillSpec, start: Date, today: Date, random: () => number): string[] {
  const first = addDays(start, bill.startDay);
  const end = bill.stopDaysBeforeToday === null ? today : subDays(today, bill.stopDaysBeforeToday);
  const nominal = (k: number): Date => {
    switch (bill.frequency) {
      case 'weekly':
        return addDays(first, 7 * k);
      case 'fortnightly':
        return addDays(first, 14 * k);
      case 'yearly':
        return addYears(first, k);
      case 'monthly': {
        const month = addMonths(startOfMonth(first), k + (first.getDate() > bill.dayOfMonth ? 1 : 0));
        return setDate(month, Math.min(bill.dayOfMonth, getDaysInMonth(month)));
      }
    }
  };
  const dates: string[] = [];
  for (let k = 0; ; k++) {
    const due = nominal(k);
    if (due > end) break;
    const booked = addDays(due, bookingDelay(bill, due, random));
    if (booked > today) break;
    dates.push(format(booked, 'yyyy-MM-dd'));
  }
  if (bill.twist === 'gap' && dates.length >= 6) dates.splice(randomInt(random, 2, dates.length - 3), 1);
  if (bill.twist === 'moveDay' && bill.frequency === 'monthly' && dates.length >= 4) {
    const from = randomInt(random, 1, dates.length - 1);
    const shift = randomInt(random, 5, 15);
    for (let i = from; i < dates.length; i++) {
      const moved = addDays(parseISO(dates[i]!), shift);
      dates[i] = format(moved, 'yyyy-MM-dd');
    }
    while (dates.length > 0 && parseISO(dates.at(-1)!) > today) dates.pop();
  }
  return dates;
}

// Card payments book 0-2 days late (0-1 for weekly ones); direct debits and standing
// orders due at a weekend are taken on the Monday.
function bookingDelay(bill: BillSpec, due: Date, random: () => number): number {
  if (bill.kind !== 'card') return getDay(due) === 6 ? 2 : getDay(due) === 0 ? 1 : 0;
  const roll = random();
  if (bill.frequency === 'weekly') return roll < 0.7 ? 0 : 1;
  return roll < 0.5 ? 0 : roll < 0.8 ? 1 : 2;
}

// Jitter of +-4% keeps every payment within 10% of any median of its neighbours. A price
// rise (5-25%) comes with at least three payments either side, as a real one would
// before anyone could call it a pattern; a doubled month only in a long run.
function billAmounts(bill: BillSpec, count: number, random: () => number): number[] {
  const riseAt = bill.twist === 'rise' && count >= 6 ? randomInt(random, 3, count - 3) : count;
  const rise = 1 + 0.05 + random() * 0.2;
  const doubleAt = bill.twist === 'double' && count >= 8 ? randomInt(random, 2, count - 3) : -1;
  return Array.from({ length: count }, (_, i) => {
    const base = bill.amountPence * (i >= riseAt ? rise : 1) * (1 + (random() - 0.5) * 0.08);
    return Math.round(base) * (i === doubleAt ? 2 : 1);
  });
}

type Text = Pick<BillInputTransaction, 'counterparty' | 'description' | 'bankTransactionCode' | 'proprietaryBankTransactionCode'>;

function billText(bill: BillSpec, style: number, date: string, random: () => number): Text {
  const reference = String(randomInt(random, 10_000_000, 99_999_999));
  if (bill.kind === 'card') return cardText(bill.name, date, random, style);
  if (bill.kind === 'directDebit') {
    return [
      { counterparty: `${bill.name} LTD`, description: reference, bankTransactionCode: 'PMNT-IDDT-ESDD', proprietaryBankTransactionCode: null },
      { counterparty: bill.name, description: `${bill.name} ${reference}`, bankTransactionCode: null, proprietaryBankTransactionCode: 'DIRECT DEBIT' },
      { counterparty: null, description: `DD ${bill.name} ${reference}`, bankTransactionCode: null, proprietaryBankTransactionCode: null },
      { counterparty: bill.name, description: `${reference} D/D`, bankTransactionCode: null, proprietaryBankTransactionCode: 'DD' },
    ][style]!;
  }
  return [
    { counterparty: bill.name, description: `RENT ${reference}`, bankTransactionCode: 'PMNT-ICDT-STDO', proprietaryBankTransactionCode: null },
    { counterparty: bill.name, description: reference, bankTransactionCode: null, proprietaryBankTransactionCode: 'STANDING ORDER' },
    { counterparty: null, description: `S/O ${bill.name}`, bankTransactionCode: null, proprietaryBankTransactionCode: null },
    { counterparty: bill.name, description: `STO ${reference}`, bankTransactionCode: null, proprietaryBankTransactionCode: 'SO' },
  ][style]!;
}

// The noise banks add to card payments: order references after '*', booking dates.
function cardText(name: string, date: string, random: () => number, style = randomInt(random, 0, 3)): Text {
  const ref = `${pick(random, ['AB', 'XK', 'QZ'])}${randomInt(random, 1000, 99_999)}`;
  const day = format(parseISO(date), 'dd/MM');
  return [
    { counterparty: name, description: null, bankTransactionCode: 'PMNT-CCRD-POSD', proprietaryBankTransactionCode: 'CARD PAYMENT' },
    { counterparty: `${name}*${ref}`, description: null, bankTransactionCode: null, proprietaryBankTransactionCode: 'CARD PAYMENT' },
    { counterparty: null, description: `CARD PAYMENT TO ${name}*${ref} ON ${day}`, bankTransactionCode: null, proprietaryBankTransactionCode: null },
    {
      counterparty: `${name} GB`,
      description: `${name} CD ${randomInt(random, 1000, 9999)} ${day}`,
      bankTransactionCode: 'PMNT-CCRD-POSD',
      proprietaryBankTransactionCode: null,
    },
  ][style]!;
}

function fasterPaymentText(name: string): Text {
  return { counterparty: name, description: 'FASTER PAYMENT', bankTransactionCode: 'PMNT-ICDT-ESCT', proprietaryBankTransactionCode: 'FASTER PAYMENT' };
}

type Add = (fields: Omit<BillInputTransaction, 'id' | 'accountId'>) => string;

// Regular as clockwork and coded as standing orders, but the user's own money.
function addSavingsTransfers(start: Date, today: Date, add: Add, neverBills: Set<string>): void {
  for (let month = addMonths(startOfMonth(start), 1); month <= today; month = addMonths(month, 1)) {
    const date = format(setDate(month, 25), 'yyyy-MM-dd');
    if (parseISO(date) > today) break;
    neverBills.add(
      add({
        date,
        amountPence: -20_000,
        counterparty: 'MY SAVER',
        description: 'TRANSFER TO SAVINGS',
        bankTransactionCode: 'PMNT-ICDT-STDO',
        proprietaryBankTransactionCode: 'STANDING ORDER',
      }),
    );
  }
}

function addSalary(start: Date, today: Date, add: Add, neverBills: Set<string>): void {
  for (let month = addMonths(startOfMonth(start), 1); month <= today; month = addMonths(month, 1)) {
    const date = format(setDate(month, 28), 'yyyy-MM-dd');
    if (parseISO(date) > today) break;
    neverBills.add(
      add({
        date,
        amountPence: 250_000,
        counterparty: 'EMPLOYER PAYROLL',
        description: 'SALARY',
        bankTransactionCode: 'PMNT-RCDT-ESCT',
        proprietaryBankTransactionCode: 'BANK CREDIT',
      }),
    );
  }
}
