import type { z } from 'zod';
import type { Deps } from '../../deps';
import { readByDays } from '../../db/day-windows';
import { AppError } from '../../errors';
import { addDays, londonDate } from '../../../shared/dates';
import { isValidPayDay, LAST_WEEKDAY } from '../../../shared/pay-cycle';
import { payCycleAt } from '../../../shared/pay-days/anchored-pay-cycle';
import { describePayDayRule } from '../../../shared/pay-days/pay-day-copy';
import {
  DAYS_BETWEEN_PAYDAYS,
  DEFAULT_PAY_DAY_ADJUSTMENT,
  frequencyOf,
  isWeeklyRule,
  ownPayDayRule,
  PAY_DAY_ADJUSTMENTS,
  PAY_FREQUENCIES,
  regionOrDefault,
  storedColumnsOf,
  storedPayDay,
  type PayDayAdjustment,
  type PayDayRule,
  type PayFrequency,
  type WeekdayOfMonth,
  type WeeklyFrequency,
} from '../../../shared/pay-days/pay-day-rule';
import { recogniseSalary, salaryConfirmation } from '../../../shared/pay-days/salary';
import type { UkRegion } from '../../../shared/pay-days/uk-bank-holidays';
import type { setPayDayInput } from '../../../shared/schemas/payday';
import * as q from './queries';

// What other modules may use of payday (ARCHITECTURE.md, "Server modules"): the functions
// below, and these.
export { payCyclesOf, cycleOf } from './pay-cycles';
export { payDayOf, updatePayDay, updatePaySchedule, payDaySettingsOf, payerCreditsBetween, payerDebitsBetween } from './queries';

type SalaryView = {
  payer: string;
  /** Monthly pay: 1 to 28, or 31 for the last working day; null for pay every few weeks. */
  day: number | null;
  /** How often it lands (issue 26). */
  frequency: PayFrequency;
  answer: 'confirmed' | 'rejected' | null;
  /** "Your pay from ACME LTD lands around the 25th", or "... lands every 4 weeks, next on Friday 5 December" */
  question: string;
};

export type PayDaySettings = {
  /** 1 to 28, 31 for the last working day of the month, or null if never chosen (or pay is not on a day of the month). */
  payDay: number | null;
  /** Monthly unless the person chose pay every one, two or four weeks. */
  frequency: PayFrequency;
  /** The weekly kinds: the payday they count from. */
  anchor: string | null;
  /** Monthly pay on a weekday of the month ('the last Friday'). */
  weekdayOfMonth: WeekdayOfMonth | null;
  adjustment: PayDayAdjustment;
  region: UkRegion;
  /** The schedule in plain words ('every 4 weeks, on Fridays'); null while none is chosen. */
  description: string | null;
  /** The next day pay is due (after any weekend move); null while none is chosen. */
  nextPayDay: string | null;
  /** The recognised salary and the person's answer about it; null while none is recognised. */
  salary: SalaryView | null;
};

const today = (deps: Pick<Deps, 'clock'>) => londonDate(deps.clock());

/** The stored pay day rule (the defaults where nothing was chosen) and the recognised salary. */
export async function getPayDay(deps: Deps, userId: string): Promise<PayDaySettings> {
  const row = await q.payDaySettingsOf(deps.db, userId);
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found.');
  const rule = ownRuleOf(row);
  const day = today(deps);
  return {
    payDay: rule ? storedPayDay(rule) : row.pay_day,
    frequency: rule ? frequencyOf(rule) : 'monthly',
    anchor: rule && isWeeklyRule(rule) ? rule.anchor : null,
    weekdayOfMonth: rule && !isWeeklyRule(rule) && typeof rule.day === 'object' ? rule.day : null,
    adjustment: PAY_DAY_ADJUSTMENTS.find((a) => a === row.pay_day_adjustment) ?? DEFAULT_PAY_DAY_ADJUSTMENT,
    region: regionOrDefault(row.bank_holiday_region),
    description: rule ? describePayDayRule(rule) : null,
    nextPayDay: rule ? payCycleAt(day, rule).nextPayDay : null,
    salary: salaryView(row, day),
  };
}

/** The person's own rule from their row, or null while they have none. */
function ownRuleOf(row: q.PayDaySettingsRow): PayDayRule | null {
  return ownPayDayRule({
    payDay: row.pay_day,
    adjustment: row.pay_day_adjustment,
    region: row.bank_holiday_region,
    frequency: row.pay_frequency,
    anchor: row.pay_anchor,
    weekday: row.pay_weekday,
    week: row.pay_week,
  });
}

const weeklyFrequencyOf = (value: string | null): WeeklyFrequency | undefined =>
  PAY_FREQUENCIES.find((f): f is WeeklyFrequency => f !== 'monthly' && f === value);

/** The recognised salary as a rule, on the person's weekend move and region: what "Yes" saves when no pay day is. */
function salaryRuleOf(row: q.PayDaySettingsRow): PayDayRule | null {
  const common = {
    adjustment: PAY_DAY_ADJUSTMENTS.find((a) => a === row.pay_day_adjustment) ?? DEFAULT_PAY_DAY_ADJUSTMENT,
    region: regionOrDefault(row.bank_holiday_region),
  };
  const frequency = weeklyFrequencyOf(row.salary_frequency);
  if (frequency && row.salary_anchor) return { frequency, anchor: row.salary_anchor, ...common };
  if (isValidPayDay(row.salary_day)) return { day: row.salary_day === LAST_WEEKDAY ? 'last-working-day' : row.salary_day, ...common };
  return null;
}

function salaryView(row: q.PayDaySettingsRow, day: string): SalaryView | null {
  const rule = salaryRuleOf(row);
  if (!row.salary_payer || !rule) return null;
  const answer = row.salary_answer === 'confirmed' || row.salary_answer === 'rejected' ? row.salary_answer : null;
  if (isWeeklyRule(rule)) {
    return {
      payer: row.salary_payer,
      day: null,
      frequency: rule.frequency,
      answer,
      question: salaryConfirmation(
        { payee: row.salary_payer, typicalDay: 1, every: { frequency: rule.frequency, anchor: rule.anchor } },
        payCycleAt(day, rule).nextPayDay,
      ),
    };
  }
  const salaryDay = row.salary_day!;
  return {
    payer: row.salary_payer,
    day: salaryDay,
    frequency: 'monthly',
    answer,
    question: salaryConfirmation({ payee: row.salary_payer, typicalDay: salaryDay === LAST_WEEKDAY ? 'last-working-day' : salaryDay }),
  };
}

/** The rule a Settings form sent, on the adjustment and region given or saved. */
function ruleFromInput(input: z.output<typeof setPayDayInput>, adjustment: PayDayAdjustment, region: UkRegion): PayDayRule {
  const frequency = input.frequency ?? 'monthly';
  if (frequency !== 'monthly') return { frequency, anchor: input.anchor!, adjustment, region };
  if (input.weekdayOfMonth) return { frequency: 'monthly', day: input.weekdayOfMonth, adjustment, region };
  return { day: input.payDay === LAST_WEEKDAY ? 'last-working-day' : input.payDay!, adjustment, region };
}

/**
 * A new pay day moves every pay cycle: the bills' paid check runs again on the new cycle,
 * and the user's open pages are told to drop what they computed from the old one (the
 * spec's payday-change channel). Adjustment and region stay as saved when not given.
 */
export async function setPayDay(deps: Deps, userId: string, input: z.output<typeof setPayDayInput>): Promise<PayDaySettings> {
  const current = await q.payDaySettingsOf(deps.db, userId);
  if (!current) throw new AppError('NOT_FOUND', 'Profile not found.');
  const adjustment = input.adjustment ?? PAY_DAY_ADJUSTMENTS.find((a) => a === current.pay_day_adjustment) ?? DEFAULT_PAY_DAY_ADJUSTMENT;
  const region = input.region ?? regionOrDefault(current.bank_holiday_region);
  const rule = ruleFromInput(input, adjustment, region);
  if (!(await q.updatePaySchedule(deps.db, userId, storedColumnsOf(rule)))) throw new AppError('NOT_FOUND', 'Profile not found.');
  await recheckBills(deps, userId);
  await deps.events.publish({ userId, topics: ['payday'] });
  return getPayDay(deps, userId);
}

/**
 * The answer to "Your pay from ACME LTD lands around the 25th". Yes with no pay day saved
 * makes that schedule the pay day. The cycles start on the salary's days unless the answer is no.
 */
export async function answerSalary(deps: Deps, userId: string, answer: 'confirmed' | 'rejected'): Promise<PayDaySettings> {
  const row = await q.payDaySettingsOf(deps.db, userId);
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found.');
  if (!row.salary_payer) throw new AppError('INVALID_INPUT', 'No regular pay has been recognised in your transactions yet.');
  await q.updateSalary(deps.db, userId, { payer: row.salary_payer, day: row.salary_day, frequency: row.salary_frequency, anchor: row.salary_anchor, answer });
  const salaryRule = salaryRuleOf(row);
  if (answer === 'confirmed' && ownRuleOf(row) === null && salaryRule) await q.updatePaySchedule(deps.db, userId, storedColumnsOf(salaryRule));
  await recheckBills(deps, userId);
  await deps.events.publish({ userId, topics: ['payday'] });
  return getPayDay(deps, userId);
}

/** A year of credits is enough to see a monthly salary (three months at the least). */
const SALARY_HISTORY_DAYS = 400;

/**
 * Recognises the person's salary in their credits (after every sync). Once they answered
 * the question their answer stands; before that the newest recognition replaces the last.
 * A salary every few weeks keeps its stored anchor while the new one is on the same
 * schedule (a whole number of periods away), so a new payday does not rewrite the row.
 */
export async function refreshSalary(deps: Pick<Deps, 'db' | 'clock'>, userId: string): Promise<void> {
  const row = await q.payDaySettingsOf(deps.db, userId);
  if (!row || row.salary_answer !== null) return;
  const day = today(deps);
  const from = addDays(day, -SALARY_HISTORY_DAYS);
  const credits = (await readByDays(from, day, (days) => q.creditsBetween(deps.db, userId, days))).map((c) => ({
    date: c.date,
    amountPence: c.amount,
    payee: c.counterparty ?? c.description ?? '',
  }));
  const salary = recogniseSalary(credits, regionOrDefault(row.bank_holiday_region));
  const payer = salary ? salary.payee.slice(0, 200) : null;
  const every = salary?.every ?? null;
  const salaryDay = !salary || every ? null : salary.typicalDay === 'last-working-day' || salary.typicalDay > 28 ? LAST_WEEKDAY : salary.typicalDay;
  const frequency = every?.frequency ?? null;
  const sameSchedule =
    every && row.salary_frequency === every.frequency && row.salary_anchor && onSameSchedule(row.salary_anchor, every.anchor, every.frequency);
  const anchor = every ? (sameSchedule ? row.salary_anchor : every.anchor) : null;
  if (payer !== row.salary_payer || salaryDay !== row.salary_day || frequency !== row.salary_frequency || anchor !== row.salary_anchor) {
    await q.updateSalary(deps.db, userId, { payer, day: salaryDay, frequency, anchor, answer: null });
  }
}

function onSameSchedule(a: string, b: string, frequency: WeeklyFrequency): boolean {
  const days = Math.round((Date.parse(a) - Date.parse(b)) / 86_400_000);
  return days % DAYS_BETWEEN_PAYDAYS[frequency] === 0;
}

type PayDayStep = (deps: Deps, userId: string) => Promise<unknown>;
const afterPayDayChange = new Set<PayDayStep>();

/**
 * Adds a step that runs after every pay day change: the bills' paid check on the cycle as it
 * now is (a pay day change moves it). The app wires it (src/server/app.ts): the bills read the
 * pay cycles, so payday never imports them.
 */
export function onPayDayChange(step: PayDayStep): void {
  afterPayDayChange.add(step);
}

async function recheckBills(deps: Deps, userId: string) {
  for (const step of afterPayDayChange) {
    await step(deps, userId).catch((err: unknown) => deps.logger.warn({ err }, 'bill payment check after a pay day change failed'));
  }
}
