import type { Deps } from '../../deps';
import { readByDays } from '../../db/day-windows';
import { AppError } from '../../errors';
import { addDays, londonDate } from '../../../shared/dates';
import { isValidPayDay, LAST_WEEKDAY } from '../../../shared/pay-cycle';
import { DEFAULT_PAY_DAY_ADJUSTMENT, PAY_DAY_ADJUSTMENTS, regionOrDefault, type PayDayAdjustment } from '../../../shared/pay-days/pay-day-rule';
import { recogniseSalary, salaryConfirmation } from '../../../shared/pay-days/salary';
import type { UkRegion } from '../../../shared/pay-days/uk-bank-holidays';
import * as q from './queries';

// What other modules may use of payday (ARCHITECTURE.md, "Server modules"): the functions
// below, and these.
export { payCyclesOf, cycleOf } from './pay-cycles';
export { payDayOf, updatePayDay, payDaySettingsOf, payerCreditsBetween, payerDebitsBetween } from './queries';

export type SalaryView = {
  payer: string;
  /** 1 to 28, or 31 for the last working day. */
  day: number;
  answer: 'confirmed' | 'rejected' | null;
  /** "Your pay from ACME LTD lands around the 25th" */
  question: string;
};

export type PayDaySettings = {
  /** 1 to 28, 31 for the last working day of the month, or null if never chosen. */
  payDay: number | null;
  adjustment: PayDayAdjustment;
  region: UkRegion;
  /** The recognised salary and the person's answer about it; null while none is recognised. */
  salary: SalaryView | null;
};

/** The stored pay day rule (the defaults where nothing was chosen) and the recognised salary. */
export async function getPayDay(deps: Deps, userId: string): Promise<PayDaySettings> {
  const row = await q.payDaySettingsOf(deps.db, userId);
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found.');
  return {
    payDay: row.pay_day,
    adjustment: PAY_DAY_ADJUSTMENTS.find((a) => a === row.pay_day_adjustment) ?? DEFAULT_PAY_DAY_ADJUSTMENT,
    region: regionOrDefault(row.bank_holiday_region),
    salary: salaryView(row),
  };
}

function salaryView(row: q.PayDaySettingsRow): SalaryView | null {
  if (!row.salary_payer || !isValidPayDay(row.salary_day)) return null;
  const day = row.salary_day;
  return {
    payer: row.salary_payer,
    day,
    answer: row.salary_answer === 'confirmed' || row.salary_answer === 'rejected' ? row.salary_answer : null,
    question: salaryConfirmation({ payee: row.salary_payer, typicalDay: day === LAST_WEEKDAY ? 'last-working-day' : day, typicalAmountPence: 0 }),
  };
}

/**
 * A new pay day moves every pay cycle: the bills' paid check runs again on the new cycle,
 * and the user's open pages are told to drop what they computed from the old one (the
 * spec's payday-change channel). Adjustment and region stay as saved when not given.
 */
export async function setPayDay(
  deps: Deps,
  userId: string,
  input: { payDay: number; adjustment?: PayDayAdjustment; region?: UkRegion },
): Promise<PayDaySettings> {
  const current = await q.payDaySettingsOf(deps.db, userId);
  if (!current) throw new AppError('NOT_FOUND', 'Profile not found.');
  const rule = {
    adjustment: input.adjustment ?? PAY_DAY_ADJUSTMENTS.find((a) => a === current.pay_day_adjustment) ?? DEFAULT_PAY_DAY_ADJUSTMENT,
    region: input.region ?? regionOrDefault(current.bank_holiday_region),
  };
  if (!(await q.updatePayDay(deps.db, userId, input.payDay, rule))) throw new AppError('NOT_FOUND', 'Profile not found.');
  await recheckBills(deps, userId);
  await deps.events.publish({ userId, topics: ['payday'] });
  return getPayDay(deps, userId);
}

/**
 * The answer to "Your pay from ACME LTD lands around the 25th". Yes with no pay day saved
 * makes that day the pay day. The cycles start on the salary's days unless the answer is no.
 */
export async function answerSalary(deps: Deps, userId: string, answer: 'confirmed' | 'rejected'): Promise<PayDaySettings> {
  const row = await q.payDaySettingsOf(deps.db, userId);
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found.');
  if (!row.salary_payer) throw new AppError('INVALID_INPUT', 'No regular pay has been recognised in your transactions yet.');
  await q.updateSalary(deps.db, userId, { payer: row.salary_payer, day: row.salary_day, answer });
  if (answer === 'confirmed' && row.pay_day === null && isValidPayDay(row.salary_day)) await q.updatePayDay(deps.db, userId, row.salary_day);
  await recheckBills(deps, userId);
  await deps.events.publish({ userId, topics: ['payday'] });
  return getPayDay(deps, userId);
}

/** A year of credits is enough to see a monthly salary (three months at the least). */
const SALARY_HISTORY_DAYS = 400;

/**
 * Recognises the person's salary in their credits (after every sync). Once they answered
 * the question their answer stands; before that the newest recognition replaces the last.
 */
export async function refreshSalary(deps: Pick<Deps, 'db' | 'clock'>, userId: string): Promise<void> {
  const row = await q.payDaySettingsOf(deps.db, userId);
  if (!row || row.salary_answer !== null) return;
  const today = londonDate(deps.clock());
  const from = addDays(today, -SALARY_HISTORY_DAYS);
  const credits = (await readByDays(from, today, (days) => q.creditsBetween(deps.db, userId, days))).map((c) => ({
    date: c.date,
    amountPence: c.amount,
    payee: c.counterparty ?? c.description ?? '',
  }));
  const salary = recogniseSalary(credits, regionOrDefault(row.bank_holiday_region));
  const payer = salary ? salary.payee.slice(0, 200) : null;
  const day = salary ? (salary.typicalDay === 'last-working-day' || salary.typicalDay > 28 ? LAST_WEEKDAY : salary.typicalDay) : null;
  if (payer !== row.salary_payer || day !== row.salary_day) await q.updateSalary(deps.db, userId, { payer, day, answer: null });
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
