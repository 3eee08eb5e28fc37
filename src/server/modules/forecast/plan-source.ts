import type { Deps } from '../../deps';

/**
 * What is still budgeted for everyday spending this pay cycle, for `spending: 'plan'`
 * (issue 26 item 5). Budgets are being built alongside this forecast: until they are wired in
 * here, there is no plan and the forecast learns from the person's history instead.
 */
export async function plannedSpending(_deps: Deps, _userId: string): Promise<{ remainingPence: number } | null> {
  return null;
}
