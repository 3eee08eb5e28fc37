import { median } from './amounts';
import type { CalendarDay } from './calendar';
import type { BillFrequency } from './types';

/** In order of preference when two cadences fit equally well. */
const FREQUENCIES = ['weekly', 'fortnightly', 'monthly', 'yearly'] as const;
type FoundFrequency = (typeof FREQUENCIES)[number];

/** Average days per period: for liveness and for reading a frequency off a gap. */
export const PERIOD_DAYS: Readonly<Record<BillFrequency, number>> = {
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

// Gap windows in days: [fit, two periods]. Weekly 7 +-1, fortnightly 14 +-2, yearly
// 365 +-7. Monthly is 28-31 days +-4 for payments booked late, at weekends or on the
// last day of a short month: a pair check on 'the same day next month' fails for
// 27 Feb paid on 1 Mar followed by 27 Mar, a plain day window does not.
const GAP_WINDOWS: Readonly<Record<FoundFrequency, readonly [Window, Window]>> = {
  weekly: [
    [6, 8],
    [13, 15],
  ],
  fortnightly: [
    [12, 16],
    [26, 30],
  ],
  monthly: [
    [24, 35],
    [55, 66],
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
 * monthly, however well each single gap fits the monthly window.
 */
export function findCadence(days: readonly CalendarDay[]): CadenceFit | null {
  const gapDays = days.slice(1).map((day, i) => day.dayNumber - days[i]!.dayNumber);
  let best: { frequency: FoundFrequency; gaps: Gap[]; fits: number } | null = null;
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
    if (frequency === 'monthly' && drifts(fittingDays / fits, fits)) continue;
    if (!best || fits > best.fits) best = { frequency, gaps, fits };
  }
  if (!best) return null;
  const { frequency, gaps } = best;
  const joined = (i: number) => gaps[i] !== undefined && gaps[i] !== 'miss';
  return { frequency, onCadence: days.map((_, i) => joined(i - 1) || joined(i)) };
}

// Over k monthly gaps, month lengths and a late payment at either end move the mean gap
// by at most about 8/k days; a larger distance from 30.44 is a different rhythm.
function drifts(meanGap: number, gaps: number): boolean {
  return Math.abs(meanGap - PERIOD_DAYS.monthly) > Math.max(1.5, 8 / gaps);
}

/**
 * Frequency of a direct debit or standing order, which is a bill however irregular:
 * the median gap between distinct payment days, read as the nearest cadence. One payment
 * says nothing, so it is taken as monthly, the commonest case.
 */
export function frequencyFromGaps(days: readonly CalendarDay[]): BillFrequency {
  const distinct = [...new Set(days.map((day) => day.dayNumber))];
  if (distinct.length < 2) return 'monthly';
  const gap = median(distinct.slice(1).map((dayNumber, i) => dayNumber - distinct[i]!));
  if (gap <= 10) return 'weekly';
  if (gap <= 21) return 'fortnightly';
  // Quarterly and half-yearly are not frequencies here: the nearer of monthly and yearly.
  return gap <= Math.sqrt(PERIOD_DAYS.monthly * PERIOD_DAYS.yearly) ? 'monthly' : 'yearly';
}

export function isLive(latest: CalendarDay, today: CalendarDay, frequency: BillFrequency): boolean {
  return today.dayNumber - latest.dayNumber <= LIVE_PERIODS * PERIOD_DAYS[frequency];
}

function inWindow(value: number, [min, max]: Window): boolean {
  return value >= min && value <= max;
}
