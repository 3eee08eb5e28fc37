import type { Deps } from '../../deps';
import { remainingBudgets } from '../budgets/service';

/**
 * What is still budgeted for everyday spending this pay cycle, for `spending: 'plan'`
 * (issue 26 item 5): the person's budgets stand in for their history. Without any budget
 * there is no plan, and the forecast learns from the person's history instead.
 */
export async function plannedSpending(deps: Deps, userId: string): Promise<{ remainingPence: number } | null> {
  const remaining = await remainingBudgets(deps, userId);
  return remaining.categories.length > 0 ? { remainingPence: remaining.total } : null;
}
