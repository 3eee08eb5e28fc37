import type { Db } from '../../db/db';
import { addDays } from '../../../shared/dates';
import type { PayCycle, PayDayUse } from '../../../shared/pay-cycle';
import {
  asPayCycle,
  payCycleAt,
  recentPayCyclesAt,
  taxYearOf,
  yearlyPayCyclesAt,
  type AnchoredPayCycle,
  type YearRange,
} from '../../../shared/pay-days/anchored-pay-cycle';
import { effectivePayDayRule, ownPayDayRule, type PayDayRule, type StoredPayDay } from '../../../shared/pay-days/pay-day-rule';
import { payerKey, salaryDatesFrom } from '../../../shared/pay-days/salary';
import * as q from './queries';

// The one place every screen takes its pay cycles from (decision 017): the person's pay day
// rule (day, weekend move, bank-holiday region) and the days their recognised salary landed.
// Money In, the dashboard cards, the bills and their paid check, loans' income share and the
// Transactions tabs all call this, so they agree about "this month".

/** How far back salary dates are read for each use of the cycles. */
export type CycleReach = 'current' | 'recent' | 'year';

export type PersonCycles = {
  rule: PayDayRule;
  /** The days the recognised salary landed, within the reach asked for (empty without one). */
  salaryDates: string[];
  today: string;
  /** The cycle holding today. */
  current: AnchoredPayCycle;
  /** `count` cycles ending with the current one, newest first. */
  recent(count: number): AnchoredPayCycle[];
  /**
   * The Yearly Income cycles, newest first: those paid in the year (the calendar year of today
   * unless another is given, e.g. `taxYearOf(today)`) up to the current one, plus the next.
   * Read with reach 'year' so the salary dates cover the tax year too.
   */
  yearly(year?: YearRange): AnchoredPayCycle[];
};

/** A salary that lands early starts its cycle up to 7 days before the pay day (and a pay day 1 can move into December). */
const SALARY_MARGIN_DAYS = 45;

function since(today: string, reach: CycleReach): string {
  if (reach === 'current') return addDays(today, -(62 + SALARY_MARGIN_DAYS));
  if (reach === 'recent') return addDays(today, -(13 * 31 + SALARY_MARGIN_DAYS));
  // The calendar year or the tax year, whichever began first.
  const january = `${today.slice(0, 4)}-01-01`;
  const april = taxYearOf(today).from;
  const back = addDays(january < april ? january : april, -SALARY_MARGIN_DAYS);
  const current = addDays(today, -(62 + SALARY_MARGIN_DAYS));
  return back < current ? back : current;
}

/** The stored pay day columns of a settings row, as the rules read them. */
const storedOf = (settings: q.PayDaySettingsRow | undefined): StoredPayDay => ({
  payDay: settings?.pay_day,
  adjustment: settings?.pay_day_adjustment,
  region: settings?.bank_holiday_region,
  frequency: settings?.pay_frequency,
  anchor: settings?.pay_anchor,
  weekday: settings?.pay_weekday,
  week: settings?.pay_week,
});

/**
 * A person's pay cycles on `today`. `use` picks the screen's default day while they have
 * no pay day of their own (decision 010); only their own pay day is anchored on salary
 * dates, and only while they have not said the recognised payer is not their pay.
 */
export async function payCyclesOf(db: Db, userId: string, use: PayDayUse, today: string, reach: CycleReach = 'current'): Promise<PersonCycles> {
  const settings = await q.payDaySettingsOf(db, userId);
  const rule = effectivePayDayRule(storedOf(settings), use);
  const anchored = settings && ownPayDayRule(storedOf(settings)) !== null && settings.salary_payer && settings.salary_answer !== 'rejected';
  const salaryDates = anchored ? await salaryDatesOf(db, userId, settings.salary_payer!, { from: since(today, reach), to: today }) : [];
  return {
    rule,
    salaryDates,
    today,
    current: payCycleAt(today, rule, salaryDates),
    recent: (count) => recentPayCyclesAt(today, rule, count, salaryDates),
    yearly: (year) => yearlyPayCyclesAt(today, rule, salaryDates, year),
  };
}

/** The payer's pay-sized credits in the range: at least 75% of their usual (median) amount. */
async function salaryDatesOf(db: Db, userId: string, payer: string, range: { from: string; to: string }): Promise<string[]> {
  const key = payerKey(payer);
  const credits = (await q.payerCreditsBetween(db, userId, payer, range))
    .map((c) => ({ date: c.date, amountPence: c.amount, payee: c.counterparty ?? c.description ?? '' }))
    .filter((c) => payerKey(c.payee) === key);
  if (credits.length === 0) return [];
  const amounts = credits.map((c) => c.amountPence).sort((a, b) => a - b);
  const usual = amounts[Math.floor(amounts.length / 2)]!;
  return salaryDatesFrom(credits, { payee: payer, typicalDay: 1, typicalAmountPence: usual });
}

/** The `{ startDate, endDate }` shape screens and older rules take. */
export const cycleOf = (cycle: AnchoredPayCycle): PayCycle => asPayCycle(cycle);
