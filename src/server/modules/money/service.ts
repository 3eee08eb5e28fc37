import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { addDays, londonDate } from '../../../shared/dates';
import { incomeDatesBetween } from '../../../shared/forecast/expected-income';
import { incomeSourceIdentifier, isIncome } from '../../../shared/income';
import { cycleState, type PayCycle } from '../../../shared/pay-cycle';
import { storedPayDay } from '../../../shared/pay-days/pay-day-rule';
import { cycleNoun, describePayDayRule } from '../../../shared/pay-days/pay-day-copy';
import { categoryToSave, poundsToPence, type addIncomeInput, type IncomeYear, type labelTransactionInput } from '../../../shared/schemas/money';
import { calendarYearOf, taxYearOf } from '../../../shared/pay-days/anchored-pay-cycle';
import { INCOME_NOT_FOUND, type updateIncomeInput } from '../../../shared/schemas/income-edit';
import { cycleOf, payCyclesOf } from '../payday/service';
import * as q from './queries';

type Range = { from: string; to: string };
type Dated = { date: string; amount: number };

/** How many pay cycles back the Monthly Income breakdown looks (a year's worth). */
const MONTHLY_CYCLES = 12;

export const today = (deps: Deps) => londonDate(deps.clock());

/**
 * What counts as Money In within the range: deposits that pass isIncome (no refunds by their
 * words or their category,
 * cashback, reversals...; no moves between the user's own accounts), plus the income the
 * user added by hand.
 */
export async function incomeBetween(deps: Deps, userId: string, range: Range) {
  const [deposits, manual] = await Promise.all([q.depositsBetween(deps.db, userId, range), q.manualIncomeBetween(deps.db, userId, range)]);
  return {
    deposits: deposits.filter((d) => isIncome(d.amount, d.description, d.refund)),
    manual: manual.map((m) => ({ ...m, date: m.income_date })),
  };
}

/** All income items of the range as dated amounts. */
async function datedIncome(deps: Deps, userId: string, range: Range): Promise<Dated[]> {
  const { deposits, manual } = await incomeBetween(deps, userId, range);
  return [...deposits, ...manual];
}

const within = (item: Dated, range: Range) => item.date >= range.from && item.date <= range.to;
const totalWithin = (items: Dated[], range: Range) => items.reduce((sum, item) => (within(item, range) ? sum + item.amount : sum), 0);
const cycleRange = (c: PayCycle): Range => ({ from: c.startDate, to: c.endDate });
/** The smallest range holding all of these. */
const spanOf = (ranges: Range[]): Range => ({
  from: ranges.reduce((min, r) => (r.from < min ? r.from : min), ranges[0]!.from),
  to: ranges.reduce((max, r) => (r.to > max ? r.to : max), ranges[0]!.to),
});
/** 1 January of today's year to today ('What you've earned this year'). */
const yearToDate = (day: string): Range => ({ from: `${day.slice(0, 4)}-01-01`, to: day });

/**
 * Where a figure's data begins when the person's history starts inside its range: the first
 * transaction's date, else null (the range is whole). A figure "since 1 Jan" built on three
 * months of data says "since 26 Aug, your first transaction" instead (issue 22, item 7).
 */
export function dataFrom(firstTransaction: string | null, range: { from: string }): string | null {
  return firstTransaction !== null && firstTransaction > range.from ? firstTransaction : null;
}

/**
 * Money the person told us comes in regularly (recurring income entries), on the dates it
 * lands within the range: the payday forecast's expected money in (issue 27). The salary that
 * starts the next cycle lands on payday itself, outside a forecast's range.
 */
export async function expectedIncomeBetween(deps: Deps, userId: string, range: Range) {
  const rows = await q.recurringIncomeOf(deps.db, userId);
  return rows.flatMap((r) => {
    const entry = { date: r.income_date, pence: r.amount, name: r.source ?? 'Income', frequency: r.frequency, accountId: r.bank_account_id };
    return incomeDatesBetween(entry, range.from, range.to).map((date) => ({ date, pence: r.amount, name: entry.name, accountId: r.bank_account_id }));
  });
}

/** The person's first transaction date (see dataFrom). */
export function firstTransactionDate(deps: Deps, userId: string): Promise<string | null> {
  return q.firstTransactionDate(deps.db, userId);
}

/** Money In of the pay cycle holding today (the dashboard's Money In card). */
export async function currentCycleIncome(deps: Deps, userId: string) {
  const [cycles, first] = await Promise.all([payCyclesOf(deps.db, userId, 'income', today(deps)), q.firstTransactionDate(deps.db, userId)]);
  const cycle = cycleOf(cycles.current);
  return {
    cycle: { ...cycle, dataFrom: dataFrom(first, cycleRange(cycle)) },
    total: totalWithin(await datedIncome(deps, userId, cycleRange(cycle)), cycleRange(cycle)),
  };
}

export async function overview(deps: Deps, userId: string) {
  const day = today(deps);
  const cycles = await payCyclesOf(deps.db, userId, 'income', day);
  const current = cycleOf(cycles.current);
  const payDay = storedPayDay(cycles.rule);
  const year = yearToDate(day);
  const [items, first] = await Promise.all([datedIncome(deps, userId, spanOf([cycleRange(current), year])), q.firstTransactionDate(deps.db, userId)]);
  return {
    payDay,
    /** The schedule in plain words: 'the 25th', 'every 4 weeks, on Fridays'. */
    payDayWords: describePayDayRule(cycles.rule),
    /** 'month' while pay is monthly, else 'pay cycle' (the copy says "this pay cycle"). */
    cycleWord: cycleNoun(cycles.rule),
    current: { ...current, total: totalWithin(items, cycleRange(current)), dataFrom: dataFrom(first, cycleRange(current)) },
    yearToDate: { ...year, total: totalWithin(items, year), dataFrom: dataFrom(first, year) },
  };
}

/** The last MONTHLY_CYCLES pay cycles that hold any income, newest first. */
export async function monthly(deps: Deps, userId: string) {
  const day = today(deps);
  const cycles = (await payCyclesOf(deps.db, userId, 'income', day, 'recent')).recent(MONTHLY_CYCLES).map(cycleOf);
  const items = await datedIncome(deps, userId, spanOf(cycles.map(cycleRange)));
  return {
    cycles: cycles
      .filter((c) => items.some((item) => within(item, cycleRange(c))))
      .map((c) => ({ ...c, total: totalWithin(items, cycleRange(c)), state: cycleState(c, day) })),
  };
}

/**
 * The year so far and its pay cycles, newest first: those paid in the year plus the next one
 * (one a month for monthly pay, 13 a year for four-weekly pay). The year is the calendar year,
 * or the UK tax year (6 April to 5 April; issue 26 item 2): the cycles whose pay day falls in it.
 */
export async function yearly(deps: Deps, userId: string, kind: IncomeYear = 'calendar') {
  const day = today(deps);
  const range = kind === 'tax' ? taxYearOf(day) : calendarYearOf(day);
  const year = { from: range.from, to: day };
  // The year's first cycle may start before it (January's pay day 1 moved back to 31
  // December, a salary up to 7 days early): the Yearly tab clips it to the year's first day,
  // as the year's total is, so the cards never count the year before's money (issue 11
  // review, decision 024).
  const cycles = (await payCyclesOf(deps.db, userId, 'income', day, 'year'))
    .yearly(range)
    .map(cycleOf)
    .map((c) => (c.startDate < year.from && c.endDate >= year.from ? { ...c, startDate: year.from } : c));
  const items = await datedIncome(deps, userId, spanOf([...cycles.map(cycleRange), year]));
  // The days of the year before its first cycle (pay day 25: 1 to 22 January), so that the
  // cards add up to the year's total (issue 11, item 7). Null when the first cycle starts on
  // the year's first day (or started before it and was clipped).
  const first = cycles.at(-1)!;
  const before: Range | null = first.startDate > year.from ? { from: year.from, to: addDays(first.startDate, -1) } : null;
  return {
    year: { kind, from: year.from, to: range.to },
    yearTotal: totalWithin(items, year),
    beforeFirstCycle: before && { startDate: before.from, endDate: before.to, total: totalWithin(items, before) },
    cycles: cycles.map((c) => ({ ...c, total: totalWithin(items, cycleRange(c)), state: cycleState(c, day) })),
  };
}

export type Deposit = {
  kind: 'transaction' | 'manual';
  /** False for a deposit Money In leaves out (a refund, cashback, a move between own accounts, a credit card repayment). */
  countsAsIncome: boolean;
  /** Income added by hand: whether it recurs and how often (for its edit form). */
  recurrence?: { isRecurring: boolean; frequency: string | null };
  id: string;
  date: string;
  amount: number;
  /** The clean merchant name the bank or the enrichment gave (null for income added by hand, or when there is none). */
  merchantName: string | null;
  /** What the bank's statement says (for income added by hand, its source). */
  description: string | null;
  label: { source: string | null; category: string | null; notes: string | null } | null;
  suggested: { source: string | null; category: string | null } | null;
};

/**
 * This pay cycle's deposits, newest first (spec: 'a list of this month's deposits, which can
 * each be labelled'), each saying whether Money In counts it: bank deposits with their label
 * or, when they have none, the label last given to a deposit from the same source; and the
 * income added by hand (its own fields are its label).
 */
export async function otherIncome(deps: Deps, userId: string): Promise<{ deposits: Deposit[] }> {
  const cycle = cycleRange(cycleOf((await payCyclesOf(deps.db, userId, 'income', today(deps))).current));
  const [deposits, manual] = await Promise.all([q.allDepositsBetween(deps.db, userId, cycle), q.manualIncomeBetween(deps.db, userId, cycle)]);
  const identifiers = [...new Set(deposits.map((d) => incomeSourceIdentifier(d.description)))];
  const ids = deposits.map((d) => d.id);
  const [labels, defaults] = await Promise.all([q.labelsFor(deps.db, userId, ids), q.sourceDefaultsFor(deps.db, userId, identifiers)]);
  const labelOf = new Map(labels.map((l) => [l.transaction_id, { source: l.source, category: l.category, notes: l.notes }]));
  const defaultOf = new Map(defaults.map((d) => [d.source_identifier, { source: d.default_source_name, category: d.default_category }]));

  const fromBank: Deposit[] = deposits.map((d) => {
    const label = labelOf.get(d.id) ?? null;
    return {
      kind: 'transaction',
      countsAsIncome: !d.own_transfer && !d.on_credit_card && isIncome(d.amount, d.description, d.refund),
      id: d.id,
      date: d.date,
      amount: d.amount,
      merchantName: d.merchant_name,
      description: d.description,
      label,
      suggested: label ? null : (defaultOf.get(incomeSourceIdentifier(d.description)) ?? null),
    };
  });
  const byHand: Deposit[] = manual.map((m) => ({
    kind: 'manual',
    countsAsIncome: true,
    recurrence: { isRecurring: m.is_recurring, frequency: m.frequency },
    id: m.id,
    date: m.income_date,
    amount: m.amount,
    merchantName: null,
    description: m.source,
    label: { source: m.source, category: m.category, notes: m.notes },
    suggested: null,
  }));
  // Newest first; on the same day, the bank's deposits before the ones added by hand.
  return { deposits: [...fromBank, ...byHand].sort((a, b) => (a.date === b.date ? 0 : a.date > b.date ? -1 : 1)) };
}

/** The columns of an income entry as typed. Frequency only when recurring (Monthly if none was chosen). */
function incomeColumns(input: z.output<typeof addIncomeInput>) {
  const amount = poundsToPence(input.amount);
  if (amount === null || amount <= 0) throw new AppError('INVALID_INPUT', 'Amount must be greater than 0');
  return {
    amount,
    incomeDate: input.incomeDate,
    source: input.source,
    category: categoryToSave(input.category, input.customCategory),
    customCategory: input.category === 'Other' ? input.customCategory : null,
    notes: input.notes,
    isRecurring: input.isRecurring,
    frequency: input.isRecurring ? (input.frequency ?? 'Monthly') : null,
  };
}

/** Saves income the user typed in. */
export async function addIncome(deps: Deps, userId: string, input: z.output<typeof addIncomeInput>) {
  const row = await q.insertIncome(deps.db, { userId, ...incomeColumns(input) });
  await deps.events.publish({ userId, topics: ['income'] });
  return row;
}

/** Changes income the user added by hand. Another user's entry reads exactly like a missing one. */
export async function updateIncome(deps: Deps, userId: string, input: z.output<typeof updateIncomeInput>) {
  const row = await q.updateIncome(deps.db, userId, input.id, incomeColumns(input));
  if (!row) throw new AppError('NOT_FOUND', INCOME_NOT_FOUND);
  await deps.events.publish({ userId, topics: ['income'] });
  return row;
}

export async function deleteIncome(deps: Deps, userId: string, id: string) {
  if (!(await q.deleteIncome(deps.db, userId, id))) throw new AppError('NOT_FOUND', INCOME_NOT_FOUND);
  await deps.events.publish({ userId, topics: ['income'] });
}

/**
 * Labels one of the user's deposits and remembers the label for its source, so later
 * deposits from the same source suggest it. Remembering is a convenience: if it fails the
 * label still stands (the spec logs that failure only).
 */
export async function labelTransaction(deps: Deps, userId: string, input: z.output<typeof labelTransactionInput>) {
  const transaction = await q.findTransaction(deps.db, userId, input.transactionId);
  // Another user's transaction reads exactly like a missing one.
  if (!transaction) throw new AppError('NOT_FOUND', 'That transaction was not found.');
  const label = { source: input.source, category: categoryToSave(input.category, input.customCategory), notes: input.notes };
  await q.upsertLabel(deps.db, userId, transaction.id, label);
  const identifier = incomeSourceIdentifier(transaction.description);
  if (identifier && (label.source || label.category)) {
    await q
      .upsertSourceDefault(deps.db, userId, identifier, { sourceName: label.source, category: label.category })
      .catch((err: unknown) => deps.logger.warn({ err }, 'remembering the income source label failed'));
  }
  await deps.events.publish({ userId, topics: ['income'] });
  return { ok: true as const };
}
