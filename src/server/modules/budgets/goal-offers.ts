import type { Deps } from '../../deps';
import type { Goal } from '../../../shared/onboarding';
import { onboardingState } from '../onboarding/service';
import { savingsGoal } from './savings-goal';
import { hasBudgets, suggestions } from './service';

// The goals chosen at onboarding lead somewhere (issue 26 item 7; decision 050): each one
// the person chose becomes a card on Home that offers the feature serving it.

export type GoalOffer =
  | { goal: 'stop-overspending'; kind: 'suggest-budgets'; suggestions: number }
  | { goal: 'build-savings'; kind: 'savings-goal'; savingsGoal: Awaited<ReturnType<typeof savingsGoal>> }
  | { goal: Goal; kind: 'link'; to: '/bills' | '/transactions' | '/dashboard'; search: Record<string, string>; title: string; text: string; action: string };

const LINKS: Partial<Record<Goal, Omit<Extract<GoalOffer, { kind: 'link' }>, 'goal' | 'kind'>>> = {
  'know-whats-left': {
    to: '/bills',
    search: { tab: 'balance' },
    title: "Know what's left",
    text: 'See your bills still to come before payday, and what is left once they are paid.',
    action: 'See what is left',
  },
  'understand-money': {
    to: '/transactions',
    search: {},
    title: 'Understand my money',
    text: 'See where your money goes: every payment, sorted into categories.',
    action: 'See your spending',
  },
};

/** One offer per goal, in the order the goals are listed; "Stop overspending" once it has budgets points to them. */
export async function goalOffers(deps: Deps, userId: string): Promise<GoalOffer[]> {
  const { goals } = await onboardingState(deps, userId);
  const offers: GoalOffer[] = [];
  for (const goal of goals as Goal[]) {
    if (goal === 'stop-overspending') {
      if (await hasBudgets(deps, userId)) {
        offers.push({
          goal,
          kind: 'link',
          to: '/bills',
          search: { tab: 'budgets' },
          title: 'Stop overspending',
          text: 'Your budgets show how each category is going this pay cycle.',
          action: 'See your budgets',
        });
      } else {
        offers.push({ goal, kind: 'suggest-budgets', suggestions: (await suggestions(deps, userId)).suggestions.length });
      }
    } else if (goal === 'build-savings') {
      offers.push({ goal, kind: 'savings-goal', savingsGoal: await savingsGoal(deps, userId) });
    } else {
      const link = LINKS[goal];
      if (link) offers.push({ goal, kind: 'link', ...link });
    }
  }
  return offers;
}
