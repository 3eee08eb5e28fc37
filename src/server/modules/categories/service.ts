import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { withTransaction } from '../../db/db';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { ruleKey } from '../../../shared/categories/categorise';
import { personCategories, UNCATEGORISED, UNCATEGORISED_NAME, type CategoryChange, type PersonCategory } from '../../../shared/categories/category-list';
import { resolveBalancePence } from '../../../shared/bank/account-rules';
import { daysBetween, type PayCycle } from '../../../shared/pay-cycle';
import { addDays } from '../../../shared/dates';
import type {
  addCategoryInput,
  addRuleInput,
  categoryTotalsInput,
  hideCategoryInput,
  renameCategoryInput,
  setTransactionCategoryInput,
  updateRuleInput,
} from '../../../shared/schemas/categories';
import { dataFrom, firstTransactionDate, today } from '../money/service';
import { netSpending } from '../../money-rules/spending';
import { cycleOf, payCyclesOf } from '../payday/service';
import { afterLedgerChange } from '../ledger/service';
import { reapplyRules } from './categorise-rows';
import * as q from './queries';

export { categoriseForInsert, keepChoicesOfBookedPending, rowCategoriser, type RowCategoriser } from './categorise-rows';

type Db = Deps['db'];

async function listOf(db: Db, userId: string): Promise<PersonCategory[]> {
  const changes = await q.changesOf(db, userId);
  return personCategories(
    changes.map((c): CategoryChange => ({ id: c.category_id, name: c.name ?? undefined, group: c.category_group ?? undefined, hidden: c.hidden })),
  );
}

/** The person's categories (built-in ones renamed or hidden as they chose, then their own), and Uncategorised. */
export async function list(deps: Deps, userId: string) {
  return { categories: await listOf(deps.db, userId), uncategorised: { id: UNCATEGORISED, name: UNCATEGORISED_NAME } };
}

/** Each category id the person's rows may hold -> the name they see (their renames and own categories, Uncategorised). */
export async function categoryNames(deps: Deps, userId: string): Promise<Map<string, string>> {
  const names = new Map((await listOf(deps.db, userId)).map((c) => [c.id, c.name]));
  names.set(UNCATEGORISED, UNCATEGORISED_NAME);
  return names;
}

async function requireCategory(db: Db, userId: string, id: string, forPicking: boolean): Promise<PersonCategory> {
  const found = (await listOf(db, userId)).find((c) => c.id === id);
  if (!found || (forPicking && found.hidden)) throw new AppError('NOT_FOUND', 'Category not found.');
  return found;
}

export async function add(deps: Deps, userId: string, input: z.output<typeof addCategoryInput>) {
  const id = `custom:${randomUUID()}`;
  await q.insertCustom(deps.db, userId, id, input.name, input.group);
  return { id };
}

export async function rename(deps: Deps, userId: string, input: z.output<typeof renameCategoryInput>) {
  await requireCategory(deps.db, userId, input.id, false);
  await q.upsertChange(deps.db, userId, input.id, { name: input.name });
  return { id: input.id };
}

export async function hide(deps: Deps, userId: string, input: z.output<typeof hideCategoryInput>) {
  await requireCategory(deps.db, userId, input.id, false);
  await q.upsertChange(deps.db, userId, input.id, { hidden: input.hidden });
  return { id: input.id };
}

/** One of the person's transactions for the detail sheet. */
export async function transaction(deps: Deps, userId: string, transactionId: string) {
  const row = await q.transactionDetail(deps.db, userId, transactionId);
  if (!row) throw new AppError('NOT_FOUND', 'Transaction not found.');
  return row;
}

/**
 * The person picks a transaction's category: it is theirs from now on (no sync or rule
 * writes over it). With `applyToMerchant` ("All from Tesco?" yes) a rule for the merchant
 * sorts their other rows from it, past and future, except the ones they chose themselves.
 */
export async function setCategory(deps: Deps, userId: string, input: z.output<typeof setTransactionCategoryInput>) {
  const result = await withTransaction(deps.db, async (trx) => {
    await requireCategory(trx, userId, input.categoryId, true);
    const row = await q.setPersonChoice(trx, userId, input.transactionId, input.categoryId);
    if (!row) throw new AppError('NOT_FOUND', 'Transaction not found.');
    if (!input.applyToMerchant) return { updated: 1, merchant: null };
    const merchant = row.merchant_name || row.counterparty || row.description;
    if (!merchant) return { updated: 1, merchant: null };
    const merchantKey = ruleKey(merchant);
    await q.upsertRule(trx, userId, { merchant, merchantKey, categoryId: input.categoryId });
    return { updated: 1 + (await reapplyRules(trx, userId, [merchantKey])), merchant };
  });
  await afterLedgerChange(deps, userId, { categories: true });
  return result;
}

export async function rules(deps: Deps, userId: string) {
  const rows = await q.rulesOf(deps.db, userId);
  return { rules: rows.map((r) => ({ id: r.id, merchant: r.merchant, categoryId: r.category_id, direction: r.direction })) };
}

export async function addRule(deps: Deps, userId: string, input: z.output<typeof addRuleInput>) {
  const updated = await withTransaction(deps.db, async (trx) => {
    await requireCategory(trx, userId, input.categoryId, true);
    const merchantKey = ruleKey(input.merchant);
    await q.upsertRule(trx, userId, { merchant: input.merchant, merchantKey, categoryId: input.categoryId });
    return reapplyRules(trx, userId, [merchantKey]);
  });
  await afterLedgerChange(deps, userId, { categories: true });
  return { updated };
}

export async function updateRule(deps: Deps, userId: string, input: z.output<typeof updateRuleInput>) {
  const updated = await withTransaction(deps.db, async (trx) => {
    await requireCategory(trx, userId, input.categoryId, true);
    const key = await q.updateRule(trx, userId, input.id, input.categoryId);
    if (key === undefined) throw new AppError('NOT_FOUND', 'Rule not found.');
    return reapplyRules(trx, userId, [key]);
  });
  await afterLedgerChange(deps, userId, { categories: true });
  return { updated };
}

/** Removes a rule; the rows it sorted go back to what the codes and the dictionary say. */
export async function deleteRule(deps: Deps, userId: string, id: string) {
  const updated = await withTransaction(deps.db, async (trx) => {
    const key = await q.deleteRule(trx, userId, id);
    if (key === undefined) throw new AppError('NOT_FOUND', 'Rule not found.');
    return reapplyRules(trx, userId, [key]);
  });
  await afterLedgerChange(deps, userId, { categories: true });
  return { updated };
}

/**
 * The pay cycles the totals cover, newest first: the one holding today and those before it,
 * from the one helper every screen takes its cycles from (payday/pay-cycles.ts).
 */
async function recentCycles(deps: Deps, userId: string, count: number): Promise<PayCycle[]> {
  const cycles = await payCyclesOf(deps.db, userId, 'spending', today(deps), 'recent');
  return cycles.recent(count).map(cycleOf);
}

/**
 * Spending per category for the current pay cycle (to today) and the ones before it, newest
 * first: each cycle's total and its categories, largest first, and what it is compared with.
 * Transfers between the person's own accounts are left out, as in every spending figure.
 *
 * The comparison covers the same number of days (issue 22, item 6): the current cycle, three
 * days old, is set against the first three days of the cycle before, not against all of it
 * ("Down £850 on rent" was three days of this cycle against a whole last cycle). A finished
 * cycle is set against the whole cycle before. The oldest cycle listed has none.
 */
export async function totals(deps: Deps, userId: string, input: z.output<typeof categoryTotalsInput>) {
  const cycles = await recentCycles(deps, userId, input.cycles);
  const day = today(deps);
  const from = cycles[cycles.length - 1]!.startDate;
  const to = cycles[0]!.endDate < day ? cycles[0]!.endDate : day;
  const [rows, first] = await Promise.all([q.spendingByDayAndCategory(deps.db, userId, { from, to }), firstTransactionDate(deps, userId)]);
  // Spending less refunds, each category floored at £0 for the period (money/spending.ts).
  const sum = (start: string, end: string) => {
    const { total, categories } = netSpending(rows.filter((r) => r.date >= start && r.date <= end));
    return { total, categories: categories.sort((a, b) => b.total - a.total || a.categoryId.localeCompare(b.categoryId)) };
  };
  return {
    cycles: cycles.map((cycle, i) => {
      const before = cycles[i + 1];
      const running = cycle.endDate > day;
      // Days of this cycle so far (today included) when it is still running.
      const days = running ? daysBetween(cycle.startDate, day) + 1 : null;
      const comparedTo = before && { from: before.startDate, to: days === null ? before.endDate : minDay(before.endDate, addDays(before.startDate, days - 1)) };
      return {
        startDate: cycle.startDate,
        endDate: cycle.endDate,
        // Before the first transaction there is no data, not £0 of spending (issue 22, item 7).
        noData: first === null || first > cycle.endDate,
        dataFrom: first !== null && first <= cycle.endDate ? dataFrom(first, { from: cycle.startDate }) : null,
        ...sum(cycle.startDate, cycle.endDate),
        comparison: comparedTo ? { ...comparedTo, days, ...sum(comparedTo.from, comparedTo.to) } : null,
      };
    }),
  };
}

const minDay = (a: string, b: string) => (a < b ? a : b);

/**
 * Each account's balance at the end of each of the recent pay cycles (the current one: today),
 * oldest first, worked back from today's balance by the money that moved since.
 */
export async function balanceHistory(deps: Deps, userId: string, input: z.output<typeof categoryTotalsInput>) {
  const cycles = (await recentCycles(deps, userId, input.cycles)).reverse();
  const day = today(deps);
  const ends = cycles.map((c) => (c.endDate < day ? c.endDate : day));
  const [accounts, moves, firsts] = await Promise.all([
    q.accountsOf(deps.db, userId),
    q.movementsSince(deps.db, userId, ends[0]!),
    q.firstDatesByAccount(deps.db, userId),
  ]);
  return {
    points: ends.map((end) => ({ date: end })),
    accounts: accounts.map((a) => {
      const now = resolveBalancePence(a.balance, a.raw_data);
      const mine = moves.filter((m) => m.accountId === a.id && m.date <= day);
      const first = firsts.get(a.id);
      return {
        id: a.id,
        name: a.account_name,
        institution: a.institution_name,
        // Null before the account's first transaction: a balance worked back past the start of
        // its history would be a flat line the app made up (issue 22, item 7). An account with
        // no transactions at all shows its balance as it is.
        balances: ends.map((end) => (first !== undefined && end < first ? null : now - mine.reduce((sum, m) => (m.date > end ? sum + m.net : sum), 0))),
      };
    }),
  };
}

/**
 * Spending per day and category in a range, for other modules (budgets): the same rows and
 * the one definition of spending (money/spending.ts) the totals above are built from.
 */
export function spendingByDay(deps: Pick<Deps, 'db'>, userId: string, range: { from: string; to: string }) {
  return q.spendingByDayAndCategory(deps.db, userId, range);
}

/**
 * These accounts' balance together at the end of each day from `from` to today, worked back
 * from `nowPence` (their balance today) by the money that moved since, as balanceHistory does:
 * the payday forecast's chart draws the last 30 days with it (issue 27). A day before the
 * accounts' first transaction (`first`) is null: a balance worked back past its start would be made up.
 */
export async function dailyBalances(
  deps: Deps,
  userId: string,
  accounts: { ids: string[]; nowPence: number; from: string; first: string | null },
): Promise<{ date: string; balance: number | null }[]> {
  const day = today(deps);
  // `first`: the accounts' first transaction, which the caller has (reading it per account costs a scan).
  const moves = await q.movementsSince(deps.db, userId, accounts.from);
  const ids = new Set(accounts.ids);
  const first = accounts.first ?? undefined;
  const netAfter = new Map<string, number>();
  for (const m of moves) if (ids.has(m.accountId) && m.date <= day) netAfter.set(m.date, (netAfter.get(m.date) ?? 0) + m.net);
  const out: { date: string; balance: number | null }[] = [];
  let balance = accounts.nowPence;
  // Walk back from today: the balance at the end of day d is today's less what moved after d.
  for (let d = day; d >= accounts.from; d = addDays(d, -1)) {
    out.push({ date: d, balance: first !== undefined && d < first ? null : balance });
    balance -= netAfter.get(d) ?? 0;
  }
  return out.reverse();
}
