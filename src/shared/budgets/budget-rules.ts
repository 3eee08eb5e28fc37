import { formatPence } from '../money';
import { daysBetween } from '../pay-cycle';
import type { Rollover } from '../schemas/budgets';

// The rules of budgets (issue 26 items 3, 4 and 7; docs/decisions/050-budgets.md). Pure: the
// server feeds them the pay cycles (from payday/pay-cycles.ts, whatever the pay frequency) and
// the spending per category (the one definition, money/spending.ts); the page words them.

export type CycleSpan = { start: string; end: string };

/** One change of a budget: in force from the cycle holding `effectiveFrom` until the next change. */
export type BudgetChange = { limit: number; rollover: Rollover; effectiveFrom: string };

/** A budget's figures for one cycle, in pence. */
export type CycleBudget = {
  start: string;
  end: string;
  limit: number;
  rollover: Rollover;
  /** Carried in from the cycle before: positive (what was left) or negative (an overspend). */
  carried: number;
  /** limit + carried: the money of this cycle (negative when a carried overspend passes the limit). */
  available: number;
  spent: number;
  /** available - spent: negative when over. */
  left: number;
  /** How much spent passes available; 0 when within. */
  overBy: number;
};

/** The change in force in a cycle: the newest one made on or before the cycle's last day. */
export function changeInForce(changes: readonly BudgetChange[], cycle: CycleSpan): BudgetChange | null {
  let found: BudgetChange | null = null;
  for (const c of changes) if (c.effectiveFrom <= cycle.end && (!found || c.effectiveFrom > found.effectiveFrom)) found = c;
  return found;
}

/**
 * What the cycle before hands on, by the rollover of the cycle that receives it (so turning
 * rollover on shows the last cycle's carry at once): 'surplus' carries what was left (never
 * an overspend), 'overspend' carries an overspend as a smaller limit (never a surplus), 'none'
 * carries nothing. A chain: what a cycle carried is part of what it leaves.
 */
export function carryInto(rollover: Rollover, leftBefore: number | null): number {
  if (leftBefore === null || rollover === 'none') return 0;
  if (rollover === 'surplus') return Math.max(0, leftBefore);
  return Math.min(0, leftBefore);
}

/**
 * A budget's figures for each cycle, oldest first, from the cycles (oldest first), its changes
 * and what was spent in each cycle. A cycle before the budget's first change has none (null),
 * and the chain of carries starts at the first cycle given: carries reach back at most as far
 * as the cycles the caller reads (12, decision 050).
 */
export function budgetCycles(cycles: readonly CycleSpan[], changes: readonly BudgetChange[], spentIn: (index: number) => number): (CycleBudget | null)[] {
  let leftBefore: number | null = null;
  return cycles.map((cycle, i) => {
    const change = changeInForce(changes, cycle);
    if (!change) {
      leftBefore = null;
      return null;
    }
    const carried = carryInto(change.rollover, leftBefore);
    const available = change.limit + carried;
    const spent = spentIn(i);
    const left = available - spent;
    leftBefore = left;
    return { start: cycle.start, end: cycle.end, limit: change.limit, rollover: change.rollover, carried, available, spent, left, overBy: Math.max(0, -left) };
  });
}

export type PaceStatus = 'on-track' | 'over-pace' | 'over' | 'within';

export type Pace = {
  status: PaceStatus;
  daysInCycle: number;
  /** Days of the cycle gone, today included (0 before it starts, all of them once it ended). */
  daysGone: number;
  /** Days of the cycle still to come, today included. */
  daysLeft: number;
  /** What the cycle will have spent at this pace: spent / daysGone * daysInCycle, to the penny. */
  projected: number;
  /** How much `projected` passes the cycle's money; 0 when it does not. */
  projectedOverBy: number;
};

/**
 * The pace of a budget, defined plainly: what was spent so far, divided by the days gone
 * (today included, as today's spending is in), times the days of the cycle, set against the
 * cycle's money (limit + carried). Over when spent already passes it; "over pace" when the
 * projection does; else on track. A finished cycle is over or within, nothing more.
 * `steady` (a bills category: rent, council tax, paid once a cycle) is not projected: a bill
 * paid in full on day 1 is not a pace that doubles it by day 15.
 */
export function paceOf(b: Pick<CycleBudget, 'start' | 'end' | 'available' | 'spent'>, today: string, steady = false): Pace {
  const daysInCycle = daysBetween(b.start, b.end) + 1;
  const daysGone = today < b.start ? 0 : today > b.end ? daysInCycle : daysBetween(b.start, today) + 1;
  const daysLeft = daysInCycle - daysGone + (today >= b.start && today <= b.end ? 1 : 0);
  const projected = daysGone === 0 || steady ? b.spent : Math.round((b.spent * daysInCycle) / daysGone);
  const projectedOverBy = Math.max(0, projected - b.available);
  const finished = today > b.end;
  const status: PaceStatus = b.spent > b.available ? 'over' : finished ? 'within' : projectedOverBy > 0 ? 'over-pace' : 'on-track';
  return { status, daysInCycle, daysGone, daysLeft, projected, projectedOverBy };
}

/** At risk on the dashboard: over already, or on pace to go over. */
export const isAtRisk = (status: PaceStatus) => status === 'over' || status === 'over-pace';

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** The budget's line in plain words: "£42.00 left for 9 days: on track", "At this pace you'll be £30.00 over", "£12.50 over". */
export function paceMessage(b: Pick<CycleBudget, 'left' | 'overBy'>, pace: Pace): string {
  if (pace.status === 'over') return `${formatPence(b.overBy)} over`;
  if (pace.status === 'within') return `${formatPence(b.left)} left over`;
  if (pace.status === 'over-pace')
    return `${formatPence(b.left)} left for ${days(pace.daysLeft)}: at this pace you'll be ${formatPence(pace.projectedOverBy)} over`;
  return `${formatPence(b.left)} left for ${days(pace.daysLeft)}: on track`;
}

/** The middle value; of an even count, the mean of the two middle ones, rounded to the penny. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/**
 * "Suggest": each category's limit is the median of what was spent on it in the cycles given
 * (the last three complete cycles with data; a cycle without spending on it counts as £0).
 * Categories whose median is £0 get no suggestion.
 */
export function suggestLimits(categoryIds: readonly string[], cycles: readonly ReadonlyMap<string, number>[]): { categoryId: string; limit: number }[] {
  if (cycles.length === 0) return [];
  return categoryIds.map((categoryId) => ({ categoryId, limit: median(cycles.map((c) => c.get(categoryId) ?? 0)) })).filter((s) => s.limit > 0);
}

/**
 * A savings goal's plan: what is still to save (target less the savings accounts' balance, not
 * below 0), and what to put aside each pay cycle to reach it by the date: the remainder over
 * the cycles left (rounded up to the penny, so the target is reached). No date, no amount.
 */
export function savingsPlan(goal: { target: number; saved: number; cyclesLeft: number | null }) {
  const saved = Math.max(0, goal.saved);
  const remaining = Math.max(0, goal.target - saved);
  const perCycle = goal.cyclesLeft === null ? null : goal.cyclesLeft <= 0 ? remaining : Math.ceil(remaining / goal.cyclesLeft);
  const progress = Math.min(100, Math.floor((saved * 100) / goal.target));
  return { saved, remaining, perCycle, progress };
}
