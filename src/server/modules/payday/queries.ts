import { sql } from 'kysely';
import type { Db } from '../../db/db';
import type { DayWindow } from '../../db/day-windows';
import { ownDeposits } from '../../money-rules/own-deposits';
import { isRefundCredit } from '../../money-rules/spending';

/**
 * The one read of a user's pay day (profiles.pay_day): null while they have none,
 * undefined when the profile does not exist.
 */
export async function payDayOf(db: Db, userId: string): Promise<number | null | undefined> {
  const row = await db.selectFrom('profiles').select('pay_day').where('id', '=', userId).executeTakeFirst();
  return row?.pay_day;
}

export type PayDaySettingsRow = {
  pay_day: number | null;
  pay_day_adjustment: string | null;
  bank_holiday_region: string | null;
  pay_frequency: string | null;
  pay_anchor: string | null;
  pay_weekday: number | null;
  pay_week: number | null;
  salary_payer: string | null;
  salary_day: number | null;
  salary_frequency: string | null;
  salary_anchor: string | null;
  salary_answer: string | null;
};

/** The whole pay day setting and the recognised salary; undefined when the profile does not exist. */
export function payDaySettingsOf(db: Db, userId: string): Promise<PayDaySettingsRow | undefined> {
  return db
    .selectFrom('profiles')
    .select([
      'pay_day',
      'pay_day_adjustment',
      'bank_holiday_region',
      'pay_frequency',
      'pay_anchor',
      'pay_weekday',
      'pay_week',
      'salary_payer',
      'salary_day',
      'salary_frequency',
      'salary_anchor',
      'salary_answer',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Every pay schedule column (pay-day-rule.ts `storedColumnsOf` fills them: the ones a rule does not use are null). */
export type PayDayColumns = {
  pay_day: number | null;
  pay_frequency: string | null;
  pay_anchor: string | null;
  pay_weekday: number | null;
  pay_week: number | null;
  pay_day_adjustment?: string;
  bank_holiday_region?: string;
};

/**
 * The one write of a user's pay day; false when the profile does not exist. A monthly day
 * alone (onboarding's older callers) clears any other schedule and keeps the adjustment and
 * region as saved unless given.
 */
export async function updatePayDay(db: Db, userId: string, payDay: number, rule?: { adjustment: string; region: string }): Promise<boolean> {
  return updatePaySchedule(db, userId, {
    pay_day: payDay,
    pay_frequency: null,
    pay_anchor: null,
    pay_weekday: null,
    pay_week: null,
    ...(rule ? { pay_day_adjustment: rule.adjustment, bank_holiday_region: rule.region } : {}),
  });
}

/** Writes a whole pay schedule (every column of it, so a weekly one replaces a monthly one). */
export async function updatePaySchedule(db: Db, userId: string, columns: PayDayColumns): Promise<boolean> {
  const result = await db
    .updateTable('profiles')
    .set({ ...columns, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The recognised salary's payer, its schedule and the person's answer about it. */
export async function updateSalary(
  db: Db,
  userId: string,
  salary: { payer: string | null; day: number | null; frequency?: string | null; anchor?: string | null; answer: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('profiles')
    .set({
      salary_payer: salary.payer,
      salary_day: salary.day,
      salary_frequency: salary.frequency ?? null,
      salary_anchor: salary.anchor ?? null,
      salary_answer: salary.answer,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Money received within one window (db/day-windows.ts), moves between the person's own accounts
 * left out: what a salary is recognised in.
 */
export function creditsBetween(db: Db, userId: string, days: DayWindow) {
  return ownDeposits(db, userId)
    .select(['t.date', 't.amount', 't.counterparty', 't.description'])
    .where('t.date', '>=', days.from)
    .$if(days.before !== null, (qb) => qb.where('t.date', '<', days.before!))
    .execute();
}

/**
 * The credits within the range whose payee holds the payer's words in order (the caller
 * compares payer keys exactly): few rows, found on the deposits index.
 */
export function payerCreditsBetween(db: Db, userId: string, payer: string, range: { from: string; to: string }) {
  return payerRowsBetween(db, userId, payer, range, '>');
}

/** The payments out within the range whose payee holds the payer's words in order (the caller compares payer keys exactly). */
export function payerDebitsBetween(db: Db, userId: string, payer: string, range: { from: string; to: string }) {
  return payerRowsBetween(db, userId, payer, range, '<');
}

function payerRowsBetween(db: Db, userId: string, payer: string, range: { from: string; to: string }, sign: '>' | '<') {
  const words = payer
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.replace(/[\\%_]/g, (c) => `\\${c}`));
  const pattern = `%${words.join('%')}%`;
  return (
    db
      .selectFrom('transactions as t')
      // Whether money in is filed as a refund (Money In's test, shared/income.ts isIncome).
      .select(['t.date', 't.amount', 't.counterparty', 't.description', isRefundCredit('t').as('refund')])
      .where('t.user_id', '=', userId)
      .where('t.amount', sign, 0)
      .where('t.date', '>=', range.from)
      .where('t.date', '<=', range.to)
      .where(sql<boolean>`coalesce(t.counterparty, t.description, '') ilike ${pattern}`)
      .execute()
  );
}
