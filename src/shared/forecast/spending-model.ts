import { daysBetween } from '../pay-cycle';

// How the payday forecast reads a person's past everyday spending (issue 27; decision 051).
//
// Two parts, because they behave differently:
// - **Regular spending**, each day capped at ONE_OFF_TIMES the usual (median) spending of its
//   weekday: the week-block bootstrap draws it, week by week.
// - **One-offs**, what a day spent above that cap (the new washing machine): a rare event,
//   drawn on any day ahead with the chance it happened on a past day, at one of the sizes seen.
//   Resampled inside whole weeks, one purchase made every week that held it come back whole;
//   capped out, it neither hides nor inflates the pace below.
// - **Pace**, from the pay cycles: how much faster or slower the person has spent so far this
//   cycle than on the same days of past cycles, and how the rest of a cycle compares with a
//   plain week (the days after payday are dearer). People spend more freely in one month than
//   another; the forecast learns it from this month's days, shrunk towards usual while few.

/** A day spending more than this many times its weekday's median has a one-off in it. */
export const ONE_OFF_TIMES = Number(process.env.TIMES ?? 3);
/** ... and more than this (pence): a £3 coffee on a day that usually costs £1 is no one-off. */
export const ONE_OFF_FLOOR_PENCE = 2_000;
/** This cycle's pace counts as much as the usual one after this many days of it. */
export const PACE_HALF_DAYS = Number(process.env.K0 ?? 10);
const PACE_BOUNDS = [0.5, 2] as const;

export type SpendingModel = {
  /** Each history day's regular spending (pence). */
  regular: Float64Array;
  /** The one-offs seen (pence above the cap), and the chance of one on a day. */
  oneOffs: Float64Array;
  oneOffChance: number;
  /** What each day ahead's regular spending is multiplied by (exactly 1 when every week is alike). */
  scale: number;
};

/**
 * Splits `spend` (a day's total per history day, the first on weekday `firstWeekday`) and works
 * out the pace. The history ends yesterday; `cycleStarts`: the days the pay cycles began, oldest
 * first, the current one (today or before) last.
 */
export function spendingModel(spend: Float64Array, firstWeekday: number, historyFrom: string, cycleStarts: readonly string[] = []): SpendingModel {
  const n = spend.length;
  const regular = new Float64Array(n);
  const oneOffs: number[] = [];
  const caps = new Float64Array(7);
  for (let w = 0; w < 7; w++) {
    const same: number[] = [];
    for (let i = (w - firstWeekday + 7) % 7; i < n; i += 7) same.push(spend[i]!);
    same.sort((a, b) => a - b);
    const median = same.length === 0 ? 0 : same[same.length >> 1]!;
    caps[w] = Math.max(ONE_OFF_FLOOR_PENCE, ONE_OFF_TIMES * median);
  }
  const sums = new Float64Array(7);
  const counts = new Float64Array(7);
  for (let i = 0; i < n; i++) {
    const w = (firstWeekday + i) % 7;
    regular[i] = Math.min(spend[i]!, caps[w]!);
    if (spend[i]! > caps[w]!) oneOffs.push(spend[i]! - caps[w]!);
    sums[w]! += regular[i]!;
    counts[w]!++;
  }
  // A plain day: the mean regular spending of its weekday.
  const usual = (i: number) => {
    const w = (firstWeekday + i) % 7;
    return counts[w]! > 0 ? sums[w]! / counts[w]! : 0;
  };
  const model = { regular, oneOffs: Float64Array.from(oneOffs), oneOffChance: n > 0 ? oneOffs.length / n : 0, scale: 1 };

  // Cycles as day indexes into the history; the current one starts at or before today.
  const starts = cycleStarts.map((d) => daysBetween(historyFrom, d)).filter((i) => i <= n);
  const current = starts.at(-1);
  if (current === undefined || current < 0) return model;
  // The current cycle's days up to yesterday; today is day `elapsed` of it, the days ahead follow.
  const elapsed = n - current;
  const ahead = elapsed + 1;
  // Over the whole past cycles in the history: spending on the first `elapsed` days of each,
  // and on the days from `ahead` on, against plain days.
  let pastEarly = 0;
  let plainEarly = 0;
  let pastRest = 0;
  let plainRest = 0;
  for (let c = 0; c + 1 < starts.length; c++) {
    const from = starts[c]!;
    const to = starts[c + 1]!;
    if (from < 0 || to > current) continue;
    for (let i = from; i < to; i++) {
      const s = i - from;
      if (s < elapsed) {
        pastEarly += regular[i]!;
        plainEarly += usual(i);
      } else if (s >= ahead) {
        pastRest += regular[i]!;
        plainRest += usual(i);
      }
    }
  }
  const rest = plainRest > 0 && pastRest !== plainRest ? pastRest / plainRest : 1;
  let thisCycle = 0;
  let plainThisCycle = 0;
  for (let i = current; i < n; i++) {
    thisCycle += regular[i]!;
    plainThisCycle += usual(i);
  }
  const early = plainEarly > 0 && pastEarly !== plainEarly ? pastEarly / plainEarly : 1;
  const expected = plainThisCycle * early;
  let pace = 1;
  if (elapsed > 0 && expected > 0 && thisCycle !== expected) {
    const raw = thisCycle / expected;
    pace = Math.min(PACE_BOUNDS[1], Math.max(PACE_BOUNDS[0], 1 + ((raw - 1) * elapsed) / (elapsed + PACE_HALF_DAYS)));
  }
  model.scale = (process.env.NO_PACE ? 1 : pace) * (process.env.NO_REST ? 1 : rest);
  return model;
}
