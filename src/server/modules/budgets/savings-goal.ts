import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { addDays } from '../../../shared/dates';
import { daysBetween } from '../../../shared/pay-cycle';
import { savingsPlan } from '../../../shared/budgets/budget-rules';
import { GOAL_YEARS_AHEAD, type setSavingsGoalInput } from '../../../shared/schemas/budgets';
import { balances } from '../../money-rules/balances';
import { today as todayOf } from '../money/service';
import { payCyclesOf } from '../payday/service';
import * as q from './queries';

// The savings goal "Build my savings" leads to (issue 26 item 7; decision 050): a target, an
// optional date, what to put aside each pay cycle, and progress from the savings accounts'
// balance (the dashboard's savings figure: the accounts classed as savings).

/**
 * The pay cycles from the current one to the one holding `date`, both counted: the cycles
 * still to put money aside in. Taken from payCyclesOf as seen on `date` (so they follow the
 * person's pay frequency), walking back to today's cycle.
 */
async function cyclesUntil(deps: Deps, userId: string, day: string, date: string): Promise<number> {
  if (date < day) return 0;
  const cycles = await payCyclesOf(deps.db, userId, 'spending', date, 'current');
  // A bound on the walk back, not a count: no pay cycle is shorter than a week.
  const bound = Math.ceil((daysBetween(day, date) + 1) / 7) + 2;
  return cycles.recent(bound).filter((c) => c.end >= day).length;
}

/** The goal with its figures, or null when the person has none. */
export async function savingsGoal(deps: Deps, userId: string) {
  const [goal, held] = await Promise.all([q.savingsGoalOf(deps.db, userId), balances(deps, userId)]);
  if (!goal) return null;
  const day = todayOf(deps);
  const cyclesLeft = goal.target_date === null ? null : await cyclesUntil(deps, userId, day, goal.target_date);
  return { target: goal.target_pence, date: goal.target_date, cyclesLeft, ...savingsPlan({ target: goal.target_pence, saved: held.savings, cyclesLeft }) };
}

export async function setSavingsGoal(deps: Deps, userId: string, input: z.output<typeof setSavingsGoalInput>) {
  const day = todayOf(deps);
  if (input.date !== null && (input.date < day || input.date > addDays(day, GOAL_YEARS_AHEAD * 366))) {
    throw new AppError('INVALID_INPUT', `Please choose a date from today to ${GOAL_YEARS_AHEAD} years ahead.`);
  }
  await q.saveSavingsGoal(deps.db, userId, input, deps.clock());
  return savingsGoal(deps, userId);
}

export async function removeSavingsGoal(deps: Deps, userId: string) {
  if ((await q.deleteSavingsGoal(deps.db, userId)) === 0) throw new AppError('NOT_FOUND', 'Savings goal not found.');
  return { removed: true };
}
