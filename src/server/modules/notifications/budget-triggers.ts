import type { Deps } from '../../deps';
import { formatPence } from '../../../shared/money';
import { currentBudgets } from '../budgets/service';
import type { SettingsRow } from './queries';
import type { DueNotification } from './triggers';

/** A budget's warning goes once its cycle's spending reaches this share of the cycle's money. */
const BUDGET_WARNING_PERCENT = 80;

/**
 * The two budget notices (issue 26 item 6; decision 050), each turned on by itself: a budget
 * at 80% of its cycle's money (limit + carried), and a budget over it. Keyed on the category
 * and the cycle's first day, so each goes once per cycle per budget. A budget already over
 * sends only the over notice; one whose money is £0 or less (a carried overspend) warns only
 * once something is spent.
 */
export async function budgetNotifications(deps: Deps, settings: SettingsRow): Promise<DueNotification[]> {
  if (!settings.budget_warning_enabled && !settings.budget_over_enabled) return [];
  const due: DueNotification[] = [];
  for (const b of await currentBudgets(deps, settings.user_id)) {
    if (b.spent <= 0) continue;
    if (b.spent > b.available) {
      if (settings.budget_over_enabled) {
        due.push({
          kind: 'budgetOver',
          subject: b.categoryId,
          period: b.start,
          title: `${b.name}: ${formatPence(b.overBy)} over budget`,
          body: `You have spent ${formatPence(b.spent)} on ${b.name} this pay cycle, ${formatPence(b.overBy)} more than the ${formatPence(b.available)} budgeted.`,
        });
      }
    } else if (settings.budget_warning_enabled && b.spent * 100 >= b.available * BUDGET_WARNING_PERCENT) {
      due.push({
        kind: 'budgetWarning',
        subject: b.categoryId,
        period: b.start,
        title: `${b.name}: ${formatPence(b.left)} left this pay cycle`,
        body: `You have spent ${formatPence(b.spent)} of the ${formatPence(b.available)} budgeted for ${b.name} this pay cycle (${Math.floor((b.spent * 100) / b.available)}%).`,
      });
    }
  }
  return due;
}
