import { addDays, isCalendarDay, splitDay } from '../dates';
import { daysBetween, nextMonth } from '../pay-cycle';
import { DAYS_BETWEEN_PAYDAYS, payDayIn, workingDayOnOrAfter, workingDayOnOrBefore, type WeeklyFrequency } from './pay-day-rule';
import { DEFAULT_UK_REGION, weekdayOf, type UkRegion } from './uk-bank-holidays';
import { ordinal } from '../format';
import { WEEKDAY_NAMES } from './pay-day-copy';

/** A credit into the person's accounts (money in, `amountPence` > 0). */
export type Credit = { date: string; amountPence: number; payee: string };

export type RecognisedSalary = {
  /** The payer as the bank last wrote it, references left out: 'ACME LTD' from 'ACME LTD 1026'. */
  payee: string;
  /** Monthly pay: the day the payer aims for (before any weekend or holiday move), or the month's last working day. */
  typicalDay: number | 'last-working-day';
  typicalAmountPence: number;
  /** Pay every one, two or four weeks (issue 26): left out for monthly pay. */
  every?: { frequency: WeeklyFrequency; anchor: string };
};

// Tolerances, chosen on realistic histories (tests/unit/pay-days/salary.test.ts):
/** A credit under 75% of the payer's usual monthly amount is not pay (expenses, a refund). */
const PAY_SHARE = 0.75;
/** Pay may land a week early (Christmas, a long weekend) ... */
const EARLY_DAYS = 7;
/** ... and this share of a payer's pay-sized credits must land on schedule. */
const ON_SCHEDULE_SHARE = 0.8;
/** At least three months of pay, not more than a quarter of the months in between missing. */
const MIN_MONTHS = 3;
const MIN_MONTH_COVER = 0.75;
/** A payer with nothing on schedule in the 45 days before the latest credit is a former one. */
const STALE_DAYS = 45;

/** Bank payee texts carry references that change every month ('ACME LTD 4491'): drop tokens holding digits. */
export function payerKey(payee: string): string {
  return payerName(payee).toUpperCase();
}

/** The payer as the bank wrote it, without the changing references. */
function payerName(payee: string): string {
  return payee
    .split(/\s+/)
    .filter((token) => token !== '' && !/\d/.test(token))
    .join(' ');
}

/**
 * The person's salary in a credit history: of the payers who pay monthly on a steady day
 * (moved only a few days early, or to the next working day), the one with the largest usual
 * amount. Null when no payer does (freelance, irregular or too short a history).
 */
export function recogniseSalary(credits: readonly Credit[], region: UkRegion = DEFAULT_UK_REGION): RecognisedSalary | null {
  const valid = credits.filter((c) => c.amountPence > 0 && isCalendarDay(c.date) && payerKey(c.payee) !== '');
  if (valid.length === 0) return null;
  const latest = valid.reduce((max, c) => (c.date > max ? c.date : max), valid[0]!.date);
  const byPayer = new Map<string, Credit[]>();
  for (const credit of valid) {
    const key = payerKey(credit.payee);
    const list = byPayer.get(key);
    if (list) list.push(credit);
    else byPayer.set(key, [credit]);
  }
  let best: RecognisedSalary | null = null;
  for (const payerCredits of byPayer.values()) {
    const found = payerSchedule(payerCredits, latest, region);
    if (found && (!best || yearlyAmount(found) > yearlyAmount(best))) best = found;
  }
  return best;
}

/** A year of the salary, so weekly pay and monthly pay compare fairly when choosing the largest. */
function yearlyAmount(salary: RecognisedSalary): number {
  const perYear = salary.every ? 364 / DAYS_BETWEEN_PAYDAYS[salary.every.frequency] : 12;
  return salary.typicalAmountPence * perYear;
}

type Found = { salary: RecognisedSalary; exactShare: number };

/**
 * How one payer pays, if on a schedule: monthly on a day, or every one, two or four weeks.
 * When more than one fits (a few months of four-weekly pay can look monthly), the one more of
 * its credits land exactly on wins.
 */
function payerSchedule(credits: Credit[], latest: string, region: UkRegion): RecognisedSalary | null {
  let best: Found | null = monthlyPay(credits, latest, region);
  for (const frequency of ['weekly', 'fortnightly', 'four-weekly'] as const) {
    const found = periodicPay(credits, latest, region, frequency);
    if (found && (!best || found.exactShare > best.exactShare)) best = found;
  }
  return best?.salary ?? null;
}

/** The days the recognised salary arrived: its payer's pay-sized credits. Cycles start on them (anchored-pay-cycle.ts). */
export function salaryDatesFrom(credits: readonly Credit[], salary: RecognisedSalary): string[] {
  const key = payerKey(salary.payee);
  return credits
    .filter((c) => payerKey(c.payee) === key && c.amountPence >= salary.typicalAmountPence * PAY_SHARE)
    .map((c) => c.date)
    .sort();
}

/**
 * The question asked once: 'Your pay from ACME LTD lands around the 25th', or for pay every
 * few weeks 'Your pay from ACME LTD lands every 4 weeks, next on Friday 5 December' (`next`,
 * the next payday after today, is given for those).
 */
export function salaryConfirmation(salary: Pick<RecognisedSalary, 'payee' | 'typicalDay' | 'every'> & { typicalAmountPence?: number }, next?: string): string {
  if (salary.every) {
    const when = next ? `, next on ${weekdayAndDate(next)}` : '';
    return `Your pay from ${salary.payee} lands ${EVERY_WORDS[salary.every.frequency]}${when}`;
  }
  const when = salary.typicalDay === 'last-working-day' ? 'the last working day of the month' : `the ${ordinal(salary.typicalDay)}`;
  return `Your pay from ${salary.payee} lands around ${when}`;
}

const EVERY_WORDS: Record<WeeklyFrequency, string> = { weekly: 'every week', fortnightly: 'every 2 weeks', 'four-weekly': 'every 4 weeks' };

const LONG_MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** 'Friday 5 December' (fixed English names, as SHORT_MONTH_NAMES, whatever the runtime's locale data). */
function weekdayAndDate(day: string): string {
  const [, month, date] = splitDay(day);
  return `${WEEKDAY_NAMES[weekdayOf(day)]} ${date} ${LONG_MONTH_NAMES[month - 1]}`;
}

/** Weekly pay needs more paydays than four-weekly pay before it is a schedule: about two months either way. */
const MIN_PAYDAYS: Record<WeeklyFrequency, number> = { weekly: 6, fortnightly: 4, 'four-weekly': 3 };
/** Weekly pay can land only a few days early before it is the previous week's. */
const EARLY_DAYS_OF: Record<WeeklyFrequency, number> = { weekly: 3, fortnightly: EARLY_DAYS, 'four-weekly': EARLY_DAYS };
/** Anchors tried: the newest few pay credits (one of them landed on its own day, not moved). */
const ANCHORS_TRIED = 6;

/**
 * Pay every `frequency`: the pay-sized credits (75% of the median credit) land on anchor + n
 * whole periods, moved to a working day or up to a few days early, with the same shares as
 * monthly pay (80% on schedule, half exactly, three quarters of the periods between the first
 * and the last paid, one in the last 45 days). Linear in the credits for each anchor tried.
 */
function periodicPay(credits: Credit[], latest: string, region: UkRegion, frequency: WeeklyFrequency): Found | null {
  const period = DAYS_BETWEEN_PAYDAYS[frequency];
  const usual = median(credits.map((c) => c.amountPence));
  const pay = credits.filter((c) => c.amountPence >= usual * PAY_SHARE).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  if (pay.length < MIN_PAYDAYS[frequency]) return null;
  let best: { exact: number; onSchedule: number; periods: Set<number>; lastOnSchedule: string; anchor: string; newest: number } | null = null;
  for (const { date: anchor } of pay.slice(-ANCHORS_TRIED)) {
    const fit = { exact: 0, onSchedule: 0, periods: new Set<number>(), lastOnSchedule: '', anchor, newest: -Infinity };
    for (const credit of pay) {
      const n = Math.round(daysBetween(anchor, credit.date) / period);
      const nominal = addDays(anchor, n * period);
      const back = workingDayOnOrBefore(nominal, region);
      const forward = workingDayOnOrAfter(nominal, region);
      if (credit.date < addDays(back, -EARLY_DAYS_OF[frequency]) || credit.date > forward) continue;
      fit.onSchedule++;
      if (credit.date === nominal || credit.date === back || credit.date === forward) fit.exact++;
      fit.periods.add(n);
      fit.newest = Math.max(fit.newest, n);
      if (credit.date > fit.lastOnSchedule) fit.lastOnSchedule = credit.date;
    }
    if (!best || fit.exact > best.exact) best = fit;
  }
  if (!best) return null;
  const numbers = [...best.periods];
  const spanned = Math.max(...numbers) - Math.min(...numbers) + 1;
  if (best.periods.size < MIN_PAYDAYS[frequency]) return null;
  if (best.onSchedule < pay.length * ON_SCHEDULE_SHARE) return null;
  if (best.exact * 2 < best.periods.size) return null;
  if (best.periods.size < spanned * MIN_MONTH_COVER) return null;
  if (best.lastOnSchedule < addDays(latest, -STALE_DAYS)) return null;
  const newest = credits.reduce((a, b) => (b.date > a.date ? b : a));
  return {
    exactShare: best.exact / pay.length,
    salary: {
      payee: payerName(newest.payee),
      typicalDay: splitDay(best.anchor)[2],
      typicalAmountPence: usual,
      // The newest payday due, before any move: the one the question counts on from.
      every: { frequency, anchor: addDays(best.anchor, best.newest * period) },
    },
  };
}

function monthlyPay(credits: Credit[], latest: string, region: UkRegion): Found | null {
  // The usual amount: the median of each month's largest credit, so a bonus month or a
  // stream of small expense refunds does not move it.
  const largestByMonth = new Map<string, number>();
  for (const c of credits) largestByMonth.set(c.date.slice(0, 7), Math.max(largestByMonth.get(c.date.slice(0, 7)) ?? 0, c.amountPence));
  const usual = median([...largestByMonth.values()]);
  const pay = credits.filter((c) => c.amountPence >= usual * PAY_SHARE);

  const dayModel = mostCommonDay(pay);
  const candidates: (number | 'last-working-day')[] = dayModel > 28 ? ['last-working-day', dayModel] : [dayModel, 'last-working-day'];
  let bestFit: ScheduleFit | null = null;
  for (const day of candidates) {
    const fit = scheduleFit(pay, day, region);
    if (!bestFit || fit.exact > bestFit.exact) bestFit = fit;
  }
  if (!bestFit) return null;

  const months = [...bestFit.months].sort();
  if (months.length < MIN_MONTHS) return null;
  if (bestFit.onSchedule < pay.length * ON_SCHEDULE_SHARE) return null;
  if (bestFit.exact * 2 < months.length) return null;
  if (months.length < monthsSpanned(months[0]!, months.at(-1)!) * MIN_MONTH_COVER) return null;
  if (bestFit.lastOnSchedule < addDays(latest, -STALE_DAYS)) return null;

  const newest = credits.reduce((a, b) => (b.date > a.date ? b : a));
  return { exactShare: bestFit.exact / pay.length, salary: { payee: payerName(newest.payee), typicalDay: bestFit.day, typicalAmountPence: usual } };
}

type ScheduleFit = { day: number | 'last-working-day'; exact: number; onSchedule: number; months: Set<string>; lastOnSchedule: string };

/**
 * How well credits fit a pay day: a credit is on schedule from a week before the pay day
 * (moved back) to the pay day moved forward, and exact on the day itself or either move.
 */
function scheduleFit(pay: Credit[], day: number | 'last-working-day', region: UkRegion): ScheduleFit {
  const fit: ScheduleFit = { day, exact: 0, onSchedule: 0, months: new Set(), lastOnSchedule: '' };
  for (const credit of pay) {
    const [y, m] = splitDay(credit.date);
    // Early pay can cross a month end (pay day 1 paid on 31st), so try the next month too.
    for (const [year, month] of [[y, m], nextMonth(y, m)] as const) {
      const back = payDayIn(year, month, { day, adjustment: 'previous-working-day', region });
      const asIs = payDayIn(year, month, { day, adjustment: 'as-is', region });
      const forward = payDayIn(year, month, { day, adjustment: 'next-working-day', region });
      if (credit.date < addDays(back, -EARLY_DAYS) || credit.date > forward) continue;
      fit.onSchedule++;
      if (credit.date === back || credit.date === asIs || credit.date === forward) fit.exact++;
      fit.months.add(`${year}-${String(month).padStart(2, '0')}`);
      if (credit.date > fit.lastOnSchedule) fit.lastOnSchedule = credit.date;
      break;
    }
  }
  return fit;
}

/** The day of the month pay most often lands on; on a tie the later day, since pay only moves early. */
function mostCommonDay(pay: Credit[]): number {
  const counts = new Map<number, number>();
  for (const c of pay) counts.set(splitDay(c.date)[2], (counts.get(splitDay(c.date)[2]) ?? 0) + 1);
  let best = 0;
  let bestCount = 0;
  for (const [day, count] of counts) {
    if (count > bestCount || (count === bestCount && day > best)) [best, bestCount] = [day, count];
  }
  return best;
}

function monthsSpanned(first: string, last: string): number {
  const [fy, fm] = splitDay(`${first}-01`);
  const [ly, lm] = splitDay(`${last}-01`);
  return (ly - fy) * 12 + (lm - fm) + 1;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}
