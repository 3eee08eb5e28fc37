import { median } from './amounts';
import type { CalendarDay } from './calendar';
import type { BillFrequency } from './types';

/** The cadences a run of payment days is read as; ten-monthly is monthly with two months free. */
const FREQUENCIES = ['weekly', 'fortnightly', 'four-weekly', 'monthly', 'quarterly', 'six-monthly', 'yearly'] as const;
type FoundFrequency = (typeof FREQUENCIES)[number];

/** Average days per period: for liveness and for reading a frequency off a gap. */
const PERIOD_DAYS: Readonly<Record<BillFrequency, number>> = {
  weekly: 7,
  fortnightly: 14,
  'four-weekly': 28,
  monthly: 30.44,
  // Ten payments spread over a year, on average.
  'ten-monthly': 36.525,
  quarterly: 91.31,
  'six-monthly': 182.63,
  yearly: 365.25,
};

/** A bill is live while its latest payment is at most 1.5 periods before today. */
const LIVE_PERIODS = 1.5;

// A gap either fits the cadence, spans two periods (one payment missing from the data,
// or a payment holiday: neither evidence for nor against), or misses.
type Gap = 'fit' | 'skip' | 'miss';

// Some gaps may miss (an extra one-off payment to the same payee), but most must fit.
const MIN_FITTING_GAPS = 2;
const MAX_MISSING_SHARE = 0.25;

export type CadenceFit = {
  frequency: BillFrequency;
  /** Per day: whether a fitting (or two-period) gap joins it to a neighbour. */
  onCadence: boolean[];
};

// Gap windows in days: [fit, two periods]. Weekly 7 +-2 (a card payment books up to two
// days late), fortnightly 14 +-2, four-weekly 28 +-2, yearly 365 +-7. Monthly is 28-31 days
// +-4 for payments booked late, at weekends or on the last day of a short month: a pair check
// on 'the same day next month' fails for 27 Feb paid on 1 Mar followed by 27 Mar, a plain day
// window does not. Quarterly and six-monthly take the months' lengths the same way.
const GAP_WINDOWS: Readonly<Record<FoundFrequency, readonly [Window, Window]>> = {
  weekly: [
    [5, 9],
    [12, 16],
  ],
  fortnightly: [
    [12, 16],
    [26, 30],
  ],
  'four-weekly': [
    [26, 30],
    [54, 58],
  ],
  monthly: [
    [24, 35],
    [55, 66],
  ],
  quarterly: [
    [84, 98],
    [175, 190],
  ],
  'six-monthly': [
    [175, 190],
    [357, 373],
  ],
  yearly: [
    [358, 373],
    [723, 738],
  ],
};
type Window = readonly [number, number];

/**
 * The cadence the dates (sorted, oldest first) follow, or null: at least two gaps fit
 * and at most a quarter miss. A steady drift is no cadence: every five weeks is not
 * monthly, however well each single gap fits the monthly window. Where two cadences fit
 * as many gaps (every four weeks also fits the monthly window), the one whose period is
 * nearer the mean fitting gap wins. Monthly payments with a three-month gap ending in
 * April or May are ten-monthly: council tax in ten instalments, two months free.
 */
export function findCadence(days: readonly CalendarDay[]): CadenceFit | null {
  const gapDays = days.slice(1).map((day, i) => day.dayNumber - days[i]!.dayNumber);
  let best: { frequency: FoundFrequency; gaps: Gap[]; fits: number; distance: number } | null = null;
  for (const frequency of FREQUENCIES) {
    const [fitWindow, skipWindow] = GAP_WINDOWS[frequency];
    const gaps: Gap[] = [];
    let fits = 0;
    let misses = 0;
    let fittingDays = 0;
    for (const gap of gapDays) {
      const kind: Gap = inWindow(gap, fitWindow) ? 'fit' : inWindow(gap, skipWindow) ? 'skip' : 'miss';
      gaps.push(kind);
      if (kind === 'fit') {
        fits++;
        fittingDays += gap;
      } else if (kind === 'miss') misses++;
    }
    if (fits < MIN_FITTING_GAPS || misses > MAX_MISSING_SHARE * (fits + misses)) continue;
    const meanGap = fittingDays / fits;
    if (frequency === 'monthly' && drifts(meanGap, fits)) continue;
    const distance = Math.abs(meanGap - PERIOD_DAYS[frequency]) / PERIOD_DAYS[frequency];
    if (!best || fits > best.fits || (fits === best.fits && distance < best.distance)) best = { frequency, gaps, fits, distance };
  }
  if (!best) return null;
  const { gaps } = best;
  let frequency: BillFrequency = best.frequency;
  if (frequency === 'monthly' && hasCouncilTaxBreak(days, gapDays)) {
    frequency = 'ten-monthly';
    gapDays.forEach((gap, i) => {
      if (inWindow(gap, TEN_MONTHLY_BREAK)) gaps[i] = 'skip';
    });
  }
  const joined = (i: number) => gaps[i] !== undefined && gaps[i] !== 'miss';
  return { frequency, onCadence: days.map((_, i) => joined(i - 1) || joined(i)) };
}

// The two free months of ten instalments: from the last payment (January) to the next
// (April), about three months; the new year's first payment is in April, or May if late.
const TEN_MONTHLY_BREAK: Window = [80, 100];

function hasCouncilTaxBreak(days: readonly CalendarDay[], gapDays: readonly number[]): boolean {
  return gapDays.some((gap, i) => inWindow(gap, TEN_MONTHLY_BREAK) && /-0[45]-/.test(days[i + 1]!.date));
}

// Over k monthly gaps, month lengths and a late payment at either end move the mean gap
// by at most about 8/k days; a larger distance from 30.44 is a different rhythm.
function drifts(meanGap: number, gaps: number): boolean {
  return Math.abs(meanGap - PERIOD_DAYS.monthly) > Math.max(1.5, 8 / gaps);
}

// Where a median gap says one cadence rather than the next: halfway between their periods
// on a log scale (a quarterly gap is nearer monthly's two-month skip than it looks in days).
const MEDIAN_GAP_BOUNDS: readonly (readonly [number, BillFrequency])[] = [
  [10, 'weekly'],
  [21, 'fortnightly'],
  [Math.sqrt(PERIOD_DAYS.monthly * PERIOD_DAYS.quarterly), 'monthly'],
  [Math.sqrt(PERIOD_DAYS.quarterly * PERIOD_DAYS['six-monthly']), 'quarterly'],
  [Math.sqrt(PERIOD_DAYS['six-monthly'] * PERIOD_DAYS.yearly), 'six-monthly'],
];

/**
 * Frequency of a direct debit or standing order, which is a bill however irregular: the
 * cadence its days follow (findCadence), else the median gap between distinct payment days
 * read as the nearest cadence. One payment says nothing, so it is taken as monthly, the
 * commonest case; so are two four weeks apart.
 */
export function frequencyFromGaps(days: readonly CalendarDay[]): BillFrequency {
  const distinct: CalendarDay[] = [];
  for (const day of days) if (distinct.at(-1)?.dayNumber !== day.dayNumber) distinct.push(day);
  if (distinct.length < 2) return 'monthly';
  const cadence = findCadence(distinct);
  if (cadence) return cadence.frequency;
  const gap = median(distinct.slice(1).map((day, i) => day.dayNumber - distinct[i]!.dayNumber));
  for (const [bound, frequency] of MEDIAN_GAP_BOUNDS) if (gap <= bound) return frequency;
  return 'yearly';
}

/**
 * The frequency whose single gap window holds `gap` days: `usual` when its window does (28 days
 * from 9 February to 9 March is a monthly merchant's month), else the nearest period's; null
 * when none does.
 */
export function frequencyOfGap(gap: number, usual?: BillFrequency): BillFrequency | null {
  const usualWindow = usual === 'ten-monthly' ? 'monthly' : usual;
  if (usualWindow && inWindow(gap, GAP_WINDOWS[usualWindow][0])) return usual!;
  let found: FoundFrequency | null = null;
  for (const frequency of FREQUENCIES) {
    if (!inWindow(gap, GAP_WINDOWS[frequency][0])) continue;
    if (!found || Math.abs(gap - PERIOD_DAYS[frequency]) < Math.abs(gap - PERIOD_DAYS[found])) found = frequency;
  }
  return found;
}

/**
 * Whether a bill still runs: its latest payment is at most 1.5 periods before today. Ten
 * instalments wait out their two free months: a January payment is live until mid-April.
 */
export function isLive(latest: CalendarDay, today: CalendarDay, frequency: BillFrequency): boolean {
  const days = today.dayNumber - latest.dayNumber;
  if (frequency === 'ten-monthly')
    return days <= LIVE_PERIODS * PERIOD_DAYS.monthly + (/-(?:12|01)-/.test(latest.date) ? TEN_MONTHLY_BREAK[1] - PERIOD_DAYS.monthly : 0);
  return days <= LIVE_PERIODS * PERIOD_DAYS[frequency];
}

function inWindow(value: number, [min, max]: Window): boolean {
  return value >= min && value <= max;
}
