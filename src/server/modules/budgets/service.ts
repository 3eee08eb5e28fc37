import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { budgetCycles, paceOf, suggestLimits, type BudgetChange, type CycleBudget, type CycleSpan, type Pace } from '../../../shared/budgets/budget-rules';
import { BUDGET_CYCLES, type Rollover, type listBudgetsInput, type setBudgetInput } from '../../../shared/schemas/budgets';
import * as categories from '../categories/service';
import { firstTransactionDate, today as todayOf } from '../money/service';
import { netSpending, NOT_SPENDING_CATEGORIES, type CategorySpending } from '../../money-rules/spending';
import { payCyclesOf } from '../payday/service';
import * as q from './queries';

// Budgets per spending category per pay cycle (issue 26 items 3 to 5; decision 050). Every
// cycle comes from payCyclesOf (payday/pay-cycles.ts), whatever the person's pay frequency;
// every penny spent from the category totals' rows (categories service), which use the one
// definition of spending (money/spending.ts): moves between own accounts, savings and card or
// loan repayments are never spent against a budget.

type SpendingCategory = { id: string; name: string; group: string };

/** The categories a budget may be set for: the person's spending categories (not income, transfers, savings or repayments). */
async function spendingCategories(deps: Deps, userId: string): Promise<SpendingCategory[]> {
  const { categories: list } = await categories.list(deps, userId);
  const notSpending = new Set<string>(NOT_SPENDING_CATEGORIES);
  return list
    .filter((c) => !c.hidden && c.group !== 'income' && c.group !== 'transfers' && !notSpending.has(c.id))
    .map((c) => ({ id: c.id, name: c.name, group: c.group }));
}

/** The last BUDGET_CYCLES pay cycles, oldest first (the current one last). */
async function cyclesOf(deps: Deps, userId: string, day: string): Promise<CycleSpan[]> {
  const cycles = await payCyclesOf(deps.db, userId, 'spending', day, 'recent');
  return cycles
    .recent(BUDGET_CYCLES)
    .map((c) => ({ start: c.start, end: c.end }))
    .reverse();
}

/**
 * Spending per category in each cycle (same order as `cycles`), up to today. An ended cycle's
 * spending is kept (budget_cycle_spending) until the ledger's pipeline forgets it, so twelve
 * cycles of figures read the transactions of the current cycle only (issue 26's 25 ms budget).
 */
async function spentPerCycle(deps: Deps, userId: string, cycles: readonly CycleSpan[], day: string): Promise<Map<string, number>[]> {
  const key = (c: CycleSpan) => `${c.start}:${c.end}`;
  const ended = cycles.filter((c) => c.end < day);
  const kept = await q.keptSpending(deps.db, userId, ended);
  const missing = cycles.filter((c) => !kept.has(key(c)));
  const spent = cycles.map((c) => new Map(Object.entries(kept.get(key(c)) ?? {})));
  if (missing.length === 0) return spent;
  const last = missing[missing.length - 1]!;
  const rows = await categories.spendingByDay(deps, userId, { from: missing[0]!.start, to: last.end < day ? last.end : day });
  const rowsOf = cycles.map((): CategorySpending[] => []);
  for (const r of rows) {
    const i = cycles.findIndex((c) => r.date >= c.start && r.date <= c.end);
    if (i === -1 || kept.has(key(cycles[i]!))) continue;
    rowsOf[i]!.push(r);
  }
  // Spending less refunds, each category floored at £0 for the cycle (money-rules/spending.ts):
  // a refund larger than the cycle's purchases leaves nothing spent, never more budget to spend.
  for (const [i, cycleRows] of rowsOf.entries()) for (const c of netSpending(cycleRows).categories) spent[i]!.set(c.categoryId, c.total);
  const toKeep = cycles.flatMap((c, i) => (c.end < day && !kept.has(key(c)) ? [{ ...c, spent: Object.fromEntries(spent[i]!) }] : []));
  // Only a full read knows the oldest cycle any read reaches (Suggest reads three of them).
  await q.keepSpending(deps.db, userId, toKeep, cycles.length === BUDGET_CYCLES ? cycles[0]!.start : null);
  return spent;
}

/** After any change to the person's ledger (the pipeline's step): kept cycle spending may be wrong now. */
export async function forgetSpending(deps: Pick<Deps, 'db'>, userId: string) {
  await q.forgetSpending(deps.db, userId);
}

/** The person's budgets: category -> its changes. */
async function changesOf(deps: Deps, userId: string): Promise<Map<string, BudgetChange[]>> {
  const byCategory = new Map<string, BudgetChange[]>();
  for (const r of await q.budgetChangesOf(deps.db, userId)) {
    const list = byCategory.get(r.category_id) ?? [];
    list.push({ limit: r.limit_pence, rollover: r.rollover, effectiveFrom: r.effective_from });
    byCategory.set(r.category_id, list);
  }
  return byCategory;
}

type Worked = { cycles: CycleSpan[]; spent: Map<string, number>[]; budgets: Map<string, (CycleBudget | null)[]> };

/** Every budget's figures in each of the last cycles (oldest first); no spending read when there is no budget. */
async function work(deps: Deps, userId: string, day: string, withSpending: boolean): Promise<Worked> {
  const [cycles, changes] = await Promise.all([cyclesOf(deps, userId, day), changesOf(deps, userId)]);
  const spent = changes.size > 0 || withSpending ? await spentPerCycle(deps, userId, cycles, day) : cycles.map(() => new Map<string, number>());
  const budgets = new Map([...changes].map(([categoryId, list]) => [categoryId, budgetCycles(cycles, list, (i) => spent[i]!.get(categoryId) ?? 0)]));
  return { cycles, spent, budgets };
}

export type BudgetFigures = CycleBudget & {
  categoryId: string;
  name: string;
  pace: Pace;
  /** The cycles before this one that had the budget, newest first (limit, carried, spent...). */
  history: CycleBudget[];
};

/**
 * `budgets.list`: each budget's figures for one cycle (the current one, `cycle` back from it,
 * or the one holding `date`), its pace, its past cycles, the totals, and every spending
 * category with what was spent on it, so a limit can be set for any.
 */
export async function list(deps: Deps, userId: string, input: z.output<typeof listBudgetsInput>) {
  const day = todayOf(deps);
  const [worked, names] = await Promise.all([work(deps, userId, day, true), spendingCategories(deps, userId)]);
  const { cycles, spent, budgets } = worked;
  const index = chosenCycle(cycles, input);
  const cycle = cycles[index]!;
  const nameOf = new Map(names.map((c) => [c.id, c.name]));
  const bills = new Set(names.filter((c) => c.group === 'bills').map((c) => c.id));
  const allNames = await (names.length > 0 && [...budgets.keys()].some((id) => !nameOf.has(id))
    ? categories.categoryNames(deps, userId)
    : Promise.resolve(nameOf));
  const figures: BudgetFigures[] = [];
  for (const [categoryId, perCycle] of budgets) {
    const here = perCycle[index];
    if (!here) continue;
    const history = perCycle
      .slice(0, index)
      .filter((b): b is CycleBudget => b !== null)
      .reverse();
    figures.push({ ...here, categoryId, name: allNames.get(categoryId) ?? categoryId, pace: paceOf(here, day, bills.has(categoryId)), history });
  }
  figures.sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  const sum = (pick: (b: BudgetFigures) => number) => figures.reduce((s, b) => s + pick(b), 0);
  return {
    cycle: { start: cycle.start, end: cycle.end, current: index === cycles.length - 1, back: cycles.length - 1 - index },
    today: day,
    budgets: figures,
    total: {
      limit: sum((b) => b.limit),
      carried: sum((b) => b.carried),
      spent: sum((b) => b.spent),
      left: sum((b) => b.left),
      /** What is still budgeted: each budget's left, not below 0. */
      remaining: sum((b) => Math.max(0, b.left)),
    },
    categories: names.map((c) => ({
      id: c.id,
      name: c.name,
      group: c.group,
      spent: spent[index]!.get(c.id) ?? 0,
      budgeted: budgets.get(c.id)?.[index] != null,
    })),
  };
}

function chosenCycle(cycles: readonly CycleSpan[], input: z.output<typeof listBudgetsInput>): number {
  const current = cycles.length - 1;
  if (input?.date !== undefined) {
    const i = cycles.findIndex((c) => input.date! >= c.start && input.date! <= c.end);
    if (i === -1) throw new AppError('INVALID_INPUT', `Budgets show the last ${BUDGET_CYCLES} pay cycles: please choose a date within them.`);
    return i;
  }
  return current - (input?.cycle ?? 0);
}

/**
 * What is still budgeted for the rest of the current cycle (issue 26 item 5), for other
 * modules (left to spend, the forecast): per budget and in total, limit + carried - spent,
 * not below 0. Nothing when the person has no budget.
 */
export async function remainingBudgets(deps: Deps, userId: string, day: string = todayOf(deps)) {
  const { cycles, budgets } = await work(deps, userId, day, false);
  const current = cycles[cycles.length - 1]!;
  const perCategory: { categoryId: string; remaining: number }[] = [];
  for (const [categoryId, perCycle] of budgets) {
    const here = perCycle[perCycle.length - 1];
    if (here) perCategory.push({ categoryId, remaining: Math.max(0, here.left) });
  }
  return { cycle: current, categories: perCategory, total: perCategory.reduce((s, c) => s + c.remaining, 0) };
}

/** The current cycle's budgets with their figures, for the budget notifications. */
export async function currentBudgets(deps: Deps, userId: string, day: string = todayOf(deps)) {
  const { cycles, budgets } = await work(deps, userId, day, false);
  if (budgets.size === 0) return [];
  const names = await categories.categoryNames(deps, userId);
  const found: (CycleBudget & { categoryId: string; name: string })[] = [];
  for (const [categoryId, perCycle] of budgets) {
    const here = perCycle[cycles.length - 1];
    if (here) found.push({ ...here, categoryId, name: names.get(categoryId) ?? categoryId });
  }
  return found;
}

async function requireSpendingCategory(deps: Deps, userId: string, categoryId: string) {
  if (!(await spendingCategories(deps, userId)).some((c) => c.id === categoryId)) {
    throw new AppError('NOT_FOUND', 'Category not found, or not one you spend in (income, transfers, savings and repayments have no budget).');
  }
}

/** Sets a budget from today's cycle on (earlier cycles keep the limit they had). */
export async function set(deps: Deps, userId: string, input: z.output<typeof setBudgetInput>) {
  await requireSpendingCategory(deps, userId, input.categoryId);
  await save(deps, userId, [{ categoryId: input.categoryId, limit: input.limit, rollover: input.rollover }]);
  return { categoryId: input.categoryId };
}

async function save(deps: Deps, userId: string, rows: { categoryId: string; limit: number; rollover: Rollover }[]) {
  const day = todayOf(deps);
  const oldest = (await cyclesOf(deps, userId, day))[0]!;
  for (const row of rows) {
    await q.upsertBudget(deps.db, userId, { ...row, effectiveFrom: day });
    await q.pruneBudgetChanges(deps.db, userId, row.categoryId, oldest.start);
  }
}

/** Removes a budget and its history. */
export async function remove(deps: Deps, userId: string, categoryId: string) {
  if ((await q.deleteBudget(deps.db, userId, categoryId)) === 0) throw new AppError('NOT_FOUND', 'Budget not found.');
  return { categoryId };
}

/** How many complete cycles "Suggest" looks at. */
const SUGGEST_CYCLES = 3;

/**
 * "Suggest": for each everyday spending category (not bills: rent or council tax is a bill on
 * My Bills, paid once a cycle), the median of what was spent on it in the last three
 * complete cycles that have data. A cycle has data when the person's first transaction is on
 * or before its first day: a cycle the data covers only in part would pull the median down.
 */
export async function suggestions(deps: Deps, userId: string) {
  const day = todayOf(deps);
  const [cycles, first, names, changes] = await Promise.all([
    cyclesOf(deps, userId, day),
    firstTransactionDate(deps, userId),
    spendingCategories(deps, userId),
    changesOf(deps, userId),
  ]);
  const complete = cycles.slice(0, -1).filter((c) => first !== null && first <= c.start);
  const used = complete.slice(-SUGGEST_CYCLES);
  const spent = used.length > 0 ? await spentPerCycle(deps, userId, used, day) : [];
  const limits = suggestLimits(
    names.filter((c) => c.group !== 'bills').map((c) => c.id),
    spent,
  );
  const nameOf = new Map(names.map((c) => [c.id, c.name]));
  return {
    cycles: used.reverse(),
    suggestions: limits.map((s) => ({ ...s, name: nameOf.get(s.categoryId)!, hasBudget: changes.has(s.categoryId) })),
  };
}

/** Applies "Suggest" to every category without a budget (a budget the person set stays as it is). */
export async function applySuggestions(deps: Deps, userId: string) {
  const { suggestions: found } = await suggestions(deps, userId);
  const rows = found.filter((s) => !s.hasBudget).map((s) => ({ categoryId: s.categoryId, limit: s.limit, rollover: 'none' as const }));
  if (rows.length > 0) await save(deps, userId, rows);
  return { applied: rows.length };
}

export async function hasBudgets(deps: Deps, userId: string) {
  return (await changesOf(deps, userId)).size > 0;
}

export const preferences = (deps: Deps, userId: string) => q.preferencesOf(deps.db, userId);

export async function setPreferences(deps: Deps, userId: string, input: { subtractFromLeftToSpend: boolean }) {
  await q.savePreferences(deps.db, userId, input.subtractFromLeftToSpend, deps.clock());
  return q.preferencesOf(deps.db, userId);
}

/**
 * What left to spend takes off when the person asked for it (off by default): the current
 * cycle's remaining budgets. Null when the setting is off.
 */
export async function stillBudgeted(deps: Deps, userId: string): Promise<number | null> {
  if (!(await q.preferencesOf(deps.db, userId)).subtractFromLeftToSpend) return null;
  return (await remainingBudgets(deps, userId)).total;
}
