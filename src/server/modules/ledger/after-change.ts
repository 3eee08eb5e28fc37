import type { Deps } from '../../deps';
import type { DataTopic } from '../../realtime/event-bus';
import { checkBillPayments, refreshBankBills } from '../bills/service';
import { forgetSpending } from '../budgets/service';
import { refreshSalary } from '../payday/service';

// The one pipeline after the ledger changes (docs/decisions/037-one-ledger.md). A sync, an
// import, an undo, a removed account or connection and a change of categories all end here,
// with the same steps in the same order; a step runs when the change touches what it reads.
// A new step goes into STEPS once, never into a caller (salary recognition after an import
// was once missed that way).

/** What changed, as the steps read it. */
export type LedgerChange = {
  /** Accounts were written or removed (balances, the bank's standing orders, the account list). */
  accounts?: boolean;
  /** Rows were added, changed or removed (dates, amounts, payees). */
  rows?: boolean;
  /** Only rows' categories changed (a person's choice, a rule). */
  categories?: boolean;
};

type Step = { name: string; when: (change: LedgerChange) => boolean; run: (deps: Deps, userId: string, change: LedgerChange) => Promise<unknown> };

const moneyMoved = (c: LedgerChange) => Boolean(c.accounts || c.rows);

/** In order: each step may read what the one before wrote. */
const STEPS: readonly Step[] = [
  // Bills the bank lists and the recurring payments found in the rows.
  { name: 'bank bills', when: moneyMoved, run: (deps, userId) => refreshBankBills(deps, userId) },
  // Before the paid check: a recognised salary can move the cycle it looks in (decision 017).
  { name: 'salary', when: moneyMoved, run: (deps, userId) => refreshSalary(deps, userId) },
  { name: 'bills paid check', when: moneyMoved, run: (deps, userId) => checkBillPayments(deps, userId) },
  // Budgets keep the spending of ended cycles (decision 050): any change of rows or categories may change it.
  { name: 'budget spending', when: () => true, run: (deps, userId) => forgetSpending(deps, userId) },
  // Last, so open pages refetch what the steps above wrote too.
  { name: 'realtime', when: () => true, run: (deps, userId, change) => deps.events.publish({ userId, topics: topicsOf(change) }) },
];

/** Runs the pipeline for one person's change. */
export async function afterLedgerChange(deps: Deps, userId: string, change: LedgerChange): Promise<void> {
  for (const step of STEPS) if (step.when(change)) await step.run(deps, userId, change);
}

/** The steps a change runs, in order (what afterLedgerChange does, by name). */
export function stepsFor(change: LedgerChange): string[] {
  return STEPS.filter((step) => step.when(change)).map((step) => step.name);
}

const TOPIC_ORDER: readonly DataTopic[] = ['bank_accounts', 'transactions', 'bank_bills', 'income', 'spending'];

/** The screens that show what changed. */
export function topicsOf(change: LedgerChange): DataTopic[] {
  const topics = new Set<DataTopic>();
  if (change.accounts) topics.add('bank_accounts');
  if (change.rows) for (const topic of ['transactions', 'bank_bills', 'income', 'spending'] as const) topics.add(topic);
  if (change.categories) for (const topic of ['transactions', 'spending'] as const) topics.add(topic);
  return TOPIC_ORDER.filter((topic) => topics.has(topic));
}
