// Back-test of the payday forecast (issue 27 item 6; decision 051). Builds six UK personas
// with a seeded generator, two years each, and at every day of their second year forecasts
// the balance on the day before payday with the pure engine, then compares with what happened.
//   npx tsx scripts/forecast-backtest.ts
// Prints, against the targets:
// - the share of forecasts whose middle outcome on payday is within £50 or 5% of monthly pay
//   (the larger) of what happened (target 80% or more), also for the forecast made on each
//   cycle's first day alone (the longest reach);
// - the share where the real payday balance fell below the low outcome (target 10% ± 5%);
// - the share of cycles that went below £0 warned at least 3 days ahead (target 90% or more):
//   a warning is the first day of the cycle the chance below £0 passes 50% (as the notification);
// - false alarms (a warning in a cycle that then stayed above £0) per person per month (target 1 or fewer).
import { addDays, splitDay } from '../src/shared/dates';
import { forecastToPayday, MAX_HISTORY_DAYS } from '../src/shared/forecast/engine';
import { mulberry32 } from '../src/shared/forecast/random';
import type { DatedPence, SpendingDay } from '../src/shared/forecast/types';
import { daysBetween } from '../src/shared/pay-cycle';

const START = '2024-10-01';
const DAYS = 730;
/** Forecasts start once this many days of history exist. */
const WARM_UP_DAYS = 120;
const WARN_AT = 0.5;
const WARN_DAYS_AHEAD = 3;

type Persona = {
  name: string;
  seed: number;
  openingPence: number;
  /** Pay days and amounts (pence). */
  pay: (day: string) => number;
  /** Bills due on a day. */
  bills: (day: string) => DatedPence[];
  /** Money in other than pay, known ahead (it is passed to the forecast as expected). */
  otherIn: (day: string) => number;
  /** Mean everyday spending by weekday (Sunday first), pounds. */
  week: number[];
  /** Day-to-day spread (log-normal sigma) and the chance and size of a big purchase. */
  sigma: number;
  bigChance: number;
  bigPounds: [number, number];
  /** How much more is spent in the first days after pay (1 = none). */
  afterPay: number;
  monthlyPayPence: number;
  /** The payday-eve balance the person steers towards (pence): at each payday they set how freely they spend. */
  aimPence: number;
};

const weekday = (day: string) => {
  const [y, m, d] = splitDay(day);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
};
const dom = (day: string) => splitDay(day)[2];
/** A monthly pay day moved back to Friday when it falls on a weekend. */
const workingDay = (day: string) => (weekday(day) === 6 ? addDays(day, -1) : weekday(day) === 0 ? addDays(day, -2) : day);
const monthlyOn = (payDay: number, day: string) => {
  const [y, m] = splitDay(day);
  const target = workingDay(`${y}-${String(m).padStart(2, '0')}-${String(payDay).padStart(2, '0')}`);
  return target === day;
};
const every = (first: string, step: number, day: string) => daysBetween(first, day) >= 0 && daysBetween(first, day) % step === 0;
const monthlyBills = (list: [number, number, string][]) => (day: string) =>
  list.filter(([d]) => dom(day) === d).map(([, pounds, name]) => ({ date: day, pence: pounds * 100, name }));

const PERSONAS: Persona[] = [
  {
    name: 'Amira (monthly pay, 25th)',
    seed: 1,
    openingPence: 40_000,
    pay: (d) => (monthlyOn(25, d) ? 230_000 : 0),
    bills: monthlyBills([
      [1, 850, 'Rent'],
      [1, 152, 'Council tax'],
      [5, 95, 'Octopus Energy'],
      [15, 25, 'EE'],
      [20, 11, 'Netflix'],
    ]),
    otherIn: () => 0,
    week: [25, 12, 14, 14, 18, 35, 45],
    sigma: 0.5,
    bigChance: 0.03,
    bigPounds: [60, 220],
    afterPay: 1.5,
    monthlyPayPence: 230_000,
    aimPence: 15_000,
  },
  {
    name: 'Ben (four-weekly pay)',
    seed: 2,
    openingPence: 25_000,
    pay: (d) => (every('2024-10-04', 28, d) ? 190_000 : 0),
    bills: monthlyBills([
      [1, 700, 'Rent'],
      [3, 130, 'Council tax'],
      [10, 60, 'Energy'],
      [22, 30, 'Vodafone'],
    ]),
    otherIn: () => 0,
    week: [22, 10, 12, 12, 15, 30, 40],
    sigma: 0.55,
    bigChance: 0.03,
    bigPounds: [50, 200],
    afterPay: 1.4,
    monthlyPayPence: Math.round((190_000 * 13) / 12),
    aimPence: 10_000,
  },
  {
    name: 'Callum (weekly pay, Fridays)',
    seed: 3,
    openingPence: 15_000,
    pay: (d) => (weekday(d) === 5 ? 48_000 : 0),
    bills: (d) => [
      ...(weekday(d) === 1 ? [{ date: d, pence: 14_500, name: 'Rent (weekly)' }] : []),
      ...monthlyBills([
        [8, 95, 'Council tax'],
        [18, 20, 'Giffgaff'],
      ])(d),
    ],
    otherIn: () => 0,
    week: [30, 18, 20, 20, 22, 38, 55],
    sigma: 0.45,
    bigChance: 0.02,
    bigPounds: [40, 120],
    afterPay: 1.3,
    monthlyPayPence: Math.round((48_000 * 52) / 12),
    aimPence: 4_000,
  },
  {
    name: 'Dee (overdraft user, monthly pay)',
    seed: 4,
    openingPence: 0,
    pay: (d) => (monthlyOn(28, d) ? 186_000 : 0),
    bills: monthlyBills([
      [1, 760, 'Rent'],
      [2, 120, 'Council tax'],
      [12, 85, 'British Gas'],
      [16, 45, 'Car insurance'],
      [24, 18, 'Three'],
    ]),
    otherIn: () => 0,
    week: [26, 14, 15, 15, 20, 38, 52],
    sigma: 0.5,
    bigChance: 0.03,
    bigPounds: [50, 200],
    afterPay: 1.6,
    monthlyPayPence: 186_000,
    aimPence: -6_000,
  },
  {
    name: 'Eve (irregular spending, monthly pay)',
    seed: 5,
    openingPence: 60_000,
    pay: (d) => (monthlyOn(20, d) ? 260_000 : 0),
    bills: monthlyBills([
      [1, 1_050, 'Mortgage'],
      [1, 170, 'Council tax'],
      [6, 110, 'Energy'],
      [14, 40, 'Broadband'],
    ]),
    otherIn: () => 0,
    week: [20, 10, 10, 12, 14, 28, 35],
    sigma: 0.9,
    bigChance: 0.07,
    bigPounds: [80, 450],
    afterPay: 1.3,
    monthlyPayPence: 260_000,
    aimPence: 30_000,
  },
  {
    name: 'Femi (student: loan instalments, weekly shifts)',
    seed: 6,
    openingPence: 30_000,
    // Maintenance loan in three instalments a year; the cycle runs from one to the next.
    pay: (d) => (['2024-09-23', '2025-01-13', '2025-04-22', '2025-09-22', '2026-01-12', '2026-04-20'].includes(d) ? 380_000 : 0),
    bills: monthlyBills([
      [1, 520, 'Halls rent'],
      [9, 12, 'Spotify'],
      [15, 15, 'Lebara'],
    ]),
    otherIn: (d) => (weekday(d) === 4 ? 12_000 : 0),
    week: [14, 9, 10, 12, 16, 24, 26],
    sigma: 0.6,
    bigChance: 0.03,
    bigPounds: [30, 150],
    afterPay: 1.2,
    monthlyPayPence: Math.round((3 * 380_000 + 52 * 12_000) / 12),
    aimPence: 10_000,
  },
];

type Life = { days: string[]; balance: number[]; spend: number[]; paydays: string[] };

/** Two years of a persona's money, day by day (end-of-day balances). */
function live(p: Persona): Life {
  const random = mulberry32(p.seed * 7919);
  const normal = () => {
    const u = Math.max(1e-12, random());
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  };
  const days: string[] = [];
  const balance: number[] = [];
  const spend: number[] = [];
  const paydays: string[] = [];
  let held = p.openingPence;
  let lastPay = -99;
  let factor = 1;
  const bigMean = (p.bigPounds[0] + p.bigPounds[1]) / 2;
  for (let i = 0; i < DAYS; i++) {
    const day = addDays(START, i);
    const pay = p.pay(day);
    if (pay > 0) {
      paydays.push(day);
      lastPay = i;
      // Like most people, they look at what is left at payday and spend more freely, or less,
      // to end the cycle near their usual balance (the forecast is not told this).
      let next = 1;
      while (next < 200 && p.pay(addDays(day, next)) === 0) next++;
      let due = 0;
      let expected = 0;
      for (let j = 0; j < next; j++) {
        const d = addDays(day, j);
        due += p.bills(d).reduce((sum, b) => sum + b.pence, 0) - p.otherIn(d);
        expected += 88 * (p.week[weekday(d)]! * (j < 4 ? p.afterPay : 1) + p.bigChance * bigMean);
      }
      factor = Math.min(1.3, Math.max(0.7, (held + pay - due - p.aimPence) / expected));
    }
    const boost = (i - lastPay < 4 ? p.afterPay : 1) * factor;
    let pounds = p.week[weekday(day)]! * boost * Math.exp(p.sigma * normal() - (p.sigma * p.sigma) / 2);
    if (random() < p.bigChance) pounds += factor * (p.bigPounds[0] + random() * (p.bigPounds[1] - p.bigPounds[0]));
    // Some days nothing is spent at all.
    if (random() < 0.12) pounds = 0;
    const pence = Math.round(pounds * 100);
    held += pay + p.otherIn(day) - p.bills(day).reduce((s, b) => s + b.pence, 0) - pence;
    days.push(day);
    balance.push(held);
    spend.push(pence);
  }
  return { days, balance, spend, paydays };
}

type Tally = {
  bias: number;
  forecasts: number;
  close: number;
  starts: number;
  startsClose: number;
  belowLow: number;
  dips: number;
  warnedAhead: number;
  falseAlarms: number;
  months: number;
};

function backtest(p: Persona): Tally {
  const life = live(p);
  if (process.env.BACKTEST_DEBUG) console.log(p.name, life.paydays.map((d) => Math.round(life.balance[daysBetween(START, d) - 1]! / 100)).join(' '));
  const t: Tally = { bias: 0, forecasts: 0, close: 0, starts: 0, startsClose: 0, belowLow: 0, dips: 0, warnedAhead: 0, falseAlarms: 0, months: 0 };
  const tolerance = Math.max(5_000, Math.round(p.monthlyPayPence * 0.05));
  for (let k = 0; k + 1 < life.paydays.length; k++) {
    const start = daysBetween(START, life.paydays[k]!);
    const payday = life.paydays[k + 1]!;
    const end = daysBetween(START, payday) - 1; // the day before payday
    if (start < WARM_UP_DAYS || end >= DAYS) continue;
    const actual = life.balance[end]!;
    let firstBelow = -1;
    for (let i = start; i <= end; i++)
      if (life.balance[i]! < 0) {
        firstBelow = i;
        break;
      }
    let warnedOn = -1;
    for (let i = start; i <= end; i++) {
      const today = life.days[i]!;
      const from = Math.max(0, i - MAX_HISTORY_DAYS);
      const history: SpendingDay[] = [];
      for (let h = from; h < i; h++) if (life.spend[h]! > 0) history.push({ date: life.days[h]!, pence: life.spend[h]! });
      const bills: DatedPence[] = [];
      const moneyIn: DatedPence[] = [];
      for (let j = i + 1; j <= end; j++) {
        bills.push(...p.bills(life.days[j]!));
        const other = p.otherIn(life.days[j]!);
        if (other > 0) moneyIn.push({ date: life.days[j]!, pence: other, name: 'Other' });
      }
      const f = forecastToPayday({
        today,
        payday,
        openingPence: life.balance[i]!,
        bills,
        moneyIn,
        history: { from: life.days[from]!, to: life.days[i - 1]!, days: history },
        seed: p.seed * 100_003 + i,
      });
      t.forecasts++;
      t.bias += f.onPayday.middle - actual;
      if (Math.abs(f.onPayday.middle - actual) <= tolerance) t.close++;
      if (i === start) {
        t.starts++;
        if (Math.abs(f.onPayday.middle - actual) <= tolerance) t.startsClose++;
      }
      if (actual < f.onPayday.low) t.belowLow++;
      // Once already below £0 there is nothing left to warn of.
      if (warnedOn < 0 && life.balance[i]! >= 0 && (f.chance.belowZero ?? 0) > WARN_AT) warnedOn = i;
    }
    // A dip counts when a forecast could have been made 3 days before it.
    if (firstBelow >= start + WARN_DAYS_AHEAD) {
      t.dips++;
      if (warnedOn >= 0 && warnedOn <= firstBelow - WARN_DAYS_AHEAD) t.warnedAhead++;
    }
    if (warnedOn >= 0 && firstBelow < 0) t.falseAlarms++;
    t.months += (end - start + 1) / 30.44;
  }
  return t;
}

const pct = (a: number, b: number) => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(1)}%`);
const began = performance.now();
const total: Tally = { bias: 0, forecasts: 0, close: 0, starts: 0, startsClose: 0, belowLow: 0, dips: 0, warnedAhead: 0, falseAlarms: 0, months: 0 };
console.log('persona | forecasts | middle within tolerance (all / cycle start) | below low | dips warned 3+ days ahead | false alarms per month');
for (const p of PERSONAS) {
  const t = backtest(p);
  for (const key of Object.keys(total) as (keyof Tally)[]) total[key] += t[key];
  console.log(
    `${p.name} | ${t.forecasts} | ${pct(t.close, t.forecasts)} / ${pct(t.startsClose, t.starts)} | ${pct(t.belowLow, t.forecasts)} | ${t.warnedAhead}/${t.dips} | ${(t.falseAlarms / t.months).toFixed(2)} | mean error £${(t.bias / t.forecasts / 100).toFixed(0)}`,
  );
}
console.log('');
console.log(
  `middle outcome on payday within £50 or 5% of monthly pay: ${pct(total.close, total.forecasts)} of ${total.forecasts} forecasts (target 80% or more); from each cycle's first day: ${pct(total.startsClose, total.starts)} of ${total.starts}`,
);
console.log(`actual payday balance below the low outcome: ${pct(total.belowLow, total.forecasts)} (target 10% ± 5%)`);
console.log(
  `cycles going below £0 warned 3 or more days ahead: ${pct(total.warnedAhead, total.dips)} (${total.warnedAhead} of ${total.dips}; target 90% or more)`,
);
console.log(
  `false alarms per person per month: ${(total.falseAlarms / total.months).toFixed(2)} (${total.falseAlarms} in ${total.months.toFixed(1)} person-months; target 1 or fewer)`,
);
console.log(`(${((performance.now() - began) / 1000).toFixed(1)} s)`);
