import { addDays, splitDay } from '../dates';
import { daysBetween } from '../pay-cycle';
import { mulberry32 } from './random';
import type { Forecast, ForecastDay, ForecastInput, Outcomes } from './types';

// The payday forecast (issue 27; decision 051). Pure: no I/O, no clock, seeded.
//
// Method: a week-block bootstrap of the person's own days. Each simulated path walks from
// today to the day before payday; every 7 days it picks, at random, a past week of their
// history that starts on the same weekday, and spends what they spent on those days. So a
// Saturday is always drawn from a past Saturday, a week's big and small days stay together
// (a big shop on Saturday is not followed by another one on Sunday), and a person whose weeks
// are all alike gets exactly that week back, to the penny, on every path.

/** Under this many days of history the forecast says so and shows the bills-only figure. */
export const MIN_HISTORY_DAYS = 60;
/** At most this many days of history are read: 18 weeks, enough weeks to draw from, one bounded query. */
export const MAX_HISTORY_DAYS = 126;
export const DEFAULT_PATHS = 1000;
const DEFAULT_SEED = 0x5eed;

const weekday = (day: string) => {
  const [y, m, d] = splitDay(day);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
};

/**
 * Rearranges a[lo..hi] so that a[k] holds the value a sort would put there, smaller or equal
 * values before it and larger or equal after (Hoare's selection): linear on average, where
 * sorting every day's 1,000 paths to read three of them was most of the forecast's time.
 */
function select(a: Float64Array, k: number, lo: number, hi: number): void {
  while (lo < hi) {
    const pivot = a[(lo + hi) >> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i] = a[j]!;
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}

/** The 10th, 50th and 90th percentiles (nearest rank on 0..n-1, rounded to the penny); reorders `a`. */
function outcomesOf(a: Float64Array): Outcomes {
  const last = a.length - 1;
  const [k1, k2, k3] = [Math.round(0.1 * last), Math.round(0.5 * last), Math.round(0.9 * last)];
  select(a, k2, 0, last);
  select(a, k1, 0, k2);
  select(a, k3, k2, last);
  return { low: Math.round(a[k1]!), middle: Math.round(a[k2]!), high: Math.round(a[k3]!) };
}

export function forecastToPayday(input: ForecastInput): Forecast {
  const { today, payday, openingPence } = input;
  // Days today..payday-1: the balance at the end of each. Today's own spending is already in
  // today's balance, so everyday spending is drawn from tomorrow on.
  const n = Math.max(1, daysBetween(today, payday));
  const indexOf = (date: string) => Math.min(n - 1, Math.max(0, daysBetween(today, date)));

  // Bills and money in, day by day (anything dated before today falls on today).
  const fixed = new Float64Array(n);
  let billsTotal = 0;
  let moneyInTotal = 0;
  for (const b of input.bills) {
    if (b.date >= payday) continue;
    fixed[indexOf(b.date)]! -= b.pence;
    billsTotal += b.pence;
  }
  for (const m of input.moneyIn) {
    if (m.date >= payday) continue;
    fixed[indexOf(m.date)]! += m.pence;
    moneyInTotal += m.pence;
  }

  const historyDays = Math.max(0, daysBetween(input.history.from, input.history.to) + 1);
  const usePlan = input.plan != null;
  const tooLittleHistory = !usePlan && historyDays < MIN_HISTORY_DAYS;

  // One deterministic path: a plan, or bills only when the history is too short to learn from.
  const paths = usePlan || tooLittleHistory ? 1 : Math.max(1, Math.floor(input.paths ?? DEFAULT_PATHS));
  const spendOn = new Float64Array(n);
  if (usePlan) {
    const first = n > 1 ? 1 : 0;
    const count = n - first;
    const remaining = Math.max(0, Math.round(input.plan!.remainingPence));
    const each = Math.floor(remaining / count);
    const extra = remaining - each * count;
    for (let i = first; i < n; i++) spendOn[i] = each + (i - first < extra ? 1 : 0);
  }

  const ends = new Float64Array(n * paths);
  const lows = new Float64Array(paths);
  if (usePlan || tooLittleHistory) {
    let balance = openingPence;
    let low = Infinity;
    for (let i = 0; i < n; i++) {
      balance += fixed[i]! - spendOn[i]!;
      ends[i] = balance;
      if (balance < low) low = balance;
    }
    lows[0] = low;
  } else {
    const spend = new Float64Array(historyDays);
    for (const d of input.history.days) {
      const at = daysBetween(input.history.from, d.date);
      if (at >= 0 && at < historyDays) spend[at]! += d.pence;
    }
    const firstWeekday = weekday(input.history.from);
    // Whole past weeks that can stand in for a simulated week starting on weekday w.
    const lastStart = historyDays - 7;
    const random = mulberry32(input.seed ?? DEFAULT_SEED);
    const starts = new Int32Array(7);
    const counts = new Int32Array(7);
    for (let w = 0; w < 7; w++) {
      starts[w] = (w - firstWeekday + 7) % 7;
      counts[w] = starts[w]! <= lastStart ? Math.floor((lastStart - starts[w]!) / 7) + 1 : 0;
    }
    const tomorrowWeekday = weekday(addDays(today, 1));
    for (let p = 0; p < paths; p++) {
      let balance = openingPence;
      let low = Infinity;
      let block = 0;
      for (let i = 0; i < n; i++) {
        balance += fixed[i]!;
        if (i >= 1) {
          const inWeek = (i - 1) % 7;
          if (inWeek === 0) {
            const w = (tomorrowWeekday + i - 1) % 7;
            block = starts[w]! + 7 * Math.floor(random() * counts[w]!);
          }
          balance -= spend[block + inWeek]!;
        }
        ends[i * paths + p] = balance;
        if (balance < low) low = balance;
      }
      lows[p] = low;
    }
  }

  const days: ForecastDay[] = [];
  const scratch = new Float64Array(paths);
  for (let i = 0; i < n; i++) {
    scratch.set(ends.subarray(i * paths, (i + 1) * paths));
    days.push({ date: addDays(today, i), ...outcomesOf(scratch) });
  }
  let lowest = days[0]!;
  for (const d of days) if (d.middle < lowest.middle) lowest = d;
  const last = days[n - 1]!;
  const onPayday: Outcomes = { low: last.low, middle: last.middle, high: last.high };

  const share = (line: number) => {
    let below = 0;
    for (let p = 0; p < paths; p++) if (lows[p]! < line) below++;
    return below / paths;
  };
  const limit = input.limitPence ?? null;
  const buffer = Math.max(0, input.bufferPence ?? 0);
  const known = !tooLittleHistory;

  return {
    today,
    payday,
    openingPence,
    tooLittleHistory,
    spending: usePlan ? 'plan' : tooLittleHistory ? 'none' : 'history',
    days,
    lowest: { ...lowest },
    onPayday,
    chance: {
      belowZero: known ? share(0) : null,
      belowLimit: known && limit !== null ? share(-Math.abs(limit)) : null,
      belowBuffer: known ? share(buffer) : null,
    },
    breakdown: {
      balance: openingPence,
      bills: -billsTotal,
      moneyIn: moneyInTotal,
      // What is left once the rest is counted: the parts add up to the middle outcome exactly.
      everydaySpending: onPayday.middle - (openingPence - billsTotal + moneyInTotal),
      onPayday: onPayday.middle,
    },
  };
}
