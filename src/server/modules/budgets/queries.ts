import { sql } from 'kysely';
import type { Db } from '../../db/db';
import type { Rollover } from '../../../shared/schemas/budgets';

// The budgets module's tables: budgets (one row per change), budget_preferences, savings_goals.

/** Every change of every budget of the person, oldest first. Bounded: setBudget prunes what no cycle read uses. */
export function budgetChangesOf(db: Db, userId: string) {
  return db
    .selectFrom('budgets')
    .select(['category_id', 'limit_pence', 'rollover', 'effective_from'])
    .where('user_id', '=', userId)
    .orderBy('category_id')
    .orderBy('effective_from')
    .execute();
}

/** A change made today replaces one made earlier the same day. */
export async function upsertBudget(db: Db, userId: string, row: { categoryId: string; limit: number; rollover: Rollover; effectiveFrom: string }) {
  await db
    .insertInto('budgets')
    .values({ user_id: userId, category_id: row.categoryId, limit_pence: row.limit, rollover: row.rollover, effective_from: row.effectiveFrom })
    .onConflict((oc) => oc.columns(['user_id', 'category_id', 'effective_from']).doUpdateSet({ limit_pence: row.limit, rollover: row.rollover }))
    .execute();
}

/**
 * Drops a budget's changes older than the newest one made on or before `before` (the first
 * day of the oldest cycle read): no cycle read uses them, and the rows per budget stay bounded.
 */
export async function pruneBudgetChanges(db: Db, userId: string, categoryId: string, before: string) {
  await sql`
    delete from budgets b
    where b.user_id = ${userId} and b.category_id = ${categoryId}
      and b.effective_from < (
        select max(k.effective_from) from budgets k
        where k.user_id = ${userId} and k.category_id = ${categoryId} and k.effective_from <= ${before}
      )`.execute(db);
}

/** Removes a budget with its history; the number of rows removed. */
export async function deleteBudget(db: Db, userId: string, categoryId: string): Promise<number> {
  const result = await db.deleteFrom('budgets').where('user_id', '=', userId).where('category_id', '=', categoryId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function preferencesOf(db: Db, userId: string) {
  const row = await db.selectFrom('budget_preferences').select('subtract_from_left_to_spend').where('user_id', '=', userId).executeTakeFirst();
  return { subtractFromLeftToSpend: row?.subtract_from_left_to_spend ?? false };
}

export async function savePreferences(db: Db, userId: string, subtract: boolean, now: Date) {
  await db
    .insertInto('budget_preferences')
    .values({ user_id: userId, subtract_from_left_to_spend: subtract, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ subtract_from_left_to_spend: subtract, updated_at: now }))
    .execute();
}

export function savingsGoalOf(db: Db, userId: string) {
  return db.selectFrom('savings_goals').select(['target_pence', 'target_date']).where('user_id', '=', userId).executeTakeFirst();
}

export async function saveSavingsGoal(db: Db, userId: string, goal: { target: number; date: string | null }, now: Date) {
  await db
    .insertInto('savings_goals')
    .values({ user_id: userId, target_pence: goal.target, target_date: goal.date, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ target_pence: goal.target, target_date: goal.date, updated_at: now }))
    .execute();
}

export async function deleteSavingsGoal(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom('savings_goals').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The kept spending of these ended cycles: `${start}:${end}` -> category id -> pence. */
export async function keptSpending(db: Db, userId: string, cycles: readonly { start: string; end: string }[]) {
  const kept = new Map<string, Record<string, number>>();
  if (cycles.length === 0) return kept;
  const rows = await db
    .selectFrom('budget_cycle_spending')
    .select(['cycle_start', 'cycle_end', 'spent'])
    .where('user_id', '=', userId)
    .where(
      'cycle_start',
      'in',
      cycles.map((c) => c.start),
    )
    .execute();
  for (const r of rows) kept.set(`${r.cycle_start}:${r.cycle_end}`, r.spent);
  return kept;
}

/** Keeps the spending of ended cycles, and drops what is kept from before `oldest` (no read reaches it). */
export async function keepSpending(
  db: Db,
  userId: string,
  cycles: readonly { start: string; end: string; spent: Record<string, number> }[],
  oldest: string | null,
) {
  if (cycles.length > 0) {
    await db
      .insertInto('budget_cycle_spending')
      .values(cycles.map((c) => ({ user_id: userId, cycle_start: c.start, cycle_end: c.end, spent: JSON.stringify(c.spent) })))
      .onConflict((oc) => oc.columns(['user_id', 'cycle_start', 'cycle_end']).doUpdateSet((eb) => ({ spent: eb.ref('excluded.spent') })))
      .execute();
  }
  if (oldest !== null) await db.deleteFrom('budget_cycle_spending').where('user_id', '=', userId).where('cycle_start', '<', oldest).execute();
}

/** Forgets every kept cycle of the person's (after any change to their ledger). */
export async function forgetSpending(db: Db, userId: string) {
  await db.deleteFrom('budget_cycle_spending').where('user_id', '=', userId).execute();
}
