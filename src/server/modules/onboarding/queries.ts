import { sql } from 'kysely';
import type { Db } from '../../db/db';

export async function recordedSteps(db: Db, userId: string): Promise<string[]> {
  // In the order recorded (steps are recorded only in order): without it the answer's order varied.
  const rows = await db.selectFrom('onboarding_steps').select('step_name').where('user_id', '=', userId).orderBy('created_at').orderBy('step_name').execute();
  return rows.map((r) => r.step_name);
}

export async function goalsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('user_goals').select('goal_type').where('user_id', '=', userId).orderBy('goal_type').execute();
  return rows.map((r) => r.goal_type);
}

/** `lock` holds the profile row to the transaction's end, so two completions run one after the other. */
export async function onboardingCompletedOf(db: Db, userId: string, options: { lock?: boolean } = {}): Promise<boolean> {
  const query = db.selectFrom('profiles').select('onboarding_completed').where('id', '=', userId);
  const row = await (options.lock ? query.forUpdate() : query).executeTakeFirstOrThrow();
  return row.onboarding_completed;
}

export async function replaceGoals(db: Db, userId: string, goals: readonly string[]) {
  await db.deleteFrom('user_goals').where('user_id', '=', userId).execute();
  await db
    .insertInto('user_goals')
    .values(goals.map((goal_type) => ({ user_id: userId, goal_type })))
    .execute();
}

export async function recordStep(db: Db, userId: string, step: string) {
  await db
    .insertInto('onboarding_steps')
    .values({ user_id: userId, step_name: step })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The plan the user chose (on the landing page, then on the paywall). */
export async function saveSelectedPlan(db: Db, userId: string, plan: 'monthly' | 'yearly' | 'trial') {
  await db
    .updateTable('profiles')
    .set({ selected_plan: plan, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();
}

export async function markOnboardingCompleted(db: Db, userId: string) {
  await db
    .updateTable('profiles')
    .set({ onboarding_completed: true, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();
}
